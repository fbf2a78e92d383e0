/**
 * The split index (issue #31): a small manifest, revalidated on every page load, names the files a query
 * may need. Every part is named by its kind, its position and one hash of all the parts' content, so the
 * manifest lists no file names (on a 10,000-page site, 26,000 names of their own made it 263 KB Brotli)
 * and a part's URL is cached for good: a new build that changes any part gives them all new URLs.
 *
 * - Term shards: the index's words in sorted order, cut into contiguous ranges of about equal size. A
 *   word lives in the last shard whose first word sorts at or before it; the words a prefix completes to
 *   lie in one run of neighbouring shards. A shard holds each of its words' whole postings (so document
 *   frequencies, and with them BM25 scores, are those of the whole index) and the ranking facts of every
 *   document those postings name: field lengths, page, lead or section, score factor. The manifest
 *   lists each shard's first word.
 * - Metadata chunks: reference, titles and snippet text of a fixed number of consecutive documents
 *   (snippet text is at most 370 characters, so a chunk's size varies little), fetched for the results
 *   that are shown (and their page's other matching parts, which decide the order within the page).
 *
 * The global statistics BM25 needs (document count, average field lengths) are in the manifest.
 */
import type {CompactIndex} from './compact-index';

export const splitIndexFormat = 2;

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
  /** Hash of every part's content, in every part's name. */
  readonly partsHash: string;
  /** The first word of each term shard, in order; the first shard's is `''`. */
  readonly shards: readonly string[];
  /** Documents per metadata chunk: chunk `n` describes documents `n * chunkSize` and on. */
  readonly chunkSize: number;
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
  /**
   * `[term, fieldId, documents]` of each field list cut to the documents where the word weighs most
   * (postings-cut.ts): the count of the whole index, which BM25's document frequency uses.
   */
  readonly fullCounts?: readonly (readonly [string, number, number])[];
  /**
   * `[term, variant, ...]` for each word with swapped-letter variants (`from`, `form`) that are indexed
   * words of other shards: a query for the word fetches only those variants' shards, not one for every
   * swap (a word the index lacks, a typo, still fetches them all).
   */
  readonly variants?: readonly (readonly string[])[];
}

/** What the search box shows of a result: `[reference, title, page title, snippet text]`. */
export type ChunkEntry = readonly [string, string, string, string];

export interface MetadataChunk {
  readonly firstId: number;
  readonly entries: readonly ChunkEntry[];
}

/** Position of the last word that sorts at or before `key` (words sorted, the first `''`). */
function lastAtOrBefore(words: readonly string[], key: string): number {
  let low = 0;
  let high = words.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (words[middle] <= key) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

/** Path of a part, below the folder the manifest is served from. */
export function partPath(kind: 'terms' | 'results', partsHash: string, position: number): string {
  return `${splitFilesFolder}/${kind}-${partsHash}-${position}.json`;
}

/** Every part's path, shards first, for a manifest and the number of documents it describes. */
export function partPaths(manifest: SplitManifest): string[] {
  const chunkCount = Math.ceil(manifest.documentCount / manifest.chunkSize);
  return [
    ...manifest.shards.map((_, position) => partPath('terms', manifest.partsHash, position)),
    ...Array.from({length: chunkCount}, (_, position) => partPath('results', manifest.partsHash, position)),
  ];
}

/** The file of the shard that holds `term`. */
export function shardFileOf(manifest: SplitManifest, term: string): string {
  return partPath('terms', manifest.partsHash, lastAtOrBefore(manifest.shards, term));
}

/** The files of the shards holding `prefix` and every word it completes to. */
export function shardFilesOfPrefix(manifest: SplitManifest, prefix: string): string[] {
  const first = lastAtOrBefore(manifest.shards, prefix);
  const files = [partPath('terms', manifest.partsHash, first)];
  for (let i = first + 1; i < manifest.shards.length && manifest.shards[i].startsWith(prefix); i += 1) {
    files.push(partPath('terms', manifest.partsHash, i));
  }
  return files;
}

/** The file of the chunk holding the metadata of document `id`. */
export function chunkFileOf(manifest: SplitManifest, id: number): string {
  return partPath('results', manifest.partsHash, Math.floor(id / manifest.chunkSize));
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
    typeof candidate.partsHash === 'string' &&
    /^[0-9a-f]+$/u.test(candidate.partsHash) &&
    Array.isArray(candidate.shards) &&
    candidate.shards.length > 0 &&
    typeof candidate.chunkSize === 'number' &&
    candidate.chunkSize > 0 &&
    Array.isArray(candidate.averageFieldLength)
  );
}
