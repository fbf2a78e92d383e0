/**
 * Shared test fixtures: every page a test opens fails the test on a console error or an uncaught
 * exception, unless the test lists the message as expected.
 */
import {test as base, expect, type Page} from '@playwright/test';

interface ConsoleGuard {
  /** Messages (substrings) that a test expects and that must not fail it. */
  allow(pattern: string | RegExp): void;
}

export const test = base.extend<{consoleGuard: ConsoleGuard}>({
  consoleGuard: [
    async ({page}, use) => {
      const errors: string[] = [];
      const allowed: (string | RegExp)[] = [];
      const isAllowed = (text: string) =>
        allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) {
          errors.push(`uncaught: ${error.message}`);
        }
      });
      await use({allow: (pattern) => allowed.push(pattern)});
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Waits until React has hydrated the page (Docusaurus sets this attribute once it has). The API pages
 * hold fifty operations and hydrate in well under a second on a quiet machine, but the shared two-core
 * test machines can take longer than the default wait: they pass a longer `timeout`.
 */
export async function waitForHydration(page: Page, {timeout}: {timeout?: number} = {}): Promise<void> {
  // Polled on a timer in the page, not with a locator assertion: on the API reference (tens of thousands
  // of elements) a locator's tight polling kept React's hydration, which runs as a transition that yields
  // to the browser, from finishing for over a minute on a busy machine.
  await pollInPage(page, () => document.documentElement.dataset.hasHydrated === 'true', {timeout: timeout ?? 10_000});
}

/**
 * Waits until `predicate` holds in the page, checking it on a timer. Use it on the API reference
 * instead of a locator assertion for what React renders after an action: a locator assertion polls
 * with animation frames, and on a page of tens of thousands of elements on a busy machine those frames
 * left React's scheduled rendering no time to run.
 */
export async function pollInPage(
  page: Page,
  predicate: (arg: string) => boolean,
  {arg = '', timeout = 15_000}: {arg?: string; timeout?: number} = {},
): Promise<void> {
  await page.waitForFunction(predicate, arg, {polling: 100, timeout});
}

/** Waits, as {@link pollInPage} does, until the element `selector` finds contains `text`. */
export async function pollForText(page: Page, selector: string, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ({selector: css, text: expected}) => document.querySelector(css)?.textContent?.includes(expected) === true,
    {selector, text},
    {polling: 100, timeout},
  );
}

/**
 * Waits, as {@link pollInPage} does, until the API reference has finished comparing its build with the
 * live specification (`data-live-status` is no longer `pending`).
 */
export async function waitForLiveCheck(page: Page, timeout = 30_000): Promise<void> {
  await pollInPage(
    page,
    () => {
      const status = document.querySelector('[data-live-status]')?.getAttribute('data-live-status');
      return status !== undefined && status !== null && status !== 'pending';
    },
    {timeout},
  );
}

/** Opens a path and waits for hydration; returns the HTTP status of the document. */
export async function openPage(
  page: Page,
  path: string,
  options: {timeout?: number} = {},
): Promise<number | undefined> {
  const response = await page.goto(path);
  await waitForHydration(page, options);
  return response?.status();
}
