/** Shapes shared by the index builder (Node) and the search engine (browser). */
import type {CompactIndex} from './compact-index';

/** One searchable unit: a section of a page, a page's lead, or an API operation. */
export interface SearchDocument {
  /** Reference of the result: the URL path with base URL and, for a section, its `#anchor`. */
  readonly ref: string;
  /** Heading of the section (for a lead: the page title; for an API operation: its summary). */
  readonly title: string;
  /** Title of the page the section belongs to (for a lead: the parent page's title, or empty). */
  readonly parentTitle: string;
  /** Text the reader sees in the section, whitespace collapsed. */
  readonly content: string;
  /** Keywords of the page from its front matter, space separated. */
  readonly tags: string;
  /**
   * Text kept for the result's snippet when it differs from `content` (docs pages leave out tables and
   * code, which are searchable but read badly in a snippet and would double the file's size).
   */
  readonly excerpt?: string;
  /** Score factor below 1 for a section its sibling pages repeat (see `weighRepeatedSections`). */
  readonly boost?: number;
}

/** What the index file keeps about each reference (its key, which is also its URL), to show a result. */
export interface StoredResult {
  readonly title: string;
  readonly parentTitle: string;
  /** Section text, for the snippet under the result. */
  readonly text: string;
}

/** `/search.json`: results keyed by reference plus the prebuilt MiniSearch index. */
export interface SearchIndexFile {
  /** Format of this file; the engine refuses another. */
  readonly format: 3;
  /** Hash of the content, so two builds with the same pages give the same file and ETag. */
  readonly hash: string;
  readonly results: Readonly<Record<string, StoredResult>>;
  /**
   * `MiniSearch#toJSON()` of the index over the documents' title, content and tags, packed by
   * `compactIndex`. Its document ids are positions in the key order of `results`, so the references are
   * not stored twice.
   */
  readonly index: CompactIndex;
  /** `[document id, score factor]` of the documents scored below 1; every other document counts 1. */
  readonly boosts: readonly (readonly [number, number])[];
}

/** One search hit (spec section 3: url, title, parentTitle, score and terms). */
export interface SearchResult {
  /** Reference in the index file; equals `url`. */
  readonly ref: string;
  readonly url: string;
  readonly title: string;
  readonly parentTitle: string;
  readonly score: number;
  /** Words of the section that matched, to mark in the snippet and highlight on the page. */
  readonly terms: readonly string[];
  /** True when the result matched only through a typo; such results rank after all others. */
  readonly typoOnly: boolean;
}
