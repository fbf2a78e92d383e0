/**
 * Byte budgets of the first visit (issue 16): the gzip size of the JavaScript and CSS a page loads until
 * it has hydrated, per kind of page, against `byte-budgets.json`. Sizes are computed from the build's
 * files, as a server compressing them would send them, so the check is deterministic: it does not
 * depend on timing, the machine or the server's own compression.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page, Response} from '@playwright/test';

export type PageKind = 'home' | 'docs' | 'api';
export type AssetType = 'javascript' | 'css';

export type FirstVisitBytes = Record<AssetType, number>;

/** The build the end-to-end suite serves. */
export const buildDir = path.resolve(__dirname, '../../../build');

/** The budgets of `byte-budgets.json`, at the root of the project. */
export const budgetsPath = path.resolve(__dirname, '../../../byte-budgets.json');

export const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8')) as Record<PageKind, FirstVisitBytes>;

/** The kind of page a route is, for its budget. */
export function pageKind(routePath: string): PageKind {
  if (routePath === '/') {
    return 'home';
  }
  return routePath === '/api/' || routePath.startsWith('/api/') ? 'api' : 'docs';
}

/** What a response counts as: a script or a stylesheet of the site, else nothing. */
export function assetType(resourceType: string, url: URL, origin: string): AssetType | undefined {
  if (url.origin !== origin) {
    return undefined;
  }
  if (resourceType === 'script') {
    return 'javascript';
  }
  return resourceType === 'stylesheet' ? 'css' : undefined;
}

const gzipSizes = new Map<string, number>();

/** Gzip size of a file of the build, by its URL path; 0 for a path the build has no file for. */
export function gzipSizeOf(buildDir: string, urlPath: string): number {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  if (!file.startsWith(buildDir)) {
    return 0;
  }
  let size = gzipSizes.get(file);
  if (size === undefined) {
    try {
      size = gzipSync(readFileSync(file), {level: 9}).length;
    } catch {
      size = 0;
    }
    gzipSizes.set(file, size);
  }
  return size;
}

/** Adds up the gzip sizes of the distinct assets of each type. */
export function totalBytes(buildDir: string, assets: ReadonlyMap<string, AssetType>): FirstVisitBytes {
  const total: FirstVisitBytes = {javascript: 0, css: 0};
  for (const [urlPath, type] of assets) {
    total[type] += gzipSizeOf(buildDir, urlPath);
  }
  return total;
}

/** One line for each type over its budget, naming the page, the figures and the file to change. */
export function overBudget(routePath: string, measured: FirstVisitBytes): string[] {
  const kind = pageKind(routePath);
  return (['javascript', 'css'] as const)
    .filter((type) => measured[type] > budgets[kind][type])
    .map(
      (type) =>
        `${routePath} loads ${measured[type]} bytes of ${type} (gzip) on a first visit, over the ${kind} budget of ${budgets[kind][type]} in byte-budgets.json`,
    );
}

/**
 * Starts recording the site's scripts and stylesheets a page loads; call before `goto`, and read the
 * result once the page has hydrated (every chunk its first render needs has loaded by then).
 */
export function recordAssets(page: Page, origin: string): Map<string, AssetType> {
  const assets = new Map<string, AssetType>();
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const type = assetType(response.request().resourceType(), url, origin);
    if (type !== undefined && response.status() === 200) {
      assets.set(url.pathname, type);
    }
  });
  return assets;
}
