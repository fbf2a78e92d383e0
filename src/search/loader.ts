/**
 * Fetches `/search.json` once and keeps the loaded engine. Callers share one in-flight promise; a failed
 * load is forgotten so the next open of the search box tries again.
 */
import {indexFetchErrorMessage} from './constants';
import {loadSearchEngine, type SearchEngine} from './index-file';

export type FetchIndex = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

export interface IndexLoader {
  /** The engine, fetching the index on the first call and after a failure. */
  load(): Promise<SearchEngine>;
  /** The engine if it has loaded, without starting a fetch. */
  loaded(): SearchEngine | undefined;
}

export function createIndexLoader(url: string, fetchIndex: FetchIndex): IndexLoader {
  let engine: SearchEngine | undefined;
  let pending: Promise<SearchEngine> | undefined;

  async function fetchEngine(): Promise<SearchEngine> {
    // `no-cache` makes the browser revalidate its copy (ETag / Last-Modified) on every page load: a new
    // build is seen at once, and an unchanged index costs a 304. A hashed file name would save that round
    // trip, but the name would have to reach the page's JavaScript, which is bundled before the index
    // exists (the index is written from the built HTML).
    const response = await fetchIndex(url, {cache: 'no-cache', credentials: 'same-origin'});
    if (!response.ok) {
      throw new Error(indexFetchErrorMessage);
    }
    return loadSearchEngine(await response.json());
  }

  return {
    load() {
      if (engine !== undefined) {
        return Promise.resolve(engine);
      }
      pending ??= fetchEngine().then(
        (loadedEngine) => {
          engine = loadedEngine;
          pending = undefined;
          return loadedEngine;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => engine,
  };
}
