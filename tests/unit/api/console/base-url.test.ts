import {describe, expect, it} from 'vitest';
import {
  checkBaseUrl,
  defaultBaseUrl,
  isLoopbackHost,
  resolveServerUrl,
} from '../../../../src/api-reference/console/base-url';

describe('checkBaseUrl', () => {
  it('accepts an absolute http(s) URL and drops the trailing slash', () => {
    expect(checkBaseUrl(' https://api.meterstone.com/ ', 'https:')).toEqual({
      ok: true,
      url: 'https://api.meterstone.com',
    });
    expect(checkBaseUrl('https://sandbox.example.com/api/v1//', 'https:')).toEqual({
      ok: true,
      url: 'https://sandbox.example.com/api/v1',
    });
  });

  it('says what is wrong with an empty, relative or non-HTTP URL', () => {
    expect(checkBaseUrl('  ', 'https:')).toMatchObject({ok: false, problem: 'empty'});
    const relative = checkBaseUrl('api.meterstone.com', 'https:');
    expect(relative).toMatchObject({ok: false, problem: 'invalid'});
    expect(relative.ok ? '' : relative.message).toMatch(/not a valid URL.*https:\/\//);
    expect(checkBaseUrl('ftp://api.meterstone.com', 'https:')).toMatchObject({ok: false, problem: 'scheme'});
    expect(checkBaseUrl('https://user:secret@api.meterstone.com', 'https:')).toMatchObject({problem: 'invalid'});
    expect(checkBaseUrl('https://api.meterstone.com/?a=1', 'https:')).toMatchObject({problem: 'invalid'});
  });

  it('blocks a plain-HTTP API from an HTTPS page, except on loopback', () => {
    const blocked = checkBaseUrl('http://api.meterstone.com', 'https:');
    expect(blocked).toMatchObject({ok: false, problem: 'mixed-content'});
    expect(blocked.ok ? '' : blocked.message).toContain('mixed content');
    expect(checkBaseUrl('http://api.meterstone.com', 'http:')).toMatchObject({ok: true});
    expect(checkBaseUrl('http://127.0.0.1:4010', 'https:')).toEqual({ok: true, url: 'http://127.0.0.1:4010'});
    expect(checkBaseUrl('http://localhost:4010', 'https:')).toMatchObject({ok: true});
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names and addresses and nothing else', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['api.meterstone.com', '10.0.0.1', 'localhost.example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('defaultBaseUrl', () => {
  const production = {url: 'https://api.meterstone.com', environment: 'production'};
  const sandbox = {url: 'https://sandbox.api.meterstone.com/', environment: 'sandbox'};

  it("is the specification's sandbox server, wherever it is listed", () => {
    expect(defaultBaseUrl([production, sandbox], '', 'https://docs.example.com')).toBe(
      'https://sandbox.api.meterstone.com',
    );
    expect(defaultBaseUrl([sandbox, production], undefined, 'https://docs.example.com')).toBe(
      'https://sandbox.api.meterstone.com',
    );
  });

  it('recognises the sandbox by its marker only, and else is the first server', () => {
    const unmarked = [
      {url: 'https://api.meterstone.com'},
      {url: 'https://sandbox.meterstone.com', description: 'Sandbox'},
    ];
    expect(defaultBaseUrl(unmarked, '', 'https://docs.example.com')).toBe('https://api.meterstone.com');
  });

  it("is the site's override when set, before the sandbox", () => {
    expect(defaultBaseUrl([production, sandbox], ' http://127.0.0.1:4010 ', 'https://docs.example.com')).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('resolves a relative server against the page and is empty without servers', () => {
    expect(defaultBaseUrl([{url: '/api'}], undefined, 'https://docs.example.com')).toBe('https://docs.example.com/api');
    expect(defaultBaseUrl([{url: '/sandbox/', environment: 'sandbox'}], undefined, 'https://docs.example.com')).toBe(
      'https://docs.example.com/sandbox',
    );
    expect(defaultBaseUrl([], undefined, 'https://docs.example.com')).toBe('');
  });
});

describe('resolveServerUrl', () => {
  it('resolves against the page and drops the trailing slash', () => {
    expect(resolveServerUrl('https://api.meterstone.com/v1/', 'https://docs.example.com')).toBe(
      'https://api.meterstone.com/v1',
    );
    expect(resolveServerUrl('/api/', 'https://docs.example.com')).toBe('https://docs.example.com/api');
  });
});
