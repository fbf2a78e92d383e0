/**
 * The quickstart's "Run it as one script" shell and Python scripts run as a reader pastes them, against a
 * Prism mock of the v1 specification on loopback: Prism answers from the specification's examples and
 * rejects (422) a request whose body, headers or bearer token the specification does not allow. The only
 * change to the page's text is the API host, pointed at the mock. The scripts date the rate card, the
 * contract and the event from the clock, so they also run on a day far from the example's January 2026:
 * the shell script runs once more with `date` answering a day in 2031.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../src/content-checks/code-blocks';
import {substituteFigures} from '../../../src/example/figures';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const page = substituteFigures(readFileSync(path.join(siteDir, 'docs/launch-guides/quickstart.mdx'), 'utf8'));
const scriptsSection = page.slice(page.indexOf('## Run it as one script'));
const blocks = extractCodeBlocks(scriptsSection);
const shellScript = blocks.find((block) => block.lang === 'bash')?.code ?? '';
const pythonScript = blocks.find((block) => block.lang === 'python')?.code ?? '';

const productionHost = 'https://api.meterstone.com';
let mock: ChildProcess | undefined;
let origin = '';
const binDir = mkdtempSync(path.join(tmpdir(), 'quickstart-bin-'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForMock(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the Prism mock did not answer at ${url} within ${timeoutMs} ms`);
}

/** Runs a script with the mock as its API host; `extraPath` comes first on PATH (shims). */
function run(command: string, args: string[], script: string, extraPath = binDir) {
  return spawnSync(command, [...args], {
    input: script.replaceAll(productionHost, origin),
    encoding: 'utf8',
    timeout: 60_000,
    env: {...process.env, METERSTONE_API_TOKEN: 'test-token', PATH: `${extraPath}:${process.env.PATH ?? ''}`},
  });
}

beforeAll(async () => {
  // Readers have uuidgen (macOS, util-linux's uuid-runtime); a bare CI image may not: a shim stands in.
  if (spawnSync('sh', ['-c', 'command -v uuidgen']).status !== 0) {
    writeFileSync(path.join(binDir, 'uuidgen'), '#!/bin/sh\ncat /proc/sys/kernel/random/uuid\n');
    chmodSync(path.join(binDir, 'uuidgen'), 0o755);
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  mock = spawn(
    path.join(siteDir, 'node_modules/.bin/prism'),
    ['mock', '--host', '127.0.0.1', '--port', String(port), '--verboseLevel', 'warn', 'api/specs/v1.yaml'],
    {cwd: siteDir, stdio: 'ignore'},
  );
  await waitForMock(`${origin}/v1/customers`, 45_000);
}, 60_000);

afterAll(() => {
  mock?.kill();
});

describe('the quickstart scripts', () => {
  it('are on the page', () => {
    expect(shellScript).toContain('curl');
    expect(pythonScript).toContain('requests');
  });

  it('run in a shell against the mock API, today', () => {
    const result = run('bash', ['-s'], shellScript);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"accepted"');
    // The draft invoice's lines, as the mock answers them from the specification's example.
    expect(result.stdout).toContain('"name": "API requests"');
  });

  it('run in a shell on a day in 2031 too', () => {
    const shimDir = mkdtempSync(path.join(tmpdir(), 'quickstart-date-'));
    writeFileSync(path.join(shimDir, 'date'), `#!/bin/sh\nexec /bin/date -d '2031-07-15 10:30:00 UTC' "$@"\n`);
    chmodSync(path.join(shimDir, 'date'), 0o755);
    const result = run('bash', ['-s'], `date -u +%Y >&2\n${shellScript}`, `${shimDir}:${binDir}`);
    expect(result.stderr.trim()).toBe('2031');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"accepted"');
  });

  it('run in Python against the mock API', () => {
    const result = run('python3', ['-'], pythonScript);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("'accepted'");
  });
});
