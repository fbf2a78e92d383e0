/** Turning parsed pages and API operations into the documents the index holds. */
import type {SearchDocument} from '../engine/types';
import type {ParsedPage} from './extract';

/** Joins the base URL and a route path (`/docs/` + `/invoice-customers/`). */
export function pageUrl(baseUrl: string, routePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${routePath}`;
}

/**
 * The documents of one page: its lead (title = page title) and each `##`/`###` section (title = heading,
 * parentTitle = page title). Keywords go on the lead only: they describe the page, and copying them to
 * every section would let one page fill the result list for a keyword query.
 * `ignoredKeywords` are the site-wide defaults that pages without their own keywords inherit.
 */
export function pageDocuments(
  page: ParsedPage,
  url: string,
  ignoredKeywords: readonly string[] = [],
): SearchDocument[] {
  const ignored = new Set(ignoredKeywords.map((keyword) => keyword.toLowerCase()));
  const ownKeywords = page.keywords.filter((keyword) => !ignored.has(keyword.toLowerCase()));
  const lead: SearchDocument = {
    ref: url,
    title: page.title,
    parentTitle: page.parentTitle,
    content: page.lead,
    tags: ownKeywords.join(' '),
    excerpt: page.leadProse,
  };
  const sections = page.sections.map((section): SearchDocument => ({
    ref: `${url}#${section.id}`,
    title: section.title,
    parentTitle: page.title,
    content: section.text,
    tags: '',
    excerpt: section.prose,
  }));
  return [lead, ...sections];
}

/** An API operation as the API reference describes it. */
export interface ApiOperation {
  /** Page URL of the operation, with its anchor. */
  readonly url: string;
  readonly summary: string;
  readonly method: string;
  readonly path: string;
  readonly description: string;
  /** Title of the API reference page it is on (e.g. "Seats API"). */
  readonly apiTitle: string;
}

/** An operation as a search document: found by its summary, its method and path, and its description. */
export function operationDocument(operation: ApiOperation): SearchDocument {
  return {
    ref: operation.url,
    title: operation.summary,
    parentTitle: operation.apiTitle,
    content: `${operation.method.toUpperCase()} ${operation.path} ${operation.description}`.trim(),
    tags: '',
  };
}
