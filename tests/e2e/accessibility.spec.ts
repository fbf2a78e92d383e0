import {axeViolations} from './support/axe';
import {expect, openPage, test} from './support/fixtures';

// Every docs route is checked in light mode where routes.spec.ts opens it (one page load per route).
test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  // Dark mode changes every colour: a sample of page kinds (home, overview, leaf, deep leaf, not found).
  const darkSample = [
    '/',
    '/invoice-customers/',
    '/developer-resources/use-api/webhooks/',
    '/invoice-customers/solutions/marketplaces/invoice-aws/',
  ];
  for (const path of darkSample) {
    test(`${path} has no violations in dark mode`, async ({page}) => {
      // axe walks every element: the webhooks guide (handlers in three languages, every event's payload)
      // took 58 s of the default 60 on a loaded two-core machine.
      test.slow();
      await page.emulateMedia({colorScheme: 'dark'});
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the not-found page has no violations in either mode', async ({page, consoleGuard}) => {
    consoleGuard.allow('404');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await openPage(page, '/no-such-page/');
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });

  test('the mobile menu has no violations', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, '/launch-guides/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the skip link and the main navigation are reachable by keyboard', async ({page}) => {
    await openPage(page, '/launch-guides/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain).toBe(true);
  });
});
