import {expect, openPage, test, waitForHydration} from './support/fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('starts light when nothing is saved and the system prefers light', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await openPage(page, '/');
    expect(await theme(page)).toBe('light');
  });

  test('follows a dark system preference when nothing is saved', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/');
    expect(await theme(page)).toBe('dark');
  });

  test('is saved under the key "theme" and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await openPage(page, '/');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    // The three-way toggle goes system → light → dark; click until dark is chosen.
    for (let i = 0; i < 3 && (await page.evaluate(() => localStorage.getItem('theme'))) !== 'dark'; i++) {
      await toggle.click();
    }
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await theme(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });

  test('stays in sync across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, '/');
    await openPage(second, '/launch-guides/');
    await first.evaluate(() => localStorage.setItem('theme', 'light'));
    const toggle = first.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await first.evaluate(() => localStorage.getItem('theme'))) !== 'dark'; i++) {
      await toggle.click();
    }
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle is disabled until the page has hydrated', async ({page}) => {
    await page.route('**/*.js', (route) => setTimeout(() => void route.continue(), 1500));
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeDisabled();
    await waitForHydration(page, {timeout: 20_000});
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
  });
});
