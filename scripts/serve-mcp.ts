/**
 * `npm run serve:mcp -- --port N --build <folder>`: the docs MCP server's Streamable HTTP transport on
 * 127.0.0.1:N/mcp (default $MCP_PORT, else 4176) over a build, until interrupted. The generated nginx
 * configuration proxies `/mcp` to it.
 */
import {parseArgs} from 'node:util';
import {defaultMcpPort, mcpHttpPath} from '../src/mcp/endpoint';
import {createMcpHttpServer} from '../src/mcp/http/http-server';
import {openDocsBuild} from '../src/mcp/site/docs-build';

const {values} = parseArgs({options: {port: {type: 'string'}, build: {type: 'string', default: 'build'}}});
const port = Number(values.port ?? process.env.MCP_PORT ?? defaultMcpPort);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a TCP port number, got "${values.port}"`);
  process.exit(2);
}
const server = createMcpHttpServer(openDocsBuild(values.build));
server.listen(port, '127.0.0.1', () => {
  console.log(`docs MCP server on http://127.0.0.1:${port}${mcpHttpPath} over ${values.build}/ (Ctrl-C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
