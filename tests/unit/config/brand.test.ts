import {describe, expect, it} from 'vitest';
import {brand, resolveSiteLocation, siteEnvVars} from '../../../src/config/brand';

describe('the brand module', () => {
  it('names the product and its slug once', () => {
    expect(brand.name).toBe('Meterstone');
    expect(brand.slug).toBe('meterstone');
  });

  it('has an absolute https URL for every external link', () => {
    for (const url of Object.values(brand.links)) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});

describe('resolveSiteLocation', () => {
  it('falls back to the defaults with an empty environment', () => {
    expect(resolveSiteLocation({})).toEqual({
      url: 'https://legacy-docs.meterstone.com',
      baseUrl: '/',
      apiHost: '',
      apiConsoleUrl: '',
    });
  });

  it('takes overrides and normalises slashes', () => {
    expect(
      resolveSiteLocation({
        [siteEnvVars.url]: 'https://preview.example.com/',
        [siteEnvVars.baseUrl]: 'docs',
        [siteEnvVars.apiHost]: 'http://127.0.0.1:4010/',
        [siteEnvVars.apiConsoleUrl]: 'https://sandbox.example.com/v1/',
      }),
    ).toEqual({
      url: 'https://preview.example.com',
      baseUrl: '/docs/',
      apiHost: 'http://127.0.0.1:4010',
      apiConsoleUrl: 'https://sandbox.example.com/v1',
    });
    expect(resolveSiteLocation({[siteEnvVars.baseUrl]: '/'}).baseUrl).toBe('/');
  });

  it('ignores blank values', () => {
    expect(resolveSiteLocation({[siteEnvVars.url]: '  ', [siteEnvVars.apiHost]: ''}).apiHost).toBe('');
  });

  it('rejects a URL that is not absolute http(s) with a message naming the variable', () => {
    expect(() => resolveSiteLocation({[siteEnvVars.apiHost]: 'api.example.com'})).toThrow(/METERSTONE_API_HOST/);
    expect(() => resolveSiteLocation({[siteEnvVars.url]: 'ftp://example.com'})).toThrow(/METERSTONE_SITE_URL/);
    expect(() => resolveSiteLocation({[siteEnvVars.apiConsoleUrl]: 'sandbox'})).toThrow(/METERSTONE_API_CONSOLE_URL/);
  });
});
