/** A minimal static server for build/ on loopback, resolving clean URLs as `docusaurus serve` does. */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** The file of the build that answers a URL path, or undefined (404). */
export function fileForPath(buildDir: string, urlPath: string): string | undefined {
  const root = path.resolve(buildDir);
  const clean = decodeURIComponent(urlPath.split('?')[0]!);
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) {
    return undefined;
  }
  if (existsSync(candidate) && statSync(candidate).isFile()) {
    return candidate;
  }
  const index = path.join(candidate, 'index.html');
  return existsSync(index) ? index : undefined;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '': 'application/json',
};

/**
 * Gzip bodies by file, kept while the file's size and time are unchanged, so that a measurement's
 * repeated loads do not wait for the same compression again (hosts and CDNs keep compressed copies).
 */
const gzipCache = new Map<string, {stamp: string; body: Buffer}>();

function gzipFile(file: string): Buffer {
  const {size, mtimeMs} = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const cached = gzipCache.get(file);
  if (cached?.stamp === stamp) {
    return cached.body;
  }
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, {stamp, body});
  return body;
}

export interface BuildServer {
  origin: string;
  close(): void;
}

/** What a server answers for a path instead of the build's file; see {@link ServeOptions.answer}. */
export type OverrideAnswer =
  | {status: number; contentType?: string; body: string}
  /** Closes the connection without an answer: what a reader's browser sees when a host is down. */
  | 'drop';

export interface ServeOptions {
  /** Loopback port; 0 (the default) takes any free port. */
  port?: number;
  /**
   * Called for every request with its path: an answer replaces the build's file, undefined serves
   * it. Tests use this to play an API host whose specification is changed, failing or unreachable.
   */
  answer?: (urlPath: string) => OverrideAnswer | undefined;
}

/**
 * Serves `buildDir` on 127.0.0.1. Answers gzip when the client accepts it, as every production host
 * does, so that measurements see the transfer sizes readers get.
 */
export function serveBuild(buildDir: string, {port = 0, answer}: ServeOptions = {}): Promise<BuildServer> {
  const server: Server = createServer((request, response) => {
    const urlPath = (request.url ?? '/').split('?')[0]!;
    const override = answer?.(urlPath);
    if (override === 'drop') {
      request.socket.destroy();
      return;
    }
    if (override !== undefined) {
      response.writeHead(override.status, {'content-type': override.contentType ?? 'text/plain'}).end(override.body);
      return;
    }
    const file = fileForPath(buildDir, urlPath);
    if (file === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, {'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding'});
      response.end(gzipFile(file));
      return;
    }
    response.writeHead(200, {'content-type': type}).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}
