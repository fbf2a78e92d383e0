/** Options of the search index plugin. */
import type {SearchDocument} from '../engine/types';

export interface ExtraDocumentsContext {
  /** The site's root folder, for sources outside the build (the API specifications). */
  readonly siteDir: string;
  /** The build output folder, for a plugin that reads its own built pages. */
  readonly outDir: string;
  readonly baseUrl: string;
}

export interface SearchIndexPluginOptions {
  /**
   * More documents for the index beyond the docs pages: the API reference passes its operations here
   * (see `operationDocument`). Called once per build, after the pages are written.
   */
  readonly extraDocuments?: (
    context: ExtraDocumentsContext,
  ) => readonly SearchDocument[] | Promise<readonly SearchDocument[]>;
}

/** Name of the file written to the build output, served at `<baseUrl>search.json`. */
export const indexFileName = 'search.json';

/** Checks options given in the site config (Docusaurus passes them untyped). */
export function normalizeSearchIndexOptions(options: unknown): SearchIndexPluginOptions {
  if (options === undefined || options === null) {
    return {};
  }
  if (typeof options !== 'object') {
    throw new Error('search-index plugin: options must be an object');
  }
  const {extraDocuments} = options as {extraDocuments?: unknown};
  if (extraDocuments !== undefined && typeof extraDocuments !== 'function') {
    throw new Error('search-index plugin: extraDocuments must be a function returning documents');
  }
  return {extraDocuments: extraDocuments as SearchIndexPluginOptions['extraDocuments']};
}
