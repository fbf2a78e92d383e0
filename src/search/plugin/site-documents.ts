/** Reads the built docs pages of the site into search documents (Node only). */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {docRoutes} from '../../routes/docs-routes';
import type {SearchDocument} from '../engine/types';
import {pageDocuments, pageUrl} from './documents';
import {parseDocPage} from './extract';

/** Keywords every page inherits from `themeConfig.metadata`; they tell no page apart. */
export function siteKeywords(metadata: readonly {name?: string; content?: string}[] | undefined): string[] {
  return (metadata ?? [])
    .filter((tag) => tag.name === 'keywords')
    .flatMap((tag) => (tag.content ?? '').split(','))
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/**
 * Sections generated from the specifications that the index leaves out: "Changing it later" (issue #29)
 * is a table of fields and operations that the API reference indexes once per operation, written into 20
 * guides. Indexed, it took the index over its budget (205 KB gzip per 100 pages against 200). Its page
 * stays in the index, and the relevance suite checks that "can I change it later" questions find it.
 */
const generatedSectionAnchors: readonly string[] = ['changing-it-later'];

/** Whether a document is a generated section that the index leaves out. */
export const isGeneratedSection = (document: Pick<SearchDocument, 'ref'>): boolean =>
  generatedSectionAnchors.some((anchor) => document.ref.endsWith(`#${anchor}`));

/**
 * The documents of every docs page, read from `outDir`. Unlisted pages are indexed too: they are out of
 * the sidebar and the sitemap, and crawlers are told not to index them, but listed pages link to them and
 * a reader who searches the site for one by name must find it (issue #42). The not-found page is no docs
 * route. A page without its HTML is an error: the index would silently miss it.
 */
export async function siteDocuments(
  outDir: string,
  baseUrl: string,
  ignoredKeywords: readonly string[],
): Promise<SearchDocument[]> {
  const pages = await Promise.all(
    docRoutes.map(async (route) => {
      const file = path.join(outDir, route.path, 'index.html');
      const page = parseDocPage(await readFile(file, 'utf8'));
      if (page === undefined) {
        throw new Error(`search index: ${file} has no docs article to index`);
      }
      return pageDocuments(page, pageUrl(baseUrl, route.path), ignoredKeywords);
    }),
  );
  return pages.flat().filter((document) => !isGeneratedSection(document));
}
