/**
 * The prose of a docs page as a list of sentences, for the checks that pages do not repeat each other:
 * paragraphs and list items split into sentences, and each table row as one unit (a pasted table repeats
 * its rows). Headings, code and front matter are left out: code samples repeat on purpose (the same
 * request in a guide and its quickstart step), and a heading is too short to be a copy.
 */
import type {Root, RootContent, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** Sentences shorter than this are stock phrases ("Open **Customers**.") that any two pages may share. */
export const minSentenceWords = 8;

export interface PageProse {
  readonly page: string;
  /** The first sentence of the page's first paragraph, as written (not normalised). */
  readonly opening: string;
  /** Normalised sentences and table rows of at least {@link minSentenceWords} words, each once. */
  readonly sentences: ReadonlySet<string>;
}

type AnyNode = {type: string; value?: string; children?: AnyNode[]};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

const frontMatter = /^---\n[\s\S]*?\n---\n/;

function textOf(node: AnyNode): string {
  if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type.startsWith('mdxFlowExpression')) {
    return '';
  }
  if (node.type === 'mdxTextExpression') {
    return '';
  }
  if (typeof node.value === 'string') {
    return node.value;
  }
  return (node.children ?? []).map(textOf).join('');
}

/** Splits a paragraph at sentence ends: a stop followed by a space and a capital, digit or quote. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“`(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Lower case, single spaces, no closing punctuation: two copies that differ only in those compare equal. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?:;,\s]+$/, '')
    .trim();
}

function wordCount(text: string): number {
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function tableRows(table: Table): string[] {
  return table.children.map((row) => row.children.map((cell) => textOf(cell as AnyNode).trim()).join(' | '));
}

function collectUnits(node: AnyNode, into: string[]): void {
  if (node.type === 'heading' || node.type === 'code' || node.type === 'mdxjsEsm') {
    return;
  }
  if (node.type === 'table') {
    into.push(...tableRows(node as unknown as Table));
    return;
  }
  if (node.type === 'paragraph') {
    into.push(...splitSentences(textOf(node)));
    return;
  }
  for (const child of node.children ?? []) {
    collectUnits(child, into);
  }
}

function firstParagraph(nodes: readonly AnyNode[]): AnyNode | undefined {
  return nodes.find((node) => node.type === 'paragraph' && textOf(node).trim() !== '');
}

/** The prose of one page from its MDX source (figures already substituted, if the page uses them). */
export function pageProse(page: string, source: string): PageProse {
  const tree = parser.parse(source.replace(frontMatter, '')) as Root;
  const nodes = tree.children as unknown as AnyNode[];
  const units: string[] = [];
  nodes.forEach((node: AnyNode | RootContent) => collectUnits(node as AnyNode, units));
  const sentences = new Set(units.map(normaliseSentence).filter((sentence) => wordCount(sentence) >= minSentenceWords));
  const lead = firstParagraph(nodes);
  return {page, opening: lead ? (splitSentences(textOf(lead))[0] ?? '') : '', sentences};
}

export interface SharedProse {
  readonly pages: readonly [string, string];
  readonly sentences: readonly string[];
}

/** Every pair of pages that shares at least one sentence or table row, most shared first. */
export function sharedProse(pages: readonly PageProse[]): SharedProse[] {
  const pagesBySentence = new Map<string, string[]>();
  for (const {page, sentences} of pages) {
    for (const sentence of sentences) {
      const holders = pagesBySentence.get(sentence) ?? [];
      holders.push(page);
      pagesBySentence.set(sentence, holders);
    }
  }
  const byPair = new Map<string, {pages: [string, string]; sentences: string[]}>();
  for (const [sentence, holders] of pagesBySentence) {
    for (let i = 0; i < holders.length; i += 1) {
      for (let j = i + 1; j < holders.length; j += 1) {
        const key = `${holders[i]}\n${holders[j]}`;
        const pair = byPair.get(key) ?? {pages: [holders[i], holders[j]], sentences: []};
        pair.sentences.push(sentence);
        byPair.set(key, pair);
      }
    }
  }
  return [...byPair.values()].sort((left, right) => right.sentences.length - left.sentences.length);
}

/** The opening pattern of a page: the first three words of its first sentence, lower case. */
export function openingPattern(opening: string): string {
  return opening
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0)
    .slice(0, 3)
    .join(' ');
}
