/**
 * The route tree is the one place that says which pages are unlisted: this front-matter hook gives each
 * docs page the `unlisted` flag of its route, so Docusaurus leaves the same pages out of the sidebar and
 * the sitemap (and marks them noindex) that the search index leaves out. A page that sets `unlisted`
 * itself fails the build, so the two cannot drift apart again.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docRoutes} from './docs-routes';

const unlistedIds = new Set(docRoutes.filter((route) => route.unlisted).map((route) => route.id));

/** The doc id of a file below `docsDir` (`reports-insights/in-app-reports`), or undefined outside it. */
export function docIdOf(filePath: string, docsDir: string): string | undefined {
  const relative = path.relative(docsDir, filePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return undefined;
  }
  return relative
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}

/** The hook for `markdown.parseFrontMatter`; `docsDir` is the docs plugin's folder (absolute). */
export function frontMatterFromTree(docsDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const id = docIdOf(params.filePath, docsDir);
    if (id === undefined) {
      return result;
    }
    if ('unlisted' in result.frontMatter) {
      throw new Error(
        `${path.relative(process.cwd(), params.filePath)} sets "unlisted" in its front matter: set it in src/routes/docs-tree.ts instead, the one place that lists the pages`,
      );
    }
    return unlistedIds.has(id) ? {...result, frontMatter: {...result.frontMatter, unlisted: true}} : result;
  };
}
