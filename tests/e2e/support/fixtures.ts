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
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
    timeout === undefined ? {} : {timeout},
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
