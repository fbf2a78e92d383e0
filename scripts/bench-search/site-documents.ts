/** The built site's search documents (its pages' sections and the API operations), as the build indexes them. */
import config from '../../docusaurus.config';
import {createApiSpecSource} from '../../src/api-reference/spec/spec-source';
import {apiOperationDocuments} from '../../src/api-reference/plugin/search-documents';
import {siteDocuments, siteKeywords} from '../../src/search/plugin/site-documents';
import type {SearchDocument} from '../../src/search/engine/types';

export async function builtSiteDocuments(siteDir: string, outDir: string): Promise<SearchDocument[]> {
  const {baseUrl} = config;
  return [
    ...(await siteDocuments(outDir, baseUrl, siteKeywords(config.themeConfig.metadata))),
    ...(await apiOperationDocuments(createApiSpecSource())({siteDir, outDir, baseUrl})),
  ];
}
