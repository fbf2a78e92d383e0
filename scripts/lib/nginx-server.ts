/**
 * Starts Debian's nginx on loopback over the build with the configuration the build generated, in a
 * folder of its own under the system's temp folder (pid, logs, temp files): it never reads or writes
 * /etc/nginx (apart from its type table), /var/log or port 80. Used by `serve:nginx` and `bench:serve`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {nginxHttpFile, nginxServerFile} from '../../src/serve/build-files';
import {localNginxConfig} from '../../src/serve/nginx-config';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const mimeTypes = '/etc/nginx/mime.types';

export interface NginxServer {
  readonly process: ChildProcess;
  readonly url: string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

export function startNginx({buildDir, port}: {buildDir: string; port: number}): NginxServer {
  const root = path.resolve(buildDir);
  const httpInclude = path.join(root, nginxHttpFile);
  const serverInclude = path.join(root, nginxServerFile);
  if (!existsSync(serverInclude)) {
    throw new Error(`${serverInclude} is missing: run \`npm run build\` first.`);
  }
  // One folder per port, emptied on start: a server killed before it could clean up (SIGKILL) leaves at
  // most one folder behind, which the next start on that port reuses.
  const prefix = path.join(os.tmpdir(), `meterstone-nginx-${port}`);
  rmSync(prefix, {recursive: true, force: true});
  // nginx creates each temp folder but not their parent.
  mkdirSync(path.join(prefix, 'temp'), {recursive: true});
  // nginx's workers drop root to `nobody`, which must reach the folder (nothing secret is kept there).
  chmodSync(prefix, 0o755);
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, localNginxConfig({prefix, port, root, httpInclude, serverInclude, mimeTypes}));
  // `-e stderr`: no attempt to open the packaged /var/log/nginx/error.log before the config is read.
  const child = spawn(nginxBinary, ['-p', prefix, '-c', config, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Removed in the first exit listener, before any caller's listener can end this process.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(prefix, {recursive: true, force: true});
      resolve();
    }),
  );
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: graceful shutdown of master and workers.
        child.kill('SIGQUIT');
      }
      await exited;
    },
  };
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
export async function waitUntilUp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
