import {describe, expect, it} from 'vitest';
import {apiConnectSources, contentSecurityPolicy, originOf, securityHeaders} from '../../../src/serve/security-headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const csp = directives(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      sources: [apiConnectSources(['', 'https://api.meterstone.com/v1', 'https://sandbox.api.meterstone.com'])],
    }),
  );

  it('runs the hashed inline scripts and same-origin files, never other inline code', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets pages call the site and the API origins only', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.meterstone.com',
      'https://sandbox.api.meterstone.com',
    ]);
  });

  it('forbids framing the site and framing anything by default', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });

  it("replaces 'none' when a source is added, and lists a source once", () => {
    const widened = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        sources: [
          {'frame-src': ['https://a.example']},
          {'frame-src': ['https://a.example'], 'img-src': ['https://b.example']},
        ],
      }),
    );
    expect(widened.get('frame-src')).toEqual(['https://a.example']);
    expect(widened.get('img-src')).toEqual(["'self'", 'data:', 'https://b.example']);
  });
});

describe('originOf', () => {
  it('takes the origin of absolute http(s) URLs only', () => {
    expect(originOf('http://127.0.0.1:4010/v1/')).toBe('http://127.0.0.1:4010');
    expect(originOf('')).toBeUndefined();
    expect(originOf('/v1/docs/openapi')).toBeUndefined();
    expect(originOf('ftp://files.example')).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it('sends the CSP with HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const headers = new Map(securityHeaders('default-src x'));
    expect(headers.get('Content-Security-Policy')).toBe('default-src x');
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });
});
