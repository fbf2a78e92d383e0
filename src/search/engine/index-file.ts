/** Writing and reading `/search.json`: the stored results plus the serialized MiniSearch index. */
import MiniSearch from 'minisearch';
import {compactIndex, documentCountOf, expandIndex} from './compact-index';
import {documentBoost, miniSearchOptions, type IndexedDocument} from './engine-options';
import {pageOf} from './rank';
import {searchIndex, type QueryableIndex} from './query';
import {extractSnippet, type SnippetSegment} from './snippet';
import type {SearchDocument, SearchIndexFile, SearchResult, StoredResult} from './types';

export const indexFileFormat = 3;

/**
 * Longest snippet text kept per result. The snippet shows 160 characters around the matched words; a
 * match further into a long section falls back to the section's opening. Measured on the relevance
 * queries' top 8 results: against 1,200 characters, a 400-character cap left 4% more snippets without
 * their matched words; 380 (issue #29's content) kept the index at 200 KB gzip per 100 pages with 85% of
 * all results marked. On issue #28's content (2026-11-27) the index was 0.2 KB over its budget; 370
 * marks 87.2% (1,248 of 1,431; 174 of 180 first results) for 1.2 KB gzip less, and 360 87.0%. The
 * relevance suite checks both figures.
 */
export const maxExcerptLength = 370;

/**
 * The text stored for a result's snippet: the document's excerpt, or its content when the excerpt is
 * absent or empty (a section that is only a table still gets a snippet), cut at a word boundary.
 */
export function excerptOf(document: SearchDocument): string {
  const text = document.excerpt ? document.excerpt : document.content;
  if (text.length <= maxExcerptLength) {
    return text;
  }
  const space = text.lastIndexOf(' ', maxExcerptLength);
  return text.slice(0, space > maxExcerptLength / 2 ? space : maxExcerptLength);
}

/** Builds the index over `documents`; the first document wins when two share a reference. */
export function buildSearchIndex(documents: readonly SearchDocument[]): Omit<SearchIndexFile, 'hash'> {
  const unique = new Map<string, SearchDocument>();
  for (const document of documents) {
    if (!unique.has(document.ref)) {
      unique.set(document.ref, document);
    }
  }
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions);
  index.addAll(
    [...unique.values()].map(({title, content, tags}, id) => ({id, title, content, tags}) satisfies IndexedDocument),
  );
  // Insertion order is the id order: references are not integer-like, so JSON keeps this key order.
  const results: Record<string, StoredResult> = {};
  for (const document of unique.values()) {
    results[document.ref] = {
      title: document.title,
      parentTitle: document.parentTitle,
      text: excerptOf(document),
    };
  }
  const boosts = [...unique.values()].flatMap((document, id): [number, number][] =>
    document.boost === undefined || document.boost === 1 ? [] : [[id, document.boost]],
  );
  return {format: indexFileFormat, results, index: compactIndex(index.toJSON()), boosts};
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
    candidate.index !== null &&
    Array.isArray(candidate.index.postings) &&
    Array.isArray(candidate.index.fieldLength) &&
    Array.isArray(candidate.boosts)
  );
}

export interface LoadedIndex extends QueryableIndex {
  readonly index: MiniSearch<IndexedDocument>;
  readonly results: Readonly<Record<string, StoredResult>>;
  /** References by document id. */
  readonly refs: readonly string[];
  /** Every indexed word with the number of documents holding it, from the postings (no extra bytes in the file). */
  readonly vocabulary: ReadonlyMap<string, number>;
}

/** Parses the parts of a `/search.json`; throws on a file of another format or shape. */
export function loadIndexFile(file: unknown): LoadedIndex {
  if (!isIndexFile(file)) {
    throw new Error('search index has an unknown format');
  }
  const index = MiniSearch.loadJS<IndexedDocument>(expandIndex(file.index), miniSearchOptions);
  const vocabulary = new Map(file.index.postings.map((posting) => [posting[0], documentCountOf(posting)]));
  const boosts = new Map(file.boosts.map(([id, boost]) => [id, boost]));
  const refs = Object.keys(file.results);
  const documentsByPage = new Map<string, number[]>();
  refs.forEach((ref, id) => {
    const page = pageOf(ref);
    const documents = documentsByPage.get(page) ?? [];
    documents.push(id);
    documentsByPage.set(page, documents);
  });
  return {
    index,
    results: file.results,
    refs,
    vocabulary,
    rankKeyOf: (id) => refs[id],
    documentsOfPage: (page) => documentsByPage.get(page) ?? [],
    hits(tree, isDirectWord) {
      const found = index.search(tree, {
        boostDocument: (id: number) => documentBoost(refs[id]) * (boosts.get(id) ?? 1),
      });
      const positionById = new Map(found.map((hit, position) => [hit.id as number, position]));
      return {
        ids: found.map((hit) => hit.id as number),
        scores: found.map((hit) => hit.score),
        direct: found.map((hit) => (hit.terms.some(isDirectWord) ? 1 : 0)),
        positionOf: (id) => positionById.get(id) ?? -1,
        termsOf: (id) => found[positionById.get(id) ?? -1]?.terms ?? [],
      };
    },
  };
}

/** Loads a parsed `/search.json` into an engine; throws on a file of another format or shape. */
export function engineFromIndexFile(file: unknown): SearchEngine {
  const loaded = loadIndexFile(file);
  const {index, results} = loaded;
  return {
    documentCount: index.documentCount,
    search(query) {
      try {
        return searchIndex(loaded, query);
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
