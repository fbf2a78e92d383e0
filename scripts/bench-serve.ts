/**
 * `npm run bench:serve`: wrk on loopback against nginx (the generated configuration) and against
 * `docusaurus serve`, over the same build, for a page, a hashed asset and /search.json, with a browser's
 * Accept-Encoding. Prints requests per second, p99 latency and errors of each, and nginx's ratio; exits
 * non-zero on any error. Run it on a quiet machine: both servers and wrk share its cores.
 */
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {formatNumber, formatRatio, formatTable, ratio} from './lib/bench-stats';
import {startNginx, waitUntilUp} from './lib/nginx-server';
import {parseWrk, type WrkFigures} from './lib/wrk-output';

const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 4186);
const docusaurusPort = Number(process.env.BENCH_DOCUSAURUS_PORT ?? 4187);
const duration = process.env.BENCH_DURATION ?? '10s';
const connections = process.env.BENCH_CONNECTIONS ?? '32';
const threads = process.env.BENCH_THREADS ?? '2';
const acceptEncoding = 'gzip, deflate, br';

const home = readFileSync('build/index.html', 'utf8');
const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)?.[1];
if (asset === undefined) {
  throw new Error('build/index.html names no main script: run `npm run build` first.');
}
const targets = [
  {label: 'page /launch-guides/quickstart/', path: '/launch-guides/quickstart/'},
  {label: `hashed asset ${asset}`, path: asset},
  {label: '/search.json', path: '/search.json'},
];

function wrk(url: string): WrkFigures {
  const result = spawnSync(
    'wrk',
    ['-t', threads, '-c', connections, '-d', duration, '--latency', '-H', `Accept-Encoding: ${acceptEncoding}`, url],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(`wrk failed on ${url}: ${result.stderr}`);
  }
  return parseWrk(result.stdout);
}

async function main(): Promise<void> {
  const nginx = startNginx({buildDir: 'build', port: nginxPort});
  const docusaurus = spawn(
    'npx',
    ['docusaurus', 'serve', '--port', String(docusaurusPort), '--host', '127.0.0.1', '--no-open'],
    {stdio: 'ignore', detached: true},
  );
  const docusaurusUrl = `http://127.0.0.1:${docusaurusPort}`;
  try {
    await Promise.all([waitUntilUp(`${nginx.url}/`), waitUntilUp(`${docusaurusUrl}/`, 60_000)]);
    const rows: string[][] = [
      ['target', 'server', 'req/s', 'p99 ms', 'errors', 'nginx req/s ratio', 'nginx p99 ratio'],
    ];
    let errors = 0;
    for (const target of targets) {
      const byNginx = wrk(`${nginx.url}${target.path}`);
      const byDocusaurus = wrk(`${docusaurusUrl}${target.path}`);
      errors += byNginx.errors + byDocusaurus.errors;
      rows.push(
        [
          target.label,
          'nginx',
          formatNumber(byNginx.requestsPerSecond),
          formatNumber(byNginx.p99Ms, 2),
          String(byNginx.errors),
          formatRatio(ratio(byNginx.requestsPerSecond, byDocusaurus.requestsPerSecond)),
          formatRatio(ratio(byNginx.p99Ms, byDocusaurus.p99Ms)),
        ],
        [
          '',
          'docusaurus serve',
          formatNumber(byDocusaurus.requestsPerSecond),
          formatNumber(byDocusaurus.p99Ms, 2),
          String(byDocusaurus.errors),
          '',
          '',
        ],
      );
    }
    console.log(`wrk -t${threads} -c${connections} -d${duration} --latency, Accept-Encoding: ${acceptEncoding}\n`);
    console.log(formatTable(rows));
    if (errors > 0) {
      console.error(`\n${errors} errors`);
      process.exitCode = 1;
    }
  } finally {
    await nginx.stop();
    if (docusaurus.pid !== undefined) {
      // npx starts docusaurus in a process group of its own (detached): stop the whole group.
      process.kill(-docusaurus.pid, 'SIGTERM');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
