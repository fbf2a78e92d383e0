import {listedDocRoutes, unlistedDocRoutes} from '../../src/routes/docs-routes';
import {expect, openPage, test} from './support/fixtures';

test.describe('unlisted pages', () => {
  for (const route of unlistedDocRoutes) {
    test(`${route.path} is reachable but absent from the sidebar`, async ({page}) => {
      expect(await openPage(page, route.path)).toBe(200);
      await expect(page.locator('article h1')).toBeVisible();
      // Docusaurus marks unlisted pages for crawlers and shows a banner to readers who find them.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The parent section is open in the sidebar on its own page: its listed pages show, this one does not.
      await openPage(page, route.parentPath!);
      const sidebar = page.locator('.theme-doc-sidebar-container');
      await expect(sidebar.locator(`a[href="${route.parentPath}"]`).first()).toBeVisible();
      await expect(sidebar.locator(`a[href="${route.path}"]`)).toHaveCount(0);
    });
  }
});

test.describe('the sitemap', () => {
  test('lists every listed page and no unlisted page', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const route of listedDocRoutes) {
      expect(locations, route.path).toContain(route.path);
    }
    for (const route of unlistedDocRoutes) {
      expect(locations, route.path).not.toContain(route.path);
    }
  });
});
