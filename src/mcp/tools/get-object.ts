/** `get_object`: one named schema with its fields and limits, and which of them update operations accept. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {apiMarkdownContext, schemaMarkdown} from '../../markdown-export/api-page';
import {operationLabel} from '../api/find-operation';
import {updateOperationsOf} from '../api/update-fields';
import {mcpLimits} from '../limits';
import {closestNames} from '../site/closest-names';
import type {BuiltApi, DocsBuild} from '../site/docs-build';
import {getObjectTool} from '../tool-catalog';
import {errorResult, textResult} from './results';
import {brand} from '../../config/brand';

export const getObjectInput = {
  name: z
    .string()
    .trim()
    .min(1, 'name is empty: give a schema name such as Customer')
    .max(mcpLimits.maxIdentifierLength, `name is longer than ${mcpLimits.maxIdentifierLength} characters`)
    .regex(/^[\w.-]+$/, 'name is a schema name such as Customer: letters, digits, _, . and - only')
    .describe('Schema name, such as Customer, Contract or UsageEvent'),
};

/** What can change: the update operations and the fields each accepts, or that none exists. */
function changesOf(name: string, api: BuiltApi): string {
  const updates = updateOperationsOf(name, api.content);
  if (updates.length === 0) {
    return `## What can change\n\nNo update (\`PATCH\` or \`PUT\`) operation of ${api.entry.label} returns a ${name}: it is not changed in place through this API.`;
  }
  const lines = updates.map(
    ({operation, fields}) =>
      `- [${operationLabel(operation)}](${api.pageUrl}#${operation.anchor}) (\`${operation.operationId ?? operation.anchor}\`) accepts: ${
        fields.length === 0 ? 'none of its fields directly' : fields.map((field) => `\`${field}\``).join(', ')
      }.`,
  );
  return `## What can change\n\nFields that update operations accept; every other field is set by ${brand.name} or only at creation.\n\n${lines.join('\n')}`;
}

export function getObject(site: DocsBuild, name: string) {
  const apis = site.apis().filter((api) => Object.hasOwn(api.content.schemas, name));
  if (apis.length === 0) {
    const names = site.apis().flatMap((api) => Object.keys(api.content.schemas));
    return errorResult(
      `No object "${name}". Closest: ${closestNames(name, names).join(', ')}. Names are case-sensitive.`,
    );
  }
  const sections = apis.map((api) =>
    [
      schemaMarkdown(name, apiMarkdownContext(api.content, api.pageUrl), 1),
      `Defined in ${api.entry.label}: ${api.pageUrl}`,
      changesOf(name, api),
    ].join('\n\n'),
  );
  return textResult(
    `${sections.join('\n\n---\n\n')}\n`,
    'Read the schema on its reference page with read_page instead.',
  );
}

export function registerGetObject(server: McpServer, site: DocsBuild): void {
  server.registerTool(
    getObjectTool.name,
    {
      title: getObjectTool.title,
      description: getObjectTool.description,
      inputSchema: getObjectInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) => getObject(site, name),
  );
}
