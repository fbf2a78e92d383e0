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

/** Messages only the search engine's code holds: the split engine's, and MiniSearch's (its own chunk). */
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
