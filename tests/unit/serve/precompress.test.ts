import {mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {isCompressible, minimumBytes, precompressBuild} from '../../../src/serve/precompress';

describe('precompressBuild', () => {
  it('writes .gz and .br twins of text files that decompress to the original', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const page = '<p>usage-based billing</p>'.repeat(100);
    mkdirSync(path.join(dir, 'v1/docs'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'v1/docs/openapi'), JSON.stringify({openapi: '3.1.0', pad: 'x'.repeat(500)}));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(1000));
    writeFileSync(path.join(dir, 'tiny.js'), 'a()');

    expect(await precompressBuild(dir, new Set(['v1/docs/openapi']))).toBe(2);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(existsSync(path.join(dir, 'v1/docs/openapi.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
  });
});

describe('isCompressible', () => {
  it('takes text types by extension and named extensionless files', () => {
    expect(isCompressible('assets/js/main.1a2b.js', new Set())).toBe(true);
    expect(isCompressible('search.json', new Set())).toBe(true);
    expect(isCompressible('img/photo.png', new Set())).toBe(false);
    expect(isCompressible('v1/docs/openapi', new Set(['v1/docs/openapi']))).toBe(true);
    expect(minimumBytes).toBeGreaterThan(0);
  });
});
