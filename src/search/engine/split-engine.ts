/**
 * The search engine over the split index: `prepare(query)` fetches the shards the query needs (and then
 * the metadata of the results it will show); `search(query)` ranks only when all of them are present, so
 * a list is never ranked from part of what it needs and shown in a wrong order.
 */
import type {Query} from 'minisearch';
import type {SearchEngine} from './index-file';
import {joinedWordSplits} from './joined-words';
import {PartialIndex} from './partial-index';
import {finishRanking, readerQuery, scoreQuery, transpositionOf, type ScoredQuery} from './query';
import {extractSnippet} from './snippet';
import {chunkFileOf, shardFileOf, shardFilesOfPrefix, type SplitManifest} from './split-format';
import type {SearchResult} from './types';

/** Fetches one file of the split index (a path from the manifest) and gives it parsed. */
export type FetchPart = (path: string) => Promise<unknown>;

/** What the engine asks of whoever fetches its parts, besides the fetch. */
export interface PartEvents {
  /** Whether fetching the part failed (and is not to be tried again until a retry). */
  readonly hasFailed?: (path: string) => boolean;
  /** Called after a part has been added, so whoever shows a query's state computes it again. */
  readonly onPartAdded?: () => void;
}

/**
 * Where a query stands with the parts present and failed now: `ready` when `search` can answer, `failed`
 * when a part it needs could not be fetched, `loading` otherwise (its parts are to be fetched, or are
 * on the way). Computed from the parts alone, never from which fetch started or finished last.
 */
export type QueryState = 'ready' | 'loading' | 'failed';

interface QueryWord {
  readonly word: string;
  /** Whether it also matches as a prefix. */
  readonly prefix: boolean;
  /** The term it swaps two letters of, for a swapped-letter variant. */
  readonly variantOf?: string;
}

/** The words of a query tree. */
function queryWords(query: Query, prefix = false, variantOf?: string): QueryWord[] {
  if (typeof query === 'string') {
    return [{word: query, prefix, variantOf}];
  }
  if (typeof query !== 'object' || !('queries' in query)) {
    return [];
  }
  const ownPrefix = typeof query.prefix === 'boolean' ? query.prefix : prefix;
  const ownVariantOf = transpositionOf.get(query) ?? variantOf;
  return query.queries.flatMap((part) => queryWords(part, ownPrefix, ownVariantOf));
}

/**
 * The shards a query needs with what is loaded now: those of its words (all completions of a prefix),
 * of a swapped-letter variant once its term's shard shows it may be an indexed word, and, for a word
 * that may be two joined words, those of its possible halves. Loading them can reveal more needs (a
 * variant, a word found rare enough to be joined), so callers repeat until nothing is missing.
 */
export function shardsForQuery(partial: PartialIndex, query: string): string[] {
  const built = readerQuery(query, partial.vocabulary);
  if (built === undefined) {
    return [];
  }
  const {manifest} = partial;
  const files = queryWords(built.tree).flatMap(({word, prefix, variantOf}) => {
    if (variantOf !== undefined) {
      const termShard = shardFileOf(manifest, variantOf);
      const needed = partial.has(termShard) && partial.mayHoldVariant(variantOf, word);
      return needed ? [shardFileOf(manifest, word)] : [];
    }
    return prefix ? shardFilesOfPrefix(manifest, word) : [shardFileOf(manifest, word)];
  });
  for (const term of built.terms) {
    if (!partial.has(shardFileOf(manifest, term))) {
      continue;
    }
    for (const [left, right] of joinedWordSplits(term, partial.vocabulary)) {
      files.push(shardFileOf(manifest, left), shardFileOf(manifest, right));
    }
  }
  return [...new Set(files)];
}

/** The metadata chunks a scored query's shown pages need. */
function chunksForScored(manifest: SplitManifest, scored: ScoredQuery): string[] {
  return [...new Set(scored.parts.map((candidate) => chunkFileOf(manifest, candidate.id)))];
}

