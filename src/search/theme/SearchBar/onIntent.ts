/**
 * What the search box needs only once the reader points at or focuses it, in one lazy chunk:
 * autocomplete-core (10 KB gzip) and the panel that shows its results.
 */
export {createAutocomplete} from '@algolia/autocomplete-core';
export {default as SearchPanel} from './SearchPanel';
