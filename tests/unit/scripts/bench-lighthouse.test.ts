/**
 * The pure helpers of `npm run bench:lighthouse`: the stock site's Markdown keeps a page's prose and code
 * without its components, and the report's medians, ratios and table.
 */
import {describe, expect, it} from 'vitest';
import {formatNumber, formatRatio, formatTable, median, ratio} from '../../../scripts/lib/bench-stats';
import {htmlToStockMarkdown, mdxToStockMarkdown} from '../../../scripts/lib/stock-markdown';

describe('mdxToStockMarkdown', () => {
  const page = [
    '---',
    'title: "Quickstart: bill a customer"',
    'sidebar_label: Quickstart',
    'description: Costs {ex.price}.',
    'pagination_next: null',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import PricingCalculator from '@site/src/components/PricingCalculator';",
    '',
    'Each request costs {ex.price}.',
    '',
    '<PricingCalculator preset="quickstart" />',
    '',
    '<Diagram',
    '  steps={3}',
    '/>',
    '',
    '<Callout kind="tip">',
    'Inside a dropped component.',
    '</Callout>',
    '',
    '<Tabs groupId="language">',
    '<TabItem value="ts" label="TypeScript">',
    '',
    '```ts',
    "import {x} from './x';",
    '',
    '',
    'export const price = "{ex.price}";',
    '<Tabs>',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '## Next',
  ].join('\n');
  const stock = mdxToStockMarkdown(page, (text) => text.replaceAll('{ex.price}', '$0.002'));

  it('keeps the title, sidebar label and description front matter, with figures filled in', () => {
    expect(stock.startsWith('---\ntitle: "Quickstart: bill a customer"\nsidebar_label: Quickstart\n')).toBe(true);
    expect(stock).toContain('description: Costs $0.002.\n---\n');
    expect(stock).not.toContain('pagination_next');
  });

  it('drops imports and components, unwraps tabs and keeps code as it is', () => {
    expect(stock).toContain('Each request costs $0.002.');
    expect(stock).not.toMatch(/^import .*@theme/m);
    for (const dropped of ['PricingCalculator', 'Diagram', 'steps=', 'Callout', 'Inside a dropped', 'TabItem']) {
      expect(stock).not.toContain(dropped);
    }
    expect(stock).toContain(
      '```ts\nimport {x} from \'./x\';\n\n\nexport const price = "$0.002";\n<Tabs>\n```\n\n## Next\n',
    );
    expect(stock).not.toMatch(/\n\n\n(?!export)/);
  });

  it("writes a useBaseUrl image source as its path, since the hook's import is dropped", () => {
    const image = mdxToStockMarkdown(
      "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img\n  src={useBaseUrl('/img/a.svg')}\n  alt=\"A\"\n/>\n",
      (text) => text,
    );
    expect(image).toBe('<img\n  src="/img/a.svg"\n  alt="A"\n/>\n');
  });
});

describe('htmlToStockMarkdown', () => {
  const html = `<html><head><meta name="description" content="Load data: hourly."></head><body>
    <article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
    <div class="theme-doc-markdown markdown"><header><h1>Snowflake</h1></header>
    <p>Keeps a <strong>schema</strong> up to date, see <a href="/other/">the {other} page</a> and <code>a|b</code>.</p>
    <h2 class="anchor" id="at-a-glance">At a glance<a href="#at-a-glance" class="hash-link">#</a></h2>
    <div class="region"><table><thead><tr><th>Property</th><th>Value</th></tr></thead>
    <tbody><tr><td>Kind</td><td>A | B</td></tr></tbody></table></div>
    <ul><li>One <em>item</em></li><li><p>Two</p><ul><li>Nested</li></ul></li></ul>
    <div class="language-sql codeBlockContainer theme-code-block"><div class="codeBlockContent"><pre class="prism-code language-sql"><code>
    <div class="token-line"><span class="token keyword">USE</span><span> ROLE X;</span><br></div><div class="token-line"><span></span><br></div><div class="token-line"><span>SELECT 1;</span><br></div>
    </code></pre><div class="buttonGroup"><button>Copy</button></div></div></div>
    <div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading">note</div><div class="admonitionContent_x"><p>Mind the gap.</p></div></div>
    </div><footer>Edit this page</footer></article></body></html>`;
  const markdown = htmlToStockMarkdown(html);

  it('takes the title from the h1 and the description from the meta tag', () => {
    expect(markdown.startsWith('---\ntitle: Snowflake\ndescription: "Load data: hourly."\n---\n\n')).toBe(true);
  });

  it('writes paragraphs, headings with their ids, tables, lists, code blocks and admonitions', () => {
    const body = markdown.slice(markdown.indexOf('---\n\n') + 5);
    expect(body).toBe(
      [
        'Keeps a **schema** up to date, see [the \\{other\\} page](/other/) and `a|b`.',
        '## At a glance \\{#at-a-glance\\}',
        '| Property | Value |\n| --- | --- |\n| Kind | A \\| B |',
        '- One _item_\n- Two\n\n  - Nested',
        '```sql\nUSE ROLE X;\n\nSELECT 1;\n```',
        ':::note',
        'Mind the gap.',
        ':::\n',
      ].join('\n\n'),
    );
  });
});

describe('report figures', () => {
  it('takes the median of an odd or even count, ignoring NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('divides project by stock, NaN when stock is zero', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
    expect(formatRatio(1.5)).toBe('1.50x');
    expect(formatRatio(Number.NaN)).toBe('-');
    expect(formatNumber(12.345, 1)).toBe('12.3');
    expect(formatNumber(Number.NaN)).toBe('-');
  });

  it('aligns a table: first column left, others right, a rule under the header', () => {
    expect(
      formatTable([
        ['metric', 'project', 'stock'],
        ['LCP (ms)', '1019', '2221'],
        ['TBT', '7', '392'],
      ]),
    ).toBe(
      [
        'metric    project  stock',
        '--------  -------  -----',
        'LCP (ms)     1019   2221',
        'TBT             7    392',
      ].join('\n'),
    );
  });
});
