/**
 * Finding a phrase inside one page's Markdown, for `read_page`'s `find`: the lines that contain it, each
 * with the heading and anchor of the section it is in, so an agent can read exactly that section next.
 * The phrase is matched literally (never as a pattern) and case-insensitively, on the text a reader sees
 * (code ticks, emphasis and link targets left out) or else on the Markdown as written, so a phrase with
 * a `*` or a backtick of its own still matches. Pure.
 */
import {markdownLines, type MarkdownLine} from '../../markdown-export/sections';
import type {IndexedSection} from './docs-build';
import {plainHeading, slugOf} from './find-section';

/** One line that contains the phrase. */
export interface PageMatch {
  /** Heading of the section the line is in; undefined for the page's opening (before any `##` heading). */
  readonly heading?: string;
  /** Anchor of that section, without `#`. */
  readonly anchor?: string;
  /** The line as plain text, cut around the phrase when long; a table row comes under its header row. */
  readonly excerpt: string;
}

export interface PageFind {
  /** The first matches, in page order. */
  readonly matches: readonly PageMatch[];
  /** Lines that contain the phrase, shown or not. */
  readonly total: number;
}

export interface FindOptions {
  readonly maxMatches: number;
  readonly maxExcerptChars: number;
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a Markdown line as read: link targets, code ticks, emphasis and escapes left out; spaces collapsed. */
function plainText(text: string): string {
  return collapseSpaces(
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .replace(/\\(.)/g, '$1'),
  );
}

/** The part of a long line around the phrase at `at`, with ellipses where it was cut. */
function excerptAround(text: string, at: number, length: number, maxChars: number): string {
  if (text.length <= maxChars) {
    return text;
  }
  const start = Math.max(0, Math.min(at - Math.floor((maxChars - length) / 2), text.length - maxChars));
  const end = Math.min(text.length, start + maxChars);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * Each heading line's anchor: the search index's anchor for a heading of that text (taken in page order,
 * so repeated headings get their own), else the heading's slug. The page title (`#`) has none.
 */
function headingAnchors(lines: readonly MarkdownLine[], indexed: readonly IndexedSection[]): Map<number, string> {
  const unused = [...indexed];
  const anchors = new Map<number, string>();
  lines.forEach((line, at) => {
    if (line.headingLevel < 2) {
      return;
    }
    const heading = plainHeading(line.text.slice(line.headingLevel + 1));
    const known = unused.findIndex((section) => plainHeading(section.title) === heading);
    anchors.set(at, known < 0 ? slugOf(line.text.slice(line.headingLevel + 1)) : unused.splice(known, 1)[0]!.anchor);
  });
  return anchors;
}

const isTableRow = (line: MarkdownLine | undefined) => line !== undefined && !line.inCode && line.text.startsWith('|');

/** The header row of the table that line `at` belongs to, when `at` is a row under it. */
function tableHeader(lines: readonly MarkdownLine[], at: number): string | undefined {
  if (!isTableRow(lines[at])) {
    return undefined;
  }
  let start = at;
  while (isTableRow(lines[start - 1])) {
    start -= 1;
  }
  return start === at ? undefined : plainText(lines[start]!.text);
}

export function findInPage(
  markdown: string,
  phrase: string,
  indexed: readonly IndexedSection[],
  {maxMatches, maxExcerptChars}: FindOptions,
): PageFind {
  const needle = collapseSpaces(phrase).toLowerCase();
  const lines = markdownLines(markdown);
  const anchors = headingAnchors(lines, indexed);
  const matches: PageMatch[] = [];
  let section: {heading?: string; anchor?: string} = {};
  let total = 0;
  lines.forEach((line, at) => {
    const anchor = anchors.get(at);
    if (anchor !== undefined) {
      section = {heading: line.text.slice(line.headingLevel + 1).trim(), anchor};
    }
    // Fence lines and the page's own URL line (under the title) are never an answer.
    if (needle === '' || /^(`{3,}|URL: )/.test(line.text)) {
      return;
    }
    const text = [plainText(line.text), collapseSpaces(line.text)].find((form) => form.toLowerCase().includes(needle));
    if (text === undefined) {
      return;
    }
    const found = text.toLowerCase().indexOf(needle);
    total += 1;
    if (matches.length < maxMatches) {
      const header = tableHeader(lines, at);
      const excerpt = excerptAround(text, found, needle.length, maxExcerptChars);
      matches.push({...section, excerpt: header === undefined ? excerpt : `${header}\n${excerpt}`});
    }
  });
  return {matches, total};
}
