/**
 * Scores a query tree over typed-array postings as MiniSearch 7.2's `search` scores it over its own maps
 * (the same words matched, the same BM25+ terms added in the same order, the same result order), for the
 * split index at scale (issue #31). MiniSearch keeps a result object, a `match` object and a `terms`
 * array per document and word, and calls the document-boost callback per posting: on a 10,000-page site
 * a query of 15,000 postings took 20 ms in Node, most of it there and in the garbage it leaves. Here a
 * posting costs a few typed-array reads, and a result's matched words are worked out only for the
 * results shown. The one difference: MiniSearch sums each subquery on its own and then adds the sums,
 * and this scorer adds every term in one pass (see `scoreInto`), so a sum may differ in its last bit.
 *
 * The words a query term matches (exact, prefix completions, one-typo neighbours) still come from
 * MiniSearch's radix tree (`WordMap`, a SearchableMap), in its order, so documents first match in
 * MiniSearch's order, which decides the order of tied results.
 * The unit tests and the relevance suite compare this scorer with MiniSearch on every query.
 */
import type {Query} from 'minisearch';
import {fieldEntryCount, forEachFieldEntry} from './compact-index';
import {intersect, ResultSetPool, type ResultSet} from './result-set';

/**
 * One field's postings of a word, with what MiniSearch computes per posting worked out when the shard
 * loads: a query then reads three arrays in order instead of looking up each document's length and boost
 * (random reads over the whole index, which on 10,000 pages cost more than the arithmetic).
 */
export interface FieldPostingList {
  /** Document ids, ascending (the order MiniSearch iterates its map in). */
  readonly ids: Int32Array;
  /** Each document's BM25+ score for the word in this field, MiniSearch's `calcBM25Score`. */
  readonly bm25: Float64Array;
  /** Each document's score factor (MiniSearch's boostDocument). */
  readonly boosts: Float64Array;
}

/** A word's postings by field id. */
export type WordPostings = readonly (FieldPostingList | undefined)[];

/** The indexed words a query is matched against, as MiniSearch's SearchableMap gives them. */
export interface WordMap {
  get(word: string): WordPostings | undefined;
  atPrefix(prefix: string): Iterable<[string, WordPostings]>;
  fuzzyGet(word: string, maxDistance: number): Map<string, [WordPostings, number]>;
}

/** The search options MiniSearch would score with (see engine-options.ts). */
export interface ScoringSettings {
  /** Indexed fields in MiniSearch's order, with their ids and boosts. */
  readonly fields: readonly {readonly id: number; readonly boost: number}[];
  readonly weights: {readonly prefix: number; readonly fuzzy: number};
  /** MiniSearch's BM25+ parameters (its defaults: k 1.2, b 0.7, d 0.5). */
  readonly bm25: {readonly k: number; readonly b: number; readonly d: number};
  /** MiniSearch's cap on the edit distance of a fractional `fuzzy` (its default: 6). */
  readonly maxFuzzy: number;
}

/** The documents a query matches, in MiniSearch's order of first match, with their final scores. */
export interface ScoredHits {
  readonly ids: ArrayLike<number>;
  /** Score times the number of distinct query terms matched, as MiniSearch's `search` returns it. */
  readonly scores: ArrayLike<number>;
  /** 1 when a matched word is a direct match (see `isDirectWord` of `PostingsScorer.scoreTree`). */
  readonly direct: ArrayLike<number>;
  /** The position of a document in `ids`, or -1 when the query did not match it (until the next query is scored). */
  positionOf(id: number): number;
  /** The indexed words a document matched (MiniSearch's `terms` of a result), for a document of `ids`. */
  termsOf(id: number): string[];
}

/** Inherited options of a query tree node, as MiniSearch passes them down to subqueries. */
type TermOption<T> = T | ((term: string, position: number, terms: string[]) => T);

/** Inherited options of a query tree node: MiniSearch spreads a node's own keys over its parent's. */
interface NodeOptions {
  readonly combineWith?: string;
  readonly prefix?: TermOption<boolean>;
  readonly fuzzy?: TermOption<boolean | number>;
  readonly boostTerm?: (term: string, position: number, terms: string[]) => number;
}

/** A node's options over its parent's, as MiniSearch's `{...options, ...query}` (a key set to undefined too). */
function ownOptions(query: Record<string, unknown>, inherited: NodeOptions): NodeOptions {
  const own = <K extends keyof NodeOptions>(key: K): NodeOptions[K] =>
    key in query ? (query[key] as NodeOptions[K]) : inherited[key];
  return {combineWith: own('combineWith'), prefix: own('prefix'), fuzzy: own('fuzzy'), boostTerm: own('boostTerm')};
}

