import {readFileSync} from 'node:fs';
import {redirectRules, toRedirectsFile} from '../../src/routes/redirects';
import {docRoutes} from '../../src/routes/docs-routes';
import {expect, test} from './support/fixtures';

test.describe('old paths', () => {
  for (const rule of redirectRules) {
    test(`${rule.from} redirects to ${rule.to}`, async ({page}) => {
      await page.goto(rule.from);
      await expect(page).toHaveURL(new RegExp(`${rule.to.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('the server rules file holds the same map', () => {
    expect(readFileSync('build/_redirects', 'utf8')).toBe(toRedirectsFile(redirectRules));
  });
});

test.describe('.html paths show the clean page', () => {
  const samples = [
    docRoutes[1],
    docRoutes.find((r) => r.path.split('/').length > 4)!,
    docRoutes.find((r) => r.isSection)!,
  ];
  for (const route of samples) {
    for (const variant of [`${route.path}index.html`, `${route.path.slice(0, -1)}.html`]) {
      test(`${variant} shows ${route.path}`, async ({page, request}) => {
        const direct = await request.get(route.path);
        const expectedTitle = /<title[^>]*>([^<]*)<\/title>/.exec(await direct.text())?.[1];
        await page.goto(variant);
        await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[/.]/g, '\\$&')}$`));
        await expect(page.locator('article h1')).toBeVisible();
        // The head is managed again while the page hydrates: wait for the settled title.
        await expect(page).toHaveTitle(expectedTitle!.replace(/&amp;/g, '&'));
      });
    }
  }
});
