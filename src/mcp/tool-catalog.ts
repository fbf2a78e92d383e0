/**
 * Names and descriptions of the docs MCP server's tools and resources. The server registers them and
 * the build writes them into the server card (`/.well-known/mcp`), so an agent reads the same words
 * before and after connecting. Descriptions are written for a model: when to call the tool, what it
 * returns, and which tool to call next. Browser-safe: no Node imports.
 */
import {mcpLimits} from './limits';
import {brand} from '../config/brand';

export interface ToolSummary {
  readonly name: string;
  readonly title: string;
  readonly description: string;
}

export const searchDocsTool = {
  name: 'search_docs',
  title: `Search the ${brand.name} docs`,
  description: `Search the ${brand.name} documentation (guides, concepts and API reference) with the same engine and ranking as the site's search box. Returns up to ${mcpLimits.maxSearchResults} results, best first, each with its title, the page it belongs to, the URL of the page section and a snippet. Call this first with a few keywords or a short question (at most ${mcpLimits.maxQueryLength} characters), then pass a result's URL to read_page, or an operation to get_operation.`,
} as const satisfies ToolSummary;

export const readPageTool = {
  name: 'read_page',
  title: 'Read a docs page as Markdown',
  description: `Read one page of the ${brand.name} docs as Markdown. Pass the page URL or path (such as /launch-guides/quickstart/), as search_docs gives it. With a #anchor in the URL (or the anchor argument), the answer starts with that section, then gives the rest of the page after it, then the start of the page before it, each marked by a '--- … ---' line: the answer to a question is often in an adjacent section. Pass include: "section" for that section alone. To locate something in a long page, pass find with a word or short phrase: it returns the lines that contain it (literal, case-insensitive, at most ${mcpLimits.maxFindMatches}), each with the URL of its section, which you then read. Long text comes in parts of at most ${mcpLimits.maxPageChars} characters (${mcpLimits.defaultPageChars} by default): when the answer says more remains, call again with the same arguments and the offset it gives. For one API operation, get_operation is far shorter than reading an API reference page.`,
} as const satisfies ToolSummary;

export const getOperationTool = {
  name: 'get_operation',
  title: 'Get one API operation',
  description: `Get one operation of the ${brand.name} API by its operationId (such as createCustomer) or as 'METHOD /path' (such as 'POST /v1/customers'): authentication, parameters, request body fields, responses with examples, errors, limits, its rate-limit class, and a request sample in curl, python or typescript. Use search_docs first when you do not know the operationId.`,
} as const satisfies ToolSummary;

export const getObjectTool = {
  name: 'get_object',
  title: 'Get one API object (schema)',
  description: `Get one object of the ${brand.name} API by its schema name (such as Customer or UsageEvent): each field with its type, whether it is required, its limits and allowed values, and which fields the API's update operations accept (what can change after creation). Names are case-sensitive; an unknown name answers with the closest names.`,
} as const satisfies ToolSummary;

export const listWebhookEventsTool = {
  name: 'list_webhook_events',
  title: 'List webhook events',
  description: `List the webhook events ${brand.name} sends to your endpoint, each with its payload fields, an example payload, its delivery headers, and how to check the signature (with a receiver sample in python or typescript). Pass an event type (such as invoice.finalized) to get only that event.`,
} as const satisfies ToolSummary;

export const toolCatalog: readonly ToolSummary[] = [
  searchDocsTool,
  readPageTool,
  getOperationTool,
  getObjectTool,
  listWebhookEventsTool,
];

export const mcpServerInfo = {
  name: 'meterstone-docs',
  title: `${brand.name} Docs`,
  version: '1.0.0',
  instructions: `Read-only access to the ${brand.name} documentation and API reference, as built for the public site. Start with search_docs; read a result with read_page (a section comes with the rest of its page; find locates a phrase in a page); use get_operation, get_object and list_webhook_events for exact API facts instead of reading whole API reference pages. Resources hold llms.txt and every page as Markdown.`,
} as const;
