/**
 * The API reference pages: every operation in the server-rendered HTML, a clear message instead of a
 * blank page when a specification is missing, live refresh from a specification server on loopback
 * (same, different, failing, unreachable, not OpenAPI), the little interactivity the operations have,
 * and accessibility.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiSpecs} from '../../src/api-reference/spec/registry';
import {objectChangesViews} from '../../src/api-reference/lifecycle/views';
import {describedObjects} from '../../src/api-reference/view-model/objects';
import {sharedHeaders} from '../../src/api-reference/view-model/shared-headers';
import type {ApiPageContent} from '../../src/api-reference/view-model/types';
import {answerLiveSpecWithPublishedCopy, expectedPage, liveSpecPattern, sourceDocument} from './support/api-specs';
import {jsonAnswer, publishedFile, specsServedBySite, startSpecServer, type SpecServer} from './support/spec-server';
import {axeViolations} from './support/axe';
import type {Page} from '@playwright/test';
import {expect, openPage, pollForText, pollInPage, test, waitForLiveCheck} from './support/fixtures';

/** Opens an API page and waits for hydration, which takes longer than a docs page's. */
async function openApiPage(page: Page, path: string): Promise<void> {
  await openPage(page, path, {timeout: 30_000});
}

const v1 = apiSpecs.find((entry) => entry.id === 'v1')!;
const constructsFixture = path.resolve(__dirname, '../fixtures/openapi/constructs.yaml');

/** Anchors of the operations and of the webhook events: each has an `h3` and a navigation entry. */
function operationAnchors(content: ApiPageContent): string[] {
  return [
    ...content.tags.flatMap((tag) => tag.operations.map((operation) => operation.anchor)),
    ...(content.webhooks?.events.map((event) => event.anchor) ?? []),
  ];
}

