/** Builds the MiniSearch query tree for a reader's input and turns raw hits into ranked results. */
import type {Query} from 'minisearch';
import {
  exactOnlyTerms,
  matchWeights,
  maxResults,
  maxSectionsPerPage,
  maxTypoTermLength,
  minPrefixTermLength,
  minTypoTermLength,
} from './constants';
import {findTermRanges} from './marks';
import {bestPartsFirst, isLead, limitSectionsPerPage, pageOf} from './rank';
import {queryRouteToken} from './operation-route';
import {indexWords, queryTerms, transpositions, wordStem} from './terms';
import {joinedWordQueries} from './joined-words';
import type {ScoredHits} from './postings-scorer';
import {synonymQueries} from './synonym-queries';
import type {SearchResult, StoredResult} from './types';

const typoWeight = () => matchWeights.typo;
const wordFormWeight = () => matchWeights.wordForm;

function toleratesTypo(term: string): boolean {
  return (
    term.length >= minTypoTermLength &&
    term.length <= maxTypoTermLength &&
    !/\d/.test(term) &&
    !exactOnlyTerms.has(term)
  );
}

/** Whether a term also matches longer words that start with it. */
function completesAsPrefix(term: string): boolean {
  return term.length >= minPrefixTermLength && !exactOnlyTerms.has(term);
}

/**
 * The swapped-letter variant queries of `termQuery`, each with the term it swaps two letters of: the
 * split index fetches a variant's shard only when the variant may be an indexed word (`shardsForQuery`).
 */
export const transpositionOf = new WeakMap<object, string>();

/**
 * The query for one term: exact and prefix (spec; no prefix for short terms and HTTP method words),
 * other word forms through the stem, and one typo for long enough terms: MiniSearch's fuzzy match covers
 * one insertion, deletion or substitution, and the swapped-letter variants cover the transposition that
 * Levenshtein distance counts as two edits.
 */
export function termQuery(term: string): Query {
  const typo = toleratesTypo(term);
  const stem = wordStem(term);
  const queries: Query[] = [{queries: [term], prefix: completesAsPrefix(term), fuzzy: typo ? 1 : false}];
  if (stem !== undefined) {
    queries.push({queries: [stem], prefix: true, fuzzy: false, boostTerm: wordFormWeight});
  }
  if (typo) {
    for (const variant of transpositions(term)) {
      const variantQuery = {queries: [variant], prefix: false, fuzzy: false, boostTerm: typoWeight};
      transpositionOf.set(variantQuery, term);
      queries.push(variantQuery);
    }
  }
  return {combineWith: 'OR', queries};
}

/** What else the terms are searched as: the synonyms of their phrases and the two words of a joined word. */
export function queryExpansions(terms: readonly string[], vocabulary: ReadonlyMap<string, number>): Query[] {
  return [...synonymQueries(terms), ...joinedWordQueries(terms, vocabulary)];
}

/** The whole query: any term or expansion may match, and sections matching more terms score higher. */
export function buildQuery(terms: readonly string[], expansions: readonly Query[] = []): Query {
  return {combineWith: 'OR', queries: [...terms.map(termQuery), ...expansions]};
}

/** The words a result may match through the query's expansions (synonyms, joined words), to count as direct. */
function expansionWords(query: Query): string[] {
  if (typeof query === 'string') {
    return [query];
  }
  return typeof query === 'object' && 'queries' in query ? query.queries.flatMap(expansionWords) : [];
}

/** Whether one of `words` is `term` itself, a longer word it completes to, or another form of it. */
function coversTerm(words: readonly string[], term: string): boolean {
  const stem = wordStem(term);
  return words.some(
    (word) =>
      (completesAsPrefix(term) ? word.startsWith(term) : word === term) ||
      (stem !== undefined && word.startsWith(stem)),
  );
}

/**
 * True when a matched word of the document comes from a term by an exact, prefix or word-form match,
 * rather than only through a typo.
 */
export function isDirectMatch(documentTerms: readonly string[], terms: readonly string[]): boolean {
  return terms.some((term) => coversTerm(documentTerms, term));
}

/** How many of the query's terms a result matched, or its page's title holds (see `bestPartsFirst`). */
function coveredTermCount(result: SearchResult, terms: readonly string[]): number {
  const words = [...result.terms, ...indexWords(result.parentTitle)];
  return terms.filter((term) => coversTerm(words, term)).length;
}