/** Thrown by `search` for a query whose parts are not all loaded: call `prepare` first. */
export class QueryNotPreparedError extends Error {
  constructor() {
    super('search index parts for this query are not loaded yet');
  }
}

export interface SplitSearchEngine extends SearchEngine {
  /** Fetches whatever the query needs that is not loaded yet; rejects when a part cannot be fetched. */
  prepare(query: string): Promise<void>;
  /** Whether `search(query)` can answer without fetching. */
  isPrepared(query: string): boolean;
  /** Where the query stands with the parts present and failed now (see {@link QueryState}). */
  stateOf(query: string): QueryState;
  /** The files added so far (for the benchmark). */
  readonly partial: PartialIndex;
}

export function createSplitEngine(
  manifest: SplitManifest,
  fetchPart: FetchPart,
  {hasFailed = () => false, onPartAdded = () => undefined}: PartEvents = {},
): SplitSearchEngine {
  const partial = new PartialIndex(manifest);
  const missing = (files: readonly string[]) => files.filter((file) => !partial.has(file));
  const fetchShard = (file: string) =>
    fetchPart(file).then((part) => {
      partial.addShard(file, part);
      onPartAdded();
    });
  const fetchChunk = (file: string) =>
    fetchPart(file).then((part) => {
      partial.addChunk(file, part);
      onPartAdded();
    });

  type ScoredNow = {scored: ScoredQuery | undefined} | undefined;
  // A keystroke asks for its query's ranking several times (isPrepared, stateOf, search), and parts
  // only add: the last answer stands while the query and the number of parts loaded are the same.
  let last: {query: string; partCount: number; now: ScoredNow} | undefined;

  /** The query scored over its own shards, or undefined when one of them is not loaded. */
  const scoredNow = (query: string): ScoredNow => {
    if (last !== undefined && last.query === query && last.partCount === partial.partCount) {
      return last.now;
    }
    const shards = shardsForQuery(partial, query);
    let now: ScoredNow;
    if (missing(shards).length === 0) {
      partial.useShards(shards);
      now = {scored: scoreQuery(partial, query)};
    }
    last = {query, partCount: partial.partCount, now};
    return now;
  };

  /** The parts the query needs that are not here: its shards first, then the chunks of what it shows. */
  const missingFor = (query: string): string[] => {
    const now = scoredNow(query);
    if (now === undefined) {
      return missing(shardsForQuery(partial, query));
    }
    return now.scored === undefined ? [] : missing(chunksForScored(manifest, now.scored));
  };

  const engine: SplitSearchEngine = {
    documentCount: manifest.documentCount,
    partial,
    async prepare(query) {
      // A round's shards can name more (a rare word's halves); it ends, as there are finitely many shards.
      for (;;) {
        const needed = missing(shardsForQuery(partial, query));
        if (needed.length === 0) {
          break;
        }
        // Each part is kept as it arrives, so a failure of one costs only its own refetch on retry.
        await Promise.all(needed.map(fetchShard));
      }
      const now = scoredNow(query);
      if (now?.scored === undefined) {
        return;
      }
      const chunks = missing(chunksForScored(manifest, now.scored));
      await Promise.all(chunks.map(fetchChunk));
    },
    isPrepared: (query) => missingFor(query).length === 0,
    stateOf(query) {
      const needed = missingFor(query);
      if (needed.length === 0) {
        return 'ready';
      }
      return needed.some(hasFailed) ? 'failed' : 'loading';
    },
    search(query): SearchResult[] {
      const now = scoredNow(query);
      if (now === undefined) {
        throw new QueryNotPreparedError();
      }
      if (now.scored === undefined) {
        return [];
      }
      if (missing(chunksForScored(manifest, now.scored)).length > 0) {
        throw new QueryNotPreparedError();
      }
      return finishRanking(now.scored, (id) => partial.describe(id));
    },
    snippet(result) {
      return extractSnippet(partial.textOf(result.ref) ?? '', result.terms);
    },
  };
  return engine;
}
