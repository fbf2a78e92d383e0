/**
 * Cuts a built whole index (what `/search.json` holds) into the split index's manifest, term shards and
 * metadata chunks (see split-format.ts). Runs at build time and in the benchmark, in Node only.
 */
import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {SearchIndexFile} from './types';
import {fieldEntries} from './compact-index';
import {fieldBoosts, leadDocumentBoost, type SearchField} from './constants';
import {cutPosting} from './postings-cut';
import {pageOf} from './rank';
import {transpositions} from './terms';
import {
  boostScale,
  documentColumns,
  manifestFileName,
  partPath,
  splitFilesFolder,
  splitIndexFormat,
  type ChunkEntry,
  type MetadataChunk,
  type SplitManifest,
  type TermShard,
} from './split-format';

export interface SplitSizes {
  /**
   * Raw JSON bytes a term shard grows to before the next word starts a new one. Measured on this site's
   * 180 relevance queries (index parts fetched per query, Brotli): 6 KB shards (1.6 KB Brotli) need a
   * median of 29 KB and a 90th percentile of 43 KB; 12 KB shards 36 and 54 KB; 24 KB shards 56 and 78 KB
   * (a shard holds the ranking facts of every document its words name, so fewer words per shard means
   * fewer documents fetched for nothing). Smaller still makes the manifest grow faster than queries shrink.
   */
  readonly shardBytes: number;
  /**
   * Documents per metadata chunk. Four make chunks of about 1.5 KB raw on this site (a document's
   * snippet text is at most 370 characters); chunks of 1.5 KB needed a median of 28 KB per first
   * search, against 30 KB at 3 KB.
   */
  readonly chunkSize: number;
  /**
   * Most documents a word's postings keep (see postings-cut.ts): 600 is above this site's commonest
   * word (513 of its 1,176 documents), so the site's index is never cut. On the generated 10,000-page
   * corpus (`npm run bench:search-cuts`), a further three-term query needs a median of 232 KB uncut,
   * 76 KB at 2,000, 43 KB at 600 and 32 KB at 300, and the first results agree with the whole index's
   * for 99.5%, 52.7%, 40.2% and 40.2% of them (same first result: 23, 18, 11 and 7 of 23 queries).
   */
  readonly postingsPerTerm: number;
}

export const defaultSplitSizes: SplitSizes = {shardBytes: 6_000, chunkSize: 4, postingsPerTerm: 600};

export interface SplitFile {
  /** Path below the build output folder. */
  readonly path: string;
  readonly text: string;
}

export interface SplitIndex {
  readonly manifest: SplitManifest;
  readonly files: readonly SplitFile[];
}

