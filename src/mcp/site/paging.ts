/**
 * Cutting a long Markdown text into parts an agent can read one call at a time. Parts end at a line
 * break when there is one in the second half of the part, so a table row or code line is not split. Pure.
 */

export interface TextPart {
  readonly text: string;
  /** Offset of the next part, when text remains. */
  readonly nextOffset?: number;
  readonly totalChars: number;
}

export function textPart(text: string, offset: number, maxChars: number): TextPart {
  const start = Math.min(Math.max(0, offset), text.length);
  const limit = start + maxChars;
  if (limit >= text.length) {
    return {text: text.slice(start), totalChars: text.length};
  }
  const lineEnd = text.lastIndexOf('\n', limit - 1);
  const end = lineEnd > start + maxChars / 2 ? lineEnd + 1 : limit;
  return {text: text.slice(start, end), nextOffset: end, totalChars: text.length};
}
