/** Options of the search index plugin. */
import type {SearchDocument} from '../../search/types';

export interface ExtraDocumentsContext {
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
