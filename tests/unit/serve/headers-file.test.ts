import {describe, expect, it} from 'vitest';
import {headersFile} from '../../../src/serve/headers-file';
import {headerRules} from '../../../src/api-reference/publish/publish';

describe('headersFile', () => {
  const text = headersFile({
    securityHeaders: [
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    revalidatePaths: ['/search.json'],
    rules: [headerRules(['/v1/docs/openapi'])],
  });

  it('sends the security headers on every path', () => {
    expect(
      text.startsWith("/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n"),
    ).toBe(true);
  });

  it('caches hashed assets for good and revalidates the files that keep their URL', () => {
    expect(text).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text).toContain('/search.json\n  Cache-Control: no-cache\n');
  });

  it('keeps the rules written elsewhere as they are', () => {
    expect(text.endsWith(headerRules(['/v1/docs/openapi']))).toBe(true);
  });

  it('sets each header name in one rule only, as hosts join the values of matching rules', () => {
    const cacheRules = text.split('\n').filter((line) => line.trim().startsWith('Cache-Control'));
    expect(cacheRules).toHaveLength(2);
  });
});
