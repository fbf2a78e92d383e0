/**
 * MiniSearch settings shared by the builder and the browser: a serialized index only loads with the
 * options it was built with, so both sides import them from here.
 */
import type {Options} from 'minisearch';
import type {ScoringSettings} from './postings-scorer';
import {fieldBoosts, leadDocumentBoost, matchWeights, searchFields, type SearchField} from './constants';
import {contentWords, indexWords, tagWords} from './terms';
import type {SearchDocument} from './types';

/** What MiniSearch indexes: a document's fields under a numeric id (its position in `results`). */
export type IndexedDocument = Pick<SearchDocument, 'title' | 'content' | 'tags'> & {readonly id: number};

/** How each field reads identifiers: whole in tags, whole and by parts in titles, by parts in text. */
const fieldTokenizers: Readonly<Record<SearchField, (text: string) => string[]>> = {
  title: indexWords,
  content: contentWords,
  tags: tagWords,
};

export const miniSearchOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...searchFields],
  storeFields: [],
  tokenize: (text, fieldName) => fieldTokenizers[fieldName as SearchField](text),
  // indexWords already folds case and drops stop words; the default processTerm would lowercase again.
  processTerm: (term) => term,
  searchOptions: {
    boost: {...fieldBoosts},
    weights: {prefix: matchWeights.prefix, fuzzy: matchWeights.typo},
    // Queries arrive as cleaned terms (see queryTerms); splitting them again would undo that work.
    tokenize: (term) => [term],
    processTerm: (term) => term,
  },
};

/** Score factor of a reference: sections carry an anchor; a page's lead is the page URL alone. */
export function documentBoost(ref: string | undefined): number {
  return ref === undefined || ref.includes('#') ? 1 : leadDocumentBoost;
}

/**
 * What `PostingsScorer` scores with to give MiniSearch's scores under `miniSearchOptions`: the fields in
 * their order with their boosts, the match weights, and MiniSearch's defaults for BM25 and the typo cap.
 */
export function scoringSettings(fieldIds: Readonly<Record<string, number>>): ScoringSettings {
  return {
    // MiniSearch counts a field without a boost (or a boost of 0) as 1.
    fields: searchFields.map((field) => ({id: fieldIds[field], boost: fieldBoosts[field] || 1})),
    weights: {prefix: matchWeights.prefix, fuzzy: matchWeights.typo},
    bm25: {k: 1.2, b: 0.7, d: 0.5},
    maxFuzzy: 6,
  };
}
