/**
 * Reading a built docs page: the article's text split into its lead and its `##`/`###` sections, as the
 * reader sees them (tab labels, icons, anchor links and scripts left out). Pure: HTML in, data out.
 */
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';

export interface PageSection {
  /** Anchor of the heading (`id`), which Docusaurus derives from the heading text or `{#id}`. */
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
  readonly text: string;
  /** The text without tables and code blocks, for the snippet. */
  readonly prose: string;
}

export interface ParsedPage {
  readonly title: string;
  /** Title of the parent page from the breadcrumbs; empty for top-level pages. */
  readonly parentTitle: string;
  /** The page's `<meta name="description">`: front matter `description`, or Docusaurus's first paragraph. */
  readonly description: string;
  /** Keywords from `<meta name="keywords">` (front matter `keywords`, or the site's default). */
  readonly keywords: readonly string[];
  /** Text before the first section heading. */
  readonly lead: string;
  /** The lead without tables and code blocks. */
  readonly leadProse: string;
  readonly sections: readonly PageSection[];
}

/** Elements whose text is chrome, not content. */
const skippedSelector = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'template',
  '.hash-link',
  '[role="tablist"]',
  '[aria-hidden="true"]',
  // Widgets (the pricing calculators): their headings carry React ids, not anchors a result can keep,
  // and their text is the labels of their fields.
  '[data-search-skip]',
].join(', ');

/**
 * Shell, JSON, Python and TypeScript code blocks are the API samples of the guides: requests, the scripts
 * that chain them, their responses, webhook payloads and receivers. They repeat the operations and fields
 * that the API reference's documents index once per operation, plus ids and times nobody searches for.
 * Indexed, shell and JSON samples made every guide section with a sample a match for API words (the
 * original queries' MRR fell from 0.926 to 0.913 as the guides gained samples) and took 5 KB of the index
 * budget; the Python and TypeScript receivers and scripts that issue #30 added took the index over its
 * budget again (207 KB gzip per 100 pages). SQL and YAML (metrics, exports, configuration) stay searchable.
 */
const sampleBlockSelector = ['bash', 'sh', 'shell', 'json', 'python', 'py', 'typescript', 'ts', 'javascript', 'js']
  .map((language) => `.theme-code-block.language-${language}`)
  .join(', ');

/** Elements that flow inside a line: no word break around them. */
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Collapses runs of whitespace (including the zero-width space of anchor links) to single spaces. */
export function normalizeText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tables and code: searchable, but poor reading in a result's snippet. */
const notProseTags = new Set(['table', 'pre']);

/**
 * Text of a subtree with a space wherever a block element starts or ends, into `all`; the same without
 * tables and code blocks into `prose` (the snippet text), when given.
 */
function textOf(node: AnyNode, all: string[], prose: string[] | null = null): void {
  const push = (text: string) => {
    all.push(text);
    prose?.push(text);
  };
  if (node.type === 'text') {
    push((node as unknown as {data: string}).data);
    return;
  }
  if (!isElement(node)) {
    return;
  }
  if (node.name === 'img') {
    const alt = node.attribs.alt;
    if (alt) {
      push(` ${alt} `);
    }
    return;
  }
  if (node.name === 'br') {
    push(' ');
    return;
  }
  const block = !inlineTags.has(node.name);
  if (block) {
    push(' ');
  }
  const childProse = notProseTags.has(node.name) ? null : prose;
  for (const child of node.children) {
    textOf(child, all, childProse);
  }
  if (block) {
    push(' ');
  }
}

function headingLevel(node: AnyNode): 2 | 3 | undefined {
  if (!isElement(node) || !node.attribs.id) {
    return undefined;
  }
  if (node.name === 'h2') {
    return 2;
  }
  return node.name === 'h3' ? 3 : undefined;
}

function pageTitle($: CheerioAPI, markdown: ReturnType<CheerioAPI>): string {
  const heading = normalizeText(markdown.find('header h1').first().text());
  if (heading !== '') {
    return heading;
  }
  // A page with `hide_title` has no h1: its document title is "Page | Site".
  const documentTitle = normalizeText($('head title').first().text());
  const separator = documentTitle.lastIndexOf(' | ');
  return separator === -1 ? documentTitle : documentTitle.slice(0, separator);
}

/** Parses the HTML of a built docs page; `undefined` when it has no docs article. */
export function parseDocPage(html: string): ParsedPage | undefined {
  const $ = load(html);
  const markdown = $('article .theme-doc-markdown').first();
  if (markdown.length === 0) {
    return undefined;
  }
  const title = pageTitle($, markdown);
  const crumbs = $('article .breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => normalizeText($(item).text()))
    .get()
    .filter((text) => text !== '');
  const keywords = ($('meta[name="keywords"]').last().attr('content') ?? '')
    .split(',')
    .map((keyword) => normalizeText(keyword))
    .filter((keyword) => keyword !== '');

  const description = normalizeText($('meta[name="description"]').last().attr('content') ?? '');

  markdown.find('header').remove();
  markdown.find(skippedSelector).remove();
  markdown.find(sampleBlockSelector).remove();

  const lead = {parts: [] as string[], prose: [] as string[]};
  const sections: {id: string; title: string; level: 2 | 3; parts: string[]; prose: string[]}[] = [];
  const walk = (node: AnyNode): void => {
    const level = headingLevel(node);
    if (level !== undefined) {
      const titleParts: string[] = [];
      textOf(node, titleParts);
      const id = (node as Element).attribs.id;
      sections.push({id, title: normalizeText(titleParts.join('')), level, parts: [], prose: []});
      return;
    }
    const target = sections.length === 0 ? lead : sections[sections.length - 1];
    if (isElement(node) && [...node.children].some((child) => containsHeading(child))) {
      // A wrapper around a heading: descend so the heading splits the text at the right place.
      if (!inlineTags.has(node.name)) {
        target.parts.push(' ');
        target.prose.push(' ');
      }
      node.children.forEach(walk);
      return;
    }
    textOf(node, target.parts, target.prose);
  };
  markdown.contents().each((_, node) => walk(node));

  return {
    title,
    parentTitle: crumbs[crumbs.length - 1] ?? '',
    description,
    keywords,
    lead: normalizeText(lead.parts.join('')),
    leadProse: normalizeText(lead.prose.join('')),
    sections: sections.map(({id, title: sectionTitle, level, parts, prose}) => ({
      id,
      title: sectionTitle,
      level,
      text: normalizeText(parts.join('')),
      prose: normalizeText(prose.join('')),
    })),
  };
}

function containsHeading(node: AnyNode): boolean {
  if (headingLevel(node) !== undefined) {
    return true;
  }
  return isElement(node) && node.children.some(containsHeading);
}
