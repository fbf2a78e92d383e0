/**
 * Turns catalogue prose into syntax tree nodes. The prose is parsed as plain Markdown (no MDX), so text
 * from a remote catalogue can never become JSX or an expression that runs during the build.
 */
import type {BlockContent, PhrasingContent, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

/** Drops positions: they point into the catalogue text, not into the MDX file being compiled. */
function withoutPositions<T>(node: T): T {
  if (Array.isArray(node)) {
    return node.map(withoutPositions) as T;
  }
  if (node && typeof node === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'position') {
        copy[key] = withoutPositions(value);
      }
    }
    return copy as T;
  }
  return node;
}

/** Parses Markdown into block nodes (paragraphs, lists, code). */
export function markdownBlocks(source: string): BlockContent[] {
  const root = fromMarkdown(source);
  return withoutPositions(root.children as RootContent[]) as BlockContent[];
}

/** Parses a one-paragraph Markdown string into inline nodes, for table cells and list items. */
export function markdownInline(source: string): PhrasingContent[] {
  const blocks = markdownBlocks(source);
  if (blocks.length !== 1 || blocks[0].type !== 'paragraph') {
    throw new Error(`Expected one paragraph of inline Markdown, got: ${source.slice(0, 80)}`);
  }
  return blocks[0].children;
}
