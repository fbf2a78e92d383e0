/**
 * The docs MCP server over the built site, driven by the SDK's own client over both transports: stdio
 * (the `meterstone-docs-mcp` command) and Streamable HTTP (`/mcp`). Every tool with good, bad, oversized
 * and hostile input; `search_docs` ranks like the site's search box for every relevance query; the HTTP
 * transport's Origin check, size caps and rate limit. It reads `build/`, so it runs after
 * `docusaurus build`: `npm run test:mcp` (the plain unit run leaves it out: see vitest.config.mts).
 */
import {existsSync, readFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {engineFromIndexFile} from '../../../src/search/engine/index-file';
import {createMcpHttpServer} from '../../../src/mcp/http/http-server';
import {mcpLimits} from '../../../src/mcp/limits';
import {openDocsBuild} from '../../../src/mcp/site/docs-build';
import {toolCatalog} from '../../../src/mcp/tool-catalog';
import {relevanceQueries} from '../search/relevance/queries';

const root = path.resolve(__dirname, '../../..');
const buildDir = path.join(root, 'build');
const skipReason = !existsSync(path.join(buildDir, 'search.json'))
  ? `MCP checks skipped: ${buildDir}/search.json is absent; run \`npm run build\` first`
  : undefined;
if (skipReason !== undefined) {
  console.info(skipReason);
}

type Call = (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** A rejected call: an error result, or an error the client throws; either way its message. */
async function rejection(call: Promise<CallToolResult>): Promise<string> {
  try {
    const result = await call;
    expect(result.isError, textOf(result)).toBe(true);
    return textOf(result);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function toolChecks(label: string, connect: () => Promise<Client>) {
  describe(`${label}: every tool`, () => {
    let client: Client;
    let call: Call;
    beforeAll(async () => {
      client = await connect();
      call = async (name, args) => (await client.callTool({name, arguments: args})) as CallToolResult;
    }, 60_000);
    afterAll(async () => {
      await client?.close();
    });

    it('lists the five tools with their descriptions and the resources', async () => {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(toolCatalog.map((tool) => tool.name).sort());
      const {resources} = await client.listResources();
      expect(resources.some((resource) => resource.uri.endsWith('/launch-guides/quickstart/index.md'))).toBe(true);
      const llms = await client.readResource({uri: 'https://legacy-docs.meterstone.com/llms.txt'});
      expect(JSON.stringify(llms.contents)).toContain('/.well-known/mcp');
    });

    it('search_docs: results with URLs and snippets; empty, oversized and odd queries', async () => {
      const found = textOf(await call('search_docs', {query: 'idempotency key'}));
      expect(found).toMatch(
        /^1\. \[.+\]\(https:\/\/legacy-docs\.meterstone\.com\/developer-resources\/use-api\/idempotency\//m,
      );
      expect(await rejection(call('search_docs', {query: ''}))).toMatch(/query is empty/);
      expect(await rejection(call('search_docs', {query: 'x'.repeat(10_000)}))).toMatch(/longer than 200/);
      expect(await rejection(call('search_docs', {query: 'usage', limit: 50}))).toMatch(/limit/);
      expect(textOf(await call('search_docs', {query: '"); DROP TABLE <script>'}))).toMatch(/No results|Results/);
    });

    it('read_page: a page, a section, parts; unknown and hostile paths', async () => {
      const page = textOf(await call('read_page', {url: '/developer-resources/use-api/pagination/'}));
      expect(page).toMatch(/^# .*\n\n> /);
      const section = textOf(
        await call('read_page', {url: '/developer-resources/use-api/webhooks/#event-invoice-finalized'}),
      );
      expect(section).toMatch(/^### `invoice\.finalized`/);
      const first = textOf(await call('read_page', {url: '/api/'}));
      expect(first.length).toBeLessThanOrEqual(mcpLimits.defaultPageChars + 200);
      const next = /offset (\d+) for the rest/.exec(first);
      expect(next).not.toBeNull();
      expect(textOf(await call('read_page', {url: '/api/', offset: Number(next![1])}))).not.toBe(first);
      expect(await rejection(call('read_page', {url: '/no-such-page/'}))).toMatch(/No page at \/no-such-page\//);
      for (const hostile of [
        '/../../etc/passwd',
        '/api/%2e%2e/%2e%2e/package.json',
        'file:///etc/passwd',
        'https://evil.example.com/',
      ]) {
        expect(await rejection(call('read_page', {url: hostile}))).not.toMatch(/root:|"name"/);
      }
      expect(await rejection(call('read_page', {url: '/api/', anchor: '../../x'}))).toMatch(/anchor/);
      expect(await rejection(call('read_page', {url: '/api/', maxChars: 10_000_000}))).toMatch(/maxChars/);
      expect(await rejection(call('read_page', {url: 'x'.repeat(5000)}))).toMatch(/longer than/);
    });

    it('read_page: a section comes with the rest of its page, or alone; bad include values', async () => {
      const url = '/developer-resources/use-api/idempotency/#what-meterstone-does-with-the-key';
      const withRest = textOf(await call('read_page', {url}));
      expect(withRest).toMatch(/^## What Meterstone does with the key/);
      expect(withRest).toContain('--- rest of the page, after this section ---\n\n## Worked example');
      // The key's 24-hour retention is in the section before: the default read brings it too (agent check Q17).
      expect(withRest).toMatch(/--- start of the page, before this section ---[\s\S]*remembers a key for 24 hours/);
      const alone = textOf(await call('read_page', {url, include: 'section'}));
      expect(alone).toMatch(/^## What Meterstone does with the key/);
      expect(alone).not.toContain('--- rest of the page');
      expect(await rejection(call('read_page', {url, include: 'everything'}))).toMatch(/include/);
    });

    it('read_page find: matching lines with their section links; empty, oversized, hostile and mixed input', async () => {
      const found = textOf(await call('read_page', {url: '/developer-resources/data-export/', find: 'PAUSED'}));
      expect(found).toMatch(/^"PAUSED" is on \d+ lines? of \/developer-resources\/data-export\//);
      expect(found).toContain('(https://legacy-docs.meterstone.com/developer-resources/data-export/#when-a-run-fails)');
      expect(found.length).toBeLessThan(mcpLimits.maxFindMatches * (mcpLimits.maxFindExcerptChars + 300));
      const none = await call('read_page', {url: '/developer-resources/data-export/', find: '.*(a+)+$'});
      expect(none.isError).toBeFalsy();
      expect(textOf(none)).toMatch(/^No line of/);
      expect(await rejection(call('read_page', {url: '/api/', find: ' '}))).toMatch(/find is at least/);
      expect(await rejection(call('read_page', {url: '/api/', find: 'x'.repeat(5000)}))).toMatch(/find is longer than/);
      expect(await rejection(call('read_page', {url: '/api/', find: 42}))).toMatch(/find|string/i);
      expect(await rejection(call('read_page', {url: '/api/', find: 'customer', offset: 100}))).toMatch(
        /leave out offset/,
      );
      expect(await rejection(call('read_page', {url: '/../../etc/passwd', find: 'root'}))).not.toMatch(/root:/);
    });

    it('get_operation: by operationId and by METHOD /path, in each language; unknown ids', async () => {
      const curl = textOf(await call('get_operation', {operation: 'createCustomer'}));
      expect(curl).toContain('`POST /v1/customers`');
      expect(curl).toContain('Rate-limit class: `writes`: 25 requests per second');
      expect(curl).toContain('```bash');
      const python = textOf(await call('get_operation', {operation: 'POST /v1/customers', language: 'python'}));
      expect(python).toContain('```python');
      expect(textOf(await call('get_operation', {operation: 'POST /v1/usage/events'}))).toContain('`ingest`');
      expect(await rejection(call('get_operation', {operation: 'createCustomr'}))).toMatch(/Closest: createCustomer/);
      expect(await rejection(call('get_operation', {operation: 'createCustomer', language: 'cobol'}))).toMatch(
        /language/,
      );
      expect(await rejection(call('get_operation', {operation: 'x'.repeat(5000)}))).toMatch(/longer than/);
      // The first call of a server builds the seven specifications' operations (seconds, and 28 s once
      // on a loaded two-core machine, over the 20 s default); the later calls read them.
    }, 90_000);

    it('get_object: fields, limits and what can change; unknown and hostile names', async () => {
      const customer = textOf(await call('get_object', {name: 'Customer'}));
      expect(customer).toMatch(/^# Customer/);
      expect(customer).toContain('| `name` |');
      expect(customer).toMatch(/## What can change[\s\S]*updateCustomer[\s\S]*`name`/);
      expect(await rejection(call('get_object', {name: 'Customr'}))).toMatch(/Closest: .*Customer/);
      expect(await rejection(call('get_object', {name: '../../package.json'}))).toMatch(/schema name/);
    });

    it('list_webhook_events: every event with payload and the signature check; one event; unknown event', async () => {
      const all = textOf(await call('list_webhook_events', {}));
      expect(all).toContain('Webhook event `invoice.finalized`');
      expect(all).toContain('Meterstone-Signature');
      expect(all).toContain('## Check the signature');
      const one = textOf(await call('list_webhook_events', {event: 'invoice.finalized', language: 'python'}));
      expect(one).not.toContain('Webhook event `invoice.voided`');
      expect(one).toContain('```python');
      expect(await rejection(call('list_webhook_events', {event: 'invoice.exploded'}))).toMatch(/No webhook event/);
    });
  });
}

describe.skipIf(skipReason !== undefined)('docs MCP server on the built site', () => {
  const site = skipReason === undefined ? openDocsBuild(buildDir) : undefined;
  const server = site === undefined ? undefined : createMcpHttpServer(site, {requestsPerWindow: 100_000});
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => server!.close(() => resolve())));

  toolChecks('stdio', async () => {
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.join(root, 'bin/meterstone-docs-mcp.mjs'), '--build', buildDir],
        stderr: 'ignore',
      }),
    );
    return client;
  });

  toolChecks('Streamable HTTP', async () => {
    const client = new Client({name: 'http-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    return client;
  });

  it('search_docs returns the search box top result for every relevance query', async () => {
    const engine = engineFromIndexFile(JSON.parse(readFileSync(path.join(buildDir, 'search.json'), 'utf8')));
    const client = new Client({name: 'relevance', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    const differences: string[] = [];
    for (const {query} of relevanceQueries) {
      const expected = engine.search(query)[0];
      const text = textOf((await client.callTool({name: 'search_docs', arguments: {query}})) as CallToolResult);
      const first = /^1\. \[.*?\]\((\S+?)\)/m.exec(text)?.[1];
      const want = expected === undefined ? undefined : new URL(expected.url.slice(1), site!.siteUrl).toString();
      if (first !== want) {
        differences.push(`${query}: ${first} instead of ${want}`);
      }
    }
    await client.close();
    expect(differences).toEqual([]);
  }, 120_000);

  describe('HTTP transport limits', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers},
        body,
      });
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
    });

    it('refuses a foreign Origin and a rebound Host, and accepts the docs site', async () => {
      expect((await post(initialize, {Origin: 'https://evil.example.com'})).status).toBe(403);
      expect((await post(initialize, {Origin: 'https://legacy-docs.meterstone.com'})).status).toBe(200);
      const rebound = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(endpoint, {method: 'POST', headers: {Host: 'attacker.example.net'}}, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(initialize);
      });
      expect(rebound).toBe(403);
    });

    it('refuses an oversized body with 413 and a non-JSON body with a parse error', async () => {
      expect((await post('x'.repeat(mcpLimits.maxRequestBytes + 1))).status).toBe(413);
      const broken = await post('{"jsonrpc":');
      expect(broken.status).toBe(400);
      expect(await broken.text()).toContain('Parse error');
    });

    it('answers 429 with Retry-After once a client is over its budget', async () => {
      const limited = createMcpHttpServer(site!, {requestsPerWindow: 2, windowMs: 60_000});
      await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(limited.address() as AddressInfo).port}/mcp`;
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
          body: initialize,
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      await new Promise<void>((resolve) => limited.close(() => resolve()));
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});