test.describe('server-rendered API reference', () => {
  for (const entry of apiSpecs) {
    test(`${entry.route} has every operation in its HTML, or says why it cannot`, async ({browser}) => {
      const expected = await expectedPage(entry);
      // No JavaScript at all: what a crawler, a reader with scripts off, or a slow phone sees first.
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      const response = await page.goto(entry.route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(expected.data.title);
      if (expected.data.status === 'error') {
        await expect(page.locator('[data-api-spec-error]')).toHaveText(
          `This specification could not be loaded: ${expected.data.reason}`,
        );
      } else {
        // One read of the DOM: fifty operations asserted one locator at a time take minutes on two cores.
        const rendered = await page.evaluate(() => ({
          operations: Array.from(document.querySelectorAll('main h3[id]'), (heading) => heading.id),
          // The heading's hash link adds a zero-width space to its text.
          tags: Array.from(document.querySelectorAll('main h2[id]'), (heading) => [
            heading.id,
            (heading.textContent ?? '').replace(/\u200b/g, '').trim(),
          ]),
          navigation: Array.from(document.querySelectorAll('nav a[href^="#"]'), (link) => link.getAttribute('href')),
        }));
        const anchors = operationAnchors(expected.data);
        expect(anchors.length).toBeGreaterThan(0);
        expect(rendered.operations).toEqual(expect.arrayContaining(anchors));
        for (const tag of expected.data.tags) {
          expect(rendered.tags).toContainEqual([tag.anchor, tag.name]);
        }
        expect(rendered.navigation).toEqual(
          expect.arrayContaining([...anchors, ...expected.data.tags.map((tag) => tag.anchor)].map((id) => `#${id}`)),
        );
      }
      await context.close();
    });
  }
});

test.describe('live refresh from a specification server on loopback', () => {
  test.skip(!specsServedBySite, 'this build fetches specifications from METERSTONE_API_HOST, not the site itself');

  let server: SpecServer | undefined;
  test.afterEach(() => server?.close());

  /** Collects the page's console warnings, where the live refresh reports what it could not use. */
  function collectWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    return warnings;
  }

  /** The built page stays, every operation in place, and says the live copy was not used. */
  async function expectBuiltPage(page: Page, status: 'same' | 'failed'): Promise<void> {
    const expected = await expectedPage(v1);
    const root = page.locator('[data-live-status]');
    // Awaited in the page: locator polling starves React on this busy page (flaky once in CI, 2026-11-27).
    await waitForLiveCheck(page);
    await expect(root).toHaveAttribute('data-live-status', status);
    await expect(root).toHaveAttribute('data-spec-source', 'build');
    await expect(page.locator('main h1')).toHaveText(expected.data.title);
    if (expected.data.status === 'ok') {
      // The built page carries each object's "What can change" table, as the plugin adds it.
      const document = await sourceDocument(v1);
      const changes = document === undefined ? {} : objectChangesViews(expected.data.specId, document);
      // An h3 per operation, webhook event, described object, shared response header and shared response.
      await expect(page.locator('main h3[id]')).toHaveCount(
        operationAnchors(expected.data).length +
          describedObjects({...expected.data, changes}).length +
          sharedHeaders(expected.data).length +
          Object.keys(expected.data.responses).length,
      );
    }
  }

  test('the published copy, unchanged, keeps the built page after one request', async ({page}) => {
    test.skip(!existsSync(publishedFile(v1)), `this build did not publish ${v1.publishPath}`);
    server = await startSpecServer(v1);
    await openApiPage(page, `${server.origin}${v1.route}`);
    await expectBuiltPage(page, 'same');
    expect(server.requests).toBe(1);
  });

  test('a different specification replaces the built page', async ({page}) => {
    // Parsing and re-rendering the whole v1 specification in the browser (70 operations, 6 webhooks)
    // takes most of the default 30 s on a busy two-core machine: give it the slow-test budget.
    test.slow();
    const base =
      (await sourceDocument(v1)) ?? (parse(readFileSync(constructsFixture, 'utf8')) as Record<string, unknown>);
    const live = structuredClone(base) as {info: {title: string}; paths: Record<string, unknown>};
    live.info.title = 'Meterstone API (live copy)';
    live.paths['/v1/live-only'] = {
      get: {
        operationId: 'getLiveOnly',
        summary: 'Only in the live copy',
        tags: ['Live'],
        responses: {'204': {description: 'Done.'}},
      },
    };
    server = await startSpecServer(v1, jsonAnswer(live));
    await openApiPage(page, `${server.origin}${v1.route}`);
    const root = page.locator('[data-live-status]');
    // Re-rendering the whole page can take longer than the default 10 s of an expectation.
    await expect(root).toHaveAttribute('data-live-status', 'updated', {timeout: 60_000});
    await expect(root).toHaveAttribute('data-spec-source', 'live');
    await expect(page.locator('main h1')).toHaveText('Meterstone API (live copy)');
    await expect(page.locator('h3#getLiveOnly')).toHaveText(/Only in the live copy/);
    await expect(page.locator('nav a[href="#getLiveOnly"]')).toHaveCount(1);
    expect(server.requests).toBe(1);
    // The re-rendered operations keep their behaviour: the copy buttons are wired again, and so are
    // the request consoles.
    await expect(page.locator('[data-api-copy]').first()).toBeVisible();
    const tryIt = page.locator('[data-api-console-toggle="getLiveOnly"]');
    await tryIt.click();
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
    await pollForText(page, '#getLiveOnly-console h4', 'Try GET /v1/live-only', 30_000);
    await expect(page.locator('#getLiveOnly-console h4')).toHaveText('Try GET /v1/live-only');
  });

  test('an error status keeps the built page and logs a warning', async ({page, consoleGuard}) => {
    consoleGuard.allow('status of 503');
    const warnings = collectWarnings(page);
    server = await startSpecServer(v1, {status: 503, body: 'unavailable'});
    await openApiPage(page, `${server.origin}${v1.route}`);
    await expectBuiltPage(page, 'failed');
    expect(warnings.join('\n')).toMatch(/kept the built copy .* could not be used \(HTTP 503\)/);
  });

  test('a host that drops the connection keeps the built page and logs a warning', async ({page, consoleGuard}) => {
    consoleGuard.allow('ERR_EMPTY_RESPONSE');
    const warnings = collectWarnings(page);
    server = await startSpecServer(v1, 'drop');
    await openApiPage(page, `${server.origin}${v1.route}`);
    await expectBuiltPage(page, 'failed');
    expect(warnings.join('\n')).toMatch(/kept the built copy .* could not be used \(Failed to fetch\)/);
  });

  test('a document that is not OpenAPI keeps the built page and logs a warning', async ({page}) => {
    const warnings = collectWarnings(page);
    server = await startSpecServer(v1, jsonAnswer({hello: 'world'}));
    await openApiPage(page, `${server.origin}${v1.route}`);
    await expectBuiltPage(page, 'failed');
    expect(warnings.join('\n')).toContain('not an OpenAPI 3 document');
  });
});

