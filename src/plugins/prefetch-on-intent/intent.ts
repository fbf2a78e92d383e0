/** Pure helper of prefetch-on-intent: which page of this site a focused link would open. */

/** What the helper needs of a link (an `HTMLAnchorElement` has all of it). */
export interface LinkTarget {
  href: string;
  target: string;
  hasAttribute(name: 'download'): boolean;
}

/**
 * The path of the site page a link opens in this tab, or undefined when there is nothing to prefetch:
 * an anchor on the current page, another origin, a download or a new tab.
 */
export function intentPath(link: LinkTarget, current: {href: string}): string | undefined {
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) {
    return undefined;
  }
  const here = new URL(current.href);
  const url = new URL(link.href, here);
  if (url.origin !== here.origin || url.pathname === here.pathname) {
    return undefined;
  }
  return url.pathname;
}
