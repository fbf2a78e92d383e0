/** Reading a request body with a size cap: the HTTP transport never buffers more than the limit. */
import type {IncomingMessage} from 'node:http';

export type BodyResult = {readonly ok: true; readonly text: string} | {readonly ok: false; readonly tooLarge: true};

export function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    request.resume();
    return Promise.resolve({ok: false, tooLarge: true});
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.removeAllListeners('data');
        request.resume();
        resolve({ok: false, tooLarge: true});
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve({ok: true, text: Buffer.concat(chunks).toString('utf8')}));
    request.on('error', reject);
  });
}
