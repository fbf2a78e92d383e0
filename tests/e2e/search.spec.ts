/**
 * The navbar search (issue 4; spec sections 4, 5, 7, 8, 9): loading, keyboard behaviour, statuses, the
 * failed fetch, result rendering, layouts and highlight on arrival. Runs against the production build.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {expect, openPage, test, waitForHydration} from './support/fixtures';
import {wcagTags} from './support/axe';

/** The split index's manifest (issue #31); the parts a query needs are below `partsPath`. */
const indexPath = '/search-manifest.json';
const partsPath = '/assets/search/';
const shardRoute = `**${partsPath}terms-*.json`;
const wholeIndexPath = '/search.json';
/** A string only the split engine's code contains (partial-index.ts): it tells whether its chunk was loaded. */
const engineMarker = 'search index shard has an unknown format';

const searchInput = (page: Page): Locator => page.getByRole('combobox', {name: 'Search the documentation'});
const searchBox = (page: Page): Locator => page.locator('[data-status]').filter({has: searchInput(page)});
const options = (page: Page): Locator => page.getByRole('listbox').getByRole('option');

/** Counts requests for the index file from now on. */
function countIndexRequests(page: Page): {readonly count: () => number} {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === indexPath) {
      count += 1;
    }
  });
  return {count: () => count};
}