/** A term's value of an option that may be a function of the term (MiniSearch's termToQuerySpec). */
const forTerm = <T>(option: TermOption<T>, term: string): T =>
  typeof option === 'function'
    ? (option as (term: string, position: number, terms: string[]) => T)(term, 0, [term])
    : option;

/** A leaf's words with the weight each scores at, in the order MiniSearch scores them. */
interface ScoredLeaf {
  readonly kind: 'leaf';
  readonly words: readonly string[];
  readonly postings: readonly WordPostings[];
}

interface ScoredBranch {
  readonly kind: 'OR' | 'AND';
  readonly children: readonly ScoredNode[];
}

type ScoredNode = ScoredLeaf | ScoredBranch;

/** Bits set in a 32-bit word (the distinct query terms a result matched). */
function popCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Scores query trees over the documents added so far (`addDocument`) and a word map. */
export class PostingsScorer {
  private readonly pool: ResultSetPool;
  /** The last query's matches: kept until the next query, so its hits can tell a document's position. */
  private lastMatches: ResultSet | undefined;
  /** Counts the queries scored, so a query's hits can tell that a later one took their set. */
  private generation = 0;
  /** Score factor of each document; 0 for a document not added (its postings are skipped). */
  private readonly boosts: Float64Array;
  /**
   * BM25's length normalisation of each document's fields, `k * (1 - b + b * length / average)`, by
   * `id * fieldCount + fieldId`: computed once per document, with MiniSearch's operations in its order.
   */
  private readonly lengthNorms: Float64Array;
  private readonly fieldCount: number;

  constructor(
    private readonly documentCount: number,
    private readonly averageFieldLength: readonly number[],
    private readonly settings: ScoringSettings,
  ) {
    this.pool = new ResultSetPool(documentCount);
    this.fieldCount = averageFieldLength.length;
    this.boosts = new Float64Array(documentCount);
    this.lengthNorms = new Float64Array(documentCount * this.fieldCount);
  }

  /** Records a document's field lengths (by field id) and score factor (MiniSearch's boostDocument). */
  addDocument(id: number, fieldLengths: readonly number[], boost: number): void {
    if (!Number.isInteger(id) || id < 0 || id >= this.documentCount) {
      throw new Error('search index names a document outside the index');
    }
    const {k, b} = this.settings.bm25;
    for (let fieldId = 0; fieldId < this.fieldCount; fieldId += 1) {
      const fieldLength = fieldLengths[fieldId] ?? 0;
      this.lengthNorms[id * this.fieldCount + fieldId] =
        k * (1 - b + (b * fieldLength) / this.averageFieldLength[fieldId]);
    }
    this.boosts[id] = boost;
  }

  /**
   * A word's postings in one field, scored for its documents (added first with `addDocument`). `field`
   * is the compact list `[fieldId, idGap, frequency, idGap, frequency, ...]` of the index files, read
   * here without building a pair per posting (a shard holds thousands). `documentCount` is the word's
   * document count in the field in the whole index, which BM25's inverse document frequency uses (a cut
   * list holds fewer).
   */
  fieldList(field: readonly number[], documentCount: number): FieldPostingList {
    const [fieldId] = field;
    const count = fieldEntryCount(field);
    const {k, d} = this.settings.bm25;
    const inverseFrequency = Math.log(1 + (this.documentCount - documentCount + 0.5) / (documentCount + 0.5));
    const ids = new Int32Array(count);
    const bm25 = new Float64Array(count);
    const boosts = new Float64Array(count);
    forEachFieldEntry(field, (id, frequency, position) => {
      ids[position] = id;
      // calcBM25Score's expression, term by term, so the value is the same to the bit.
      bm25[position] =
        inverseFrequency * (d + (frequency * (k + 1)) / (frequency + this.lengthNorms[id * this.fieldCount + fieldId]));
      boosts[position] = this.boosts[id];
    });
    return {ids, bm25, boosts};
  }

