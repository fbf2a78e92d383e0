/**
 * The search box's autocomplete-core instance, created on the reader's first intent (pointing at or
 * focusing the box) rather than with the page: the library and the panel (`onIntent.ts`) are JavaScript
 * that most page views never use. What the reader typed before they arrived becomes the query, and a
 * focused box opens its panel.
 */
import type {AutocompleteOptions, BaseItem} from '@algolia/autocomplete-core';
import {useRef, useState, type BaseSyntheticEvent, type KeyboardEvent, type MouseEvent, type RefObject} from 'react';
import type {Autocomplete} from './types';

type OnIntentModule = typeof import('./onIntent');

let onIntentModule: Promise<OnIntentModule> | undefined;

function importOnIntent(): Promise<OnIntentModule> {
  onIntentModule ??= import('./onIntent').catch((error: unknown) => {
    // A chunk that failed to download (offline, new deploy): the next intent imports again.
    onIntentModule = undefined;
    throw error;
  });
  return onIntentModule;
}

export interface LazyAutocomplete<TItem extends BaseItem> {
  /** The instance, or null until the first intent has loaded it. */
  readonly autocomplete: Autocomplete<TItem> | null;
  /** The results panel, loaded with the instance (null until then). */
  readonly SearchPanel: OnIntentModule['SearchPanel'] | null;
  /** Imports autocomplete-core and creates the instance, once. */
  readonly load: () => void;
  /**
   * Gives text typed into the plain input to the instance when it exists but React has not rendered
   * with it yet: between the two, the input still has its plain `onChange`, and the text would be lost.
   */
  readonly forwardInput: (value: string) => void;
}

export function useAutocomplete<TItem extends BaseItem>(
  options: () => AutocompleteOptions<TItem>,
  inputRef: RefObject<HTMLInputElement | null>,
): LazyAutocomplete<TItem> {
  const [loaded, setLoaded] = useState<{
    autocomplete: Autocomplete<TItem>;
    SearchPanel: OnIntentModule['SearchPanel'];
  } | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const loading = useRef(false);
  const created = useRef<Autocomplete<TItem> | null>(null);

  const load = () => {
    if (loading.current) {
      return;
    }
    loading.current = true;
    importOnIntent().then(
      ({createAutocomplete, SearchPanel}) => {
        const instance = createAutocomplete<TItem, BaseSyntheticEvent, MouseEvent, KeyboardEvent>(optionsRef.current());
        created.current = instance;
        setLoaded({autocomplete: instance, SearchPanel});
        const input = inputRef.current;
        if (input === null) {
          return;
        }
        if (input.value !== '') {
          instance.setQuery(input.value);
        }
        if (document.activeElement === input) {
          // The focus that asked for the library came before it: open the panel as a focus would have.
          instance.setIsOpen(true);
          instance.refresh().catch(() => undefined);
        }
      },
      () => {
        loading.current = false;
      },
    );
  };

  const forwardInput = (value: string) => {
    const instance = created.current;
    if (instance === null) {
      return;
    }
    instance.setQuery(value);
    instance.setIsOpen(true);
    instance.refresh().catch(() => undefined);
  };

  return {autocomplete: loaded?.autocomplete ?? null, SearchPanel: loaded?.SearchPanel ?? null, load, forwardInput};
}
