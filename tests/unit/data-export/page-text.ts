/** Text views of a rendered page for the similarity and prose checks. */
import type {RootContent} from 'mdast';
import {isTemplateNode} from '../../../src/data-export/render/destination-page';

type AnyNode = {type: string; value?: string; children?: AnyNode[]; data?: unknown};

function collectText(node: AnyNode, into: string[]): void {
  if (typeof node.value === 'string') {
    into.push(node.value);
  }
  for (const child of node.children ?? []) {
    collectText(child, into);
  }
}

/** Every word a reader sees on the page: prose, headings, tables and code. */
export function fullText(nodes: readonly RootContent[]): string {
  const parts: string[] = [];
  nodes.forEach((node) => collectText(node as AnyNode, parts));
  return parts.join(' ');
}

/**
 * Prose only: paragraphs and lists, without headings, tables, code blocks or the sentences the
 * template writes on every page. This is what "400 words of its own" is measured on.
 */
export function ownProse(nodes: readonly RootContent[]): string {
  const parts: string[] = [];
  for (const node of nodes) {
    if ((node.type === 'paragraph' || node.type === 'list') && !isTemplateNode(node)) {
      collectText(node as AnyNode, parts);
    }
  }
  return parts.join(' ');
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length > 0);
}

/** Replaces a destination's own names with one token, so a copy with the name swapped compares as equal. */
export function withoutNames(text: string, names: readonly string[]): string {
  return [...names]
    .sort((left, right) => right.length - left.length)
    .reduce(
      (result, name) => result.replaceAll(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' destname '),
      text,
    );
}

export function shingles(tokens: readonly string[], size: number): Set<string> {
  const result = new Set<string>();
  for (let index = 0; index + size <= tokens.length; index += 1) {
    result.add(tokens.slice(index, index + size).join(' '));
  }
  return result;
}

export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of left) {
    if (right.has(item)) {
      shared += 1;
    }
  }
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}
