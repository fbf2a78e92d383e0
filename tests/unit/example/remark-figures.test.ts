/**
 * The remark plugin fills in figures wherever an author can write them in MDX: prose, headings, tables,
 * JSX children, inline code and code blocks; an unknown key fails with the page and line.
 */
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {toString} from 'mdast-util-to-string';
import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {replaceFigures} from '../../../src/example/remark-figures';

const parse = (source: string): Root => unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(source);

function render(source: string): string {
  const tree = parse(source);
  replaceFigures(tree, 'docs/page.mdx');
  return toString(tree);
}

describe('remark figures', () => {
  it('fills in prose, headings, tables, JSX children, inline code and code blocks', () => {
    const source = [
      '## January: {ex.jan.subtotal}',
      '',
      'Due: {ex.jan.total}, or `{ex.jan.total.api}` in the API.',
      '',
      '| Line | Amount |',
      '| --- | --- |',
      '| API requests | {ex.jan.apiRequests.amount.cents} |',
      '',
      '<div>{ex.jan.usage.credits} credits</div>',
      '',
      '```json',
      '{"total": "{ex.jan.total.api}", "quantity": {ex.jan.apiRequests.quantity.raw}}',
      '```',
    ].join('\n');
    const text = render(source);
    expect(text).toContain('January: $3,375');
    expect(text).toContain('Due: $820, or 820.00 in the API.');
    expect(text).toContain('$2,375.00');
    expect(text).toContain('255,500 credits');
    expect(text).toContain('{"total": "820.00", "quantity": 1250000}');
    expect(text).not.toContain('{ex.');
  });

  it('leaves one run of text where a figure sat between words', () => {
    const tree = parse('Due: {ex.jan.total} on February 1.');
    replaceFigures(tree, 'docs/page.mdx');
    expect(JSON.stringify(tree.children[0])).toContain('"children":[{"type":"text","value":"Due: $820 on February 1."');
  });

  it('leaves other expressions alone', () => {
    const tree = parse('Sum: {1 + 1}');
    replaceFigures(tree, 'docs/page.mdx');
    expect(JSON.stringify(tree)).toContain('"value":"1 + 1"');
  });

  it('fails on an unknown key, naming the page and line', () => {
    expect(() => render('First line.\n\nDue: {ex.jan.totl}')).toThrow(/docs\/page\.mdx:3: Unknown example figure/);
    expect(() => render('```json\n"{ex.nope}"\n```')).toThrow(
      /docs\/page\.mdx:1: Unknown example figure "\{ex\.nope\}"/,
    );
  });
});
