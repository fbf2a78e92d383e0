/**
 * Chromium against nginx, with the Content-Security-Policy the build generated enforced: no violation on
 * the home page, a guide, the API reference with a request console sending, and with search used. The
 * listener is real: a planted inline script without a hash is reported. With no site operation set
 * (this build), the pages call no host but the site itself.
 */
import type {Page} from '@playwright/test';
import {exampleData} from '../../../src/data/example-data';
import {expect, openPage, pollInPage, test} from '../support/fixtures';
import {mockApiOrigin} from '../support/mock-api';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

/**
 * Records every `securitypolicyviolation` event of every document the page opens (the init script runs
 * before any of the page's own scripts) and every request the page makes.
 */
async function watch(page: Page): Promise<{violations: Violation[]; requested: URL[]}> {
  const violations: Violation[] = [];
  const requested: URL[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportCspViolation: (v: unknown) => void}).__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('request', (request) => requested.push(new URL(request.url())));
  return {violations, requested};
}

/** Hosts other than the loopback servers of the tests. */
function thirdParty(requested: readonly URL[]): string[] {
  return [...new Set(requested.filter((url) => url.hostname !== '127.0.0.1').map((url) => url.origin))];
}

test.describe('Content-Security-Policy under nginx', () => {
  test('the header is the enforcing one, and a planted inline script without a hash is blocked and reported', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Content Security Policy/);
    const {violations} = await watch(page);
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__planted = true</script></body>');
      await route.fulfill({response, body});
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatchObject({directive: 'script-src-elem', blocked: 'inline'});
    expect(await page.evaluate(() => (window as unknown as {__planted?: boolean}).__planted)).toBeUndefined();
  });

  test('home and a guide: no violation and no third-party request', async ({page}) => {
    const {violations, requested} = await watch(page);
    for (const path of ['/', '/launch-guides/quickstart/']) {
      await openPage(page, path);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
    }
    // Client-side navigation too (the analytics hook would run here if it were on).
    await page.getByRole('link', {name: 'API reference', exact: true}).first().click();
    await expect(page).toHaveURL(/\/api\/$/);
    expect(violations).toEqual([]);
    expect(thirdParty(requested)).toEqual([]);
  });

  test('search used: no violation and no third-party request', async ({page}) => {
    const {violations, requested} = await watch(page);
    await openPage(page, '/');
    const input = page.getByRole('combobox', {name: 'Search the documentation'});
    await input.click();
    await input.fill('invoice');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await input.press('Enter');
    await expect(page.locator('article h1')).toBeVisible();
    expect(violations).toEqual([]);
    expect(thirdParty(requested)).toEqual([]);
  });

  test('/api/ with a request console open and sending to its default server: no violation', async ({page}) => {
    test.slow();
    const {violations} = await watch(page);
    // The console sends to the specification's sandbox server, which connect-src allows; the mock API
    // answers in its place, so the CSP is checked on the real request and nothing leaves the machine.
    await page.route('https://sandbox.api.meterstone.com/**', async (route) => {
      const target = new URL(route.request().url());
      const response = await route.fetch({url: `${mockApiOrigin}${target.pathname}${target.search}`});
      await route.fulfill({response});
    });
    await openPage(page, '/api/', {timeout: 30_000});
    const toggle = page.locator('[data-api-console-toggle="getCustomer"]');
    await toggle.click();
    await pollInPage(page, () => document.querySelector('#getCustomer-console > section') !== null, {timeout: 30_000});
    const panel = page.locator('#getCustomer-console > section');
    await panel.getByLabel('Bearer token').fill('sk_test_csp');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText(/^Response 200 OK/);
    await expect(panel.locator('pre')).toContainText(exampleData.customer.name);
    expect(violations).toEqual([]);
  });

  test('a console request to a host the policy does not allow says so, and what to do', async ({
    page,
    consoleGuard,
  }) => {
    test.slow();
    consoleGuard.allow(/Content Security Policy|Failed to fetch/);
    const {violations} = await watch(page);
    await openPage(page, '/api/', {timeout: 30_000});
    await page.locator('[data-api-console-toggle="getCustomer"]').click();
    await pollInPage(page, () => document.querySelector('#getCustomer-console > section') !== null, {timeout: 30_000});
    const panel = page.locator('#getCustomer-console > section');
    // A loopback port that nothing serves: not in connect-src, and nothing leaves the machine.
    const blockedOrigin = 'http://127.0.0.1:9';
    const server = panel.getByLabel('Server', {exact: true});
    if ((await server.count()) > 0) {
      await server.selectOption('custom');
    }
    await panel.getByLabel('Base URL').fill(blockedOrigin);
    await panel.getByLabel('Bearer token').fill('sk_test_csp');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(panel.getByRole('status')).toHaveText(
      "Blocked by this site's Content-Security-Policy: the request was not sent.",
      {timeout: 20_000},
    );
    await expect(panel.locator('[data-console-failure="policy"]')).toContainText('run the docs site locally');
    expect(violations.map((violation) => violation.directive)).toContain('connect-src');
  });
});
