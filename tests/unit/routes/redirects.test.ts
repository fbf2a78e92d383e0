import {describe, expect, it} from 'vitest';
import {docRoutes} from '../../../src/routes/docs-routes';
import {expandRedirects, movedPaths, redirectRules, toRedirectsFile} from '../../../src/routes/redirects';

const paths = docRoutes.map((route) => route.path);

describe('the redirect map', () => {
  it('moves the four old paths of the spec', () => {
    expect(redirectRules).toEqual(
      expect.arrayContaining([
        {from: '/invoicing/', to: '/invoice-customers/'},
        {from: '/provisioning/', to: '/manage-product-access/provision-customer/'},
        {from: '/pricing-and-packaging/', to: '/pricing-packaging/'},
        {from: '/accounting-and-reporting/', to: '/reports-insights/'},
      ]),
    );
  });

  it('carries every page below an old section to the same page below the new one', () => {
    expect(redirectRules).toContainEqual({
      from: '/invoicing/solutions/marketplaces/invoice-aws/',
      to: '/invoice-customers/solutions/marketplaces/invoice-aws/',
    });
    expect(redirectRules).toContainEqual({
      from: '/pricing-and-packaging/apply-credits-commits/alerts/',
      to: '/pricing-packaging/apply-credits-commits/alerts/',
    });
    const below = (prefix: string) => paths.filter((path) => path.startsWith(prefix)).length;
    const expected = below('/invoice-customers/') + below('/pricing-packaging/') + below('/reports-insights/') + 1;
    expect(redirectRules).toHaveLength(expected);
  });

  it('only points at existing routes and never shadows one', () => {
    for (const rule of redirectRules) {
      expect(paths).toContain(rule.to);
      expect(paths).not.toContain(rule.from);
    }
    expect(Object.keys(movedPaths)).toHaveLength(4);
  });

  it('rejects a target that is not a route and a source that still is', () => {
    expect(() => expandRedirects({'/old/': '/missing/'}, paths)).toThrow(/not a docs route/);
    expect(() => expandRedirects({'/pricing-packaging/': '/invoice-customers/'}, paths)).toThrow(/still a docs route/);
  });

  it('writes the same rules as server redirects', () => {
    const file = toRedirectsFile(redirectRules);
    const lines = file.trim().split('\n');
    expect(lines).toHaveLength(redirectRules.length);
    expect(lines).toContain('/invoicing/ /invoice-customers/ 301');
  });
});
