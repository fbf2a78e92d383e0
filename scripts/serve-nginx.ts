/**
 * `npm run serve:nginx -- --port N`: the build served by nginx with its generated configuration on
 * 127.0.0.1:N (default $E2E_NGINX_PORT, else 4175) until interrupted.
 */
import {parseArgs} from 'node:util';
import {startNginx} from './lib/nginx-server';

const {values} = parseArgs({
  options: {port: {type: 'string'}, dir: {type: 'string', default: 'build'}},
});
const port = Number(values.port ?? process.env.E2E_NGINX_PORT ?? 4175);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a TCP port number, got "${values.port}"`);
  process.exit(2);
}

const server = startNginx({buildDir: values.dir, port});
console.log(`nginx serves ${values.dir}/ on ${server.url}/ (Ctrl-C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
server.process.once('exit', (code) => process.exit(code ?? 0));
