/** `search_docs`: the site's own search engine and ranking over the built index. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {mcpLimits} from '../limits';
import type {DocsBuild} from '../site/docs-build';
import {searchDocsTool} from '../tool-catalog';
import {errorResult, textResult} from './results';

export const searchDocsInput = {
  query: z
    .string()
    .trim()
    .min(1, 'query is empty: give a few keywords or a short question')
    .max(
      mcpLimits.maxQueryLength,
      `query is longer than ${mcpLimits.maxQueryLength} characters: shorten it to its keywords`,
    )
    .describe('Keywords or a short question, such as "idempotency key" or "how do I void an invoice"'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(mcpLimits.maxSearchResults)
    .optional()
    .describe(`How many results, 1 to ${mcpLimits.maxSearchResults} (default ${mcpLimits.maxSearchResults})`),
};

/** The results as a numbered Markdown list: title, page, absolute URL and the snippet's text. */
export function searchDocs(site: DocsBuild, query: string, limit: number = mcpLimits.maxSearchResults) {
  const engine = site.search();
  const results = engine.search(query).slice(0, limit);
  if (results.length === 0) {
    return textResult(
      `No results for "${query}". Try fewer or other words, or read ${site.siteUrl}llms.txt for the list of pages.`,
      '',
    );
  }
  const lines = results.map((result, rank) => {
    const snippet = engine
      .snippet(result)
      .map((segment) => segment.text)
      .join('')
      .trim();
    const url = new URL(result.url.replace(/^\//, ''), site.siteUrl).toString();
    const page = result.parentTitle === '' ? '' : ` (in ${result.parentTitle})`;
    return `${rank + 1}. [${result.title}](${url})${page}\n   ${snippet}`;
  });
  return textResult(`Results for "${query}", best first:\n\n${lines.join('\n')}\n`, '');
}

export function registerSearchDocs(server: McpServer, site: DocsBuild): void {
  server.registerTool(
    searchDocsTool.name,
    {
      title: searchDocsTool.title,
      description: searchDocsTool.description,
      inputSchema: searchDocsInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) => {
      try {
        return searchDocs(site, query, limit);
      } catch (error) {
        return errorResult(
          `The search index could not be read: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  );
}