/**
 * `signal` computed once per result: the ranking's sort asks for it at every comparison, and the match
 * scan of a section's text (or the title's words) would otherwise run many times per keystroke.
 */
function oncePerResult<T>(signal: (result: SearchResult) => T): (result: SearchResult) => T {
  const known = new Map<SearchResult, T>();
  return (result) => {
    if (!known.has(result)) {
      known.set(result, signal(result));
    }
    return known.get(result) as T;
  };
}

/** The parts of a loaded index that score a query (see `loadIndexFile`, and `PartialIndex` for the split index). */
export interface ScoringIndex {
  /** Every word the index holds (or has loaded) with the number of documents holding it, to read a joined word as two. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /**
   * Every document the query tree matches, with MiniSearch's score under this site's options and document
   * boosts, in MiniSearch's order (ties keep it); `isDirectWord` tells a direct match from a typo.
   */
  hits(tree: Query, isDirectWord: (word: string) => boolean): ScoredHits;
  /**
   * A URL-like key of a matched document for ranking: what comes before `#` names its page, and a page's
   * lead has no `#` (the reference itself, or a stand-in when the reference is not loaded yet).
   */
  rankKeyOf(id: number): string | undefined;
  /** The documents (loaded) of a page, its lead and its sections, by the page as `pageOf(rankKeyOf(id))`. */
  documentsOfPage(page: string): readonly number[];
}

/** The parts of a loaded whole index a query needs. */
export interface QueryableIndex extends ScoringIndex {
  readonly results: Readonly<Record<string, StoredResult>>;
  readonly refs: readonly string[];
}

/** A scored hit before its title and text are known; `url` is its rank key. */
export interface Candidate {
  readonly id: number;
  readonly url: string;
  readonly score: number;
  readonly terms: readonly string[];
  readonly typoOnly: boolean;
}

/** A query scored and cut to its pages: what is left to decide needs the shown pages' metadata. */
export interface ScoredQuery {
  readonly terms: readonly string[];
  /** The results' places, at most `maxResults`, with each page's share (see `limitSectionsPerPage`). */
  readonly chosen: readonly Candidate[];
  /** The lead and best sections of each chosen page, best first (tier, then score): what the final order picks from. */
  readonly parts: readonly Candidate[];
}

/** A reader's query as the engine searches it. */
export interface ReaderQuery {
  readonly terms: string[];
  readonly tree: Query;
  /** The words a result may match to count as a direct match (the terms and their expansions' words). */
  readonly directTerms: string[];
}

function buildReaderQuery(query: string, vocabulary: ReadonlyMap<string, number>): ReaderQuery | undefined {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return undefined;
  }
  const routeToken = queryRouteToken(query);
  const expansions = [
    ...queryExpansions(terms, vocabulary),
    // Exact only; a route token is one operation's, and outweighs the method's and path's words.
    ...(routeToken === undefined ? [] : [{queries: [routeToken], prefix: false, fuzzy: false}]),
  ];
  const directTerms = [...terms, ...expansions.flatMap(expansionWords)];
  return {terms, tree: buildQuery(terms, expansions), directTerms};
}

/** Queries built recently, by vocabulary: each keystroke asks for its query several times (parts, ranking). */
const builtQueries = new WeakMap<
  ReadonlyMap<string, number>,
  {size: number; byQuery: Map<string, ReaderQuery | undefined>}
>();

/** Queries kept per vocabulary; a reader types one query at a time. */
const builtQueriesKept = 16;

/**
 * The query tree for a reader's input, and the terms it was built from; undefined when nothing is
 * searchable. Kept while the vocabulary keeps its size, since the joined-word expansions read it: it
 * only grows, as parts arrive, and a word's count is set once, with the one shard that holds the word.
 */
export function readerQuery(query: string, vocabulary: ReadonlyMap<string, number>): ReaderQuery | undefined {
  let cache = builtQueries.get(vocabulary);
  if (cache === undefined || cache.size !== vocabulary.size) {
    cache = {size: vocabulary.size, byQuery: new Map()};
    builtQueries.set(vocabulary, cache);
  }
  if (cache.byQuery.has(query)) {
    return cache.byQuery.get(query);
  }
  const built = buildReaderQuery(query, vocabulary);
  if (cache.byQuery.size >= builtQueriesKept) {
    cache.byQuery.delete(cache.byQuery.keys().next().value as string);
  }
  cache.byQuery.set(query, built);
  return built;
}

