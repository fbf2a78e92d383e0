/** Builds the MiniSearch query tree for a reader's input and turns raw hits into ranked results. */
import type MiniSearch from 'minisearch';
import type {Query, SearchResult as MiniSearchHit} from 'minisearch';
import {exactOnlyTerms, matchWeights, maxTypoTermLength, minPrefixTermLength, minTypoTermLength} from './constants';
import {findTermRanges} from './marks';
import {bestPartsFirst, byTierThenScore, limitSectionsPerPage, pageOf} from './rank';
import {queryRouteToken} from './operation-route';
import {indexWords, queryTerms, transpositions, wordStem} from './terms';
import {documentBoost, type IndexedDocument} from './engine-options';
import {joinedWordQueries} from './joined-words';
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
  readonly index: MiniSearch<IndexedDocument>;
  /** Every word the index holds (or has loaded) with the number of documents holding it, to read a joined word as two. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /**
   * A URL-like key of a document for ranking: what comes before `#` names its page, and a page's lead has
   * no `#` (the reference itself, or a stand-in when the reference is not loaded yet).
   */
  rankKeyOf(id: number): string | undefined;
  /** Score factor of a document below 1 (a section repeated across sibling pages), else 1. */
  boostOf(id: number): number;
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
  /** Every candidate, best first (tier, then score). */
  readonly sorted: readonly Candidate[];
  /** The results' places, at most `maxResults`, with each page's share (see `limitSectionsPerPage`). */
  readonly chosen: readonly Candidate[];
}

/** The query tree for a reader's input, and the terms it was built from; undefined when nothing is searchable. */
export function readerQuery(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
): {terms: string[]; tree: Query; directTerms: string[]} | undefined {
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

/** Scores a query: every candidate ranked by tier and score, and the places each page gets. */
export function scoreQuery(scoring: ScoringIndex, query: string): ScoredQuery | undefined {
  const built = readerQuery(query, scoring.vocabulary);
  if (built === undefined) {
    return undefined;
  }
  const hits: MiniSearchHit[] = scoring.index.search(built.tree, {
    boostDocument: (id: number) => documentBoost(scoring.rankKeyOf(id)) * scoring.boostOf(id),
  });
  const candidates = hits.flatMap((hit): Candidate[] => {
    const id = hit.id as number;
    const url = scoring.rankKeyOf(id);
    return url === undefined
      ? []
      : [{id, url, score: hit.score, terms: hit.terms, typoOnly: !isDirectMatch(hit.terms, built.directTerms)}];
  });
  const sorted = candidates.sort(byTierThenScore);
  return {terms: built.terms, sorted, chosen: limitSectionsPerPage(sorted)};
}

/** Ids of the candidates whose title and text the final order needs: every matching part of a chosen page. */
export function candidatesToDescribe(scored: ScoredQuery): Candidate[] {
  const pages = new Set(scored.chosen.map((candidate) => pageOf(candidate.url)));
  return scored.sorted.filter((candidate) => pages.has(pageOf(candidate.url)));
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
  for (const candidate of candidatesToDescribe(scored)) {
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
  const parts = scored.sorted.flatMap((candidate) => results.get(candidate) ?? []);
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
