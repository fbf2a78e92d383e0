/**
 * What the build offers agents, behind nginx with its generated configuration: the discovery documents
 * (the MCP server card and the RFC 9727 API catalog) with their types and CORS, the `Link` header that
 * points to both, Markdown by content negotiation (`Accept: text/markdown`, `Vary: Accept`), and the
 * docs MCP server proxied at `/mcp` (Playwright starts `npm run serve:mcp` on the configured upstream).
 */
import {request as httpRequest} from 'node:http';
import {test, expect} from '@playwright/test';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {listedDocRoutes, unlistedDocRoutes} from '../../../src/routes/docs-routes';
import {decoded, rawGet, type RawResponse} from './http';

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawGet(baseURL(), path, headers);
}

function post(
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, baseURL()),
      {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8')}),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe('nginx: discovery for agents', () => {
  test('the MCP server card is JSON with CORS and names the /mcp endpoint and the five tools', async () => {
    const response = await get('/.well-known/mcp');
    expect(response.status).toBe(200);
    expect(response.header('content-type')).toBe('application/json; charset=utf-8');
    expect(response.header('access-control-allow-origin')).toBe('*');
    const card = JSON.parse(decoded(response).toString('utf8')) as {transports: {url: string}[]; tools: unknown[]};
    expect(card.transports[0]!.url).toMatch(/\/mcp$/);
    expect(card.tools).toHaveLength(5);
  });

  test('the API catalog is a linkset listing the seven specifications, each of which answers', async () => {
    const response = await get('/.well-known/api-catalog');
    expect(response.status).toBe(200);
    expect(response.header('content-type')).toMatch(/^application\/linkset\+json/);
    const catalog = JSON.parse(decoded(response).toString('utf8')) as {linkset: {item?: {href: string}[]}[]};
    const items = catalog.linkset[0]!.item!.map((link) => new URL(link.href).pathname);
    expect(items).toEqual(apiSpecs.map((entry) => entry.publishPath));
    for (const item of items) {
      expect((await get(item)).status, item).toBe(200);
    }
  });

  test('pages carry a Link header to the API catalog and the server card', async () => {
    for (const route of ['/', '/launch-guides/quickstart/', '/api/']) {
      const link = (await get(route)).header('link') ?? '';
      expect(link, route).toContain('</.well-known/api-catalog>; rel="api-catalog"');
      expect(link, route).toContain('</.well-known/mcp>; rel="service-desc"');
    }
  });
});

test.describe('nginx: Markdown by content negotiation', () => {
  test('every docs page, listed or unlisted, and every API page answers its Markdown copy to Accept: text/markdown', async () => {
    const failures: string[] = [];
    const docsRoutes = [...listedDocRoutes, ...unlistedDocRoutes].map((entry) => entry.path);
    for (const route of [...docsRoutes, ...apiSpecs.map((entry) => entry.route)]) {
      const response = await get(route, {Accept: 'text/markdown'});
      const body = decoded(response).toString('utf8');
      if (
        response.status !== 200 ||
        response.header('content-type') !== 'text/markdown; charset=utf-8' ||
        !(response.header('vary') ?? '').includes('Accept') ||
        !body.startsWith('# ')
      ) {
        failures.push(
          `${route}: ${response.status} ${response.header('content-type')} vary=${response.header('vary')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  test('a browser Accept gets HTML, marked as varying by Accept', async () => {
    const response = await get('/launch-guides/quickstart/', {
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/markdown;q=0.8,*/*;q=0.7',
    });
    expect(response.header('content-type')).toBe('text/html; charset=utf-8');
    expect(response.header('vary')).toContain('Accept');
  });

  test('an unknown path asked for as Markdown, which has no copy, gets the HTML not-found page', async () => {
    const response = await get('/no-such-page/', {Accept: 'text/markdown'});
    expect(response.status).toBe(404);
    expect(response.header('content-type')).toBe('text/html; charset=utf-8');
  });
});

test.describe('nginx: the docs MCP endpoint', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'e2e', version: '1'}},
  });

  test('/mcp reaches the server through the proxy', async () => {
    const response = await post('/mcp', initialize);
    expect(response.status).toBe(200);
    expect(response.body).toContain('"name":"meterstone-docs"');
  });

  test('/mcp refuses a foreign Origin and an oversized body', async () => {
    expect((await post('/mcp', initialize, {Origin: 'https://evil.example.com'})).status).toBe(403);
    expect((await post('/mcp', 'x'.repeat(70 * 1024))).status).toBe(413);
  });
});
