/**
 * Finding one operation's section in an API page's Markdown, for "Copy as Markdown" on an operation.
 * Browser-safe and small: the page action code imports it.
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
  const level = headingLevel(lines[start]!);
  let end = at + 1;
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