/**
 * Orders hits by position: direct matches first, then those found only through a typo, whatever their
 * score; by score within each tier, then in MiniSearch's order.
 */
export function hitOrder(hits: ScoredHits): (a: number, b: number) => number {
  const {direct, scores} = hits;
  return (a, b) => direct[b] - direct[a] || scores[b] - scores[a] || a - b;
}

/** The positions of the `limit` best hits, best first, without sorting them all. */
function bestPositions(hits: ScoredHits, limit: number, order: (a: number, b: number) => number): number[] {
  const count = hits.ids.length;
  if (limit >= count) {
    return Array.from({length: count}, (_, position) => position).sort(order);
  }
  const best: number[] = [];
  for (let position = 0; position < count; position += 1) {
    // Once `limit` are kept, a hit that ranks after the last of them is left out (a tie too: it comes later).
    if (best.length === limit && order(best[limit - 1], position) < 0) {
      continue;
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(best[middle], position) <= 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    best.splice(low, 0, position);
    if (best.length > limit) {
      best.pop();
    }
  }
  return best;
}

/** A hit made a candidate: its matched words are worked out only if the final order reads them. */
class HitCandidate implements Candidate {
  private matchedWords: readonly string[] | undefined;

  constructor(
    readonly id: number,
    readonly url: string,
    readonly score: number,
    readonly typoOnly: boolean,
    private readonly hits: ScoredHits,
  ) {}

  get terms(): readonly string[] {
    this.matchedWords ??= this.hits.termsOf(this.id);
    return this.matchedWords;
  }
}

/** The places `limitSectionsPerPage` fills from `ranked` with no section held back: each page's first few. */
function placesFilledWithoutHoldingBack(ranked: readonly Candidate[]): number {
  const perPage = new Map<string, number>();
  for (const candidate of ranked) {
    const page = pageOf(candidate.url);
    perPage.set(page, Math.min(maxSectionsPerPage, (perPage.get(page) ?? 0) + 1));
  }
  return [...perPage.values()].reduce((sum, places) => sum + places, 0);
}

/** Hits looked at first when choosing the places; more only when their pages cannot fill them. */
const firstLook = 4 * maxResults;

/**
 * Scores a query: the places each page gets, and the parts of those pages the final order compares (see
 * `bestPartsOfPages`). Only the best hits are
 * ordered and made candidates (a query on a large site matches thousands of sections): the places are
 * chosen from the first `firstLook` hits, or from more when those do not fill `maxResults` places
 * without holding sections back, which gives the list a full sort would.
 */
export function scoreQuery(scoring: ScoringIndex, query: string): ScoredQuery | undefined {
  const built = readerQuery(query, scoring.vocabulary);
  if (built === undefined) {
    return undefined;
  }
  const hits = scoring.hits(built.tree, (word) => isDirectMatch([word], built.directTerms));
  const order = hitOrder(hits);
  const candidates = new Map<number, Candidate>();
  const candidateAt = (position: number): Candidate => {
    let candidate = candidates.get(position);
    if (candidate === undefined) {
      const id = hits.ids[position];
      // Hits name only documents the index describes (see ScoringIndex.hits).
      const url = scoring.rankKeyOf(id) ?? '';
      candidate = new HitCandidate(id, url, hits.scores[position], hits.direct[position] === 0, hits);
      candidates.set(position, candidate);
    }
    return candidate;
  };
  const count = hits.ids.length;
  let chosen: Candidate[] = [];
  for (let look = firstLook; ; look *= 8) {
    const ranked = bestPositions(hits, Math.min(look, count), order).map(candidateAt);
    chosen = limitSectionsPerPage(ranked);
    // Held-back sections fill places only when no other page has matches: until the best hits fill
    // every place without them, pages further down may still take places.
    if (placesFilledWithoutHoldingBack(ranked) >= maxResults || look >= count) {
      break;
    }
  }
  // The chosen pages' other matching parts, looked up by page: scanning every hit for its page costs
  // more than the scoring on a large site.
  const pages = new Set(chosen.map((candidate) => pageOf(candidate.url)));
  const partPositions = [...pages]
    .flatMap((page) => scoring.documentsOfPage(page))
    .map((id) => hits.positionOf(id))
    .filter((position) => position >= 0);
  return {terms: built.terms, chosen, parts: bestPartsOfPages(partPositions.sort(order).map(candidateAt), chosen)};
}

/**
 * Sections of a chosen page described for the final order beyond the places the page holds. The final
 * order fills a page's places from its sections in score order with the lead placed among them by what
 * the snippets show, and that placing depends a little on which sections it is compared with: on the
 * relevance and question-bank queries of this site, describing only as many sections as places changed
 * 49 of 528 lists; one more changed one list's eighth result (a pricing calculator's heading gave way to
 * its page's lead), two more none (against describing every matching part). On a page with hundreds of
 * matching sections (the API reference) describing them all cost up to 40 KB of metadata for one query;
 * with one more section this site's largest first search fell from 61.2 to 49.3 KB, and its largest
 * further three-term query from 41.4 to 29.0 KB (30.9 with two more).
 */
const sectionsDescribedBeyondPlaces = 1;

/**
 * Each page's lead and its best sections (as many as its places, and `sectionsDescribedBeyondPlaces`
 * more), from candidates best first.
 */
function bestPartsOfPages(parts: readonly Candidate[], chosen: readonly Candidate[]): Candidate[] {
  const places = new Map<string, number>();
  for (const candidate of chosen) {
    const page = pageOf(candidate.url);
    places.set(page, (places.get(page) ?? 0) + 1);
  }
  const sectionsSeen = new Map<string, number>();
  return parts.filter((part) => {
    if (isLead(part)) {
      return true;
    }
    const page = pageOf(part.url);
    const seen = sectionsSeen.get(page) ?? 0;
    sectionsSeen.set(page, seen + 1);
    return seen < (places.get(page) ?? 0) + sectionsDescribedBeyondPlaces;
  });
}

/** What a result shows, by document id; undefined for an id the index does not describe. */
export type DescribeDocument = (id: number) => (StoredResult & {readonly ref: string}) | undefined;

/**
 * The final list of a scored query: each page keeps its places, filled with its best parts (see
 * `bestPartsFirst`), which needs their snippet text and page title.
 */
export function finishRanking(scored: ScoredQuery, describe: DescribeDocument): SearchResult[] {
  const resultOf = (candidate: Candidate): SearchResult | undefined => {
    const entry = describe(candidate.id);
    return entry === undefined
      ? undefined
      : {
          ref: entry.ref,
          url: entry.ref,
          title: entry.title,
          parentTitle: entry.parentTitle,
          score: candidate.score,
          terms: candidate.terms,
          typoOnly: candidate.typoOnly,
        };
  };
  const texts = new Map<string, string>();
  const results = new Map<Candidate, SearchResult>();
  for (const candidate of scored.parts) {
    const result = resultOf(candidate);
    if (result !== undefined) {
      results.set(candidate, result);
      texts.set(result.ref, describe(candidate.id)?.text ?? '');
    }
  }
  const showsMatch = oncePerResult(
    (result: SearchResult): boolean => findTermRanges(texts.get(result.ref) ?? '', result.terms).length > 0,
  );
  const chosen = scored.chosen.flatMap((candidate) => results.get(candidate) ?? []);
  const parts = scored.parts.flatMap((candidate) => results.get(candidate) ?? []);
  return bestPartsFirst(
    chosen,
    parts,
    showsMatch,
    oncePerResult((result) => coveredTermCount(result, scored.terms)),
  );
}

/** Runs a query against a loaded whole index: never throws, at most `maxResults` results, best first. */
export function searchIndex(loaded: QueryableIndex, query: string): SearchResult[] {
  const scored = scoreQuery(loaded, query);
  if (scored === undefined) {
    return [];
  }
  return finishRanking(scored, (id) => {
    const ref = loaded.refs[id];
    const entry = ref === undefined ? undefined : loaded.results[ref];
    return ref === undefined || entry === undefined ? undefined : {...entry, ref};
  });
}
