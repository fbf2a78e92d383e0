/** Small builders for the Markdown syntax tree the pages are made of, so renderers read like the page. */
import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast';

export type Inline = string | PhrasingContent | readonly (string | PhrasingContent)[];

export const textNode = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (...children: Inline[]): Strong => ({type: 'strong', children: phrasing(children)});
export const link = (url: string, ...children: Inline[]): Link => ({type: 'link', url, children: phrasing(children)});

/** Flattens strings and nodes into phrasing content; strings become text nodes. */
export function phrasing(parts: readonly Inline[]): PhrasingContent[] {
  return parts.flatMap((part): PhrasingContent[] => {
    if (typeof part === 'string') {
      return [textNode(part)];
    }
    if (Array.isArray(part)) {
      return phrasing(part as readonly (string | PhrasingContent)[]);
    }
    return [part as PhrasingContent];
  });
}

/**
 * A heading with a fixed id, so links to a section survive a reworded title. Docusaurus's heading
 * plugin keeps an id it finds in `hProperties`.
 */
export function heading(depth: 2 | 3 | 4, content: Inline, id?: string): Heading {
  return {
    type: 'heading',
    depth,
    children: phrasing([content]),
    ...(id ? {data: {hProperties: {id}}} : {}),
  };
}

export const paragraph = (...children: Inline[]): Paragraph => ({type: 'paragraph', children: phrasing(children)});

export function code(language: string, value: string, title?: string): Code {
  // Docusaurus reads `title="..."` from the code block's meta string.
  return {type: 'code', lang: language, meta: title ? `title=${JSON.stringify(title)}` : null, value};
}

export function bulletList(items: readonly (Inline | BlockContent[])[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: isBlockArray(item) ? item : [paragraph(item)],
    })),
  };
}

function isBlockArray(item: Inline | BlockContent[]): item is BlockContent[] {
  return (
    Array.isArray(item) && item.length > 0 && ['paragraph', 'code', 'list'].includes((item[0] as RootContent).type)
  );
}

const cell = (content: Inline): TableCell => ({type: 'tableCell', children: phrasing([content])});

/** A GitHub-flavoured Markdown table; the first row is the header. */
export function table(header: readonly Inline[], rows: readonly (readonly Inline[])[]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({type: 'tableRow', children: row.map(cell)})),
  };
}
