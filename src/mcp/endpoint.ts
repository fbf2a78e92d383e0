/**
 * Where the docs MCP server listens over HTTP, in one place: `npm run serve:mcp`, the nginx
 * configuration that proxies to it, the server card and the tests. Browser-safe: no Node imports.
 */

/** Path of the Streamable HTTP endpoint, on the MCP server and on the docs host that proxies it. */
export const mcpHttpPath = '/mcp';

/** Loopback port of `npm run serve:mcp` unless `--port` or `MCP_PORT` says otherwise. */
export const defaultMcpPort = 4176;

/** Build-time variable: where the generated nginx configuration proxies `/mcp` to. */
export const mcpUpstreamVariable = 'METERSTONE_MCP_UPSTREAM';

/** The upstream nginx proxies `/mcp` to: the variable's value, else `serve:mcp` on its default port. */
export function mcpUpstream(env: Readonly<Record<string, string | undefined>>): string {
  const value = env[mcpUpstreamVariable]?.trim();
  return value === undefined || value === '' ? `http://127.0.0.1:${defaultMcpPort}` : value.replace(/\/$/, '');
}
