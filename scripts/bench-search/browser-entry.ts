/** Bundled by the benchmark for Chromium: loads the index (whole or split) and times each query in the page. */
import {engineFromIndexFile} from '../../src/search/engine/index-file';
import {createSplitEngine} from '../../src/search/engine/split-engine';
import type {SplitManifest} from '../../src/search/engine/split-format';

declare global {
  interface Window {
    benchSearch: (indexJson: string, queries: string[], rounds: number) => {loadMs: number; timings: number[]};
  }
}

window.benchSearch = (indexJson, queries, rounds) => {
  const started = performance.now();
  const engine = engineFromIndexFile(JSON.parse(indexJson));
  const loadMs = performance.now() - started;
  // One untimed pass so the timings measure the compiled code, as on a page after the first query.
  queries.forEach((query) => engine.search(query));
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const queryStarted = performance.now();
      const results = engine.search(query);
      results.forEach((result) => engine.snippet(result));
      timings.push(performance.now() - queryStarted);
    }
  }
  return {loadMs, timings};
};

declare global {
  interface Window {
    benchSplit: (
      manifestJson: string,
      parts: Record<string, string>,
      queries: string[],
      rounds: number,
    ) => Promise<{heapBytes: number; coldMs: number; timings: number[]}>;
  }
}

/** The split engine over the given parts: heap they take once loaded, and each query's ranking time. */
window.benchSplit = async (manifestJson, parts, queries, rounds) => {
  // The heap after a full collection (Chromium runs with --expose-gc), so the figure is what the loaded
  // parts keep, not the garbage that parsing them left.
  const collect = (window as unknown as {gc?: () => void}).gc ?? (() => undefined);
  const heap = () => {
    collect();
    return (performance as unknown as {memory: {usedJSHeapSize: number}}).memory.usedJSHeapSize;
  };
  const before = heap();
  const engine = createSplitEngine(JSON.parse(manifestJson) as SplitManifest, async (part) => JSON.parse(parts[part]));
  for (const query of queries) {
    await engine.prepare(query);
  }
  const heapBytes = heap() - before;
  const rank = (query: string) => engine.search(query).forEach((result) => engine.snippet(result));
  // The first ranking after loading runs code not yet compiled (the final order, snippets): timed on its
  // own, then one untimed pass, so the timings measure the compiled code as the whole-index bench does.
  const coldStarted = performance.now();
  rank(queries[0]);
  const coldMs = performance.now() - coldStarted;
  queries.forEach(rank);
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      rank(query);
      timings.push(performance.now() - started);
    }
  }
  return {heapBytes, coldMs, timings};
};
