/**
 * The browser's handle on the search engine. The engine (MiniSearch and the query code) is fetched with
 * a dynamic `import()` the first time the box is hovered or focused, so it is not in any page's initial
 * JavaScript; the index manifest follows right after, and each query fetches the index parts it needs.
 */
import type {SplitSearchEngine} from '../../engine/split-engine';
import type {IndexLoader} from '../../engine/loader';

let loaderPromise: Promise<IndexLoader> | undefined;

function indexLoader(manifestUrl: string): Promise<IndexLoader> {
  loaderPromise ??= import('../../engine/loader').then(
    ({createIndexLoader}) => createIndexLoader(manifestUrl, (url, init) => fetch(url, init)),
    (error: unknown) => {
      // A chunk that failed to download (offline, new deploy): let the next attempt import again.
      loaderPromise = undefined;
      throw error;
    },
  );
  return loaderPromise;
}

/** The engine with the manifest loaded; rejects with `failed to fetch search index` when it cannot be fetched. */
export async function fetchSearchEngine(manifestUrl: string): Promise<SplitSearchEngine> {
  return (await indexLoader(manifestUrl)).load();
}

/** Lets the next query fetch again what failed (the Retry control, or a new opening of the box). */
export function retrySearchEngine(manifestUrl: string): Promise<void> {
  return indexLoader(manifestUrl).then(
    (loader) => loader.retry(),
    () => undefined,
  );
}

/** Starts loading the engine and manifest ahead of the first query; a failure is reported when a query needs them. */
export function preloadSearchEngine(manifestUrl: string): void {
  fetchSearchEngine(manifestUrl).catch(() => undefined);
}
