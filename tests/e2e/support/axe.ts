import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 A and AA rules: the level the site promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page, or only on the parts that `include` selects, and returns its violations in a
 * form that reads well in a failed assertion.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  // Long pages (the API reference) skip rendering off-screen sections with `content-visibility: auto`
  // and an estimated size. When axe scrolls to an element, the sections above it render and move it,
  // and its contrast check then samples whatever is drawn at the old position (the footer). Rendering
  // everything first gives axe the real layout; colours are the same either way.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
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
