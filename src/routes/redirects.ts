/**
 * Old paths and where they moved. One map feeds both the static redirect pages of the build and the
 * server rules written beside it (`_redirects`), so the two can never disagree.
 */
import {docRoutes} from './docs-routes';

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
}

/**
 * Old path prefix → new path. Every page below an old section path moves to the same page below
 * the new one; a prefix that maps to a single page has no children to carry.
 */
export const movedPaths: Readonly<Record<string, string>> = {
  '/invoicing/': '/invoice-customers/',
  '/provisioning/': '/manage-product-access/provision-customer/',
  '/pricing-and-packaging/': '/pricing-packaging/',
  '/accounting-and-reporting/': '/reports-insights/',
};

/**
 * Expands the map into one rule per page: the old root plus, for sections, every page below the new
 * root mirrored under the old one. Unlisted pages move too: old links to them must keep working.
 */
export function expandRedirects(
  moved: Readonly<Record<string, string>>,
  existingPaths: readonly string[],
): RedirectRule[] {
  const existing = new Set(existingPaths);
  return Object.entries(moved).flatMap(([from, to]) => {
    if (!existing.has(to)) {
      throw new Error(`Redirect target ${to} (from ${from}) is not a docs route`);
    }
    if (existing.has(from)) {
      throw new Error(`Redirect source ${from} is still a docs route; a redirect would hide it`);
    }
    const below = existingPaths
      .filter((path) => path !== to && path.startsWith(to))
      .map((path) => ({from: from + path.slice(to.length), to: path}));
    return [{from, to}, ...below];
  });
}

export const redirectRules: readonly RedirectRule[] = expandRedirects(
  movedPaths,
  docRoutes.map((route) => route.path),
);

/** Server rules in the `_redirects` format (Netlify, Cloudflare Pages, and nginx maps built from it). */
export function toRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} 301`).join('\n') + '\n';
}
