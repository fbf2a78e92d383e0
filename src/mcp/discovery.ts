/**
 * Discovery documents for agents, written into the build: the MCP server's card (`/.well-known/mcp`)
 * and the API catalog (`/.well-known/api-catalog`, RFC 9727) that links the seven OpenAPI
 * specifications, their reference pages and the MCP server. Pure: site data in, JSON out.
 */
import {LATEST_PROTOCOL_VERSION} from '@modelcontextprotocol/sdk/types.js';
import type {ApiSpecEntry} from '../api-reference/spec/registry';
import {llmsTxtPath} from '../markdown-export/files';
import {mcpLimits} from './limits';
import {mcpHttpPath} from './endpoint';
import {mcpServerInfo, toolCatalog} from './tool-catalog';

export const serverCardPath = '/.well-known/mcp';
export const apiCatalogPath = '/.well-known/api-catalog';

/** RFC 9727 section 4: the catalog is a linkset (RFC 9264) with the api-catalog profile. */
export const apiCatalogContentType = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/**
 * The `Link` header every response carries, so an agent that fetched any page finds both documents:
 * `api-catalog` is RFC 9727's registered relation; the card is the MCP server's machine-readable
 * description (`service-desc`).
 */
export function discoveryLinkHeader(baseUrl: string): string {
  const at = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  return `<${at(apiCatalogPath)}>; rel="api-catalog", <${at(serverCardPath)}>; rel="service-desc"; type="application/json"; title="MCP server card"`;
}

/** Joins a site-absolute path to the site's URL (origin plus base URL). */
function absolute(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** The MCP server card: who the server is, where to connect, what it offers and its limits. */
export function serverCard(siteUrl: string): object {
  return {
    serverInfo: {name: mcpServerInfo.name, title: mcpServerInfo.title, version: mcpServerInfo.version},
    description: mcpServerInfo.instructions,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    transports: [{type: 'streamable-http', url: absolute(siteUrl, mcpHttpPath)}],
    capabilities: {tools: {}, resources: {}},
    tools: toolCatalog.map(({name, title, description}) => ({name, title, description})),
    resources: [
      {uri: absolute(siteUrl, llmsTxtPath), name: 'llms.txt', mimeType: 'text/plain'},
      {uriTemplate: absolute(siteUrl, '{+path}index.md'), name: 'page', mimeType: 'text/markdown'},
    ],
    limits: {
      maxQueryLength: mcpLimits.maxQueryLength,
      maxPageChars: mcpLimits.maxPageChars,
      maxFindLength: mcpLimits.maxFindLength,
      maxFindMatches: mcpLimits.maxFindMatches,
      maxRequestBytes: mcpLimits.maxRequestBytes,
      maxResponseBytes: mcpLimits.maxResponseBytes,
      requestsPerMinute: Math.round((mcpLimits.requestsPerWindow * 60_000) / mcpLimits.windowMs),
    },
    documentation: absolute(siteUrl, '/developer-resources/docs-for-agents/'),
  };
}

/**
 * The API catalog: the catalog's own entry first, listing the seven OpenAPI documents as `item`s plus
 * the MCP server card and llms.txt; then one context per API, anchored at its reference page, with its
 * OpenAPI document as `service-desc` and the page as `service-doc`.
 */
export function apiCatalog(siteUrl: string, specs: readonly ApiSpecEntry[]): object {
  const catalogUrl = absolute(siteUrl, apiCatalogPath);
  return {
    linkset: [
      {
        anchor: catalogUrl,
        item: specs.map((entry) => ({href: absolute(siteUrl, entry.publishPath), type: 'application/json'})),
        'service-desc': [{href: absolute(siteUrl, serverCardPath), type: 'application/json', title: 'MCP server card'}],
        'service-doc': [{href: absolute(siteUrl, llmsTxtPath), type: 'text/plain', title: 'llms.txt'}],
      },
      ...specs.map((entry) => ({
        anchor: absolute(siteUrl, entry.route),
        'service-desc': [{href: absolute(siteUrl, entry.publishPath), type: 'application/json', title: entry.label}],
        'service-doc': [{href: absolute(siteUrl, entry.route), type: 'text/html', title: entry.label}],
      })),
    ],
  };
}
