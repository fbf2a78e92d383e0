/**
 * Every docs route, opened once: it answers 200 with its own title and h1, and axe (WCAG 2.1 A/AA)
 * finds no violation on it in light mode. One page load serves both checks, which is most of the cost
 * of a route on the two-core CI machine.
 */
import {docRoutes} from '../../src/routes/docs-routes';
import {brand} from '../../src/config/brand';
import {axeViolations} from './support/axe';
import {expect, openPage, test} from './support/fixtures';

const siteTitle = `${brand.name} Docs`;

test.describe('every docs route', () => {
  for (const route of docRoutes) {
    test(`${route.path} answers 200 with its own title and h1, and has no axe violations`, async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      const status = await openPage(page, route.path);
      expect(status).toBe(200);
      const h1 = page.locator('article h1');
      await expect(h1).toHaveCount(1);
      const heading = (await h1.innerText()).trim();
      expect(heading.length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(`${heading} | ${siteTitle}`);
      expect(new URL(page.url()).pathname).toBe(route.path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
