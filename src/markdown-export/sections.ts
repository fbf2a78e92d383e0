/**
 * Finding one section of a page's Markdown: an operation's, for "Copy as Markdown" on an operation, or
 * any heading's, for the docs MCP server. Browser-safe and small: the page action code imports it.
 */

/** The level of an ATX heading line (`### Title` → 3), or 0 for any other line. */
function headingLevel(line: string): number {
  const match = /^(#{1,6}) /.exec(line);
  return match === null ? 0 : match[1]!.length;
}

/**
 * The section whose heading is followed by `signature` (the line under every operation's and event's
 * heading, see signatures.ts): from that heading to the next heading of the same or a higher level,
 * outside code blocks. Undefined when no section has the signature.
 */
export function sectionWithSignature(markdown: string, signature: string): string | undefined {
  const lines = markdown.split('\n');
  const at = lines.indexOf(signature);
  if (at < 0) {
    return undefined;
  }
  let start = at - 1;
  while (start >= 0 && headingLevel(lines[start]!) === 0) {
    start -= 1;
  }
  if (start < 0) {
    return undefined;
  }
  return sectionFrom(lines, start);
}

/** The section that starts at heading line `start`: up to the next heading of its level or higher, outside code. */
function sectionFrom(lines: readonly string[], start: number): string {
  const level = headingLevel(lines[start]!);
  let end = start + 1;
  let fence: string | undefined;
  for (; end < lines.length; end += 1) {
    const line = lines[end]!;
    const fenceMatch = /^(`{3,})/.exec(line);
    if (fenceMatch !== null) {
      if (fence === undefined) {
        fence = fenceMatch[1];
      } else if (line.trim() === fence) {
        fence = undefined;
      }
      continue;
    }
    const lineLevel = fence === undefined ? headingLevel(line) : 0;
    if (lineLevel > 0 && lineLevel <= level) {
      break;
    }
  }
  return `${lines.slice(start, end).join('\n').trim()}\n`;
}

/**
 * The first section whose heading text (without its `#`s) satisfies `matches`, outside code blocks; for
 * reading one section of a page (the docs MCP server's `read_page`). Undefined when none does.
 */
export function sectionWithHeading(markdown: string, matches: (heading: string) => boolean): string | undefined {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    const fenceMatch = /^(`{3,})/.exec(line);
    if (fenceMatch !== null) {
      fence = fence === undefined ? fenceMatch[1] : line.trim() === fence ? undefined : fence;
      continue;
    }
    const level = fence === undefined ? headingLevel(line) : 0;
    if (level > 0 && matches(line.slice(level + 1).trim())) {
      return sectionFrom(lines, at);
    }
  }
  return undefined;
}
