/**
 * Every route, opened once: a docs route answers 200 with its own title and h1, and axe (WCAG 2.1
 * A/AA) finds no violation on it in light mode; every route, API reference included, stays within the
 * first-visit byte budget of its kind (`byte-budgets.json`). One page load serves all the checks, which
 * is most of the cost of a route on the two-core CI machine.
 */
import type {Page} from '@playwright/test';
import {apiSpecs} from '../../src/api-reference/spec/registry';
import {docRoutes} from '../../src/routes/docs-routes';
import {brand} from '../../src/config/brand';
import {axeViolations} from './support/axe';
import {buildDir, overBudget, pageKind, recordAssets, totalBytes, type AssetType} from './support/byte-budgets';
import {expect, openPage, test} from './support/fixtures';

const siteTitle = `${brand.name} Docs`;

/** Checks the first visit's scripts and stylesheets against the budget, and reports the figures. */
function expectWithinBudget(routePath: string, assets: ReadonlyMap<string, AssetType>): void {
  const measured = totalBytes(buildDir, assets);
  test.info().annotations.push({
    type: 'first-visit gzip bytes',
    description: `${pageKind(routePath)} ${routePath} javascript=${measured.javascript} css=${measured.css}`,
  });
  expect(measured.javascript, 'some JavaScript loads').toBeGreaterThan(0);
  expect(overBudget(routePath, measured)).toEqual([]);
}

function origin(page: Page): string {
  return new URL(test.info().project.use.baseURL ?? page.url()).origin;
}

test.describe('every docs route', () => {
  for (const route of docRoutes) {
    test(`${route.path} answers 200 with its own title and h1, stays within its byte budget, and has no axe violations`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'light'});
      const assets = recordAssets(page, origin(page));
      const status = await openPage(page, route.path);
      expect(status).toBe(200);
      expectWithinBudget(route.path, assets);
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

test.describe('every API reference route', () => {
  for (const entry of apiSpecs) {
    test(`${entry.route} stays within the API page byte budget`, async ({page}) => {
      const assets = recordAssets(page, origin(page));
      await openPage(page, entry.route, {timeout: 30_000});
      expectWithinBudget(entry.route, assets);
    });
  }
});
