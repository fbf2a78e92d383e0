/**
 * The generated corpus's split index and byte figures, computed once and kept on disk: indexing and
 * splitting 10,000 pages and compressing every part take minutes, and they change only when the corpus
 * (the built site's prose) or the index code changes, both of which are in the cache key. The folder,
 * under `node_modules/.cache`, is git-ignored; deleting it only makes the next run compute again.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SplitIndex} from '../../src/search/engine/split-build';
import type {SearchDocument} from '../../src/search/engine/types';

const siteDir = path.resolve(__dirname, '../..');
const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'bench-search');
/** The code that decides what the index and its parts hold. */
const indexSourceDirs = [path.join(siteDir, 'src', 'search', 'engine'), __dirname];

export interface IndexFigures {
  readonly split: SplitIndex;
  /** Brotli bytes of each part, by path. */
  readonly partBytes: ReadonlyMap<string, number>;
  /** Brotli bytes of the whole index (`search.json`), for the ratio. */
  readonly wholeBrotli: number;
  /** The whole index's result references for each sampled query, best first. */
  readonly exactTop: Readonly<Record<string, readonly string[]>>;
}

interface StoredFigures {
  readonly split: SplitIndex;
  readonly partBytes: [string, number][];
  readonly wholeBrotli: number;
  readonly exactTop: Readonly<Record<string, readonly string[]>>;
}

function cacheKey(documents: readonly SearchDocument[]): string {
  const hash = createHash('sha256').update(JSON.stringify(documents));
  for (const dir of indexSourceDirs) {
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .sort()) {
      hash.update(name).update(readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The figures of `documents` from the cache, or computed by `compute` and stored for the next run. */
export function cachedIndexFigures(
  documents: readonly SearchDocument[],
  compute: () => IndexFigures,
): {figures: IndexFigures; cached: boolean} {
  const file = path.join(cacheDir, `corpus-${cacheKey(documents)}.json`);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredFigures;
    return {figures: {...stored, partBytes: new Map(stored.partBytes)}, cached: true};
  }
  const figures = compute();
  mkdirSync(cacheDir, {recursive: true});
  const stored: StoredFigures = {...figures, partBytes: [...figures.partBytes]};
  writeFileSync(file, JSON.stringify(stored));
  return {figures, cached: false};
}
