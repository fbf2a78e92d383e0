/**
 * The request console of the API reference, against the Prism mock of the v1 specification that
 * Playwright starts (support/mock-api.ts): loaded only when opened, focus, GET and POST with the
 * pre-filled values, the mock's 401, invalid JSON caught before sending, network and CORS failures,
 * the token kept out of storage unless remembered, and axe in both colour modes.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator, Page} from '@playwright/test';
import {networkOrCorsSummary} from '../../src/api-reference/console/failure';
import {tokenStorageKey} from '../../src/api-reference/console/token-storage';
import {exampleData} from '../../src/data/example-data';
import {axeViolations} from './support/axe';
import {expect, openPage, test} from './support/fixtures';
import {mockApiOrigin} from './support/mock-api';

const consoleChunk = /\/api-request-console\.[\w]+\.js$/;
const token = 'sk_test_console_e2e';

async function openReference(page: Page): Promise<void> {
  // Fifty operations hydrate slowly on the shared two-core machines.
  await openPage(page, '/api/', {timeout: 30_000});
}

/** Opens the console of an operation and returns it. */
async function openConsole(page: Page, anchor: string): Promise<Locator> {
  const toggle = page.locator(`[data-api-console-toggle="${anchor}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${anchor}-console > section`);
  await expect(panel).toBeVisible();
  return panel;
}

async function send(panel: Locator): Promise<void> {
  await panel.getByRole('button', {name: 'Send', exact: true}).click();
}

/** Every value of both storages, to look for the token in. */
function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({length: storage.length}, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''),
    ),
  );
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

