/**
 * After the build (and after every plugin that writes into it): the server rules of the site, from its
 * data. Hashes the inline scripts of every page into the Content-Security-Policy and writes `_headers`
 * (security headers, caching, and the specifications' and Markdown copies' rules) and the nginx
 * configuration. `_redirects` stays with the redirects-file plugin.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin, PluginModule} from '@docusaurus/types';
import type {ApiSpecSource} from '../../api-reference/spec/spec-source';
import {headerRules} from '../../api-reference/publish/publish';
import {apiSpecs} from '../../api-reference/spec/registry';
import {llmsFullTxtPath, llmsTxtPath, markdownHeaderRules} from '../../markdown-export/files';
import {markdownFilePaths} from '../../markdown-export/routes';
import {docRoutes} from '../../routes/docs-routes';
import {movedPaths} from '../../routes/redirects';
import type {PostBuildOrder} from '../../plugins/post-build-order';
import {indexFileName} from '../../search/plugin/options';
import {headersFilePath, hiddenPaths, nginxHttpFile, nginxServerFile, notFoundPage} from '../build-files';
import {headersFile} from '../headers-file';
import {distinctHashes} from '../inline-scripts';
import {httpConfig, serverConfig} from '../nginx-config';
import {apiConnectSources, contentSecurityPolicy, securityHeaders, type CspSources} from '../security-headers';
import {specServerUrls} from '../server-urls';
import {atomContentType, jsonContentType} from '../content-types';
import {apiCatalogContentType, apiCatalogPath, discoveryLinkHeader, serverCardPath} from '../../mcp/discovery';
import {mcpHttpPath} from '../../mcp/endpoint';
import {feedPath} from '../../api-changelog/plugin';
import {mcpLimits} from '../../mcp/limits';

/** `_headers` rules of the discovery documents: their JSON types (the files have no extension) and CORS. */
function discoveryHeaderRules(documents: readonly {path: string; contentType: string}[]): string {
  return documents
    .map(({path, contentType}) => `${path}\n  Content-Type: ${contentType}\n  Access-Control-Allow-Origin: *\n`)
    .join('');
}

export const name = 'meterstone-server-rules';

export interface ServerRulesOptions {
  readonly order: PostBuildOrder;
  /** The build's specifications: their servers are where the request console sends. */
  readonly source: ApiSpecSource;
  /** The API host and console URL of the site's configuration. */
  readonly apiUrls: readonly string[];
  /** Sources of the opt-in site operations that are on. */
  readonly cspSources: readonly CspSources[];
  /** Where nginx proxies the docs MCP endpoint (`METERSTONE_MCP_UPSTREAM`, see src/mcp/endpoint.ts). */
  readonly mcpUpstream: string;
}

/** Every page a reader can land on: the route list, the API pages, and the not-found page. */
function pageFiles(): string[] {
  return [...docRoutes.map((route) => route.path), ...apiSpecs.map((entry) => entry.route)]
    .map((route) => `${route}index.html`)
    .concat(notFoundPage);
}

export function serverRulesPlugin({order, source, apiUrls, cspSources, mcpUpstream}: ServerRulesOptions): PluginModule {
  return (context): Plugin => ({
    name,
    async postBuild({outDir}) {
      await order.written();
      const pages = await Promise.all(pageFiles().map((file) => readFile(path.join(outDir, file), 'utf8')));
      const specs = await source.load(context.siteDir);
      const csp = contentSecurityPolicy({
        scriptHashes: distinctHashes(pages),
        sources: [apiConnectSources([...apiUrls, ...specServerUrls(specs)]), ...cspSources],
      });
      // Every response also points agents to the API catalog and the MCP server card (RFC 9727 section 3).
      const security = [...securityHeaders(csp), ['Link', discoveryLinkHeader(context.baseUrl)] as const];
      const specPaths = apiSpecs.map((entry) => entry.publishPath);
      const discoveryDocuments = [
        {path: serverCardPath, contentType: jsonContentType},
        {path: apiCatalogPath, contentType: apiCatalogContentType},
        // The API changelog's feed is found the same way (feed readers, some in a browser) and must be
        // typed as Atom: by its `.xml` extension alone a server sends application/xml.
        {path: feedPath, contentType: atomContentType},
      ];
      const write = async (file: string, text: string) => {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, text);
      };
      await write(
        headersFilePath,
        headersFile({
          securityHeaders: security,
          revalidatePaths: [`/${indexFileName}`, ...specPaths, ...discoveryDocuments.map((document) => document.path)],
          rules: [
            headerRules(specPaths),
            markdownHeaderRules(markdownFilePaths()),
            discoveryHeaderRules(discoveryDocuments),
          ],
        }),
      );
      await write(nginxHttpFile, httpConfig());
      await write(
        nginxServerFile,
        serverConfig({
          movedPaths,
          securityHeaders: security,
          specPaths,
          corsTextPaths: [llmsTxtPath, llmsFullTxtPath],
          hiddenPaths,
          notFoundPage,
          discoveryDocuments,
          mcp: {path: mcpHttpPath, upstream: mcpUpstream, maxRequestBytes: mcpLimits.maxRequestBytes},
        }),
      );
      logger.info(`[${name}] Content-Security-Policy: ${csp}`);
    },
  });
}
