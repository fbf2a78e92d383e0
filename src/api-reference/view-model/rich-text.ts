/** Rendered Markdown (`RichText`) as plain text: for one-line summaries and for the search index. */
import type {MarkupNode, MarkupTag, RichText} from './types';

/** Tags that start a new block: their text is kept apart from its neighbours by a space. */
const inlineTags = new Set<MarkupTag>(['a', 'strong', 'em', 'del', 'code']);

function nodeText(node: MarkupNode): string {
  if (typeof node === 'string') {
    return node;
  }
  const [tag, , ...children] = node;
  const text = children.map(nodeText).join('');
  return inlineTags.has(tag) ? text : ` ${text} `;
}

/** Plain text of rich text, whitespace collapsed; '' for none. */
export function richTextToPlain(text: RichText | undefined): string {
  if (text === undefined) {
    return '';
  }
  const raw = typeof text === 'string' ? text : text.map(nodeText).join(' ');
  return raw.replace(/\s+/g, ' ').trim();
}

/** The first paragraph (or block) of rich text as plain text. */
export function firstBlockText(text: RichText | undefined): string {
  return typeof text === 'string' || text === undefined ? richTextToPlain(text) : richTextToPlain(text.slice(0, 1));
}
