/** Options of the search index plugin, by the Docusaurus contract. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
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

export interface ResolvedSearchIndexOptions extends SearchIndexPluginOptions {
  readonly id: string;
}

const schema = Joi.object<ResolvedSearchIndexOptions>({
  extraDocuments: Joi.function().maxArity(1),
});

/** Checks the options given in the site config (Docusaurus passes them untyped). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  SearchIndexPluginOptions | undefined,
  ResolvedSearchIndexOptions
>): ResolvedSearchIndexOptions {
  return validate(schema, options ?? {});
}
