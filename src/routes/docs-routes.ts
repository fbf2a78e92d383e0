/** Flat views of the docs tree: every route with its doc id, for the sidebar, redirects and tests. */
import {docsTree, homeDocId, type DocNode} from './docs-tree';

export interface DocRoute {
  /** Docusaurus doc id: the file path below `docs/` without extension. */
  readonly id: string;
  /** URL path with leading and trailing slash. */
  readonly path: string;
  /** True when the page has child pages (its file is `index.mdx` in a folder of the same name). */
  readonly isSection: boolean;
  readonly unlisted: boolean;
  /** Path of the parent page, or `/` for top-level pages; `null` for the home page. */
  readonly parentPath: string | null;
}

/** Source file of a doc id, relative to the site root. */
export function docFilePath(id: string): string {
  return `docs/${id}.mdx`;
}

function flatten(nodes: readonly DocNode[], parentSegments: readonly string[], inheritedUnlisted: boolean): DocRoute[] {
  return nodes.flatMap((node) => {
    const segments = [...parentSegments, node.segment];
    const isSection = (node.children?.length ?? 0) > 0;
    const unlisted = inheritedUnlisted || node.unlisted === true;
    const route: DocRoute = {
      // Docusaurus gives a folder's `index` doc the folder's URL, which keeps nested paths nested.
      id: isSection ? `${segments.join('/')}/index` : segments.join('/'),
      path: `/${segments.join('/')}/`,
      isSection,
      unlisted,
      parentPath: parentSegments.length === 0 ? '/' : `/${parentSegments.join('/')}/`,
    };
    return [route, ...flatten(node.children ?? [], segments, unlisted)];
  });
}

const homeRoute: DocRoute = {id: homeDocId, path: '/', isSection: false, unlisted: false, parentPath: null};

/** Every docs route, home first, in sidebar order. */
export const docRoutes: readonly DocRoute[] = [homeRoute, ...flatten(docsTree, [], false)];

export const listedDocRoutes: readonly DocRoute[] = docRoutes.filter((route) => !route.unlisted);
export const unlistedDocRoutes: readonly DocRoute[] = docRoutes.filter((route) => route.unlisted);

/** Direct children of a page, for overview pages that list their section. */
export function childRoutes(path: string): DocRoute[] {
  return docRoutes.filter((route) => route.parentPath === path);
}
