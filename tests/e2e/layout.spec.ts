import {brand} from '../../src/config/brand';
import {expect, openPage, test} from './support/fixtures';

test.describe('layout', () => {
  test('the legacy-docs banner points to the new docs and cannot be dismissed', async ({page}) => {
    await openPage(page, '/launch-guides/');
    const banner = page.locator('.theme-announcement-bar');
    await expect(banner).toContainText(`You are viewing the legacy ${brand.name} docs`);
    await expect(banner.getByRole('link', {name: 'Go to the new docs'})).toHaveAttribute('href', brand.links.newDocs);
    await expect(banner.getByRole('button')).toHaveCount(0);
    // The bar records which announcement it showed under the exact key of the spec.
    const storedId = await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'));
    expect(storedId).toBe('legacy-docs');
  });

  test('the navbar has the items of the spec', async ({page}) => {
    await openPage(page, '/how-meterstone-works/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', {name: /API reference/})).toHaveAttribute('href', '/api/');
    await expect(navbar.getByRole('link', {name: /^Login/})).toHaveAttribute('href', brand.links.appLogin);
    await expect(navbar.getByRole('link', {name: /^Get a demo/})).toHaveAttribute('href', brand.links.demoRequest);
    // The docs version item (one version, labelled Next) and the language switcher.
    // With one version the version item is a link to this page in version "Next".
    await expect(navbar.getByRole('link', {name: 'Next', exact: true})).toHaveAttribute(
      'href',
      '/how-meterstone-works/',
    );
    await expect(navbar.getByRole('button', {name: 'English'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
  });

  test('the language switcher keeps the current path, query and hash', async ({page}) => {
    await openPage(page, '/pricing-packaging/?from=test#overview');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'English'}).hover();
    await expect(navbar.getByRole('link', {name: 'English', exact: true})).toHaveAttribute(
      'href',
      '/pricing-packaging/?from=test#overview',
    );
  });

  test('dropdowns open on Enter and close when focus moves away', async ({page}) => {
    await openPage(page, '/launch-guides/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const trigger = navbar.getByRole('button', {name: 'English'});
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar.locator('.dropdown__menu').getByRole('link', {name: 'English'})).toBeVisible();
    // Tab into the menu keeps it open; tabbing past its last item closes it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logo links home and turns once, resetting after 250 ms', async ({page}) => {
    // The page runs on the test's clock, paused once the page has hydrated: the 250 ms are counted
    // exactly, however busy the machine is.
    await page.clock.install();
    await openPage(page, '/launch-guides/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const brandLink = page.locator('.navbar__brand');
    await expect(brandLink).toHaveAttribute('href', '/');
    const logo = page.locator('[data-spinning]');
    await brandLink.hover();
    await expect(logo).toHaveAttribute('data-spinning', 'true');
    await page.clock.runFor(249);
    await expect(logo).toHaveAttribute('data-spinning', 'true');
    await page.clock.runFor(1);
    await expect(logo).toHaveAttribute('data-spinning', 'false');
    await page.clock.resume();
    await brandLink.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links Careers, Blog, Changelog and Log in, with copyright and logo', async ({page}) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    for (const [label, href] of [
      ['Careers', brand.links.careers],
      ['Blog', brand.links.blog],
      ['Changelog', brand.links.changelog],
      ['Log in', brand.links.appLogin],
    ] as const) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${label}`)})).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.name}`);
    await expect(footer.locator('img.footer__logo').first()).toBeVisible();
  });

  test('the fixed navbar hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await openPage(page, '/developer-resources/');
    const navbar = page.locator('nav.navbar');
    // Infima's fixed-top navbar is `position: sticky` at top 0: it never scrolls away on its own.
    await expect(navbar).toHaveCSS('position', /^(sticky|fixed)$/);
    const box = () => navbar.evaluate((element) => element.getBoundingClientRect());
    // Below the legacy-docs banner at first, then pinned to the top of the viewport.
    expect((await box()).top).toBeGreaterThanOrEqual(0);
    await page.mouse.wheel(0, 200);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await box()).bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await box()).top).toBe(0);
  });

  test('the table of contents lists only h2 and h3 headings', async ({page}) => {
    await openPage(page, '/how-meterstone-works/');
    const targets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(targets.length).toBeGreaterThan(0);
    for (const tag of targets) {
      expect(['H2', 'H3']).toContain(tag);
    }
  });
});
