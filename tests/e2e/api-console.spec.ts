/**
 * The request console of the API reference, against the Prism mock of the v1 specification that
 * Playwright starts (support/mock-api.ts): loaded only when opened, focus, GET and POST with the
 * pre-filled values, the mock's 401, invalid JSON caught before sending, network and CORS failures,
 * the token kept out of storage unless remembered, the sandbox as the default server, the base URL
 * remembered for the session (and storage failures survived), Copy as curl, and axe in both colour modes.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator, Page} from '@playwright/test';
import {baseUrlStorageKey} from '../../src/api-reference/console/base-url-storage';
import {shellAuthorizationArgument, tokenVariable} from '../../src/api-reference/view-model/sample-conventions';
import {networkOrCorsSummary} from '../../src/api-reference/console/failure';
import {tokenStorageKey} from '../../src/api-reference/console/token-storage';
import {exampleData} from '../../src/data/example-data';
import {axeViolations} from './support/axe';
import {expect, openPage, pollForText, pollInPage, test, waitForLiveCheck} from './support/fixtures';
import {mockApiOrigin} from './support/mock-api';

const consoleChunk = /\/api-request-console\.[\w]+\.js$/;
/** The v1 page's operations' view model (builtContent.ts), which a first visit never needs. */
const contentChunk = /\/api-reference-content-v1-json\.\w+\.js$/;
const token = 'sk_test_console_e2e';
const sandboxUrl = 'https://sandbox.api.meterstone.com';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openReference(page: Page): Promise<void> {
  // Fifty operations hydrate slowly on the shared two-core machines.
  await openPage(page, '/api/', {timeout: 30_000});
}

/** Opens the console of an operation and returns it. */
async function openConsole(page: Page, anchor: string): Promise<Locator> {
  const toggle = page.locator(`[data-api-console-toggle="${anchor}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The first open of a page fetches two chunks (the console, and the operations' view model it reads)
  // and parses 70 operations: on a busy two-core machine that took over 10 s. Polled on a timer
  // (pollInPage): a locator assertion's polling kept React from rendering it at all.
  await pollInPage(page, (id) => document.querySelector(`#${id}-console > section`) !== null, {
    arg: anchor,
    timeout: 30_000,
  });
  return page.locator(`#${anchor}-console > section`);
}

