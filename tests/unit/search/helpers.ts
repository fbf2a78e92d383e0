/** Builds a small engine from hand-written documents, for tests of ranking and limits. */
import {
  buildSearchIndex,
  loadIndexFile,
  engineFromIndexFile,
  type LoadedIndex,
  type SearchEngine,
} from '../../../src/search/engine/index-file';
import type {SearchDocument} from '../../../src/search/engine/types';

export function doc(ref: string, title: string, content = '', extra: Partial<SearchDocument> = {}): SearchDocument {
  return {ref, title, parentTitle: extra.parentTitle ?? 'Page', content, tags: extra.tags ?? ''};
}

/** The index file as the browser gets it: through JSON, so serialization is part of what tests exercise. */
function indexFileOf(documents: readonly SearchDocument[]): unknown {
  return JSON.parse(JSON.stringify({...buildSearchIndex(documents), hash: 'test'}));
}

export function engineOf(documents: readonly SearchDocument[]): SearchEngine {
  return engineFromIndexFile(indexFileOf(documents));
}

/** The index without the engine's last-resort guard, for tests that must see any exception. */
export function loadedIndexOf(documents: readonly SearchDocument[]): LoadedIndex {
  return loadIndexFile(indexFileOf(documents));
}

export const refs = (engine: SearchEngine, query: string): string[] => engine.search(query).map((result) => result.ref);
