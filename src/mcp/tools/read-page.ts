/**
 * `read_page`: a page's Markdown copy from the build in parts; or one section of it, by default followed
 * by the rest of the page (so the adjacent sections that often hold the answer come along); or the
 * lines of the page that contain a phrase (`find`), each with its section's URL.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import type {SectionSplit} from '../../markdown-export/sections';
import {mcpLimits} from '../limits';
import {closestNames} from '../site/closest-names';
import type {DocsBuild} from '../site/docs-build';
import {findInPage} from '../site/find-in-page';
import {findSection} from '../site/find-section';
import {parsePageAddress} from '../site/page-address';
import {textPart} from '../site/paging';
import {readPageTool} from '../tool-catalog';
import {errorResult, textResult} from './results';

export const readPageInput = {
  url: z
    .string()
    .trim()
    .min(1, 'url is empty: give a page URL or path, such as /launch-guides/quickstart/')
    .max(mcpLimits.maxIdentifierLength, `url is longer than ${mcpLimits.maxIdentifierLength} characters`)
    .describe('Page URL or path, optionally with #anchor, such as /developer-resources/use-api/pagination/#cursors'),
  anchor: z
    .string()
    .trim()
    .max(mcpLimits.maxIdentifierLength)
    .regex(/^[\w.~-]*$/, 'anchor holds characters no section id has: pass the part after # only')
    .optional()
    .describe('Section anchor without #, to start at that section'),
  include: z
    .enum(['section_and_rest', 'section'], {
      message: 'include is "section_and_rest" (the default) or "section"',
    })
    .optional()
    .describe(
      'With an anchor: "section_and_rest" (default) returns the section, then the rest of the page after it, then the start of the page before it; "section" returns the section alone (shorter, but the answer may be in an adjacent section)',
    ),
  find: z
    .string()
    .trim()
    .min(mcpLimits.minFindLength, `find is at least ${mcpLimits.minFindLength} characters: give a word or phrase`)
    .max(
      mcpLimits.maxFindLength,
      `find is longer than ${mcpLimits.maxFindLength} characters: give a word or short phrase`,
    )
    .optional()
    .describe(
      `A word or phrase to find in the whole page (literal, case-insensitive): returns up to ${mcpLimits.maxFindMatches} matching lines, each with the URL of its section, instead of the page text`,
    ),
  offset: z
    .number()
    .int()
    .min(0, 'offset cannot be negative')
    .optional()
    .describe('Character offset to continue from, as given at the end of the previous part (default 0)'),
  maxChars: z
    .number()
    .int()
    .min(1000, 'maxChars is at least 1000')
    .max(mcpLimits.maxPageChars, `maxChars is at most ${mcpLimits.maxPageChars}`)
    .optional()
    .describe(`Most characters to return (1000 to ${mcpLimits.maxPageChars}, default ${mcpLimits.defaultPageChars})`),
};

interface ReadPageArgs {
  readonly url: string;
  readonly anchor?: string | undefined;
  readonly include?: 'section_and_rest' | 'section' | undefined;
  readonly find?: string | undefined;
  readonly offset?: number | undefined;
  readonly maxChars?: number | undefined;
}

/** Routes of the pages the build has Markdown for, from llms.txt. */
function knownRoutes(site: DocsBuild): string[] {
  const base = new URL(site.siteUrl).pathname;
  return site.listedPages().map((page) => {
    const pathname = new URL(page.markdownUrl, site.siteUrl).pathname.replace(/index\.md$/, '');
    return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  });
}

/** Separators between a section and the rest of its page, so an agent sees where the section ends. */
export const restOfPageMarkers = {
  after: '--- rest of the page, after this section ---',
  before: '--- start of the page, before this section ---',
} as const;

/** The section alone, or the section, then the page after it, then the page before it (the default). */
function sectionText(split: SectionSplit, include: ReadPageArgs['include']): string {
  if (include === 'section') {
    return split.section;
  }
  return [
    split.section,
    ...(split.after === '' ? [] : [`${restOfPageMarkers.after}\n`, split.after]),
    ...(split.before === '' ? [] : [`${restOfPageMarkers.before}\n`, split.before]),
  ].join('\n');
}

