/**
 * Fetches the split index's manifest once, then each shard or chunk a query needs, once: callers share
 * one in-flight promise per file, and a loaded file is kept in the engine for later keystrokes. A failed
 * file is remembered, so typing on does not refetch it at every keystroke, until `retry()` (the search
 * box's Retry control, or a new opening of the box) forgets the failures: then only those are fetched
 * again. Every arrival, failure and retry is announced to `subscribe`rs, so what a query shows can be
 * computed again from the parts present and failed (see `queryStateOf`), whatever order fetches settle in.
 */
import {indexFetchErrorMessage} from './constants';
import {createSplitEngine, type QueryState, type SplitSearchEngine} from './split-engine';
import {isSplitManifest} from './split-format';

export type FetchIndex = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

export interface IndexLoader {
  /** The engine, fetching the manifest on the first call and after a failure. */
  load(): Promise<SplitSearchEngine>;
  /** The engine if the manifest has loaded, without starting a fetch. */
  loaded(): SplitSearchEngine | undefined;
  /** Forgets failed fetches, so the next `load()` or query fetches them (and only them) again. */
  retry(): void;
  /** Calls `listener` after every part or manifest arrives or fails, and after `retry()`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Whether the manifest failed (until `retry()`). */
  manifestFailed(): boolean;
}

/** One fetch per key at a time, results kept by the caller, failures remembered until `forget()`. */
function onceEach<T>(fetchOne: (key: string) => Promise<T>, onFailure: () => void) {
  const pending = new Map<string, Promise<T>>();
  const failed = new Map<string, Promise<T>>();
  return {
    get(key: string): Promise<T> {
      const known = failed.get(key) ?? pending.get(key);
      if (known !== undefined) {
        return known;
      }
      const started = fetchOne(key).then(
        (value) => {
          pending.delete(key);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          const failure = Promise.reject(error instanceof Error ? error : new Error(String(error)));
          // Callers that never ask again must not see an unhandled rejection.
          failure.catch(() => undefined);
          failed.set(key, failure);
          onFailure();
          throw error;
        },
      );
      pending.set(key, started);
      return started;
    },
    hasFailed: (key: string) => failed.has(key),
    forget: () => failed.clear(),
  };
}

export function createIndexLoader(manifestUrl: string, fetchIndex: FetchIndex): IndexLoader {
  let engine: SplitSearchEngine | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) {
      listener();
    }
  };
  // Shard and chunk paths in the manifest are relative to the folder the manifest is served from.
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

  const fetchJson = async (url: string, init: RequestInit): Promise<unknown> => {
    const response = await fetchIndex(url, init);
    if (!response.ok) {
      throw new Error(indexFetchErrorMessage);
    }
    return response.json();
  };

  // Parts have content-hashed names and are cached for good; the browser's default cache is right.
  const parts = onceEach((path) => fetchJson(`${base}${path}`, {credentials: 'same-origin'}), changed);

  const manifest = onceEach(async (url) => {
    // `no-cache` makes the browser revalidate its copy (ETag / Last-Modified) on every page load: a new
    // build is seen at once, and an unchanged manifest costs a 304. It is the one file under a fixed name.
    const file = await fetchJson(url, {cache: 'no-cache', credentials: 'same-origin'});
    if (!isSplitManifest(file)) {
      throw new Error('search index has an unknown format');
    }
    engine = createSplitEngine(file, (path) => parts.get(path), {hasFailed: parts.hasFailed, onPartAdded: changed});
    changed();
    return engine;
  }, changed);

  return {
    load: () => (engine === undefined ? manifest.get(manifestUrl) : Promise.resolve(engine)),
    loaded: () => engine,
    retry() {
      manifest.forget();
      parts.forget();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    manifestFailed: () => manifest.hasFailed(manifestUrl),
  };
}

/**
 * Where `query` stands now: `failed` when the manifest or a part it needs failed, `ready` when the
 * engine can rank it, `loading` otherwise. A pure reading of the loader's state, so a caller that
 * computes it again at every change (see `subscribe`) cannot be left showing a state that has passed.
 */
export function queryStateOf(loader: IndexLoader, query: string): QueryState {
  const engine = loader.loaded();
  if (engine === undefined) {
    return loader.manifestFailed() ? 'failed' : 'loading';
  }
  return engine.stateOf(query);
}
