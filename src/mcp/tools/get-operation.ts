/** `get_operation`: one operation of the API reference as Markdown, with its rate-limit class and a sample. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {apiMarkdownContext, operationMarkdown, sampleLanguages} from '../../markdown-export/api-page';
import {findOperation} from '../api/find-operation';
import {rateLimitClassOf} from '../api/rate-limit-class';
import {mcpLimits} from '../limits';
import type {BuiltApi, DocsBuild} from '../site/docs-build';
import {getOperationTool} from '../tool-catalog';
import {errorResult, textResult} from './results';

const languages = Object.keys(sampleLanguages) as [keyof typeof sampleLanguages, ...(keyof typeof sampleLanguages)[]];

export const getOperationInput = {
  operation: z
    .string()
    .trim()
    .min(1, "operation is empty: give an operationId such as createCustomer, or 'METHOD /path'")
    .max(mcpLimits.maxIdentifierLength, `operation is longer than ${mcpLimits.maxIdentifierLength} characters`)
    .describe("operationId (createCustomer) or method and path ('POST /v1/customers')"),
  language: z
    .enum(languages, {error: `language is one of ${languages.join(', ')}`})
    .optional()
    .describe('Language of the request sample (default curl)'),
};

export function allOperations(site: DocsBuild) {
  return site.apis().map((api) => ({api, operations: api.content.tags.flatMap((tag) => tag.operations)}));
}

function rateLimitLine({method, path}: {method: string; path: string}, api: BuiltApi): string {
  const limit = rateLimitClassOf(method, path, api.document);
  const budget = limit.perSecond === undefined ? '' : `: ${limit.perSecond} requests per second per API token`;
  return `Rate-limit class: \`${limit.name}\`${budget}. Over it the API answers \`429\` with \`RateLimit-Reset\`.`;
}

export function getOperation(site: DocsBuild, wanted: string, language: keyof typeof sampleLanguages = 'curl') {
  const match = findOperation(wanted, allOperations(site));
  if (!match.found) {
    return errorResult(
      `No operation "${wanted}". Closest: ${match.suggestions.join(', ')}. Give an operationId or 'METHOD /path'; search_docs finds operations by topic.`,
    );
  }
  const {api, operation} = match;
  const context = apiMarkdownContext(api.content, api.pageUrl);
  const text = [
    operationMarkdown(operation, context, language),
    rateLimitLine(operation, api),
    `Reference: ${api.pageUrl}#${operation.anchor} (${api.entry.label}).`,
  ].join('\n\n');
  return textResult(
    `${text}\n`,
    'This operation is too large to answer whole; read its reference section with read_page.',
  );
}

export function registerGetOperation(server: McpServer, site: DocsBuild): void {
  server.registerTool(
    getOperationTool.name,
    {
      title: getOperationTool.title,
      description: getOperationTool.description,
      inputSchema: getOperationInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operation, language}) => getOperation(site, operation, language),
  );
}
