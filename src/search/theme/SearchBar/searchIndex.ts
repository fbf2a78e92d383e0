/**
 * The browser's handle on the search engine. The engine (MiniSearch and the query code) is fetched with
 * a dynamic `import()` the first time the box is hovered or focused, so it is not in any page's initial
 * JavaScript; the index manifest follows right after, and each query fetches the index parts it needs.
 *
 * It is also a small external store for React: every arrival or failure of the engine's code, the
 * manifest or a part, and every retry, bumps a version that the search box subscribes to, so it computes
 * what a query shows again from the parts present and failed (`searchStateOf`) whenever one arrives.
 */
import type {QueryState, SplitSearchEngine} from '../../engine/split-engine';
import type {IndexLoader} from '../../engine/loader';

let loaderPromise: Promise<IndexLoader> | undefined;
/** The loader once its code has arrived, for reading state without waiting. */
let currentLoader: IndexLoader | undefined;
/** Reads a query's state once the loader's code is here (the reading lives in that lazy chunk). */
let stateOf: ((query: string) => QueryState) | undefined;
/** The engine's code failed to download (offline, new deploy), until a retry imports it again. */
let importFailed = false;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) {
    listener();
  }
}

function indexLoader(manifestUrl: string): Promise<IndexLoader> {
  loaderPromise ??= import('../../engine/loader').then(
    ({createIndexLoader, queryStateOf}) => {
      const loader = createIndexLoader(manifestUrl, (url, init) => fetch(url, init));
      loader.subscribe(changed);
      currentLoader = loader;
      stateOf = (query) => queryStateOf(loader, query);
      changed();
      return loader;
    },
    (error: unknown) => {
      // Let the next attempt (Retry, a new opening of the box) import again.
      loaderPromise = undefined;
      importFailed = true;
      changed();
      throw error;
    },
  );
  return loaderPromise;
}

/** Subscribes to every change of what is loaded or failed (for `useSyncExternalStore`). */
export function subscribeToSearchIndex(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever something arrives, fails or is retried (for `useSyncExternalStore`). */
export function searchIndexVersion(): number {
  return version;
}

/** The last reading, as the box reads the state at every render and it changes only with `version`. */
let lastReading: {query: string; version: number; state: QueryState} | undefined;

/** Where `query` stands now, from what has arrived and what failed; starts nothing. */
export function searchStateOf(query: string): QueryState {
  if (stateOf === undefined) {
    return importFailed ? 'failed' : 'loading';
  }
  if (lastReading?.query !== query || lastReading.version !== version) {
    lastReading = {query, version, state: stateOf(query)};
  }
  return lastReading.state;
}

/** The engine if its code and the manifest are here, without waiting or fetching. */
export function loadedSearchEngine(): SplitSearchEngine | undefined {
  return currentLoader?.loaded();
}

/** The engine with the manifest loaded; rejects with `failed to fetch search index` when it cannot be fetched. */
export async function fetchSearchEngine(manifestUrl: string): Promise<SplitSearchEngine> {
  return (await indexLoader(manifestUrl)).load();
}

/**
 * Fetches what `query` needs that is not here (nothing twice: fetches in flight are shared). A failure
 * is not reported here but read from `searchStateOf`, which the arrival or failure lets subscribers redo.
 */
export function prepareSearch(manifestUrl: string, query: string): void {
  fetchSearchEngine(manifestUrl)
    .then((engine) => engine.prepare(query))
    .catch(() => undefined);
}

/** Lets the next query fetch again what failed (the Retry control, or a new opening of the box). */
export function retrySearchEngine(manifestUrl: string): Promise<void> {
  if (importFailed) {
    importFailed = false;
    changed();
  }
  return indexLoader(manifestUrl).then(
    (loader) => loader.retry(),
    () => undefined,
  );
}

/** Starts loading the engine and manifest ahead of the first query; a failure is reported when a query needs them. */
export function preloadSearchEngine(manifestUrl: string): void {
  fetchSearchEngine(manifestUrl).catch(() => undefined);
}