test.describe('API request console', () => {
  // Each test works on the v1 reference, the largest page of the site (1.7 MB of HTML, 70 operations
  // with their limits and rate-limit headers): hydrating it takes much of the default budget on a busy
  // two-core machine, so these tests get the slow-test budget.
  test.beforeEach(() => {
    test.slow();
  });

  test('loads only when opened, takes focus, and sends a GET and a POST to the mock API', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openReference(page);
    await expect(page.locator('[data-live-status]')).not.toHaveAttribute('data-live-status', 'pending');
    expect(requested.filter((url) => consoleChunk.test(url))).toEqual([]);
    expect(await page.locator('link[href*="api-request-console"], script[src*="api-request-console"]').count()).toBe(0);

    const getCustomer = await openConsole(page, 'getCustomer');
    expect(requested.filter((url) => consoleChunk.test(url))).toHaveLength(1);
    await expect(getCustomer).toBeFocused();
    await expect(getCustomer.getByLabel('customer_id')).toHaveValue(exampleData.customer.id);
    await expect(getCustomer.getByLabel('Base URL')).toHaveValue('https://api.meterstone.com');

    await getCustomer.getByLabel('Base URL').fill(mockApiOrigin);
    await getCustomer.getByLabel('Bearer token').fill(token);
    const getSent = page.waitForRequest(`${mockApiOrigin}/v1/customers/${exampleData.customer.id}`);
    await send(getCustomer);
    expect((await getSent).headers()['authorization']).toBe(`Bearer ${token}`);
    await expect(getCustomer.getByRole('status')).toHaveText(/^Response 200 OK in (\d+ ms|\d+\.\d+ s)\.$/);
    const headers = getCustomer.getByRole('table', {name: 'Response headers'});
    await expect(headers.getByRole('row', {name: /content-type/})).toContainText('application/json');
    await expect(getCustomer.locator('pre')).toContainText(`"name": "${exampleData.customer.name}"`);

    // A second console shares the base URL and the token, and posts the example body.
    const createCustomer = await openConsole(page, 'createCustomer');
    await expect(createCustomer.getByLabel('Base URL')).toHaveValue(mockApiOrigin);
    await expect(createCustomer.getByLabel('Bearer token')).toHaveValue(token);
    const key = createCustomer.getByLabel('Idempotency-Key');
    await expect(key).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const body = await createCustomer.getByLabel(/Request body/).inputValue();
    expect(JSON.parse(body)).toMatchObject({name: exampleData.customer.name});
    const postSent = page.waitForRequest(
      (request) => request.url() === `${mockApiOrigin}/v1/customers` && request.method() === 'POST',
    );
    const sentKey = await key.inputValue();
    await send(createCustomer);
    const post = await postSent;
    expect(post.postData()).toBe(body);
    expect(post.headers()['content-type']).toBe('application/json');
    expect(post.headers()['idempotency-key']).toBe(sentKey);
    await expect(createCustomer.getByRole('status')).toHaveText(/^Response 201 Created in /);
    await expect(createCustomer.locator('pre')).toContainText(`"id": "${exampleData.customer.id}"`);
    // The write was answered, so the next send is a new write with a new key.
    await expect(key).not.toHaveValue(sentKey);
    await expect(key).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // Pressing the button again closes the console and gives the focus back to it.
    const toggle = page.locator('[data-api-console-toggle="createCustomer"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#createCustomer-console')).toBeEmpty();
    await expect(toggle).toBeFocused();
    expect(requested.filter((url) => consoleChunk.test(url))).toHaveLength(1);
  });

  test("shows the mock's 401 without a token, and catches invalid JSON before sending", async ({
    page,
    consoleGuard,
  }) => {
    // Chromium logs every 4xx answer of a fetch as an error.
    consoleGuard.allow('status of 401');
    await openReference(page);
    const createCustomer = await openConsole(page, 'createCustomer');
    await createCustomer.getByLabel('Base URL').fill(mockApiOrigin);
    await expect(createCustomer.getByLabel('Bearer token')).toHaveValue('');
    await send(createCustomer);
    await expect(createCustomer.getByRole('status')).toHaveText(/^Response 401 Unauthorized in /);
    await expect(createCustomer.locator('pre')).toContainText('"code": "unauthorized"');

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(mockApiOrigin)) {
        sent.push(request.url());
      }
    });
    await createCustomer.getByLabel(/Request body/).fill('{\n  "name": "Acme Logistics",\n}');
    await send(createCustomer);
    await expect(createCustomer.getByRole('status')).toHaveText('Not sent: one problem to fix.');
    await expect(createCustomer.getByRole('list', {name: 'Problems to fix before sending'})).toHaveText(
      'The request body is not valid JSON (line 3, column 1): expected a property name in double quotes. Nothing was sent.',
    );
    // The earlier response is replaced by the message, and nothing reached the mock.
    await expect(createCustomer.locator('pre')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('says what to check when the API is unreachable or does not allow this site (CORS), and cancels', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow('net::ERR_CONNECTION_REFUSED');
    consoleGuard.allow('blocked by CORS policy');
    consoleGuard.allow('net::ERR_FAILED');
    // A loopback server that answers, but without any CORS header.
    const noCors = createServer((request, response) => {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, {'Content-Type': 'application/json'});
      response.end(request.method === 'OPTIONS' ? undefined : '{"ok": true}');
    });
    const noCorsPort = await listen(noCors);
    // A loopback server that never answers, to cancel a request in flight.
    const hanging = createServer(() => undefined);
    const hangingPort = await listen(hanging);
    // A port that nothing listens on: opened, then closed.
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    try {
      await openReference(page);
      const getCustomer = await openConsole(page, 'getCustomer');
      const baseUrl = getCustomer.getByLabel('Base URL');
      const status = getCustomer.getByRole('status');
      const failure = getCustomer.locator('[data-console-failure="network"]');

      await baseUrl.fill(`http://127.0.0.1:${closedPort}`);
      await send(getCustomer);
      await expect(status).toHaveText('No response: network error or CORS block.');
      await expect(failure).toContainText(networkOrCorsSummary);
      await expect(failure).toContainText(`reachable at http://127.0.0.1:${closedPort}`);
      await expect(failure).toContainText(`Access-Control-Allow-Origin allowing ${new URL(page.url()).origin}`);
      await expect(failure).toContainText('Likely cause: the server at');

      await baseUrl.fill(`http://127.0.0.1:${noCorsPort}`);
      await send(getCustomer);
      await expect(failure).toContainText(`Likely cause: CORS. The server at http://127.0.0.1:${noCorsPort} answered`);
      await expect(status).toHaveText('No response: network error or CORS block.');
      await expect(failure).toContainText(networkOrCorsSummary);

      await baseUrl.fill(`http://127.0.0.1:${hangingPort}`);
      await send(getCustomer);
      await expect(status).toHaveText('Sending the request…');
      await getCustomer.getByRole('button', {name: 'Cancel'}).click();
      await expect(status).toHaveText('Request cancelled.');
      await expect(getCustomer.getByRole('button', {name: 'Cancel'})).toHaveCount(0);
      await expect(getCustomer.getByRole('button', {name: 'Send', exact: true})).toBeFocused();

      await baseUrl.fill('api.meterstone.com');
      await send(getCustomer);
      await expect(getCustomer.getByRole('list', {name: 'Problems to fix before sending'})).toContainText(
        'The base URL "api.meterstone.com" is not a valid URL',
      );
    } finally {
      hanging.closeAllConnections();
      await Promise.all([noCors, hanging].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  test('keeps the token in memory only, unless the reader asks to remember it for the session', async ({page}) => {
    await openReference(page);
    let getCustomer = await openConsole(page, 'getCustomer');
    await getCustomer.getByLabel('Bearer token').fill(token);
    const remember = getCustomer.getByLabel('Remember the token for this browser session');
    await expect(remember).not.toBeChecked();
    expect((await storedValues(page)).filter((value) => value.includes(token))).toEqual([]);

    await remember.check();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey)).toBe(token);
    expect(await page.evaluate(() => JSON.stringify({...localStorage}))).not.toContain(token);

    // Remembered: a reload (same tab, same session) fills it in again.
    await openReference(page);
    getCustomer = await openConsole(page, 'getCustomer');
    await expect(getCustomer.getByLabel('Bearer token')).toHaveValue(token);
    await expect(remember).toBeChecked();

    await remember.uncheck();
    expect((await storedValues(page)).filter((value) => value.includes(token))).toEqual([]);
    await expect(getCustomer.getByLabel('Bearer token')).toHaveValue(token);
  });

  for (const [colorScheme, width] of [
    ['light', 360],
    ['dark', 1280],
  ] as const) {
    test(`an open console with a response has no axe violations in ${colorScheme} mode at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({width, height: 900});
      await page.emulateMedia({colorScheme});
      await openReference(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const getCustomer = await openConsole(page, 'getCustomer');
      await getCustomer.getByLabel('Base URL').fill(mockApiOrigin);
      await getCustomer.getByLabel('Bearer token').fill(token);
      await send(getCustomer);
      await expect(getCustomer.getByRole('status')).toHaveText(/^Response 200 OK/);
      // Fits the screen: nothing wider than the console itself.
      const widths = await getCustomer.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      expect(await axeViolations(page, ['section[aria-labelledby="getCustomer"]'])).toEqual([]);
    });
  }
});
