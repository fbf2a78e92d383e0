/**
 * Impact-ordered postings for large sites (issue #31's 10,000-page budgets). A word found in tens of
 * thousands of sections would make every query that uses it fetch and score all of them; a search box
 * shows eight results, which come from the documents where the query's words weigh most. So a word's
 * postings keep only the documents where it weighs most (BM25's term weight within each field, times
 * the field's and the document's boosts), and record how many documents each cut field really had,
 * so document frequencies, and with them every kept document's score, stay those of the whole index.
 *
 * The limit sits above the commonest word of this site, so the site's own index is never cut and its
 * results equal the whole index's; what the cut costs on a large corpus is measured by the benchmark
 * (overlap of the first results with the whole index's).
 */
import {fieldEntries, fieldList, type CompactIndex} from './compact-index';

type Posting = CompactIndex['postings'][number];

/** BM25's term-frequency saturation and length normalisation, as MiniSearch scores them. */
const saturation = 1.2;
const lengthNormalisation = 0.7;

export interface DocumentWeights {
  /** The document's length in the field. */
  readonly fieldLength: (id: number, fieldId: number) => number;
  /** The document's own score factor (a page's lead, a repeated section). */
  readonly boost: (id: number) => number;
}

export interface IndexWeights {
  readonly averageFieldLength: readonly number[];
  /** Boost of each field, by field id. */
  readonly fieldBoost: readonly number[];
}

export interface CutPosting {
  readonly posting: Posting;
  /** `[field id, documents with the word in that field]` of every field whose list was cut. */
  readonly fullCounts: readonly (readonly [number, number])[];
}

/** How much a word weighs in one field of a document, up to its inverse document frequency. */
export function termImpact(frequency: number, fieldLength: number, averageLength: number): number {
  const norm = 1 - lengthNormalisation + (lengthNormalisation * fieldLength) / Math.max(averageLength, 1e-9);
  return (frequency * (saturation + 1)) / (frequency + saturation * norm);
}

/** The posting with at most `limit` documents, those where the word weighs most (ties: lower id first). */
export function cutPosting(
  posting: Posting,
  limit: number,
  documents: DocumentWeights,
  index: IndexWeights,
): CutPosting {
  const [term, ...fields] = posting;
  const decoded = fields.map((field) => ({fieldId: field[0], entries: fieldEntries(field)}));
  const impact = new Map<number, number>();
  for (const {fieldId, entries} of decoded) {
    for (const [id, frequency] of entries) {
      const weight =
        (index.fieldBoost[fieldId] ?? 1) *
        documents.boost(id) *
        termImpact(frequency, documents.fieldLength(id, fieldId), index.averageFieldLength[fieldId] ?? 1);
      impact.set(id, (impact.get(id) ?? 0) + weight);
    }
  }
  if (impact.size <= limit) {
    return {posting, fullCounts: []};
  }
  const kept = new Set(
    [...impact]
      .sort(([idA, a], [idB, b]) => b - a || idA - idB)
      .slice(0, limit)
      .map(([id]) => id),
  );
  const fullCounts: [number, number][] = [];
  const cutFields: number[][] = [];
  for (const {fieldId, entries} of decoded) {
    const keptEntries = entries.filter(([id]) => kept.has(id));
    if (keptEntries.length < entries.length) {
      fullCounts.push([fieldId, entries.length]);
    }
    if (keptEntries.length > 0) {
      cutFields.push(fieldList(fieldId, keptEntries));
    }
  }
  return {posting: [term, ...cutFields], fullCounts};
}
