/** Writing and reading `/search.json`: the stored results plus the serialized MiniSearch index. */
import MiniSearch from 'minisearch';
import {miniSearchOptions} from './engine-options';
import {searchIndex} from './query';
import {extractSnippet, type SnippetSegment} from './snippet';
import type {SearchDocument, SearchIndexFile, SearchResult, StoredResult} from './types';

export const indexFileFormat = 1;

/** Builds the index over `documents`; the first document wins when two share a reference. */
export function buildSearchIndex(documents: readonly SearchDocument[]): Omit<SearchIndexFile, 'hash'> {
  const unique = new Map<string, SearchDocument>();
  for (const document of documents) {
    if (!unique.has(document.ref)) {
      unique.set(document.ref, document);
    }
  }
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll([...unique.values()]);
  const results: Record<string, StoredResult> = {};
  for (const document of unique.values()) {
    results[document.ref] = {
      url: document.ref,
      title: document.title,
      parentTitle: document.parentTitle,
      text: document.content,
    };
  }
  return {format: indexFileFormat, results, index: index.toJSON()};
}

/** A loaded index, ready to answer queries in the browser or in a test. */
export interface SearchEngine {
  /** At most eight results, best first; an empty or meaningless query gives none. */
  search(query: string): SearchResult[];
  /** The snippet of a result, with its matched terms marked. */
  snippet(result: SearchResult): SnippetSegment[];
  readonly documentCount: number;
}

function isIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Partial<SearchIndexFile>;
  return (
    candidate.format === indexFileFormat &&
    typeof candidate.results === 'object' &&
    candidate.results !== null &&
    typeof candidate.index === 'object' &&
    candidate.index !== null
  );
}

export interface LoadedIndex {
  readonly index: MiniSearch<SearchDocument>;
  readonly results: Readonly<Record<string, StoredResult>>;
}

/** Parses the parts of a `/search.json`; throws on a file of another format or shape. */
export function loadIndexFile(file: unknown): LoadedIndex {
  if (!isIndexFile(file)) {
    throw new Error('search index has an unknown format');
  }
  const index = MiniSearch.loadJS<SearchDocument>(
    file.index as Parameters<typeof MiniSearch.loadJS>[0],
    miniSearchOptions,
  );
  return {index, results: file.results};
}

/** Loads a parsed `/search.json` into an engine; throws on a file of another format or shape. */
export function loadSearchEngine(file: unknown): SearchEngine {
  const {index, results} = loadIndexFile(file);
  return {
    documentCount: index.documentCount,
    search(query) {
      try {
        return searchIndex(index, results, query);
      } catch {
        // The query is cleaned before it reaches MiniSearch, so this is a last guard: a search box
        // that throws on some input would break the whole navbar.
        return [];
      }
    },
    snippet(result) {
      return extractSnippet(results[result.ref]?.text ?? '', result.terms);
    },
  };
}
