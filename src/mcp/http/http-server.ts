/**
 * The Streamable HTTP transport of the docs MCP server on `/mcp`: stateless (a fresh server and
 * transport per request, JSON answers), behind checks of Host and Origin (DNS rebinding), the request
 * and response size caps and a per-client rate limit. Only POST carries MCP messages here; the stream of
 * server-initiated messages (GET) is not offered, since a read-only docs server sends none.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {mcpHttpPath} from '../endpoint';
import {mcpLimits} from '../limits';
import {createDocsMcpServer} from '../server';
import type {DocsBuild} from '../site/docs-build';
import {hostAllowed, originAllowed} from './origin';
import {createRateLimiter} from './rate-limiter';
import {readBody} from './request-body';

/** A JSON-RPC error answer outside any request (no id: the request was not read). */
function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {'Content-Type': 'application/json', ...headers});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client a request counts against: its address, or, when it came through a proxy on loopback (the
 * generated nginx configuration), the address the proxy names in `X-Real-IP`.
 */
function clientOf(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-real-ip'];
  return loopbackAddresses.has(peer) && typeof forwarded === 'string' && forwarded !== '' ? forwarded : peer;
}

/** Counts what is written and cuts the connection past the cap (the tools keep well under it). */
function capResponse(response: ServerResponse, maxBytes: number): void {
  let written = 0;
  const count = (chunk: unknown) => {
    written += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.length : 0;
    if (written > maxBytes) {
      response.destroy(new Error(`response over ${maxBytes} bytes`));
      return false;
    }
    return true;
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: unknown, ...rest: unknown[]) =>
    count(chunk) && write(chunk, ...rest)) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) =>
    typeof chunk === 'function' || chunk === undefined || count(chunk)
      ? end(chunk, ...rest)
      : response) as ServerResponse['end'];
}

export interface McpHttpOptions {
  /** Requests per client per window; the limits' defaults unless a test says otherwise. */
  readonly requestsPerWindow?: number;
  readonly windowMs?: number;
}

export function createMcpHttpServer(site: DocsBuild, options: McpHttpOptions = {}): Server {
  const limiter = createRateLimiter(
    options.requestsPerWindow ?? mcpLimits.requestsPerWindow,
    options.windowMs ?? mcpLimits.windowMs,
  );
  return createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        refuse(response, 500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== mcpHttpPath) {
      return refuse(response, 404, `Not found: the MCP endpoint is ${mcpHttpPath}`);
    }
    if (!hostAllowed(request.headers.host, site.siteUrl)) {
      return refuse(response, 403, 'Forbidden: unknown Host');
    }
    if (!originAllowed(request.headers.origin, site.siteUrl)) {
      return refuse(response, 403, 'Forbidden: this Origin may not call the docs MCP server');
    }
    const decision = limiter.take(clientOf(request));
    if (!decision.allowed) {
      return refuse(response, 429, 'Too many requests: slow down', {'Retry-After': String(decision.retryAfterSeconds)});
    }
    if (request.method !== 'POST') {
      return refuse(response, 405, 'Method not allowed: send MCP messages with POST', {Allow: 'POST'});
    }
    const body = await readBody(request, mcpLimits.maxRequestBytes);
    if (!body.ok) {
      return refuse(response, 413, `Request body over ${mcpLimits.maxRequestBytes} bytes`);
    }
    let message: unknown;
    try {
      message = JSON.parse(body.text);
    } catch {
      response.writeHead(400, {'Content-Type': 'application/json'});
      response.end(
        JSON.stringify({jsonrpc: '2.0', error: {code: -32700, message: 'Parse error: the body is not JSON'}, id: null}),
      );
      return;
    }
    capResponse(response, mcpLimits.maxResponseBytes);
    const server = createDocsMcpServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, message);
  }
}
