import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import {brand} from '../../../src/config/brand';
import {childRoutes, docFilePath, docRoutes, listedDocRoutes, unlistedDocRoutes} from '../../../src/routes/docs-routes';
import {dataExportDestinations} from '../../../src/data-export/destinations';

describe('the canonical route list', () => {
  it('has the 95 docs pages of the spec plus docs for coding agents (issue #32): 92 listed and 4 unlisted', () => {
    expect(docRoutes).toHaveLength(96);
    expect(listedDocRoutes).toHaveLength(92);
    expect(unlistedDocRoutes.map((route) => route.path).sort()).toEqual([
      '/developer-resources/data-export/prepare-for-snowflake-password-deprecation/',
      '/developer-resources/invoice-breakdowns/',
      '/migrate-amendments-to-edits/',
      '/reports-insights/in-app-reports/',
    ]);
  });

  it('serves the home doc at the root with id home-page', () => {
    expect(docRoutes[0]).toMatchObject({id: 'home-page', path: '/', parentPath: null});
  });

  it('uses exact paths with leading and trailing slashes and no duplicates', () => {
    const paths = docRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
    }
  });

  it('puts the product slug into the product-named paths', () => {
    const paths = docRoutes.map((route) => route.path);
    expect(paths).toContain(`/how-${brand.slug}-works/`);
    expect(paths).toContain(`/connect-${brand.slug}/create-billable-metrics/billable-metrics-sql-editor/`);
    expect(paths).toContain(`/connect-${brand.slug}/send-usage-events/send-usage-events-segment/`);
  });

  it('nests children under their parent path', () => {
    expect(childRoutes('/invoice-customers/solutions/marketplaces/').map((route) => route.path)).toEqual([
      '/invoice-customers/solutions/marketplaces/invoice-aws/',
      '/invoice-customers/solutions/marketplaces/invoice-azure/',
    ]);
    for (const route of docRoutes.slice(1)) {
      expect(route.path.startsWith(route.parentPath ?? '')).toBe(true);
    }
  });

  it('has the 16 data-export destinations and the unlisted Snowflake page', () => {
    const children = childRoutes('/developer-resources/data-export/');
    expect(children.filter((route) => !route.unlisted).map((route) => route.path)).toEqual(
      dataExportDestinations.map((id) => `/developer-resources/data-export/${id}/`),
    );
    expect(dataExportDestinations).toHaveLength(16);
  });

  it('maps section pages to index files and leaves to named files', () => {
    const section = docRoutes.find((route) => route.path === '/pricing-packaging/apply-credits-commits/');
    const leaf = docRoutes.find((route) => route.path === '/pricing-packaging/apply-credits-commits/alerts/');
    expect(section?.id).toBe('pricing-packaging/apply-credits-commits/index');
    expect(leaf?.id).toBe('pricing-packaging/apply-credits-commits/alerts');
  });

  it('has a source file for every route', () => {
    const missing = docRoutes.filter((route) => !existsSync(docFilePath(route.id)));
    expect(missing.map((route) => docFilePath(route.id))).toEqual([]);
  });
});
