/**
 * Turning what an agent passes to `read_page` (a full URL, a path, a path with `#anchor`, an `index.md`
 * URL) into a page route of the site, refusing anything that could leave the build folder. Pure.
 */

export interface PageAddress {
  /** Route of the page, with leading and trailing slashes (`/launch-guides/quickstart/`). */
  readonly route: string;
  /** Section anchor without `#`, when one was given. */
  readonly anchor?: string;
}

export type AddressResult =
  {readonly ok: true; readonly address: PageAddress} | {readonly ok: false; readonly error: string};

/** Characters a route segment may hold: what the site's own paths use. */
const segmentPattern = /^[A-Za-z0-9._~-]+$/;

/**
 * The page route and anchor of `input`, relative to the site at `siteUrl`. A URL on another origin, a
 * `..` or `.` segment, a backslash, an encoded slash or any unusual character is refused with a reason.
 */
export function parsePageAddress(input: string, siteUrl: string): AddressResult {
  const fail = (error: string): AddressResult => ({ok: false, error});
  const text = input.trim();
  if (text === '') {
    return fail('Give a page URL or path, such as /launch-guides/quickstart/.');
  }
  if (
    text.includes('\\') ||
    [...text].some((character) => character.charCodeAt(0) < 0x20) ||
    /%2f|%5c|%00/i.test(text)
  ) {
    return fail(`"${input}" holds characters no docs path has.`);
  }
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? new URL(text) : new URL(text.replace(/^\/*/, '/'), site.origin);
  } catch {
    return fail(`"${input}" is not a URL or path.`);
  }
  if (url.origin !== site.origin) {
    return fail(`${url.origin} is not this docs site (${site.origin}); give a path on it instead.`);
  }
  // Segments as typed: `new URL` resolves `..` away, which would hide a traversal attempt.
  const rawPath = text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  let segments: string[];
  try {
    segments = rawPath
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeURIComponent);
  } catch {
    return fail(`"${input}" has a broken percent-encoding.`);
  }
  if (segments.some((segment) => segment === '.' || segment === '..' || !segmentPattern.test(segment))) {
    return fail(`"${input}" is not a docs path: use the page's URL as the site shows it.`);
  }
  const basePath = site.pathname.replace(/\/$/, '');
  let route = `/${segments.join('/')}`;
  if (basePath !== '' && (route === basePath || route.startsWith(`${basePath}/`))) {
    route = route.slice(basePath.length) || '/';
  }
  // A page's Markdown copy or HTML file names the same page.
  route = route.replace(/\/?(index\.md|index\.html)$/, '').replace(/\.html$/, '');
  route = route.endsWith('/') ? route : `${route}/`;
  const anchor = decodeURIComponent(url.hash.replace(/^#/, ''));
  return {ok: true, address: anchor === '' ? {route} : {route, anchor}};
}
