/**
 * Bytes the search box transfers with the split index: per first search (the engine's JavaScript chunk,
 * the manifest and every part fetched while the query is typed, one keystroke at a time, as the box
 * asks for them), per further distinct query, and the parts' size distribution (Brotli, as served).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import type {SplitIndex} from '../../src/search/engine/split-build';
import {fetchesAtOnce} from '../../src/search/engine/fetch-policy';
import {createSplitEngine, type SplitSearchEngine} from '../../src/search/engine/split-engine';

/** Brotli bytes at `quality` (11, the default, is what the build's precompressed twins use). */
export const brotliBytes = (text: string | Buffer, quality = 11) =>
  brotliCompressSync(Buffer.from(text), {params: {[constants.BROTLI_PARAM_QUALITY]: quality}}).length;

export interface SplitSession {
  readonly engine: SplitSearchEngine;
  /** Brotli bytes of the parts fetched so far. */
  readonly fetchedBytes: () => number;
}

export function splitSession(split: SplitIndex, partBytes: ReadonlyMap<string, number>): SplitSession {
  const texts = new Map(split.files.map((file) => [file.path, file.text]));
  let bytes = 0;
  const engine = createSplitEngine(split.manifest, async (part) => {
    bytes += partBytes.get(part) ?? 0;
    return JSON.parse(texts.get(part) ?? 'null') as unknown;
  });
  return {engine, fetchedBytes: () => bytes};
}

/**
 * Prepares `query` as it is typed without a pause, keystroke by keystroke: each prefix the search box
 * fetches for at once (see `fetchesAtOnce`: a finished word; a word being typed waits for a pause), then
 * the query itself, where the reader stops.
 */
export async function typeQuery(engine: SplitSearchEngine, query: string): Promise<void> {
  for (let end = 1; end <= query.length; end += 1) {
    const typed = query.slice(0, end);
    if (end === query.length || fetchesAtOnce(typed)) {
      await engine.prepare(typed);
    }
  }
}

export function partSizes(split: SplitIndex, quality = 11): Map<string, number> {
  return new Map(split.files.map((file) => [file.path, brotliBytes(file.text, quality)]));
}

export function distribution(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
  return `min ${kb(sorted[0])}, median ${kb(at(0.5))}, p90 ${kb(at(0.9))}, p99 ${kb(at(0.99))}, max ${kb(sorted[sorted.length - 1])} KB (${sorted.length})`;
}

/** First-search bytes of each query on a fresh page, and the bytes each next query of `followUps` adds. */
export async function queryBytes(
  split: SplitIndex,
  firstQueries: readonly string[],
  followUps: readonly string[],
  sizes: ReadonlyMap<string, number> = partSizes(split),
): Promise<{first: number[]; further: number[]}> {
  const manifestBytes = brotliBytes(JSON.stringify(split.manifest));
  const first: number[] = [];
  for (const query of firstQueries) {
    const session = splitSession(split, sizes);
    await typeQuery(session.engine, query);
    first.push(manifestBytes + session.fetchedBytes());
  }
  const further: number[] = [];
  const session = splitSession(split, sizes);
  await typeQuery(session.engine, firstQueries[0]);
  for (const query of followUps) {
    const before = session.fetchedBytes();
    await typeQuery(session.engine, query);
    further.push(session.fetchedBytes() - before);
  }
  return {first, further};
}

/**
 * Messages only the search engine's code holds: the split engine's, and MiniSearch's, which a build from
 * before the split engine scored on its own loaded in a chunk of its own.
 */
const engineMarkers = ['search index shard has an unknown format', 'cannot deserialize an index created'];

/** Brotli bytes of the build's lazy chunks that hold the search engine (0 when none is found). */
export function engineChunkBytes(buildDir: string): number {
  const folder = path.join(buildDir, 'assets', 'js');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(folder, name)))
    .filter((code) => engineMarkers.some((marker) => code.includes(marker)))
    .reduce((sum, code) => sum + brotliBytes(code), 0);
}

/** Brotli bytes of each part, compressed when first asked for (a corpus has tens of thousands of parts). */
export class LazyPartSizes extends Map<string, number> {
  constructor(
    private readonly texts: ReadonlyMap<string, string>,
    private readonly quality: number,
  ) {
    super();
  }

  override get(part: string): number | undefined {
    if (!super.has(part) && this.texts.has(part)) {
      super.set(part, brotliBytes(this.texts.get(part) ?? '', this.quality));
    }
    return super.get(part);
  }
}

export interface Agreement {
  /** Share of the whole index's results that the split index also lists. */
  readonly listed: number;
  /** Queries whose first result is the same. */
  readonly sameFirst: number;
  readonly queries: number;
}

/**
 * How far the split index's results agree with the whole index's (`exactTop`: each query's references,
 * best first). They differ only where a word's postings were cut to the documents where it weighs most.
 */
export async function agreementWithWhole(
  split: SplitIndex,
  exactTop: Readonly<Record<string, readonly string[]>>,
): Promise<Agreement> {
  const queries = Object.keys(exactTop);
  let listed = 0;
  let expected = 0;
  let sameFirst = 0;
  for (const query of queries) {
    const session = splitSession(split, new Map());
    await session.engine.prepare(query);
    const got = session.engine.search(query).map((result) => result.ref);
    const want = exactTop[query];
    listed += want.filter((ref) => got.includes(ref)).length;
    expected += want.length;
    sameFirst += got[0] === want[0] ? 1 : 0;
  }
  return {listed: listed / Math.max(expected, 1), sameFirst, queries: queries.length};
}

export function describeAgreement({listed, sameFirst, queries}: Agreement): string {
  return `${(listed * 100).toFixed(1)}% of the whole index's results listed, same first result for ${sameFirst} of ${queries} queries`;
}
