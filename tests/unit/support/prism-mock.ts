/** Starts Prism mocks of the API specifications on loopback, for tests that send real requests. */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once `url` answers at all; throws after `timeoutMs`. */
export async function waitForMock(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the Prism mock did not answer at ${url} within ${timeoutMs} ms`);
}

/** Spawns `prism mock` for one specification (a path under the site) on `port`. */
export function spawnPrism(specPath: string, port: number): ChildProcess {
  return spawn(
    path.join(siteDir, 'node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), '--verboseLevel', 'warn', specPath],
    {cwd: siteDir, stdio: 'ignore'},
  );
}
