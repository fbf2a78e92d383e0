/**
 * The quickstart's "Run it as one script" shell, Python and TypeScript scripts run exactly as a reader
 * pastes them, against a Prism mock of the v1 specification on loopback. Prism answers from the
 * specification's examples and rejects (422) a request whose body, headers or bearer token the
 * specification does not allow, so a 2xx proves each body valid. The scripts read the API host from
 * `METERSTONE_API_BASE`; the test points it at a small recording proxy in front of Prism, which keeps
 * every request each run sent, so the test can check what the scripts sent, not only that they ended:
 * the rate card and the contract start on the first day of the current UTC month, the event is dated
 * now, and every write has its own Idempotency-Key.
 *
 * "Any date": faketime is not installed on every machine, and the scripts take no date override (a
 * reader's script must not have one). The shell script runs once more with a `date` shim on PATH that
 * answers a day in 2031, and the recorded bodies must carry July 2031.
 *
 * Readers have `uuidgen` (macOS, util-linux); a bare CI image may not, so a shim reading the kernel's
 * UUID source is put on PATH only when the command is missing.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer as createHttpServer, request as httpRequest, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {substituteFigures} from '../../../src/example/figures';
import {freePort, spawnPrism, waitForMock} from '../support/prism-mock';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const page = substituteFigures(readFileSync(path.join(siteDir, 'docs/launch-guides/quickstart.mdx'), 'utf8'));
const scriptsSection = page.slice(page.indexOf('## Run it as one script'));
const blocks = extractCodeBlocks(scriptsSection);
const script = (lang: string) => blocks.find((block) => block.lang === lang)?.code ?? '';
const shellScript = script('bash');
const pythonScript = script('python');
const typeScriptScript = script('ts');

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey?: string;
  readonly body: Record<string, unknown>;
  readonly status: number;
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'quickstart-'));
const binDir = path.join(tempDir, 'bin');
let mock: ChildProcess | undefined;
let proxy: Server | undefined;
let proxyOrigin = '';
/** What each run sent, by the run's name: the first path segment of its base URL. */
const recorded = new Map<string, Recorded[]>();

/** Forwards `/<run>/v1/...` to Prism's `/v1/...` and records the request under `<run>`. */
function startProxy(mockPort: number): Promise<Server> {
  const server = createHttpServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const [, run = '', ...rest] = (incoming.url ?? '/').split('/');
      const forwardPath = `/${rest.join('/')}`;
      const bodyText = Buffer.concat(chunks).toString('utf8');
      const headers = {...incoming.headers, host: `127.0.0.1:${mockPort}`};
      const upstream = httpRequest(
        {host: '127.0.0.1', port: mockPort, method: incoming.method, path: forwardPath, headers},
        (answer) => {
          const key = incoming.headers['idempotency-key'];
          recorded.set(run, [
            ...(recorded.get(run) ?? []),
            {
              method: incoming.method ?? '',
              path: forwardPath.replace(/\?.*$/, ''),
              idempotencyKey: typeof key === 'string' ? key : undefined,
              body: bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : {},
              status: answer.statusCode ?? 0,
            },
          ]);
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      upstream.end(bodyText);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly requests: Recorded[];
}

/** Runs a page's script unchanged, with the API host pointed at the proxy under the run's name. */
function run(name: string, command: string, args: string[], input: string, extraPath = ''): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: tempDir,
      env: {
        ...process.env,
        METERSTONE_API_BASE: `${proxyOrigin}/${name}`,
        METERSTONE_API_TOKEN: 'test-token',
        // A proxy of the machine must not take the loopback requests.
        NO_PROXY: '127.0.0.1',
        no_proxy: '127.0.0.1',
        PATH: [extraPath, binDir, process.env.PATH ?? ''].filter(Boolean).join(':'),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 25_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr, requests: recorded.get(name) ?? []});
    });
    child.stdin.end(input);
  });
}

/** The first day of the month of `day`, in UTC, as the scripts write it. */
const monthStart = (day: Date) => `${day.toISOString().slice(0, 7)}-01T00:00:00`;

