/**
 * MiniSearch settings shared by the builder and the browser: a serialized index only loads with the
 * options it was built with, so both sides import them from here.
 */
import type {Options} from 'minisearch';
import {fieldBoosts, leadDocumentBoost, matchWeights, searchFields} from './constants';
import {indexWords} from './terms';
import type {SearchDocument} from './types';

export const miniSearchOptions: Options<SearchDocument> = {
  idField: 'ref',
  fields: [...searchFields],
  storeFields: [],
  tokenize: indexWords,
  // indexWords already folds case and drops stop words; the default processTerm would lowercase again.
  processTerm: (term) => term,
  searchOptions: {
    boost: {...fieldBoosts},
    weights: {prefix: matchWeights.prefix, fuzzy: matchWeights.typo},
    // References of sections carry an anchor; a page's lead is the page URL alone.
    boostDocument: (ref: string) => (String(ref).includes('#') ? 1 : leadDocumentBoost),
    // Queries arrive as cleaned terms (see queryTerms); splitting them again would undo that work.
    tokenize: (term) => [term],
    processTerm: (term) => term,
  },
};
