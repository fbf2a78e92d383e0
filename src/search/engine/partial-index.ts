/**
 * The parts of the split index fetched so far, ready to score a query exactly as the whole index would.
 *
 * Postings are kept as typed arrays and scored by `PostingsScorer`, which computes MiniSearch's BM25 sums
 * (the ranking the relevance suite was tuned on) without MiniSearch's per-posting objects; the words a
 * query term matches (prefix completions, one-typo neighbours) come from MiniSearch's radix tree, a
 * SearchableMap of the loaded words. A query is scored over only the shards it needs, so its results do
 * not depend on what other queries fetched before: typo tolerance finds the neighbours of a word within
 * its own shards (a typo in the first letters, which moves a word to another shard, is not forgiven),
 * and the same query always gives the same list.
 */
import type {Query} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {documentCountOf, fieldEntryCount} from './compact-index';
import {documentBoost, scoringSettings} from './engine-options';
import {PostingsScorer, type ScoredHits, type WordPostings} from './postings-scorer';
import type {ScoringIndex} from './query';
import {boostScale, documentColumns, type MetadataChunk, type SplitManifest, type TermShard} from './split-format';
import type {StoredResult} from './types';

function isTermShard(value: unknown): value is TermShard {
  const candidate = value as Partial<TermShard> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.postings) &&
    Array.isArray(candidate.documents)
  );
}

function isMetadataChunk(value: unknown): value is MetadataChunk {
  const candidate = value as Partial<MetadataChunk> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.firstId === 'number' &&
    Array.isArray(candidate.entries)
  );
}

export type DescribedDocument = StoredResult & {readonly ref: string};

export class PartialIndex implements ScoringIndex {
  readonly vocabulary = new Map<string, number>();
  private readonly termsByShard = new Map<string, [string, WordPostings][]>();
  private readonly rankKeys = new Map<number, string>();
  private readonly scorer: PostingsScorer;
  /** Loaded documents by page, keyed as `pageOf` their rank key (the page number). */
  private readonly documentsByPage = new Map<string, number[]>();
  private readonly described = new Map<number, DescribedDocument>();
  private readonly textByRef = new Map<string, string>();
  private readonly chunks = new Set<string>();
  /** Of each loaded word, its swapped-letter variants indexed in other shards. */
  private readonly variantsElsewhere = new Map<string, ReadonlySet<string>>();
  /** The words of the shards a query needs, as a radix tree; rebuilt when a query needs another set. */
  private view = new SearchableMap<WordPostings>();
  private viewKey = '';

  constructor(readonly manifest: SplitManifest) {
    this.scorer = new PostingsScorer(
      manifest.documentCount,
      manifest.averageFieldLength,
      scoringSettings(manifest.fieldIds),
    );
  }

  /** Whether the file (shard or chunk) has been added. */
  /** The shards and chunks added so far: a query scored again with as many scores the same. */
  get partCount(): number {
    return this.termsByShard.size + this.chunks.size;
  }

  has(file: string): boolean {
    return this.termsByShard.has(file) || this.chunks.has(file);
  }

  addShard(file: string, value: unknown): void {
    if (this.termsByShard.has(file)) {
      return;
    }
    if (!isTermShard(value)) {
      throw new Error('search index shard has an unknown format');
    }
    let id = 0;
    let page = 0;
    for (let row = 0; row + documentColumns <= value.documents.length; row += documentColumns) {
      const [idGap, pageGap, lead, boost, ...lengths] = value.documents.slice(row, row + documentColumns);
      id += idGap;
      page += pageGap;
      if (this.rankKeys.has(id)) {
        // Another shard named the document already, with the same facts.
        continue;
      }
      const rankKey = lead === 1 ? `${page}` : `${page}#${id}`;
      // The factor MiniSearch's boostDocument gave: the lead's boost times the repeated-section factor.
      this.scorer.addDocument(id, lengths, documentBoost(rankKey) * (boost === boostScale ? 1 : boost / boostScale));
      const documents = this.documentsByPage.get(`${page}`) ?? [];
      documents.push(id);
      this.documentsByPage.set(`${page}`, documents);
      this.rankKeys.set(id, rankKey);
    }
    const fullCounts = new Map<string, Map<number, number>>();
    for (const [term, fieldId, count] of value.fullCounts ?? []) {
      fullCounts.set(term, (fullCounts.get(term) ?? new Map<number, number>()).set(fieldId, count));
    }
    const terms = value.postings.map((posting): [string, WordPostings] => {
      const [term, ...fields] = posting;
      const cut = fullCounts.get(term);
      // A rare word is told from a common one by its documents in the whole index, cut or not (a field
      // cut to none of its documents is in `cut` only).
      const uncutFields = fields.filter(([fieldId]) => !(cut?.has(fieldId) ?? false));
      this.vocabulary.set(
        term,
        documentCountOf([term, ...uncutFields]) + [...(cut?.values() ?? [])].reduce((sum, count) => sum + count, 0),
      );
      const byField: WordPostings[number][] = [];
      for (const field of fields) {
        const [fieldId] = field;
        byField[fieldId] = this.scorer.fieldList(field, cut?.get(fieldId) ?? fieldEntryCount(field));
      }
      return [term, byField];
    });
    for (const [term, ...variants] of value.variants ?? []) {
      this.variantsElsewhere.set(term, new Set(variants));
    }
    this.termsByShard.set(file, terms);
  }

  addChunk(file: string, value: unknown): void {
    if (this.chunks.has(file)) {
      return;
    }
    if (!isMetadataChunk(value)) {
      throw new Error('search index chunk has an unknown format');
    }
    value.entries.forEach(([ref, title, parentTitle, text], offset) => {
      this.described.set(value.firstId + offset, {ref, title, parentTitle, text});
      this.textByRef.set(ref, text);
    });
    this.chunks.add(file);
  }

  /**
   * Makes the term map hold exactly the words of `shards` (all added), so fuzzy and prefix matching see
   * the same words whatever else is loaded.
   */
  useShards(shards: readonly string[]): void {
    const key = [...new Set(shards)].sort().join(' ');
    if (key === this.viewKey) {
      return;
    }
    const view = new SearchableMap<WordPostings>();
    for (const shard of key.split(' ')) {
      for (const [term, postings] of this.termsByShard.get(shard) ?? []) {
        view.set(term, postings);
      }
    }
    this.view = view;
    this.viewKey = key;
  }

  /** Every document the query tree matches in the words of the shards in use (see `useShards`). */
  hits(tree: Query, isDirectWord: (word: string) => boolean): ScoredHits {
    return this.scorer.scoreTree(this.view, tree, isDirectWord);
  }

  /**
   * Whether `variant` (a swap of two letters of `term`) may be an indexed word outside `term`'s shard,
   * which must be loaded: yes when its shard lists it, or when `term` itself is not indexed (its variants
   * are then unknown).
   */
  mayHoldVariant(term: string, variant: string): boolean {
    return !this.vocabulary.has(term) || (this.variantsElsewhere.get(term)?.has(variant) ?? false);
  }

  rankKeyOf(id: number): string | undefined {
    return this.rankKeys.get(id);
  }

  documentsOfPage(page: string): readonly number[] {
    return this.documentsByPage.get(page) ?? [];
  }

  describe(id: number): DescribedDocument | undefined {
    return this.described.get(id);
  }

  textOf(ref: string): string | undefined {
    return this.textByRef.get(ref);
  }
}