/** Chooses "Custom URL" when the console offers servers, and types the base URL. */
async function useBaseUrl(panel: Locator, url: string): Promise<void> {
  const server = panel.getByLabel('Server', {exact: true});
  if ((await server.count()) > 0 && (await server.inputValue()) !== 'custom') {
    await server.selectOption('custom');
  }
  await panel.getByLabel('Base URL').fill(url);
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
    await waitForLiveCheck(page);
    expect(requested.filter((url) => consoleChunk.test(url) || contentChunk.test(url))).toEqual([]);
    expect(await page.locator('link[href*="api-request-console"], script[src*="api-request-console"]').count()).toBe(0);

    // The console's code and the operations' view model it reads load on the first open, once each.
    const getCustomer = await openConsole(page, 'getCustomer');
    expect(requested.filter((url) => consoleChunk.test(url))).toHaveLength(1);
    expect(requested.filter((url) => contentChunk.test(url))).toHaveLength(1);
    await expect(getCustomer).toBeFocused();
    await expect(getCustomer.getByLabel('customer_id')).toHaveValue(exampleData.customer.id);
    // The sandbox, not production, is where a console sends unless told otherwise.
    await expect(getCustomer.getByLabel('Server', {exact: true})).toHaveValue(sandboxUrl);

    await useBaseUrl(getCustomer, mockApiOrigin);
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
    await expect(key).toHaveValue(uuidPattern);
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
    // The write was answered, so the next send is a new write with a new key; the response says which went.
    await expect(key).not.toHaveValue(sentKey);
    await expect(key).toHaveValue(uuidPattern);
    await expect(createCustomer.locator(`[data-console-sent-key="${sentKey}"]`)).toHaveText(
      `Sent with Idempotency-Key ${sentKey}. The next send uses a new key.`,
    );

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
    await useBaseUrl(createCustomer, mockApiOrigin);
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
      await useBaseUrl(getCustomer, `http://127.0.0.1:${closedPort}`);
      const baseUrl = getCustomer.getByLabel('Base URL');
      const status = getCustomer.getByRole('status');
      const failure = getCustomer.locator('[data-console-failure="network"]');

      await send(getCustomer);
      await pollForText(page, '#getCustomer-console > section [data-console-failure="network"]', 'Likely cause');
      await expect(status).toHaveText('No response: network error or CORS block.');
      await expect(failure).toContainText(networkOrCorsSummary);
      await expect(failure).toContainText(`reachable at http://127.0.0.1:${closedPort}`);
      await expect(failure).toContainText(`Access-Control-Allow-Origin allowing ${new URL(page.url()).origin}`);
      await expect(failure).toContainText('Likely cause: the server at');

      await baseUrl.fill(`http://127.0.0.1:${noCorsPort}`);
      await send(getCustomer);
      // The console renders the answer after a second, opaque request: polled on a timer (pollForText).
      await pollForText(
        page,
        '#getCustomer-console > section [data-console-failure="network"]',
        `Likely cause: CORS. The server at http://127.0.0.1:${noCorsPort} answered`,
      );
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

  test('opens on the sandbox and remembers the base URL for the session, also after a reload', async ({page}) => {
    await openReference(page);
    let getCustomer = await openConsole(page, 'getCustomer');
    const server = getCustomer.getByLabel('Server', {exact: true});
    await expect(server).toHaveValue(sandboxUrl);
    await expect(server.locator('option:checked')).toHaveText(`Sandbox: ${sandboxUrl}`);
    await expect(getCustomer.getByText(/^Sandbox, the test environment/)).toBeVisible();
    // Nothing is stored until the reader chooses.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), baseUrlStorageKey('v1'))).toBeNull();

    await server.selectOption('https://api.meterstone.com');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), baseUrlStorageKey('v1'))).toBe(
      'https://api.meterstone.com',
    );
    await useBaseUrl(getCustomer, mockApiOrigin);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), baseUrlStorageKey('v1'))).toBe(mockApiOrigin);

    // After a reload, any console of the same specification opens on it.
    await openReference(page);
    const createCustomer = await openConsole(page, 'createCustomer');
    await expect(createCustomer.getByLabel('Server', {exact: true})).toHaveValue('custom');
    await expect(createCustomer.getByLabel('Base URL')).toHaveValue(mockApiOrigin);
    getCustomer = await openConsole(page, 'getCustomer');
    await expect(getCustomer.getByLabel('Base URL')).toHaveValue(mockApiOrigin);
  });

  test('keeps working when sessionStorage refuses to store', async ({page}) => {
    // sessionStorage only: the theme's localStorage keeps working.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) {
          throw new DOMException('Quota exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await openReference(page);
    const getCustomer = await openConsole(page, 'getCustomer');
    await useBaseUrl(getCustomer, mockApiOrigin);
    await getCustomer.getByLabel('Bearer token').fill(token);
    await send(getCustomer);
    await expect(getCustomer.getByRole('status')).toHaveText(/^Response 200 OK/);
    // Kept in memory: another console of the page has it.
    const createCustomer = await openConsole(page, 'createCustomer');
    await expect(createCustomer.getByLabel('Base URL')).toHaveValue(mockApiOrigin);
    expect(warnings.some((text) => text.includes('could not store the base URL in sessionStorage'))).toBe(true);
  });

  test('copies the exact request sent as a curl command, without the token', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openReference(page);
    const createCustomer = await openConsole(page, 'createCustomer');
    await useBaseUrl(createCustomer, mockApiOrigin);
    await createCustomer.getByLabel('Bearer token').fill(token);
    // A body with a single quote, which the command must quote for the shell.
    const bodyField = createCustomer.getByLabel(/Request body/);
    const body = JSON.stringify({...JSON.parse(await bodyField.inputValue()), name: "Acme's Logistics"}, null, 2);
    await bodyField.fill(body);
    const sentKey = await createCustomer.getByLabel('Idempotency-Key').inputValue();
    const postSent = page.waitForRequest(
      (request) => request.url() === `${mockApiOrigin}/v1/customers` && request.method() === 'POST',
    );
    await send(createCustomer);
    const post = await postSent;
    await expect(createCustomer.getByRole('status')).toHaveText(/^Response 201 Created in /);

    // Keyboard: focus the button and press Enter.
    const copy = createCustomer.getByRole('button', {name: 'Copy as curl'});
    await expect(copy).toHaveAccessibleDescription(
      `The command does not contain your token: it reads it from $${tokenVariable}.`,
    );
    // Focus and Enter in one step, so no render between them can take the focus away; the outcome is
    // awaited in the page (pollForText): locator polling on this busy page once saw no "Copied" in 10 s.
    await copy.press('Enter');
    await pollForText(page, '#createCustomer-console [data-console-copy]', 'Copied');
    await expect(createCustomer.locator('[aria-live="polite"]')).toHaveText('Copied');
    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).not.toContain(token);
    expect(command.split(' \\\n  ')).toEqual([
      `curl -X POST '${mockApiOrigin}/v1/customers'`,
      "-H 'Accept: application/json'",
      `-H 'Idempotency-Key: ${sentKey}'`,
      `-H ${shellAuthorizationArgument}`,
      "-H 'Content-Type: application/json'",
      `--data-raw '${body.replaceAll("'", "'\\''")}'`,
    ]);
    expect(post.postData()).toBe(body);
    expect(post.headers()['idempotency-key']).toBe(sentKey);
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
      await useBaseUrl(getCustomer, mockApiOrigin);
      await getCustomer.getByLabel('Bearer token').fill(token);
      await send(getCustomer);
      await expect(getCustomer.getByRole('status')).toHaveText(/^Response 200 OK/);
      await expect(getCustomer.getByRole('button', {name: 'Copy as curl'})).toBeVisible();
      // Fits the screen: nothing wider than the console itself.
      const widths = await getCustomer.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      expect(await axeViolations(page, ['section[aria-labelledby="getCustomer"]'])).toEqual([]);
    });
  }
});