test.describe('operations without hydration', () => {
  test.beforeEach(async ({page}) => {
    await answerLiveSpecWithPublishedCopy(page, v1);
  });

  test('choosing a sample language on one operation chooses it on all, and copy works, as code and as Markdown', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow('status of 404');
    const expected = await expectedPage(v1);
    test.skip(expected.data.status !== 'ok', 'the v1 specification is not in this build');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApiPage(page, v1.route);
    const pythonTabs = page.locator('input[data-api-language="python"]');
    expect(await pythonTabs.count()).toBeGreaterThan(1);
    await page.locator('label', {hasText: 'Python'}).first().click();
    await expect(pythonTabs.nth(1)).toBeChecked();
    // The request samples' language tabs (the response samples' status tabs are fieldsets too).
    const sampleSets = page.locator('fieldset:has(input[data-api-language])');
    const secondPython = sampleSets.nth(1).locator('pre').nth(1);
    await expect(secondPython).toBeVisible();
    await expect(secondPython).toContainText('import requests');

    const copy = sampleSets.first().locator('[data-api-copy]').nth(1);
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('import requests');

    // An operation's "Copy as Markdown" copies its section of the page's Markdown copy.
    const copyOperation = page.locator('[data-api-copy-markdown]').first();
    const signature = await copyOperation.getAttribute('data-api-copy-markdown');
    await copyOperation.click();
    await expect(copyOperation).toHaveText('Copied');
    const section = await page.evaluate(() => navigator.clipboard.readText());
    expect(section).toMatch(/^### /);
    expect(section).toContain(`\n\n${signature}\n\n`);

    // The page action menu, by keyboard: the page's whole Markdown, with its title and URL first. On
    // this page the waits poll on a timer (pollInPage): a locator assertion's polling kept React from
    // rendering the menu, which loads on demand, for longer than its timeout on a busy machine.
    const header = page.locator('main header').first();
    const menuButton = header.getByRole('button', {name: 'Copy page'});
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await pollInPage(
      page,
      () =>
        document.activeElement?.getAttribute('role') === 'menuitem' &&
        document.activeElement.textContent === 'Copy page as Markdown',
    );
    await page.keyboard.press('Enter');
    await pollInPage(
      page,
      () => document.querySelector('main header [role="status"]')?.textContent === 'Page copied as Markdown',
    );
    await expect(menuButton).toBeFocused();
    const whole = await page.evaluate(() => navigator.clipboard.readText());
    expect(whole).toMatch(/^# .+\n\n> .+\n\nURL: http/);
    expect(whole).toContain(section.trim());

    // The choice is remembered, and shared with the guides' language tabs: Python is chosen on a guide,
    // and a choice made there is chosen in the reference of another specification.
    await openPage(page, '/connect-meterstone/send-usage-events/');
    const guideTabs = page.locator('[role="tablist"]').first();
    await expect(guideTabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await guideTabs.getByRole('tab', {name: 'TypeScript'}).click();
    const v2 = apiSpecs.find((entry) => entry.id === 'v2')!;
    await openApiPage(page, v2.route);
    await pollInPage(page, () => {
      const chosen = document.querySelectorAll<HTMLInputElement>('input[data-api-language="typescript"]');
      return chosen.length > 0 && Array.from(chosen).every((input) => input.checked);
    });
  });

  test('eight sample languages fit a phone, switch by keyboard, persist across a reload, and a guide falls back to its default', async ({
    page,
    consoleGuard,
  }) => {
    test.slow();
    consoleGuard.allow('status of 404');
    await page.setViewportSize({width: 390, height: 844});
    const v2 = apiSpecs.find((entry) => entry.id === 'v2')!;
    await openApiPage(page, v2.route);
    const firstSet = page.locator('fieldset:has(input[data-api-language])').first();
    const labels = firstSet.locator('label');
    await expect(labels).toHaveText(['curl', 'Python', 'TypeScript', 'JavaScript', 'Go', 'Java', 'Ruby', 'PHP']);
    // Wrapped, not cut off or scrolled away: every tab lies inside the 390 px viewport.
    for (const box of await Promise.all((await labels.all()).map((label) => label.boundingBox()))) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // The tabs are a radio group: focus the checked one, arrow keys move the choice (curl → Go).
    await firstSet.locator('input[data-api-language="curl"]').focus();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(firstSet.locator('input[data-api-language="go"]')).toBeFocused();
    await expect(firstSet.locator('pre:visible')).toContainText('package main');
    // Java, Ruby and PHP grammars come with the reference only (sample-grammars.ts): coloured all the same.
    for (const language of ['go', 'java', 'ruby', 'php']) {
      expect(await firstSet.locator(`code.language-${language} span`).count(), language).toBeGreaterThan(3);
    }
    await pollInPage(page, () => {
      const chosen = document.querySelectorAll<HTMLInputElement>('input[data-api-language="go"]');
      return chosen.length > 1 && Array.from(chosen).every((input) => input.checked);
    });
    await page.reload();
    await pollInPage(page, () => {
      const chosen = document.querySelectorAll<HTMLInputElement>('input[data-api-language="go"]');
      return chosen.length > 1 && Array.from(chosen).every((input) => input.checked);
    });
    // The guides' tabs have no Go: they show their default (curl, the first) instead of an empty panel.
    await openPage(page, '/connect-meterstone/send-usage-events/');
    const guideTabs = page.locator('[role="tablist"]').first();
    await expect(guideTabs.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:visible').first()).toContainText('curl');
  });

  test('the navigation is a collapsed block on a phone and a sidebar on a desktop', async ({page, consoleGuard}) => {
    // It opens the heaviest page twice, each time waiting up to 30 s for hydration on a busy machine.
    test.slow();
    consoleGuard.allow('status of 404');
    await page.setViewportSize({width: 390, height: 844});
    await openApiPage(page, v1.route);
    const nav = page.getByRole('navigation', {name: 'API reference'});
    const specLink = nav.getByRole('link', {name: v1.label, exact: true});
    await expect(specLink).toBeHidden();
    await nav.getByText('Contents').click();
    await expect(specLink).toBeVisible();

    // From far down the page, two taps reach any operation: the navbar's menu button (the navbar comes
    // back on the way up), then the operation in the drawer, which closes on the way.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.8));
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.locator('button.navbar__toggle').click();
    const drawerLink = '.navbar-sidebar a[href="#voidInvoice"]';
    await pollInPage(page, (selector) => document.querySelector(selector) !== null, {arg: drawerLink});
    await page.locator(drawerLink).click();
    await expect(page).toHaveURL(/#voidInvoice$/);
    await pollInPage(page, () => {
      const heading = document.getElementById('voidInvoice')?.getBoundingClientRect();
      const drawerOpen = document.querySelector('.navbar-sidebar--show') !== null;
      return !drawerOpen && heading !== undefined && heading.top >= 0 && heading.bottom <= window.innerHeight;
    });
    await page.setViewportSize({width: 1280, height: 900});
    await openApiPage(page, v1.route);
    await expect(nav.getByText('Contents')).toBeHidden();
    await expect(nav.getByRole('link', {name: v1.label, exact: true})).toBeVisible();
  });
});

test.describe('API reference accessibility (axe, WCAG 2.1 A/AA)', () => {
  // axe needs minutes for a whole fifty-operation page on two cores; the operations all use the same
  // components, so /api/v2/ is checked whole and /api/ through its header, navigation, first tag, a
  // webhook event, an object, the response headers and the shared responses.
  const checks = [
    {entry: apiSpecs.find((spec) => spec.id === 'v2')!, include: undefined},
    {
      entry: v1,
      include: [
        'main > header',
        'nav[aria-label="API reference"]',
        'main section[aria-labelledby^="tag-"]:first-of-type',
        'section[aria-labelledby="onInvoiceFinalized"]',
        'section[aria-labelledby="object-Invoice"]',
        'section[aria-labelledby="response-headers"]',
        '#shared-responses',
      ],
    },
  ];
  for (const {entry, include} of checks) {
    for (const [colorScheme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 390],
    ] as const) {
      test(`${entry.route} in ${colorScheme} mode at ${width} px has no violations`, async ({page, consoleGuard}) => {
        test.setTimeout(180_000);
        consoleGuard.allow('status of 404');
        await answerLiveSpecWithPublishedCopy(page, entry);
        await page.setViewportSize({width, height: 900});
        await page.emulateMedia({colorScheme});
        await openApiPage(page, entry.route);
        await waitForLiveCheck(page);
        const existing = [];
        for (const selector of include ?? []) {
          if ((await page.locator(selector).count()) > 0) {
            existing.push(selector);
          }
        }
        expect(await axeViolations(page, existing)).toEqual([]);
      });
    }
  }

  test('a page that could not load its specification has no violations', async ({page, consoleGuard}) => {
    consoleGuard.allow('status of 404');
    const failing = (
      await Promise.all(apiSpecs.map(async (entry) => [entry, await expectedPage(entry)] as const))
    ).find(([, loaded]) => loaded.data.status === 'error');
    test.skip(failing === undefined, 'every specification of this build loads');
    const [entry] = failing!;
    await page.route(liveSpecPattern(entry), (route) => route.fulfill({status: 404, body: ''}));
    await openApiPage(page, entry.route);
    await expect(page.locator('[data-api-spec-error]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
