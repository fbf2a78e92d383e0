/** Turning parsed pages and API operations into the documents the index holds. */
import type {SearchDocument} from '../engine/types';
import type {ParsedPage} from './extract';

/** Joins the base URL and a route path (`/docs/` + `/invoice-customers/`). */
export function pageUrl(baseUrl: string, routePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${routePath}`;
}

/**
 * The lead's searchable text: the description, unless Docusaurus took it from the lead itself (a page
 * without front matter `description` gets its first paragraph), which would count those words twice.
 */
function leadText(page: ParsedPage): string {
  const description = page.description.replace(/\.{3}$|\u2026$/u, '');
  return description === '' || page.lead.includes(description) ? page.lead : `${page.description} ${page.lead}`;
}

/**
 * The documents of one page: its lead (title = page title) and each `##`/`###` section (title = heading,
 * parentTitle = page title). The description and the keywords go on the lead only: they describe the
 * page (a word may be only there, as "VAT" on the taxes page), and copying them to every section would
 * let one page fill the result list. The description is searched as lead text; keywords as tags.
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
    content: leadText(page),
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
  /** Names a developer types to find it: the operationId, a webhook event's type. */
  readonly identifiers?: readonly string[];
  /** Names of its parameters and of the top-level fields of its body or payload. */
  readonly fields?: readonly string[];
}

/** The first sentence of a text (all of it when it has no sentence end). */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/**
 * An operation as a search document: found by its summary, its method and path, its description and
 * its field names; its identifiers are its tags, the strongest field, since a reader who types
 * `createCustomer` or `invoice.finalized` means exactly that one. Its snippet is the method, the path
 * and the description's first sentence: a list of field names reads badly there, and the index has a
 * size budget (this made room for the objects and headers of issue #31).
 */
export function operationDocument(operation: ApiOperation): SearchDocument {
  const fields = [...new Set(operation.fields ?? [])].join(' ');
  return {
    ref: operation.url,
    title: operation.summary,
    parentTitle: operation.apiTitle,
    content: `${operation.method.toUpperCase()} ${operation.path} ${operation.description} ${fields}`.trim(),
    tags: [...new Set(operation.identifiers ?? [])].join(' '),
    excerpt: `${operation.method.toUpperCase()} ${operation.path} ${firstSentence(operation.description)}`.trim(),
  };
}