/** A click on the page outside the search box: the bottom-right corner, beside the content. */
async function clickOutside(page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 4, viewport.height - 4);
}

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).click();
  await searchInput(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

test.describe('search box', () => {
  test('is an ARIA 1.2 combobox with the placeholder and the Search button', async ({page}) => {
    await openPage(page, '/');
    const input = searchInput(page);
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await expect(input).toHaveAttribute('maxlength', '512');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTitle('Search', {exact: true})).toBeVisible();
    await input.click();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await input.fill('rate card');
    await expect(options(page).first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-controls', (await page.getByRole('listbox').getAttribute('id'))!);
    await expect(input).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
    await expect(options(page).first()).toHaveAttribute('href', /\//);
  });

  test('loads the engine and the index manifest only on first hover or focus, once', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text());
      }
    });
    const requests = countIndexRequests(page);
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requests.count()).toBe(0);
    expect(scripts.some((source) => source.includes(engineMarker))).toBe(false);

    const indexResponse = page.waitForResponse((response) => new URL(response.url()).pathname === indexPath);
    await searchInput(page).hover();
    await indexResponse;
    await expect.poll(() => scripts.some((source) => source.includes(engineMarker))).toBe(true);

    await searchInput(page).click();
    await searchInput(page).fill('invoice');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await clickOutside(page);
    await searchInput(page).click();
    await searchInput(page).fill('seats');
    await expect(options(page).first()).toBeVisible();
    expect(requests.count()).toBe(1);
  });

  test('fetches only the parts a query needs, each once, and never the whole index', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith(partsPath) || pathname === wholeIndexPath) {
        fetched.push(pathname);
      }
    });
    await openPage(page, '/');
    await search(page, 'rate card');
    await search(page, 'rate card');
    expect(fetched).not.toContain(wholeIndexPath);
    expect(fetched.length).toBeGreaterThan(0);
    expect(new Set(fetched).size, 'each part fetched once').toBe(fetched.length);
  });

  test('opens on focus and on typing; shows section, page and a snippet with marked terms', async ({page}) => {
    await openPage(page, '/');
    await searchInput(page).focus();
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'true');
    await searchInput(page).fill('idempotency key');
    const first = options(page).first();
    await expect(first).toBeVisible();
    expect(await options(page).count()).toBeLessThanOrEqual(8);
    await expect(first).toHaveAttribute('href', /\/developer-resources\/use-api\/idempotency\//);
    await expect(first.locator('mark').first()).toHaveText(/idempotency|key/i);
    // Section title, page title and snippet are three separate lines of the option.
    expect(await first.locator(':scope > span').count()).toBeGreaterThanOrEqual(2);
  });

  test('says "No results found." when nothing matches', async ({page}) => {
    await openPage(page, '/');
    await searchInput(page).click();
    await searchInput(page).fill('zzqxvw');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
  });

  test('arrow keys move the active result and Enter opens it, highlighting the terms once', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'prioritization rules');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = (await options(page).nth(1).getAttribute('href'))!;

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const marks = page.locator('article mark.search-result-highlight');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/prioriti[sz]ation|rules?/i);
    const hash = new URL(target, 'http://x').hash;
    if (hash) {
      await expect(page.locator(hash)).toBeInViewport();
    }
    // The terms have left the history entry: a reload shows the page plain.
    const state = await page.evaluate(() => (window.history.state as {state?: {searchTerms?: unknown}}).state);
    expect(state?.searchTerms).toBeUndefined();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('article mark.search-result-highlight')).toHaveCount(0);
  });

  test('back navigation to a result page does not highlight again', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'remaining balance');
    await options(page).first().click();
    await expect(page.locator('article mark.search-result-highlight').first()).toBeVisible();
    const resultUrl = page.url();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(resultUrl);
    await page.goBack();
    await expect(page).toHaveURL(resultUrl);
    await expect(page.locator('article')).toBeVisible();
    await expect(page.locator('article mark.search-result-highlight')).toHaveCount(0);
  });

  test('Escape closes the panel, and Escape on a closed panel clears the query', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'webhooks');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchInput(page)).toHaveValue('webhooks');
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveValue('');
  });

  test('typing in the focused box reopens a closed panel', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'webhook');
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type('s');
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(options(page).first()).toBeVisible();
  });

  test('Tab and blur close the panel', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'webhooks');
    await page.keyboard.press('Tab');
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchInput(page)).not.toBeFocused();

    await search(page, 'webhooks');
    await clickOutside(page);
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');

    await search(page, 'webhooks');
    await searchInput(page).evaluate((input: HTMLInputElement) => input.blur());
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Ctrl-Enter and Meta-Enter open the result in a new tab, Shift-Enter in a new window', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      const calls: string[][] = [];
      (window as unknown as {openCalls: string[][]}).openCalls = calls;
      const original = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), target ?? '', features ?? '']);
        return original(url, target, features);
      };
    });
    await openPage(page, '/');
    await search(page, 'audit logs');
    const href = (await options(page).first().getAttribute('href'))!;

    for (const modifier of ['Control', 'Meta']) {
      const newTab = context.waitForEvent('page');
      await page.keyboard.press(`${modifier}+Enter`);
      const opened = await newTab;
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
      await opened.close();
      await expect(page).toHaveURL(/\/$/);
    }

    const newWindow = context.waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    const opened = await newWindow;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
    await opened.close();

    const calls = await page.evaluate(() => (window as unknown as {openCalls: string[][]}).openCalls);
    expect(calls).toEqual([
      [href, '_blank', 'noopener'],
      [href, '_blank', 'noopener'],
      [href, '_blank', 'noopener,popup'],
    ]);
  });

  test('a middle-click opens a result in a new tab, as a link does', async ({page, context}) => {
    await openPage(page, '/');
    await search(page, 'audit logs');
    const href = (await options(page).first().getAttribute('href'))!;
    const newTab = context.waitForEvent('page');
    await options(page).first().click({button: 'middle'});
    const opened = await newTab;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
    await opened.close();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/ and Ctrl-K or Cmd-K focus the box', async ({page}) => {
    await openPage(page, '/');
    await clickOutside(page);
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await clickOutside(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await clickOutside(page);
    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test('Clear empties the query and Cancel closes the panel', async ({page}) => {
    await openPage(page, '/');
    await search(page, 'seats');
    await page.getByTitle('Clear').click();
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill('seats');
    await expect(options(page).first()).toBeVisible();
    await page.getByTitle('Cancel').click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('typed and pasted input is capped at 512 characters', async ({page}) => {
    await openPage(page, '/');
    await searchInput(page).click();
    await page.keyboard.insertText(`usage ${'x'.repeat(700)}`);
    await expect(searchInput(page)).toHaveValue(`usage ${'x'.repeat(506)}`);
  });

  test('shows the stalled status while a shard the query needs takes longer than 300 ms', async ({page}) => {
    await page.route(shardRoute, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openPage(page, '/');
    await searchInput(page).click();
    await searchInput(page).fill('rate card');
    await expect(searchBox(page)).toHaveAttribute('data-status', 'loading');
    await expect(searchBox(page)).toHaveAttribute('data-status', 'stalled', {timeout: 1000});
    await expect(page.getByText('Loading the search index…')).toBeVisible();
    await expect(options(page).first()).toBeVisible({timeout: 10_000});
    await expect(searchBox(page)).toHaveAttribute('data-status', 'idle');
  });

  test('a failed shard shows the message and a keyboard-reachable Retry that refetches only what failed', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    const requested: string[] = [];
    const failed = new Set<string>();
    let failing = true;
    await page.route(shardRoute, async (route) => {
      const {pathname} = new URL(route.request().url());
      requested.push(pathname);
      // Fail the first shard the query asks for; any others arrive and are kept.
      if (failing && failed.size === 0) {
        failed.add(pathname);
      }
      if (failing && failed.has(pathname)) {
        await route.fulfill({status: 500, body: 'broken'});
      } else {
        await route.continue();
      }
    });
    await openPage(page, '/');
    await searchInput(page).click();
    await searchInput(page).fill('invoice');
    await expect(page.getByRole('alert')).toContainText('Search is unavailable (failed to fetch search index)');
    await expect(options(page)).toHaveCount(0);
    const beforeRetry = requested.length;
    failing = false;
    const retry = page.getByRole('button', {name: 'Retry'});
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(options(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const refetched = requested
      .slice(beforeRetry)
      .filter((pathname) => requested.slice(0, beforeRetry).includes(pathname));
    expect(refetched).toEqual([...failed]);
  });

  test('a failed index fetch makes search unavailable, and the next open tries again', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    const requests = countIndexRequests(page);
    await page.route(`**${indexPath}`, (route) => route.fulfill({status: 500, body: 'broken'}));
    await openPage(page, '/');
    await searchInput(page).click();
    await searchInput(page).fill('rate card');
    await expect(page.getByRole('alert')).toContainText('failed to fetch search index');
    await expect(page.getByRole('alert')).toContainText('Search is unavailable');
    await expect(options(page)).toHaveCount(0);
    // Typing more in the same opening does not hammer the server.
    await searchInput(page).fill('rate cards');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(requests.count()).toBe(1);

    await page.unroute(`**${indexPath}`);
    await page.keyboard.press('Escape');
    await clickOutside(page);
    await searchInput(page).click();
    await expect(options(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(requests.count()).toBe(2);
  });

  test('works in the mobile layout', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openPage(page, '/');
    await expect(searchInput(page)).toBeVisible();
    await search(page, 'stripe');
    const panel = page.getByRole('listbox');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await options(page).first().click();
    await expect(page).toHaveURL(/invoice-with-stripe/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open panel passes axe in ${theme} mode`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await openPage(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await search(page, 'credit memo');
      // Every rule: each option is its result's link, so nothing interactive sits inside another.
      const results = await new AxeBuilder({page}).include('.navbar').withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
