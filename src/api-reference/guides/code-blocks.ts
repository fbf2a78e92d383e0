/**
 * Finds the fenced code blocks of a Markdown or MDX page, including blocks indented inside list items
 * and `<TabItem>`s, without a full MDX parse: the content checks must run on pages that are still
 * being written, and a line scanner reports the line number of each block for the error message.
 */
export interface CodeBlock {
  /** The language after the fence, such as `bash` or `json`; '' when there is none. */
  readonly lang: string;
  /** The rest of the fence line, such as `title="POST /v1/usage/events"`. */
  readonly meta: string;
  /** The block's text with the fence's indentation removed. */
  readonly code: string;
  /** 1-based line number of the opening fence. */
  readonly line: number;
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = fenceOpen.exec(lines[index] ?? '');
    if (!open) {
      continue;
    }
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const text = lines[end] ?? '';
      if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') {
        break;
      }
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n'), line: index + 1});
    index = end;
  }
  return blocks;
}
