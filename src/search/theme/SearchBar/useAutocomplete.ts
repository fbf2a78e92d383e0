/**
 * The search box's autocomplete-core instance, created on the reader's first intent (pointing at or
 * focusing the box) rather than with the page: the library is 10 KB gzip that most page views never
 * use. What the reader typed before it arrived becomes the query, and a focused box opens its panel.
 */
import type {AutocompleteApi, AutocompleteOptions, BaseItem} from '@algolia/autocomplete-core';
import {useRef, useState, type BaseSyntheticEvent, type KeyboardEvent, type MouseEvent, type RefObject} from 'react';

export type Autocomplete<TItem extends BaseItem> = AutocompleteApi<
  TItem,
  BaseSyntheticEvent,
  MouseEvent,
  KeyboardEvent
>;

let autocompleteCore: Promise<typeof import('@algolia/autocomplete-core')> | undefined;

function importAutocompleteCore(): Promise<typeof import('@algolia/autocomplete-core')> {
  autocompleteCore ??= import('@algolia/autocomplete-core').catch((error: unknown) => {
    // A chunk that failed to download (offline, new deploy): the next intent imports again.
    autocompleteCore = undefined;
    throw error;
  });
  return autocompleteCore;
}

export interface LazyAutocomplete<TItem extends BaseItem> {
  /** The instance, or null until the first intent has loaded it. */
  readonly autocomplete: Autocomplete<TItem> | null;
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
  const [autocomplete, setAutocomplete] = useState<Autocomplete<TItem> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const loading = useRef(false);
  const created = useRef<Autocomplete<TItem> | null>(null);

  const load = () => {
    if (loading.current) {
      return;
    }
    loading.current = true;
    importAutocompleteCore().then(
      ({createAutocomplete}) => {
        const instance = createAutocomplete<TItem, BaseSyntheticEvent, MouseEvent, KeyboardEvent>(optionsRef.current());
        created.current = instance;
        setAutocomplete(instance);
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

  return {autocomplete, load, forwardInput};
}
