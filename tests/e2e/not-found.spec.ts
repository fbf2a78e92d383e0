import {expect, openPage, test} from './support/fixtures';

test.describe('unknown paths', () => {
  for (const path of [
    '/no-such-page/',
    '/invoice-customers/no-such-page/',
    '/api-typo',
    '/%3Cscript%3Ealert(1)%3C/script%3E/',
  ]) {
    test(`${path} answers 404 with a page that helps the reader on`, async ({page, consoleGuard}) => {
      // The browser logs the 404 of the document itself; that is the expected outcome here.
      consoleGuard.allow('404');
      const status = await openPage(page, path);
      expect(status).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('link', {name: 'Documentation home'})).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', {name: 'Invoice customers'})).toHaveAttribute('href', '/invoice-customers/');
      await expect(main.getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/launch-guides/quickstart/');
      await expect(page.locator('script[src*="alert"]')).toHaveCount(0);
    });
  }

  test('a section link on the not-found page leads to a real page', async ({page, consoleGuard}) => {
    consoleGuard.allow('404');
    await openPage(page, '/missing/');
    await page.locator('main').getByRole('link', {name: 'Connect usage data'}).click();
    await expect(page).toHaveURL(/\/connect-meterstone\/$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});
