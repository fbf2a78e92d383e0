/**
 * No template across the docs (issue #14 item 6): pages do not paste each other's sentences or table
 * rows, and no two pages open the same way.
 *
 * The threshold: two pages may share at most one sentence of eight words or more. One shared sentence is
 * what two tasks that start on the same screen legitimately have in common ("Open the contract Acme
 * Logistics 2026 and select Edit"); a second one means a passage was pasted, which is what a reader
 * notices and what drifts apart when only one copy is edited. Sentences under eight words ("Select
 * Save.") are stock phrases and are not compared. The AWS and Azure Marketplace pages, the pair the
 * issue names, share none.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {substituteFigures} from '../../../src/example/figures';
import {
  normaliseSentence,
  openingPattern,
  pageProse,
  sharedProse,
  splitSentences,
  type PageProse,
} from '../../content-checks/page-prose';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');
const maxSharedSentences = 1;
const marketplacePages = [
  'invoice-customers/solutions/marketplaces/invoice-aws.mdx',
  'invoice-customers/solutions/marketplaces/invoice-azure.mdx',
];

function readPages(): PageProse[] {
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => pageProse(file, substituteFigures(readFileSync(path.join(docsDir, file), 'utf8'))));
}

function overThreshold(pages: readonly PageProse[]): string[] {
  return sharedProse(pages)
    .filter((pair) => pair.sentences.length > maxSharedSentences)
    .map((pair) => `${pair.pages.join(' and ')} share ${pair.sentences.length}: ${pair.sentences.join(' / ')}`);
}

/** Pages whose opening is a pattern another page uses, grouped by pattern. */
function repeatedOpenings(pages: readonly PageProse[]): string[] {
  const byPattern = new Map<string, string[]>();
  for (const page of pages) {
    // A generated data-export destination page has no prose of its own before the template's; its
    // similarity to the other destinations is checked by the data-export similarity test.
    if (page.opening === '') {
      continue;
    }
    const pattern = openingPattern(page.opening);
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), page.page]);
  }
  return [...byPattern]
    .filter(([, holders]) => holders.length > 1)
    .map(([pattern, holders]) => `"${pattern}": ${holders.join(', ')}`);
}

describe('page prose', () => {
  it('splits paragraphs into sentences at a stop followed by a capital', () => {
    expect(splitSentences('Open the contract. Select **Edit**, then save it. e.g. not here')).toEqual([
      'Open the contract.',
      'Select **Edit**, then save it. e.g. not here',
    ]);
  });

  it('compares sentences without case, spacing or closing punctuation', () => {
    expect(normaliseSentence('Open  the Contract.')).toBe(normaliseSentence('open the contract'));
  });

  it('takes paragraphs, list items, tab contents and table rows, and leaves out headings and code', () => {
    const source = [
      '---',
      'title: A page',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'The first sentence of this page is long enough to count. A short one.',
      '',
      '## A heading that is long enough to count as eight words',
      '',
      '- A list item that is long enough to be one sentence here.',
      '',
      '<Tabs><TabItem value="a">',
      '',
      'A sentence inside a tab that is long enough to be compared.',
      '',
      '</TabItem></Tabs>',
      '',
      '| Column one | Column two |',
      '| --- | --- |',
      '| A cell with several words | and another cell with more words |',
      '',
      '```bash',
      'curl https://api.example.com --header "One two three four five six seven eight"',
      '```',
    ].join('\n');
    const prose = pageProse('a.mdx', source);
    expect(prose.opening).toBe('The first sentence of this page is long enough to count.');
    expect([...prose.sentences]).toEqual([
      'the first sentence of this page is long enough to count',
      'a list item that is long enough to be one sentence here',
      'a sentence inside a tab that is long enough to be compared',
      'a cell with several words | and another cell with more words',
    ]);
  });

  it('reads an opening pattern as the first three words', () => {
    expect(openingPattern('This page explains how invoices work.')).toBe('this page explains');
  });
});

describe('pages of the site', () => {
  const pages = readPages();

  it(`share at most ${maxSharedSentences} sentence per pair of pages`, () => {
    expect(pages.length).toBeGreaterThan(90);
    expect(overThreshold(pages)).toEqual([]);
  });

  it('fail the check when a passage of one page is pasted into another', () => {
    const [source, target] = pages.filter((page) => page.sentences.size >= 2).slice(0, 2);
    const pasted = [...source.sentences].slice(0, 2);
    const planted = pages.map((page) =>
      page === target ? {...page, sentences: new Set([...page.sentences, ...pasted])} : page,
    );
    expect(overThreshold(planted).join('\n')).toContain(`${source.page} and ${target.page} share 2`);
  });

  it('keep the AWS and Azure Marketplace pages free of each other’s sentences', () => {
    const [aws, azure] = marketplacePages.map((name) => pages.find((page) => page.page === name));
    expect(aws && azure).toBeTruthy();
    const shared = [...aws!.sentences].filter((sentence) => azure!.sentences.has(sentence));
    expect(shared).toEqual([]);
  });

  it('open each in its own way, never with "This page…" or "This section…"', () => {
    const boilerplate = pages
      .filter((page) => /^this (page|section|guide|launch guide)\b/i.test(page.opening))
      .map((page) => `${page.page}: ${page.opening}`);
    expect(boilerplate).toEqual([]);
    expect(repeatedOpenings(pages)).toEqual([]);
  });
});
