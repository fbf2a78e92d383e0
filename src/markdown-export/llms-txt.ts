/**
 * `llms.txt` and `llms-full.txt` (https://llmstxt.org): an index of the site for language-model tools,
 * with a section per top-level category of the sidebar plus the API reference, and every page's
 * Markdown joined in the same order. Pure: pages in, text out.
 */
import type {DocRoute} from '../routes/docs-routes';

export interface LlmsLink {
  readonly title: string;
  /** URL of the page's Markdown. */
  readonly url: string;
  readonly description: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsIndex {
  readonly title: string;
  readonly summary: string;
  /** Optional paragraph between the summary and the first section. */
  readonly details?: string;
  readonly sections: readonly LlmsSection[];
}

/** A description on one line, without the characters that would end a list item's text early. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkLine({title, url, description}: LlmsLink): string {
  const label = oneLine(title).replace(/[[\]]/g, (character) => `\\${character}`);
  const note = oneLine(description);
  return `- [${label}](${url})${note === '' ? '' : `: ${note}`}`;
}

/** The `llms.txt` text: `# Title`, `> summary`, optional details, then `## Section` lists of links. */
export function llmsTxt({title, summary, details, sections}: LlmsIndex): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  if (details !== undefined && details !== '') {
    parts.push(details.trim());
  }
  for (const section of sections) {
    if (section.links.length > 0) {
      parts.push(`## ${oneLine(section.title)}\n\n${section.links.map(linkLine).join('\n')}`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page's Markdown in order, each starting at its own `# Title`, after the index's heading. */
export function llmsFullTxt(title: string, summary: string, pages: readonly string[]): string {
  return `# ${oneLine(title)}\n\n> ${oneLine(summary)}\n\n${pages.map((page) => page.trim()).join('\n\n---\n\n')}\n`;
}

export interface DocGroup {
  /** Label of the sidebar category, or of the group of top-level pages. */
  readonly title: string;
  /** The listed pages of the group, in sidebar order (a category's overview page first). */
  readonly routes: readonly DocRoute[];
}

function isBelow(route: DocRoute, sectionPath: string): boolean {
  return route.path.startsWith(sectionPath);
}

/**
 * The listed pages grouped as the sidebar's top level: the pages that sit at the top level (home and
 * other single pages) in one group first, then one group per top-level category with all its pages.
 * `routes` is in sidebar order, as `listedDocRoutes` is.
 */
export function groupBySidebar(
  routes: readonly DocRoute[],
  labelOf: (route: DocRoute) => string,
  topLevelTitle: string,
): DocGroup[] {
  const topLevel = routes.filter(
    (route) => (route.parentPath === '/' || route.parentPath === null) && !route.isSection,
  );
  const categories = routes
    .filter((route) => route.parentPath === '/' && route.isSection)
    .map((section) => ({
      title: labelOf(section),
      routes: routes.filter((route) => isBelow(route, section.path)),
    }));
  return [{title: topLevelTitle, routes: topLevel}, ...categories];
}
