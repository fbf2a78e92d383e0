/**
 * The first-visit byte budgets (byte-budgets.json) and the helpers the end-to-end suite checks them
 * with: page kinds, what counts as an asset, gzip sizes of build files, and the over-budget message.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {assetType, budgets, gzipSizeOf, overBudget, pageKind, totalBytes} from '../../e2e/support/byte-budgets';

describe('byte-budgets.json', () => {
  it('has a JavaScript and a CSS budget for each kind of page, in whole bytes', () => {
    for (const kind of ['home', 'docs', 'api'] as const) {
      for (const type of ['javascript', 'css'] as const) {
        expect(Number.isInteger(budgets[kind][type]), `${kind} ${type}`).toBe(true);
        expect(budgets[kind][type], `${kind} ${type}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('the budget helpers', () => {
  it('sorts routes into home, API reference and docs pages', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/api/')).toBe('api');
    expect(pageKind('/api/seats/')).toBe('api');
    expect(pageKind('/launch-guides/quickstart/')).toBe('docs');
    expect(pageKind('/developer-resources/use-api/webhooks/')).toBe('docs');
  });

  it("counts the site's own scripts and stylesheets only", () => {
    const origin = 'http://127.0.0.1:4173';
    expect(assetType('script', new URL(`${origin}/assets/js/main.js`), origin)).toBe('javascript');
    expect(assetType('stylesheet', new URL(`${origin}/assets/css/styles.css`), origin)).toBe('css');
    expect(assetType('fetch', new URL(`${origin}/search.json`), origin)).toBeUndefined();
    expect(assetType('other', new URL(`${origin}/assets/js/prefetched.js`), origin)).toBeUndefined();
    expect(assetType('script', new URL('https://cdn.example/tag.js'), origin)).toBeUndefined();
  });

  it('adds up gzip sizes of build files, and a planted 20 KB import goes over a budget with 2 KB to spare', () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    const main = 'const greeting = "Usage-based billing";\n'.repeat(400);
    writeFileSync(path.join(buildDir, 'main.js'), main);
    writeFileSync(path.join(buildDir, 'styles.css'), 'body { margin: 0; }\n'.repeat(50));
    // Minified code does not compress like repeated text: random text is the worst case, code the usual one.
    writeFileSync(path.join(buildDir, 'planted.js'), randomBytes(10 * 1024).toString('hex'));
    const assets = new Map([
      ['/main.js', 'javascript' as const],
      ['/styles.css', 'css' as const],
    ]);
    const before = totalBytes(buildDir, assets);
    expect(before.javascript).toBe(gzipSizeOf(buildDir, '/main.js'));
    expect(before.css).toBeGreaterThan(0);
    expect(gzipSizeOf(buildDir, '/missing.js')).toBe(0);
    expect(gzipSizeOf(buildDir, '/../outside.js')).toBe(0);

    const tight = before.javascript + 2048;
    const withPlanted = totalBytes(buildDir, new Map([...assets, ['/planted.js', 'javascript' as const]]));
    expect(withPlanted.javascript).toBeGreaterThan(tight);
  });

  it('names the page, the figures and the budgets file when a page is over', () => {
    const docs = budgets.docs;
    expect(overBudget('/launch-guides/quickstart/', docs)).toEqual([]);
    expect(overBudget('/launch-guides/quickstart/', {javascript: docs.javascript + 1, css: docs.css})).toEqual([
      `/launch-guides/quickstart/ loads ${docs.javascript + 1} bytes of javascript (gzip) on a first visit, over the docs budget of ${docs.javascript} in byte-budgets.json`,
    ]);
  });
});