/** The requests a run sent: all answered 2xx, with the contract dates and event time of `day`. */
function expectRequestsOf(result: RunResult, day: Date, toleranceMs: number) {
  const requests = result.requests;
  expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    'POST /v1/billable-metrics 201',
    'POST /v1/products 201',
    'POST /v1/rate-cards 201',
    'POST /v1/customers 201',
    'POST /v1/contracts 201',
    'POST /v1/usage/events 200',
    'GET /v1/invoices 200',
  ]);
  const body = (p: string) => requests.find((r) => r.path === p)?.body ?? {};
  const rates = body('/v1/rate-cards').rates as {starts_at: string}[];
  expect(rates[0]?.starts_at).toMatch(new RegExp(`^${monthStart(day)}(Z|\\.000Z|\\+00:00)$`));
  expect(body('/v1/contracts').starts_at).toMatch(new RegExp(`^${monthStart(day)}(Z|\\.000Z|\\+00:00)$`));
  const [event] = body('/v1/usage/events').events as {timestamp: string; transaction_id: string}[];
  expect(Math.abs(Date.parse(event?.timestamp ?? '') - day.getTime())).toBeLessThan(toleranceMs);
  // Derived from the action (the run's customer), never minted at send time: a resend keeps it.
  expect(event?.transaction_id).toMatch(/^quickstart-[0-9a-f-]{36}-0001$/i);
  const keys = requests
    .filter((r) => r.method === 'POST' && r.path !== '/v1/usage/events')
    .map((r) => r.idempotencyKey);
  // The shell makes 32 hex digits with od (sample-conventions' key line); Python and TypeScript a UUID.
  expect(keys.every((key) => /^(?:[0-9a-f]{32}|[0-9a-f-]{36})$/i.test(key ?? ''))).toBe(true);
  expect(new Set(keys).size).toBe(keys.length);
  return keys;
}

beforeAll(async () => {
  mkdirSync(binDir);
  if (spawnSync('sh', ['-c', 'command -v uuidgen']).status !== 0) {
    writeFileSync(path.join(binDir, 'uuidgen'), '#!/bin/sh\ncat /proc/sys/kernel/random/uuid\n');
    chmodSync(path.join(binDir, 'uuidgen'), 0o755);
  }
  const port = await freePort();
  mock = spawnPrism('api/specs/v1.yaml', port);
  proxy = await startProxy(port);
  const address = proxy.address();
  proxyOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await waitForMock(`http://127.0.0.1:${port}/v1/customers`, 25_000);
}, 30_000);

afterAll(async () => {
  mock?.kill();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  rmSync(tempDir, {recursive: true, force: true});
});

// Each script makes seven requests through Prism, which validates each against the large v1 specification:
// seconds each on a busy machine, so these tests get more than the default 20 s.
describe.concurrent('the quickstart scripts', {timeout: 90_000}, () => {
  it('are on the page and read the API host from METERSTONE_API_BASE, the sandbox by default', () => {
    for (const text of [shellScript, pythonScript, typeScriptScript]) {
      expect(text).toContain('METERSTONE_API_BASE');
      expect(text).toContain('https://sandbox.api.meterstone.com');
    }
  });

  it('run in a shell against the mock API, today, with a fresh key per write', async () => {
    const first = await run('shell', 'bash', ['-s'], shellScript);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('"accepted"');
    // The draft invoice's lines, as the mock answers them from the specification's example.
    expect(first.stdout).toContain('"name": "API requests"');
    const firstKeys = expectRequestsOf(first, new Date(), 5 * 60_000);
    // A second paste sends new keys, not the first paste's.
    const second = await run('shell-again', 'bash', ['-s'], shellScript);
    expect(second.status).toBe(0);
    const secondKeys = expectRequestsOf(second, new Date(), 5 * 60_000);
    expect(secondKeys.filter((key) => firstKeys.includes(key))).toEqual([]);
  });

  it('run in a shell on a day in 2031 too', async () => {
    const shimDir = path.join(tempDir, 'date-2031');
    mkdirSync(shimDir);
    writeFileSync(path.join(shimDir, 'date'), `#!/bin/sh\nexec /bin/date -d '2031-07-15 10:30:00 UTC' "$@"\n`);
    chmodSync(path.join(shimDir, 'date'), 0o755);
    const result = await run('shell-2031', 'bash', ['-s'], `date -u +%Y >&2\n${shellScript}`, shimDir);
    expect(result.stderr.trim()).toBe('2031');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"accepted"');
    expectRequestsOf(result, new Date('2031-07-15T10:30:00Z'), 1000);
  });

  it('run in Python against the mock API', async () => {
    const result = await run('python', 'python3', ['-'], pythonScript);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("'accepted'");
    expectRequestsOf(result, new Date(), 5 * 60_000);
  });

  it('run in TypeScript against the mock API', async () => {
    const file = path.join(tempDir, 'quickstart.mts');
    writeFileSync(file, typeScriptScript);
    const result = await run('typescript', path.join(siteDir, 'node_modules/.bin/tsx'), [file], '');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('accepted');
    expectRequestsOf(result, new Date(), 5 * 60_000);
  });
});
