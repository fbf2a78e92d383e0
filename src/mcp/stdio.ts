/**
 * The docs MCP server over stdio, for assistants that start their own servers: `npx meterstone-docs-mcp
 * --build <folder>` (bin/meterstone-docs-mcp.mjs). Standard output carries only MCP messages; anything
 * for a person goes to standard error.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsMcpServer} from './server';
import {openDocsBuild} from './site/docs-build';

const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});

// No top-level await: the project's TypeScript runs as CommonJS under tsx.
void (async () => {
  const site = openDocsBuild(values.build);
  await createDocsMcpServer(site).connect(new StdioServerTransport());
  console.error(`meterstone-docs MCP server on stdio, reading ${values.build}/`);
})().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
