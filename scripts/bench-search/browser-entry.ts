/** Bundled by the benchmark for Chromium: loads the index and times each query in the page. */
import {engineFromIndexFile} from '../../src/search/engine/index-file';

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
