/**
 * The split index of the built site as the search box gets it, read from `build/` (the manifest and its
 * parts), for the relevance suite and the byte budgets. A build from before the split index has only
 * `search.json`: then the parts are cut from it in memory, as the build would have written them.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync} from 'node:zlib';
import {splitSearchIndex} from '../../../../src/search/engine/split-build';
import {createSplitEngine, type SplitSearchEngine} from '../../../../src/search/engine/split-engine';
import {manifestFileName, type SplitManifest} from '../../../../src/search/engine/split-format';

export interface BuiltSplitIndex {
  readonly manifest: SplitManifest;
  /** The text of a part, by its path in the manifest. */
  readonly text: (part: string) => string;
  readonly brotliBytes: (text: string) => number;
}

export function builtSplitIndex(buildDir: string): BuiltSplitIndex {
  const manifestPath = path.join(buildDir, manifestFileName);
  const brotliBytes = (text: string) => brotliCompressSync(Buffer.from(text)).length;
  if (existsSync(manifestPath)) {
    return {
      manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as SplitManifest,
      text: (part) => readFileSync(path.join(buildDir, part), 'utf8'),
      brotliBytes,
    };
  }
  const split = splitSearchIndex(JSON.parse(readFileSync(path.join(buildDir, 'search.json'), 'utf8')));
  const texts = new Map(split.files.map((file) => [file.path, file.text]));
  return {manifest: split.manifest, text: (part) => texts.get(part) ?? '', brotliBytes};
}

/** A split engine that has fetched what `queries` need; `fetched` lists each part's path as it is fetched. */
export async function preparedSplitEngine(
  index: BuiltSplitIndex,
  queries: readonly string[],
  fetched: string[] = [],
): Promise<SplitSearchEngine> {
  const engine = createSplitEngine(index.manifest, async (part) => {
    fetched.push(part);
    return JSON.parse(index.text(part)) as unknown;
  });
  for (const query of queries) {
    await engine.prepare(query);
  }
  return engine;
}
