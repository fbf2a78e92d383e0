import type {AutocompleteApi, BaseItem} from '@algolia/autocomplete-core';
import type {BaseSyntheticEvent, KeyboardEvent, MouseEvent} from 'react';
import type {SnippetSegment} from '../../engine/snippet';
import type {SearchResult} from '../../engine/types';

/** A result as the search box lists it: the ranked result with its snippet. */
export type SearchItem = SearchResult & {readonly snippet: readonly SnippetSegment[]} & BaseItem;

/** What the panel shows for a non-empty query: the ranked list, the loading state or the failure. */
export type PanelState = 'ready' | 'loading' | 'stalled' | 'failed';

export type Autocomplete<TItem extends BaseItem> = AutocompleteApi<
  TItem,
  BaseSyntheticEvent,
  MouseEvent,
  KeyboardEvent
>;
