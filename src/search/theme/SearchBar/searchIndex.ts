/**
 * The browser's handle on the search engine. The engine (MiniSearch and the query code) is fetched with
 * a dynamic `import()` the first time the box is hovered or focused, so it is not in any page's initial
 * JavaScript; the index file follows right after.
 */
import type {SearchEngine} from '../../engine/index-file';
import type {IndexLoader} from '../../engine/loader';

let loaderPromise: Promise<IndexLoader> | undefined;

function indexLoader(indexUrl: string): Promise<IndexLoader> {
  loaderPromise ??= import('../../engine/loader').then(
    ({createIndexLoader}) => createIndexLoader(indexUrl, (url, init) => fetch(url, init)),
    (error: unknown) => {
      // A chunk that failed to download (offline, new deploy): let the next attempt import again.
      loaderPromise = undefined;
      throw error;
    },
  );
  return loaderPromise;
}

/** The loaded engine; rejects with `failed to fetch search index` when the index cannot be fetched. */
export async function fetchSearchEngine(indexUrl: string): Promise<SearchEngine> {
  return (await indexLoader(indexUrl)).load();
}

/** Lets the next load fetch the index again after a failure (called when the box opens again). */
export function retrySearchEngine(indexUrl: string): void {
  indexLoader(indexUrl).then(
    (loader) => loader.retry(),
    () => undefined,
  );
}

/** Starts loading ahead of the first query; a failure is reported when a query needs the engine. */
export function preloadSearchEngine(indexUrl: string): void {
  fetchSearchEngine(indexUrl).catch(() => undefined);
}
