/**
 * The split search index (issue #31): a small manifest, revalidated on every page load, names the files
 * a query may need, each under a content-hashed URL that is cached for good.
 *
 * - Term shards: the index's words in sorted order, cut into contiguous ranges of about equal size. A
 *   word lives in the last shard whose first word sorts at or before it; the words a prefix completes to
 *   lie in one run of neighbouring shards. A shard holds each of its words' whole postings (so document
 *   frequencies, and with them BM25 scores, are those of the whole index) and the ranking facts of every
 *   document those postings name: field lengths, page, lead or section, score factor.
 * - Metadata chunks: reference, titles and snippet text by runs of document ids, fetched for the results
 *   that are shown (and their page's other matching parts, which decide the order within the page).
 *
 * The global statistics BM25 needs (document count, average field lengths) are in the manifest.
 */
import type {CompactIndex} from './compact-index';

export const splitIndexFormat = 1;

/** Name of the manifest in the build output, served at `<baseUrl>search-manifest.json`. */
export const manifestFileName = 'search-manifest.json';

/** Folder of the shard and chunk files, below `/assets/` so they get the immutable cache. */
export const splitFilesFolder = 'assets/search';

export interface SplitManifest {
  readonly format: typeof splitIndexFormat;
  readonly documentCount: number;
  readonly fieldIds: Readonly<Record<string, number>>;
  readonly averageFieldLength: readonly number[];
  readonly serializationVersion: number;
  /** `[first word, file]` of each term shard, by first word; the first shard's first word is `''`. */
  readonly shards: readonly (readonly [string, string])[];
  /** `[first document id, file]` of each metadata chunk, by first id. */
  readonly chunks: readonly (readonly [number, string])[];
}

/** Columns of a document's ranking facts in {@link TermShard.documents}. */
export const documentColumns = 7;

/**
 * A score factor is written as an integer in thousandths: the repeated-section factors are fractions
 * of shared text, and a thousandth changes no ranking the relevance suite measures.
 */
export const boostScale = 1000;

export interface TermShard {
  /** `[term, [fieldId, idGap, frequency, ...], ...]` per term, as {@link CompactIndex} writes them. */
  readonly postings: CompactIndex['postings'];
  /**
   * Flat rows of {@link documentColumns}: id gap, page number gap, 1 for a page's lead (0 for a
   * section), score factor in thousandths, then the lengths of the title, content and tags fields, for
   * every document the postings name.
   */
  readonly documents: readonly number[];
}

/** What the search box shows of a result: `[reference, title, page title, snippet text]`. */
export type ChunkEntry = readonly [string, string, string, string];

export interface MetadataChunk {
  readonly firstId: number;
  readonly entries: readonly ChunkEntry[];
}

/** Position of the last entry whose key sorts at or before `key` (entries sorted by key, first key lowest). */
function lastAtOrBefore<K>(entries: readonly (readonly [K, string])[], key: K): number {
  let low = 0;
  let high = entries.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (entries[middle][0] <= key) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

/** The file of the shard that holds `term`. */
export function shardFileOf(manifest: SplitManifest, term: string): string {
  return manifest.shards[lastAtOrBefore(manifest.shards, term)][1];
}

/** The files of the shards holding `prefix` and every word it completes to. */
export function shardFilesOfPrefix(manifest: SplitManifest, prefix: string): string[] {
  const first = lastAtOrBefore(manifest.shards, prefix);
  const files = [manifest.shards[first][1]];
  for (let i = first + 1; i < manifest.shards.length && manifest.shards[i][0].startsWith(prefix); i += 1) {
    files.push(manifest.shards[i][1]);
  }
  return files;
}

/** The file of the chunk holding the metadata of document `id`. */
export function chunkFileOf(manifest: SplitManifest, id: number): string {
  return manifest.chunks[lastAtOrBefore(manifest.chunks, id)][1];
}

/** Whether a parsed file is a manifest this engine reads. */
export function isSplitManifest(value: unknown): value is SplitManifest {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Partial<SplitManifest>;
  return (
    candidate.format === splitIndexFormat &&
    typeof candidate.documentCount === 'number' &&
    Array.isArray(candidate.shards) &&
    candidate.shards.length > 0 &&
    Array.isArray(candidate.chunks) &&
    Array.isArray(candidate.averageFieldLength)
  );
}
