import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 A and AA rules: the level the site promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page, or only on the parts that `include` selects, and returns its violations in a
 * form that reads well in a failed assertion.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(wcagTags);
  for (const selector of include) {
    builder.include(selector);
  }
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
