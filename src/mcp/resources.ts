/**
 * The server's resources: `llms.txt` and every page's Markdown copy, under the URLs the site publishes
 * them at, read from the build. The page list is llms.txt's, so it is exactly what the build wrote.
 */
import {ResourceTemplate, type McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {llmsTxtPath} from '../markdown-export/files';
import {parsePageAddress} from './site/page-address';
import type {DocsBuild} from './site/docs-build';

const markdownType = 'text/markdown';

export function registerResources(server: McpServer, site: DocsBuild): void {
  const llmsUrl = new URL(llmsTxtPath.slice(1), site.siteUrl).toString();
  server.registerResource(
    'llms.txt',
    llmsUrl,
    {title: 'llms.txt', description: 'Index of every docs page with its Markdown URL', mimeType: 'text/plain'},
    (uri) => ({contents: [{uri: uri.href, mimeType: 'text/plain', text: site.llmsTxt()}]}),
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${site.siteUrl}{+path}`, {
      list: () => ({
        resources: site.listedPages().map((page) => ({
          uri: page.markdownUrl,
          name: page.title,
          description: page.description,
          mimeType: markdownType,
        })),
      }),
    }),
    {
      title: 'Docs page as Markdown',
      description: "A page's Markdown copy: its URL followed by index.md",
      mimeType: markdownType,
    },
    (uri) => {
      const parsed = parsePageAddress(uri.href, site.siteUrl);
      const markdown =
        parsed.ok && uri.pathname.endsWith('/index.md') ? site.markdown(parsed.address.route) : undefined;
      if (markdown === undefined) {
        throw new Error(`No Markdown page at ${uri.href}: list the resources, or read llms.txt.`);
      }
      return {contents: [{uri: uri.href, mimeType: markdownType, text: markdown}]};
    },
  );
}
