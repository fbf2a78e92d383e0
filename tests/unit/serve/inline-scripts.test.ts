import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {distinctHashes, inlineScriptHashes} from '../../../src/serve/inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script the browser runs', () => {
    const body = '\n  document.documentElement.dataset.theme = "light";\n';
    const html = `<html><head><script>${body}</script><script type="module">a()</script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body), sha('a()')]);
  });

  it('skips external scripts and data blocks', () => {
    const html =
      '<script src="/assets/js/main.js" defer></script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('keeps characters the HTML parser would decode elsewhere as they are', () => {
    const body = 'if (a && b < c) { x("&amp;") }';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
  });
});

describe('distinctHashes', () => {
  it('gives each script of many pages once, in a stable order', () => {
    const page = (script: string) => `<script>${script}</script><script>theme()</script>`;
    expect(distinctHashes([page('b()'), page('a()'), page('b()')])).toEqual(
      [sha('b()'), sha('a()'), sha('theme()')].sort(),
    );
  });
});