/** Hash of every part's text, in order: any change to any part gives every part a new name. */
function hashOfParts(texts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) {
    hash.update(text).update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

type Posting = SearchIndexFile['index']['postings'][number];

/** Document ids a term's postings name (each field's list is `[fieldId, idGap, frequency, ...]`). */
function postingIds([, ...fields]: Posting): number[] {
  return fields.flatMap((field) => fieldEntries(field).map(([id]) => id));
}

interface DocumentFacts {
  readonly page: number;
  readonly lead: boolean;
  readonly lengths: readonly number[];
  readonly boost: number;
}

function documentFacts(file: Omit<SearchIndexFile, 'hash'>): DocumentFacts[] {
  const pages = new Map<string, number>();
  const boosts = new Map(file.boosts.map(([id, boost]) => [id, boost]));
  return Object.keys(file.results).map((ref, id) => {
    const page = pageOf(ref);
    if (!pages.has(page)) {
      pages.set(page, pages.size);
    }
    return {
      page: pages.get(page) as number,
      lead: !ref.includes('#'),
      lengths: file.index.fieldLength[id],
      boost: boosts.get(id) ?? 1,
    };
  });
}

/** Of each word, its swapped-letter variants that are indexed words of another shard. */
function variantsInOtherShards(runs: readonly (readonly Posting[])[]): Map<string, string[]> {
  const shardOfWord = new Map<string, number>();
  runs.forEach((run, position) => run.forEach(([term]) => shardOfWord.set(term, position)));
  const variants = new Map<string, string[]>();
  for (const [term, position] of shardOfWord) {
    const elsewhere = transpositions(term).filter((variant) => {
      const shard = shardOfWord.get(variant);
      return shard !== undefined && shard !== position;
    });
    if (elsewhere.length > 0) {
      variants.set(term, elsewhere);
    }
  }
  return variants;
}

function termShard(
  postings: readonly Posting[],
  facts: readonly DocumentFacts[],
  fullCounts: ReadonlyMap<string, readonly (readonly [number, number])[]>,
  variants: ReadonlyMap<string, readonly string[]>,
): TermShard {
  const ids = [...new Set(postings.flatMap(postingIds))].sort((a, b) => a - b);
  const documents: number[] = [];
  let previousId = 0;
  let previousPage = 0;
  for (const id of ids) {
    const {page, lead, lengths, boost} = facts[id];
    // Ids and pages both ascend (a page's documents are consecutive), so gaps are mostly 0 or small.
    documents.push(id - previousId, page - previousPage, lead ? 1 : 0, Math.round(boost * boostScale), ...lengths);
    previousId = id;
    previousPage = page;
  }
  if (documents.length !== ids.length * documentColumns) {
    throw new Error('split index: a document has another number of fields than the shard format');
  }
  const cut = postings.flatMap(([term]) =>
    (fullCounts.get(term) ?? []).map(([fieldId, count]) => [term, fieldId, count] as const),
  );
  const variantLists = postings.flatMap(([term]) => {
    const list = variants.get(term);
    return list === undefined ? [] : [[term, ...list]];
  });
  return {
    postings,
    documents,
    ...(cut.length > 0 ? {fullCounts: cut} : {}),
    ...(variantLists.length > 0 ? {variants: variantLists} : {}),
  };
}

/** Sorted postings cut into runs of about `shardBytes` (each posting's JSON plus a row per new document). */
function shardRuns(postings: readonly Posting[], shardBytes: number): Posting[][] {
  const sorted = [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const runs: Posting[][] = [];
  let run: Posting[] = [];
  let bytes = 0;
  let documents = new Set<number>();
  for (const posting of sorted) {
    if (run.length > 0 && bytes >= shardBytes) {
      runs.push(run);
      run = [];
      bytes = 0;
      documents = new Set();
    }
    run.push(posting);
    bytes += JSON.stringify(posting).length;
    for (const id of postingIds(posting)) {
      if (!documents.has(id)) {
        documents.add(id);
        // A row is six numbers: about 20 characters of JSON.
        bytes += 20;
      }
    }
  }
  if (run.length > 0) {
    runs.push(run);
  }
  return runs;
}

/** The split index of a built whole index; its scores for any query equal the whole index's. */
export function splitSearchIndex(
  file: Omit<SearchIndexFile, 'hash'>,
  sizes: SplitSizes = defaultSplitSizes,
): SplitIndex {
  const facts = documentFacts(file);
  const fullCounts = new Map<string, readonly (readonly [number, number])[]>();
  const fieldBoost: number[] = [];
  for (const [field, fieldId] of Object.entries(file.index.fieldIds)) {
    fieldBoost[fieldId] = fieldBoosts[field as SearchField] ?? 1;
  }
  const postings = file.index.postings.map((posting) => {
    const cut = cutPosting(
      posting,
      sizes.postingsPerTerm,
      {
        fieldLength: (id, fieldId) => facts[id].lengths[fieldId] ?? 0,
        boost: (id) => facts[id].boost * (facts[id].lead ? leadDocumentBoost : 1),
      },
      {averageFieldLength: file.index.averageFieldLength, fieldBoost},
    );
    if (cut.fullCounts.length > 0) {
      fullCounts.set(posting[0], cut.fullCounts);
    }
    return cut.posting;
  });
  const runs = shardRuns(postings, sizes.shardBytes);
  const variants = variantsInOtherShards(runs);
  const shardTexts = runs.map((run) => JSON.stringify(termShard(run, facts, fullCounts, variants)));
  const entries = Object.entries(file.results).map(([ref, result]): ChunkEntry => [
    ref,
    result.title,
    result.parentTitle,
    result.text,
  ]);
  if (entries.length !== file.index.documentCount) {
    // Chunks are found by document id alone, so ids must run from 0 to the document count.
    throw new Error('split index: the index has removed documents; build it afresh');
  }
  const chunkTexts: string[] = [];
  for (let firstId = 0; firstId < entries.length; firstId += sizes.chunkSize) {
    const chunk: MetadataChunk = {firstId, entries: entries.slice(firstId, firstId + sizes.chunkSize)};
    chunkTexts.push(JSON.stringify(chunk));
  }
  const {index} = file;
  const manifest: SplitManifest = {
    format: splitIndexFormat,
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    serializationVersion: index.serializationVersion,
    partsHash: hashOfParts([...shardTexts, ...chunkTexts]),
    shards: runs.map((run, position) => (position === 0 ? '' : run[0][0])),
    chunkSize: sizes.chunkSize,
  };
  const files = [
    ...shardTexts.map((text, position) => ({path: partPath('terms', manifest.partsHash, position), text})),
    ...chunkTexts.map((text, position) => ({path: partPath('results', manifest.partsHash, position), text})),
  ];
  return {manifest, files};
}

/** Writes the manifest and every part below the build output folder. */
export async function writeSplitIndex(outDir: string, split: SplitIndex): Promise<void> {
  await mkdir(path.join(outDir, splitFilesFolder), {recursive: true});
  await Promise.all([
    writeFile(path.join(outDir, manifestFileName), JSON.stringify(split.manifest)),
    ...split.files.map((file) => writeFile(path.join(outDir, file.path), file.text)),
  ]);
}
