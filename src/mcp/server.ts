/**
 * The docs MCP server: the five read-only tools and the resources over one opened build. Transports
 * (stdio.ts, http/) create one per connection or request; the build is opened once and shared.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {registerResources} from './resources';
import type {DocsBuild} from './site/docs-build';
import {mcpServerInfo} from './tool-catalog';
import {registerGetObject} from './tools/get-object';
import {registerGetOperation} from './tools/get-operation';
import {registerListWebhookEvents} from './tools/list-webhook-events';
import {registerReadPage} from './tools/read-page';
import {registerSearchDocs} from './tools/search-docs';

export function createDocsMcpServer(site: DocsBuild): McpServer {
  const server = new McpServer(
    {name: mcpServerInfo.name, title: mcpServerInfo.title, version: mcpServerInfo.version},
    {instructions: mcpServerInfo.instructions},
  );
  registerSearchDocs(server, site);
  registerReadPage(server, site);
  registerGetOperation(server, site);
  registerGetObject(server, site);
  registerListWebhookEvents(server, site);
  registerResources(server, site);
  return server;
}