/** The lines of a page that contain `phrase`, each with the URL of its section, as Markdown. */
function foundText(site: DocsBuild, route: string, pagePath: string, markdown: string, phrase: string): string {
  const {matches, total} = findInPage(markdown, phrase, site.indexedSections(pagePath), {
    maxMatches: mcpLimits.maxFindMatches,
    maxExcerptChars: mcpLimits.maxFindExcerptChars,
  });
  if (total === 0) {
    return `No line of ${route} contains ${JSON.stringify(phrase)}. Try one distinctive word, or search_docs to find the page that does.`;
  }
  const pageUrl = new URL(route.slice(1), site.siteUrl).toString();
  const items = matches.map((match, index) => {
    const where =
      match.anchor === undefined
        ? `[the page's opening](${pageUrl})`
        : `[${match.heading}](${pageUrl}#${match.anchor})`;
    return `${index + 1}. In ${where}:\n${match.excerpt.replace(/^/gm, '   > ')}`;
  });
  const shown =
    total > matches.length ? `; the first ${matches.length} shown (give a longer phrase to narrow them)` : '';
  return [
    `${JSON.stringify(phrase)} is on ${total} line${total === 1 ? '' : 's'} of ${route}${shown}.`,
    ...items,
    'Read a section with read_page and its URL (the anchor after #).',
  ].join('\n\n');
}

export function readPage(site: DocsBuild, {url, anchor, include, find, offset = 0, maxChars}: ReadPageArgs) {
  const parsed = parsePageAddress(url, site.siteUrl);
  if (!parsed.ok) {
    return errorResult(parsed.error);
  }
  const {route} = parsed.address;
  const markdown = site.markdown(route);
  if (markdown === undefined) {
    const near = closestNames(route, knownRoutes(site));
    return errorResult(
      `No page at ${route} has a Markdown copy. Closest pages: ${near.join(', ')}. search_docs finds pages by topic.`,
    );
  }
  const basePath = new URL(site.siteUrl).pathname.replace(/\/$/, '');
  if (find !== undefined) {
    if (offset !== 0 || maxChars !== undefined || include !== undefined) {
      return errorResult(
        `find answers all its matches (at most ${mcpLimits.maxFindMatches}) in one part: leave out offset, maxChars and include, or leave out find to read the page.`,
      );
    }
    return textResult(foundText(site, route, `${basePath}${route}`, markdown, find), 'Give a longer phrase.');
  }
  const sectionAnchor = anchor ?? parsed.address.anchor;
  let text = markdown;
  if (sectionAnchor !== undefined && sectionAnchor !== '') {
    const split = findSection(markdown, sectionAnchor, site.resultTitle(`${basePath}${route}#${sectionAnchor}`));
    if (split === undefined) {
      return errorResult(
        `${route} has no section #${sectionAnchor}. Read the page without an anchor, or take anchors from search_docs results.`,
      );
    }
    text = sectionText(split, include);
  }
  if (offset > 0 && offset >= text.length) {
    return errorResult(`offset ${offset} is past the end: the text has ${text.length} characters.`);
  }
  const part = textPart(text, offset, maxChars ?? mcpLimits.defaultPageChars);
  const end = offset + part.text.length;
  const footer =
    part.nextOffset === undefined
      ? offset === 0
        ? ''
        : `\n\n[End of text: characters ${offset}–${end} of ${part.totalChars}.]`
      : `\n\n[Characters ${offset}–${end} of ${part.totalChars}. Call read_page again with the same arguments and offset ${part.nextOffset} for the rest.]`;
  return textResult(`${part.text}${footer}`, 'Ask for a smaller maxChars.');
}

export function registerReadPage(server: McpServer, site: DocsBuild): void {
  server.registerTool(
    readPageTool.name,
    {
      title: readPageTool.title,
      description: readPageTool.description,
      inputSchema: readPageInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (args) => readPage(site, args),
  );
}
