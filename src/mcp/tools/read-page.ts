/** `read_page`: a page's Markdown copy from the build, or one section of it, in parts. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {mcpLimits} from '../limits';
import {closestNames} from '../site/closest-names';
import type {DocsBuild} from '../site/docs-build';
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
    .describe('Section anchor without #, to read only that section'),
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

export function readPage(
  site: DocsBuild,
  {url, anchor, offset = 0, maxChars = mcpLimits.defaultPageChars}: ReadPageArgs,
) {
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
  const sectionAnchor = anchor ?? parsed.address.anchor;
  let text = markdown;
  if (sectionAnchor !== undefined && sectionAnchor !== '') {
    const basePath = new URL(site.siteUrl).pathname.replace(/\/$/, '');
    const section = findSection(markdown, sectionAnchor, site.resultTitle(`${basePath}${route}#${sectionAnchor}`));
    if (section === undefined) {
      return errorResult(
        `${route} has no section #${sectionAnchor}. Read the page without an anchor, or take anchors from search_docs results.`,
      );
    }
    text = section;
  }
  if (offset > 0 && offset >= text.length) {
    return errorResult(`offset ${offset} is past the end: the text has ${text.length} characters.`);
  }
  const part = textPart(text, offset, maxChars);
  const end = offset + part.text.length;
  const footer =
    part.nextOffset === undefined
      ? offset === 0
        ? ''
        : `\n\n[End of text: characters ${offset}–${end} of ${part.totalChars}.]`
      : `\n\n[Characters ${offset}–${end} of ${part.totalChars}. Call read_page again with offset ${part.nextOffset} for the rest.]`;
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
