/** Builds the MiniSearch query tree for a reader's input and turns raw hits into ranked results. */
import type MiniSearch from 'minisearch';
import type {Query, SearchResult as MiniSearchHit} from 'minisearch';
import {exactOnlyTerms, matchWeights, maxTypoTermLength, minPrefixTermLength, minTypoTermLength} from './constants';
import {findTermRanges} from './marks';
import {rankResults} from './rank';
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
      queries.push({queries: [variant], prefix: false, fuzzy: false, boostTerm: typoWeight});
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

/** The parts of a loaded index a query needs (see `loadIndexFile`). */
export interface QueryableIndex {
  readonly index: MiniSearch<IndexedDocument>;
  readonly results: Readonly<Record<string, StoredResult>>;
  readonly refs: readonly string[];
  /** Every word the index holds with the number of documents holding it, to read a joined word as two. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /** Score factors below 1 by document id (sections repeated across sibling pages). */
  readonly boosts: ReadonlyMap<number, number>;
}

/** Runs a query against a loaded index: never throws, at most `maxResults` results, best first. */
export function searchIndex(
  {index, results: stored, refs, vocabulary, boosts}: QueryableIndex,
  query: string,
): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return [];
  }
  const routeToken = queryRouteToken(query);
  const expansions = [
    ...queryExpansions(terms, vocabulary),
    // Exact only; a route token is one operation's, and outweighs the method's and path's words.
    ...(routeToken === undefined ? [] : [{queries: [routeToken], prefix: false, fuzzy: false}]),
  ];
  const directTerms = [...terms, ...expansions.flatMap(expansionWords)];
  const hits: MiniSearchHit[] = index.search(buildQuery(terms, expansions), {
    boostDocument: (id: number) => documentBoost(refs[id]) * (boosts.get(id) ?? 1),
  });
  const results = hits.flatMap((hit): SearchResult[] => {
    const ref = refs[hit.id as number];
    const entry = ref === undefined ? undefined : stored[ref];
    if (ref === undefined || entry === undefined) {
      return [];
    }
    return [
      {
        ref,
        url: ref,
        title: entry.title,
        parentTitle: entry.parentTitle,
        score: hit.score,
        terms: hit.terms,
        typoOnly: !isDirectMatch(hit.terms, directTerms),
      },
    ];
  });
  const showsMatch = oncePerResult(
    (result: SearchResult): boolean => findTermRanges(stored[result.ref]?.text ?? '', result.terms).length > 0,
  );
  return rankResults(
    results,
    showsMatch,
    oncePerResult((result) => coveredTermCount(result, terms)),
  );
}
