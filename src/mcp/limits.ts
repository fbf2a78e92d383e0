/**
 * The limits of the docs MCP server, in one place: the tools' input schemas, the HTTP transport, the
 * server card and the documentation page all read them, so the page states what the server enforces.
 * Browser-safe: no Node imports.
 */
export const mcpLimits = {
  /** Longest `search_docs` query, in characters: a reader's question, not a pasted page. */
  maxQueryLength: 200,
  /** Most results `search_docs` returns: the site's search box shows the same eight. */
  maxSearchResults: 8,
  /** Characters of Markdown one `read_page` call returns by default and at most (about 6,000 tokens). */
  defaultPageChars: 20_000,
  maxPageChars: 40_000,
  /** Shortest and longest `read_page` find phrase, most matching lines one find returns, and most characters shown of each (whole paragraphs but the longest few). */
  minFindLength: 2,
  maxFindLength: 100,
  maxFindMatches: 20,
  maxFindExcerptChars: 800,
  /** Longest URL, anchor, operation or object name accepted. */
  maxIdentifierLength: 300,
  /** Largest JSON-RPC request body the HTTP transport reads, in bytes. */
  maxRequestBytes: 64 * 1024,
  /** Largest response the HTTP transport sends, in bytes: a full `read_page` page plus JSON framing. */
  maxResponseBytes: 256 * 1024,
  /** Requests one client (by remote address) may make per window on the HTTP transport. */
  requestsPerWindow: 120,
  windowMs: 60_000,
} as const;
