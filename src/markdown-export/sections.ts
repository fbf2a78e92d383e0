/**
 * Finding one section of a page's Markdown: an operation's, for "Copy as Markdown" on an operation, or
 * any heading's, for the docs MCP server. Browser-safe and small: the page action code imports it.
 */

/** One line of a Markdown text, as the section finders see it. */
export interface MarkdownLine {
  readonly text: string;
  /** The level of an ATX heading line (`### Title` → 3); 0 for any other line and inside code blocks. */
  readonly headingLevel: number;
  /** True for a code fence line and every line between fences. */
  readonly inCode: boolean;
}

/** The level of an ATX heading line (`### Title` → 3), or 0 for any other line. */
function headingLevel(line: string): number {
  const match = /^(#{1,6}) /.exec(line);
  return match === null ? 0 : match[1]!.length;
}

/** The lines of a Markdown text with their heading levels, code blocks told apart (a `#` in code is no heading). */
export function markdownLines(markdown: string): MarkdownLine[] {
  let fence: string | undefined;
  return markdown.split('\n').map((text) => {
    const fenceMatch = /^(`{3,})/.exec(text);
    if (fenceMatch !== null) {
      fence = fence === undefined ? fenceMatch[1] : text.trim() === fence ? undefined : fence;
      return {text, headingLevel: 0, inCode: true};
    }
    return fence === undefined
      ? {text, headingLevel: headingLevel(text), inCode: false}
      : {text, headingLevel: 0, inCode: true};
  });
}

/** A page cut around one section: the text before it, the section, and the text after it. */
export interface SectionSplit {
  readonly before: string;
  readonly section: string;
  readonly after: string;
}

/** The page cut around the section that starts at heading line `start` and runs to the next heading of its level or higher. */
function splitAt(lines: readonly MarkdownLine[], start: number): SectionSplit {
  const level = lines[start]!.headingLevel;
  let end = start + 1;
  while (end < lines.length && !(lines[end]!.headingLevel > 0 && lines[end]!.headingLevel <= level)) {
    end += 1;
  }
  const join = (from: number, to: number) => {
    const text = lines
      .slice(from, to)
      .map((line) => line.text)
      .join('\n')
      .trim();
    return text === '' ? '' : `${text}\n`;
  };
  return {before: join(0, start), section: join(start, end), after: join(end, lines.length)};
}

/**
 * The section whose heading is followed by `signature` (the line under every operation's and event's
 * heading, see signatures.ts): from that heading to the next heading of the same or a higher level,
 * outside code blocks. Undefined when no section has the signature.
 */
export function sectionWithSignature(markdown: string, signature: string): string | undefined {
  const lines = markdownLines(markdown);
  const at = lines.findIndex((line) => line.text === signature);
  if (at < 0) {
    return undefined;
  }
  let start = at - 1;
  while (start >= 0 && lines[start]!.headingLevel === 0) {
    start -= 1;
  }
  return start < 0 ? undefined : splitAt(lines, start).section;
}

/**
 * The page cut around the first section whose heading text (without its `#`s) satisfies `matches`,
 * outside code blocks; for reading one section of a page, with or without the rest (the docs MCP
 * server's `read_page`). Undefined when no heading matches.
 */
export function splitAtHeading(markdown: string, matches: (heading: string) => boolean): SectionSplit | undefined {
  const lines = markdownLines(markdown);
  const start = lines.findIndex(
    (line) => line.headingLevel > 0 && matches(line.text.slice(line.headingLevel + 1).trim()),
  );
  return start < 0 ? undefined : splitAt(lines, start);
}
