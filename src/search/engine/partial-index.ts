/**
 * The parts of the split index fetched so far, ready to score a query exactly as the whole index would.
 *
 * MiniSearch is kept (its query tree, prefix and fuzzy matching and BM25 are what the relevance suite was
 * tuned on), fed shard by shard: its serialization has no way to merge two partial indexes, so the loaded
 * postings go into its internal maps (minisearch is pinned to an exact version in package.json; the unit
 * tests compare every score with the whole index's). A query is scored over only the shards it needs,
 * so its results do not depend on what other queries fetched before: typo tolerance finds the neighbours
 * of a word within its own shards (a typo in the first letters, which moves a word to another shard, is
 * not forgiven), and the same query always gives the same list.
 */
import MiniSearch from 'minisearch';
import {fieldEntries} from './compact-index';
import {documentCountOf} from './index-file';
import {miniSearchOptions, type IndexedDocument} from './engine-options';
import type {ScoringIndex} from './query';
import {boostScale, documentColumns, type MetadataChunk, type SplitManifest, type TermShard} from './split-format';
import type {StoredResult} from './types';

/** Postings of one word: field id → document id → term frequency, as MiniSearch keeps them. */
type FieldPostings = Map<number, Map<number, number>>;

/**
 * A field's postings cut to the documents where the word weighs most (postings-cut.ts). MiniSearch
 * takes a word's document frequency in a field from the size of this map, so it reports the whole
 * index's count; iterating it gives the documents kept.
 */
class CutFieldPostings extends Map<number, number> {
  constructor(
    entries: Iterable<readonly [number, number]>,
    private readonly fullCount: number,
  ) {
    super(entries);
  }

  override get size(): number {
    return this.fullCount;
  }
}

interface TermMap {
  set(term: string, value: FieldPostings): unknown;
}

/** The private state of a MiniSearch 7.2 instance that loading shards writes to. */
interface MiniSearchInternals {
  _index: TermMap;
  _documentIds: Map<number, number>;
  _fieldLength: Map<number, number[]>;
}

const internals = (index: MiniSearch<IndexedDocument>) => index as unknown as MiniSearchInternals;

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
  readonly index: MiniSearch<IndexedDocument>;
  readonly vocabulary = new Map<string, number>();
  private readonly termsByShard = new Map<string, [string, FieldPostings][]>();
  private readonly rankKeys = new Map<number, string>();
  private readonly boosts = new Map<number, number>();
  private readonly described = new Map<number, DescribedDocument>();
  private readonly textByRef = new Map<string, string>();
  private readonly chunks = new Set<string>();
  /** Of each loaded word, its swapped-letter variants indexed in other shards. */
  private readonly variantsElsewhere = new Map<string, ReadonlySet<string>>();
  /** The shards the index's term map holds now; rebuilt when a query needs another set. */
  private viewKey = '';

  constructor(readonly manifest: SplitManifest) {
    this.index = MiniSearch.loadJS<IndexedDocument>(
      {
        documentCount: manifest.documentCount,
        nextId: manifest.documentCount,
        documentIds: {},
        fieldIds: {...manifest.fieldIds},
        fieldLength: {},
        averageFieldLength: [...manifest.averageFieldLength],
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: manifest.serializationVersion,
      },
      miniSearchOptions,
    );
  }

  /** Whether the file (shard or chunk) has been added. */
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
    const {_documentIds: documentIds, _fieldLength: fieldLengths} = internals(this.index);
    let id = 0;
    let page = 0;
    for (let row = 0; row + documentColumns <= value.documents.length; row += documentColumns) {
      const [idGap, pageGap, lead, boost, ...lengths] = value.documents.slice(row, row + documentColumns);
      id += idGap;
      page += pageGap;
      documentIds.set(id, id);
      fieldLengths.set(id, lengths);
      this.rankKeys.set(id, lead === 1 ? `${page}` : `${page}#${id}`);
      if (boost !== boostScale) {
        this.boosts.set(id, boost / boostScale);
      }
    }
    const fullCounts = new Map<string, Map<number, number>>();
    for (const [term, fieldId, count] of value.fullCounts ?? []) {
      fullCounts.set(term, (fullCounts.get(term) ?? new Map<number, number>()).set(fieldId, count));
    }
    const terms = value.postings.map((posting): [string, FieldPostings] => {
      const [term, ...fields] = posting;
      const cut = fullCounts.get(term);
      // A rare word is told from a common one by its documents in the whole index, cut or not.
      const uncutFields = fields.filter(([fieldId]) => !(cut?.has(fieldId) ?? false));
      this.vocabulary.set(
        term,
        documentCountOf([term, ...uncutFields]) + [...(cut?.values() ?? [])].reduce((sum, count) => sum + count, 0),
      );
      const byField: FieldPostings = new Map();
      for (const field of fields) {
        const [fieldId] = field;
        const entries = fieldEntries(field);
        const fullCount = cut?.get(fieldId);
        byField.set(fieldId, fullCount === undefined ? new Map(entries) : new CutFieldPostings(entries, fullCount));
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
    const state = internals(this.index);
    const termMap = new (state._index.constructor as new () => TermMap)();
    for (const shard of key.split(' ')) {
      for (const [term, postings] of this.termsByShard.get(shard) ?? []) {
        termMap.set(term, postings);
      }
    }
    state._index = termMap;
    this.viewKey = key;
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

  boostOf(id: number): number {
    return this.boosts.get(id) ?? 1;
  }

  describe(id: number): DescribedDocument | undefined {
    return this.described.get(id);
  }

  textOf(ref: string): string | undefined {
    return this.textByRef.get(ref);
  }
}
