/** The page-view event sent on each route change, and when a change counts as a new page. Pure. */

interface PathLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** A hash change on the same page (a table-of-contents click) is not a new page view. */
export function isNewPage(location: PathLocation, previous: PathLocation | null | undefined): boolean {
  return previous == null || previous.pathname !== location.pathname || previous.search !== location.search;
}

/** GA4 `page_view` parameters; the path only, so no query token or fragment leaks into reports. */
export function pageViewParameters(location: PathLocation, title: string): Record<string, string> {
  return {page_path: location.pathname, page_title: title};
}

/** GA4 config: no automatic page view (the router sends them) and anonymised IP addresses. */
export const analyticsConfig = {send_page_view: false, anonymize_ip: true} as const;