  /**
   * Every document `tree` matches in `words`, scored as `MiniSearch.search(tree)` would with the added
   * documents' boosts (MiniSearch's default options otherwise, and this site's field boosts and weights).
   * `isDirectWord` tells whether an indexed word counts as a direct match of the reader's terms.
   */
  scoreTree(words: WordMap, tree: Query, isDirectWord: (word: string) => boolean): ScoredHits {
    if (this.lastMatches !== undefined) {
      this.pool.give(this.lastMatches);
      this.lastMatches = undefined;
    }
    this.generation += 1;
    const generation = this.generation;
    const termIds = new Map<string, number>();
    collectTerms(tree, termIds);
    const bitWords = Math.max(1, Math.ceil(termIds.size / 32));
    const evaluation = new Evaluation(this.settings, this.pool, words, termIds, bitWords, isDirectWord);
    const set = this.pool.take(bitWords);
    const node = evaluation.scoreInto(tree, {combineWith: 'OR', prefix: false, fuzzy: false}, set);
    const {length, termBits} = set;
    const scores = new Float64Array(length);
    for (let row = 0; row < length; row += 1) {
      let quality = 0;
      for (let word = 0; word < bitWords; word += 1) {
        quality += popCount(termBits[row * bitWords + word]);
      }
      scores[row] = set.scores[row] * (quality || 1);
    }
    // Views of the kept set rather than copies: the hits are read before the next query is scored.
    const hits: ScoredHits = {
      ids: set.ids.subarray(0, length),
      scores,
      direct: set.direct.subarray(0, length),
      positionOf: (id) => {
        if (this.generation !== generation) {
          throw new Error('the hits of a query are read after the next query was scored');
        }
        return set.slots[id];
      },
      termsOf: (id) => {
        // Object.keys orders the words as MiniSearch's `match` object does (integer-like words first).
        const match: Record<string, true> = {};
        for (const word of matchedWords(node, id)) {
          match[word] = true;
        }
        return Object.keys(match);
      },
    };
    this.lastMatches = set;
    return hits;
  }
}

/** The distinct terms of a tree's leaves (MiniSearch counts a result's quality in them). */
function collectTerms(query: Query, termIds: Map<string, number>): void {
  if (typeof query === 'string') {
    if (query !== '' && !termIds.has(query)) {
      termIds.set(query, termIds.size);
    }
    return;
  }
  if (typeof query === 'object' && 'queries' in query) {
    query.queries.forEach((part) => collectTerms(part, termIds));
  }
}

