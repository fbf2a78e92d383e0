/**
 * Fetches `/search.json` once and keeps the loaded engine. Callers share one in-flight promise. A failed
 * load is remembered, so typing on in the same opening of the search box does not refetch, until the box
 * calls `retry()` when it opens again.
 */
import {indexFetchErrorMessage} from './constants';
import {engineFromIndexFile, type SearchEngine} from './index-file';

export type FetchIndex = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

export interface IndexLoader {
  /** The engine, fetching the index on the first call and after a failure. */
  load(): Promise<SearchEngine>;
  /** The engine if it has loaded, without starting a fetch. */
  loaded(): SearchEngine | undefined;
  /** Forgets a failed load, so the next `load()` fetches again. */
  retry(): void;
}

export function createIndexLoader(url: string, fetchIndex: FetchIndex): IndexLoader {
  let engine: SearchEngine | undefined;
  let pending: Promise<SearchEngine> | undefined;
  let failure: Promise<SearchEngine> | undefined;

  async function fetchEngine(): Promise<SearchEngine> {
    // `no-cache` makes the browser revalidate its copy (ETag / Last-Modified) on every page load: a new
    // build is seen at once, and an unchanged index costs a 304. A hashed file name would save that round
    // trip, but the name would have to reach the page's JavaScript, which is bundled before the index
    // exists (the index is written from the built HTML).
    const response = await fetchIndex(url, {cache: 'no-cache', credentials: 'same-origin'});
    if (!response.ok) {
      throw new Error(indexFetchErrorMessage);
    }
    return engineFromIndexFile(await response.json());
  }

  return {
    load() {
      if (engine !== undefined) {
        return Promise.resolve(engine);
      }
      if (failure !== undefined) {
        return failure;
      }
      pending ??= fetchEngine().then(
        (loadedEngine) => {
          engine = loadedEngine;
          pending = undefined;
          return loadedEngine;
        },
        (error: unknown) => {
          pending = undefined;
          failure = Promise.reject(error instanceof Error ? error : new Error(String(error)));
          // Callers that never ask again must not see an unhandled rejection.
          failure.catch(() => undefined);
          throw error;
        },
      );
      return pending;
    },
    loaded: () => engine,
    retry() {
      failure = undefined;
    },
  };
}
