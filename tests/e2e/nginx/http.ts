/**
 * Raw HTTP against the nginx server: the bytes and headers exactly as sent (no redirect following, no
 * decompression), which is what the server-rule tests check.
 */
import {request as httpRequest} from 'node:http';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
  header(name: string): string | undefined;
}

export function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const all = response.headers;
        resolve({
          status: response.statusCode ?? 0,
          headers: all,
          body: Buffer.concat(chunks),
          header: (name) => {
            const value = all[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          },
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body as the client reads it once it has undone the Content-Encoding. */
export function decoded(response: RawResponse): Buffer {
  switch (response.header('content-encoding')) {
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    default:
      return response.body;
  }
}