/** Whether a field list holds a document (binary search: ids are ascending). */
function listHolds(list: FieldPostingList, id: number): boolean {
  let low = 0;
  let high = list.ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = list.ids[middle];
    if (value === id) {
      return true;
    }
    if (value < id) {
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return false;
}

const wordHolds = (postings: WordPostings, id: number) =>
  postings.some((list) => list !== undefined && listHolds(list, id));

/** Whether a scored node matched the document (an AND only when every part did). */
function nodeHolds(node: ScoredNode, id: number): boolean {
  if (node.kind === 'leaf') {
    return node.postings.some((postings) => wordHolds(postings, id));
  }
  return node.kind === 'OR'
    ? node.children.some((child) => nodeHolds(child, id))
    : node.children.every((child) => nodeHolds(child, id));
}

/** The words a matched document matched, in the order MiniSearch adds them to its `match` object. */
function matchedWords(node: ScoredNode, id: number): string[] {
  if (node.kind === 'leaf') {
    return node.words.filter((_, position) => wordHolds(node.postings[position], id));
  }
  if (node.kind === 'AND' && !nodeHolds(node, id)) {
    return [];
  }
  return node.children.flatMap((child) => matchedWords(child, id));
}

/** One query's evaluation: MiniSearch's executeQuery, executeQuerySpec, termResults and combinators. */
class Evaluation {
  private readonly directWords = new Map<string, number>();

  constructor(
    private readonly settings: ScoringSettings,
    private readonly pool: ResultSetPool,
    private readonly words: WordMap,
    private readonly termIds: ReadonlyMap<string, number>,
    private readonly bitWords: number,
    private readonly isDirectWord: (word: string) => boolean,
  ) {}

  /**
   * Scores `query` into `into`. An OR node's parts add their postings to the same set, one after the
   * other, where MiniSearch sums each part on its own and then adds the parts' sums: the same terms,
   * added in the same order, in one pass instead of one copy of each document per level (on a large
   * site the copies cost as much as the postings). The sums can differ from MiniSearch's in the last
   * bit, never more. Documents with the same contributions still tie, in MiniSearch's order; two MiniSearch
   * ties made of different contributions may come apart by a bit.
   * An AND node's parts are scored apart, as they must all match.
   */
  scoreInto(query: Query, inherited: NodeOptions, into: ResultSet): ScoredNode {
    if (typeof query === 'string') {
      return this.leaf(query, inherited, into);
    }
    if (typeof query !== 'object' || !('queries' in query)) {
      throw new Error('search query tree has an unsupported node');
    }
    const options = ownOptions(query as unknown as Record<string, unknown>, inherited);
    const operator = (options.combineWith ?? 'OR').toUpperCase();
    if (operator === 'OR') {
      return {kind: 'OR', children: query.queries.map((part) => this.scoreInto(part, options, into))};
    }
    if (operator !== 'AND') {
      throw new Error(`search query tree combines with ${operator}, which the scorer does not support`);
    }
    let shared: ResultSet | undefined;
    const children: ScoredNode[] = [];
    for (const part of query.queries) {
      const matches = this.pool.take(this.bitWords);
      children.push(this.scoreInto(part, options, matches));
      shared = shared === undefined ? matches : this.and(shared, matches);
    }
    if (shared !== undefined) {
      into.merge(shared);
      this.pool.give(shared);
    }
    return {kind: 'AND', children};
  }

  /** MiniSearch's AND: `b`'s documents that `a` also holds, in `b`'s order, with `a`'s sum plus `b`'s. */
  private and(a: ResultSet, b: ResultSet): ResultSet {
    const combined = this.pool.take(this.bitWords);
    intersect(combined, a, b);
    this.pool.give(a);
    this.pool.give(b);
    return combined;
  }

  /** A query term (a leaf of the tree): its exact word, then prefix completions, then typo neighbours. */
  private leaf(term: string, options: NodeOptions, set: ResultSet): ScoredNode {
    const words: string[] = [];
    const postings: WordPostings[] = [];
    if (term === '') {
      return {kind: 'leaf', words, postings};
    }
    const termBoost = typeof options.boostTerm === 'function' ? options.boostTerm(term, 0, [term]) : 1;
    const termId = this.termIds.get(term) ?? 0;
    const score = (word: string, weight: number, data: WordPostings) => {
      words.push(word);
      postings.push(data);
      this.addWord(set, termId, word, weight * termBoost, data);
    };
    const exact = this.words.get(term);
    if (exact !== undefined) {
      score(term, 1, exact);
    }
    const fuzzyMatches = this.fuzzyMatches(term, forTerm(options.fuzzy, term) || false);
    if (forTerm(options.prefix, term) === true) {
      for (const [word, data] of this.words.atPrefix(term)) {
        const distance = word.length - term.length;
        if (distance === 0) {
          continue;
        }
        fuzzyMatches?.delete(word);
        score(word, (this.settings.weights.prefix * word.length) / (word.length + 0.3 * distance), data);
      }
    }
    for (const [word, [data, distance]] of fuzzyMatches ?? []) {
      if (distance !== 0) {
        score(word, (this.settings.weights.fuzzy * word.length) / (word.length + distance), data);
      }
    }
    return {kind: 'leaf', words, postings};
  }

  private fuzzyMatches(term: string, fuzzy: boolean | number): Map<string, [WordPostings, number]> | undefined {
    if (fuzzy === false || fuzzy === 0) {
      return undefined;
    }
    const fraction = fuzzy === true ? 0.2 : fuzzy;
    const maxDistance = fraction < 1 ? Math.min(this.settings.maxFuzzy, Math.round(term.length * fraction)) : fraction;
    return maxDistance ? this.words.fuzzyGet(term, maxDistance) : undefined;
  }

  /**
   * MiniSearch's termResults: each field's postings of one word, scored into the leaf's set.
   * `weightTimesBoost` is the word's match weight times the term's boost, the first product MiniSearch forms.
   */
  private addWord(set: ResultSet, termId: number, word: string, weightTimesBoost: number, data: WordPostings): void {
    const direct = this.directOf(word);
    const termWord = termId >> 5;
    const termMask = 1 << (termId & 31);
    for (const field of this.settings.fields) {
      const list = data[field.id];
      if (list === undefined) {
        continue;
      }
      // MiniSearch multiplies left to right: weight, term boost, field boost, document boost, BM25.
      const factor = weightTimesBoost * field.boost;
      const {ids: postingIds, bm25, boosts} = list;
      set.reserve(set.length + postingIds.length);
      for (let position = 0; position < postingIds.length; position += 1) {
        const documentBoost = boosts[position];
        if (documentBoost) {
          const row = set.add(postingIds[position], factor * documentBoost * bm25[position], direct);
          set.termBits[row * set.bitWords + termWord] |= termMask;
        }
      }
    }
  }

  private directOf(word: string): number {
    let direct = this.directWords.get(word);
    if (direct === undefined) {
      direct = this.isDirectWord(word) ? 1 : 0;
      this.directWords.set(word, direct);
    }
    return direct;
  }
}
