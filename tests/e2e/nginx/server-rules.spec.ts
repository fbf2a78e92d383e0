/**
 * The build behind nginx with the configuration the build generated (npm run serve:nginx): every route,
 * every old path a real 301 with its Location, clean paths, the 404 status, the security and cache
 * headers, the specifications as JSON with CORS, and the precompressed files. HTTP only (no browser):
 * every route is checked in a loop inside a few tests, which keeps this under seconds.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {docRoutes} from '../../../src/routes/docs-routes';
import {redirectRules} from '../../../src/routes/redirects';
import {decoded, rawGet, type RawResponse} from './http';

const routes = [...docRoutes.map((route) => route.path), ...apiSpecs.map((entry) => entry.route)];

/** The security headers as the build wrote them for static hosts: nginx must send the same. */
function staticHostSecurityHeaders(): [string, string][] {
  const text = readFileSync('build/_headers', 'utf8');
  const all = text.slice(0, text.indexOf('\n/', 1)).split('\n').slice(1);
  return all.map(
    (line) =>
      line
        .trim()
        .split(/: (.*)/s)
        .slice(0, 2) as [string, string],
  );
}

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawGet(baseURL(), path, headers);
}

/** Collects failures of a loop, so one run reports every route that breaks a rule. */
function collect(): {check(ok: boolean, what: string): void; readonly failures: string[]} {
  const failures: string[] = [];
  return {failures, check: (ok, what) => void (ok || failures.push(what))};
}

test.describe('nginx: pages', () => {
  test('every route answers 200 HTML with the security headers, revalidated', async () => {
    const security = staticHostSecurityHeaders();
    expect(security.map(([name]) => name)).toContain('Content-Security-Policy');
    const {check, failures} = collect();
    for (const route of routes) {
      const response = await get(route);
      check(response.status === 200, `${route}: status ${response.status}`);
      check(
        response.header('content-type') === 'text/html; charset=utf-8',
        `${route}: ${response.header('content-type')}`,
      );
      check(response.header('cache-control') === 'no-cache', `${route}: cache ${response.header('cache-control')}`);
      for (const [name, value] of security) {
        check(response.header(name) === value, `${route}: ${name} ${response.header(name)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('answers an unchanged page with 304 to a revalidation', async () => {
    const first = await get('/launch-guides/quickstart/');
    const again = await get('/launch-guides/quickstart/', {'If-None-Match': first.header('etag')!});
    expect(again.status).toBe(304);
  });

  test('an unknown path, and the not-found file itself, answer 404 with the not-found page and the headers', async () => {
    for (const path of ['/no-such-page/', '/invoice-customers/no-such-page/', '/404.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(decoded(response).toString()).toContain('<h1>Page not found</h1>');
      expect(response.header('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  test('the server instructions in the build are not served', async () => {
    for (const path of ['/_headers', '/_redirects', '/_nginx/server.conf', '/_nginx/http.conf']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

test.describe('nginx: redirects', () => {
  test('every old path and every page below an old section is a 301 to its new path', async () => {
    const {check, failures} = collect();
    for (const rule of redirectRules) {
      for (const [from, to] of [
        [rule.from, rule.to],
        [`${rule.from}?ref=old#x`, `${rule.to}?ref=old`],
      ] as const) {
        const response = await get(from);
        check(
          response.status === 301 && response.header('location') === to,
          `${from}: ${response.status} → ${response.header('location')}`,
        );
      }
    }
    expect(failures).toEqual([]);
    // The redirect itself carries the security headers.
    expect((await get(redirectRules[0]!.from)).header('strict-transport-security')).toMatch(/max-age/);
  });

  test('index.html, .html and slash-less paths of every route are a 301 to the clean path', async () => {
    const {check, failures} = collect();
    for (const route of routes) {
      const variants = [
        `${route}index.html`,
        ...(route === '/' ? [] : [`${route.slice(0, -1)}.html`, route.slice(0, -1)]),
      ];
      for (const variant of variants) {
        const response = await get(variant);
        check(
          response.status === 301 && response.header('location') === route,
          `${variant}: ${response.status} → ${response.header('location')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

test.describe('nginx: files', () => {
  test('hashed assets are cached for a year as immutable; /search.json is revalidated JSON', async () => {
    const home = (await get('/')).body.toString();
    const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)![1]!;
    const script = await get(asset);
    expect(script.status).toBe(200);
    expect(script.header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.header('content-type')).toMatch(/^application\/javascript/);
    const index = await get('/search.json');
    expect(index.header('cache-control')).toBe('no-cache');
    expect(index.header('content-type')).toBe('application/json; charset=utf-8');
  });

  test('every specification path answers JSON with CORS, revalidated', async () => {
    for (const {publishPath} of apiSpecs) {
      const response = await get(publishPath);
      expect(response.status, publishPath).toBe(200);
      expect(response.header('content-type'), publishPath).toBe('application/json; charset=utf-8');
      expect(response.header('access-control-allow-origin'), publishPath).toBe('*');
      expect(response.header('cache-control'), publishPath).toBe('no-cache');
      expect((JSON.parse(response.body.toString()) as {openapi: string}).openapi).toMatch(/^3\./);
    }
  });

  test('the API changelog feed is Atom, revalidated, and decodes to a feed', async () => {
    const response = await get('/api/changelog/atom.xml', {'Accept-Encoding': 'gzip'});
    expect(response.status).toBe(200);
    expect(response.header('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.header('cache-control')).toBe('no-cache');
    expect(decoded(response).toString('utf8')).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  test('Markdown copies are text/markdown with CORS', async () => {
    const response = await get('/launch-guides/quickstart/index.md');
    expect(response.header('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.header('access-control-allow-origin')).toBe('*');
  });

  test('precompressed Brotli or gzip is sent when accepted, with the original type, and decodes to the file', async () => {
    const home = (await get('/')).body.toString();
    const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)![1]!;
    for (const path of ['/', '/api/', asset, '/search.json', apiSpecs[0]!.publishPath]) {
      const plain = await get(path);
      expect(plain.header('content-encoding'), path).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(path, {'Accept-Encoding': accept});
        expect(response.header('content-encoding'), `${path} ${accept}`).toBe(encoding);
        expect(response.header('content-type'), `${path} ${accept}`).toBe(plain.header('content-type'));
        // A page also varies on Accept: it answers its Markdown copy to a request that prefers it.
        const vary = path.endsWith('/') ? ['Accept', 'Accept-Encoding'] : ['Accept-Encoding'];
        const varies = (response.header('vary') ?? '').split(',').map((name) => name.trim());
        expect(varies.sort(), `${path} ${accept}`).toEqual(vary);
        expect(response.body.length, `${path} ${accept}`).toBeLessThan(plain.body.length);
        expect(decoded(response).equals(plain.body), `${path} ${accept}`).toBe(true);
      }
    }
  });
});
