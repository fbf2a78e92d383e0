/**
 * The HTML → Markdown converter on the markup this site renders: Prism code blocks, tabs, admonitions,
 * the pricing calculator, diagrams and tables come out as their Markdown meaning, with no markup left.
 */
import {describe, expect, it} from 'vitest';
import {codeBlock, escapeText, fragmentToMarkdown, inlineCode} from '../../../src/markdown-export/html-to-markdown';

const options = {pageUrl: 'https://docs.example.com/guide/page/'};
const convert = (html: string) => fragmentToMarkdown(html, options);

/** A code block as the classic theme renders it: one `.token-line` per line. */
function prismBlock(language: string, lines: string[]): string {
  const body = lines
    .map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`)
    .join('');
  return `<div class="language-${language} codeBlockContainer_DTJH theme-code-block"><div class="codeBlockContent_x"><pre class="prism-code language-${language}"><code class="codeBlockLines_x">${body}</code></pre><div class="buttonGroup_x"><button>Copy</button></div></div></div>`;
}

describe('htmlToMarkdown', () => {
  it('turns headings, paragraphs and links into Markdown, resolving links against the page', () => {
    const markdown = convert(
      '<h2 id="a">First step<a href="#a" class="hash-link" aria-label="Direct link">\u200b</a></h2><p>See <a href="/other/">the other page</a> and <a href="#a">this one</a>.</p>',
    );
    expect(markdown).toBe(
      '## First step\n\nSee [the other page](https://docs.example.com/other/) and [this one](https://docs.example.com/guide/page/#a).\n',
    );
  });

  it('keeps code blocks line by line with their language, without the copy button', () => {
    const markdown = convert(prismBlock('bash', ['curl -X POST \\', '  -H "A: &lt;B&gt;"']));
    expect(markdown).toBe('```bash\ncurl -X POST \\\n  -H "A: <B>"\n```\n');
  });

  it('renders tabs as labelled sections, hidden panels included', () => {
    const markdown = convert(
      `<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">Python</li><li role="tab">TypeScript</li></ul><div><div role="tabpanel">${prismBlock('python', ['print(1)'])}</div><div role="tabpanel" hidden="">${prismBlock('ts', ['log(1)'])}</div></div></div>`,
    );
    expect(markdown).toBe('**Python**\n\n```python\nprint(1)\n```\n\n**TypeScript**\n\n```ts\nlog(1)\n```\n');
  });

  it('renders an admonition as a blockquote that starts with its label', () => {
    const markdown = convert(
      '<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_a"><span class="admonitionIcon_b"><svg><path d="M0"></path></svg></span>warning</div><div class="admonitionContent_c"><p>Do not retry.</p><ul><li>One</li></ul></div></div>',
    );
    expect(markdown).toBe('> **Warning**\n>\n> Do not retry.\n>\n> - One\n');
  });

  it('renders the pricing calculator as its inputs and its table of figures', () => {
    const markdown = convert(
      '<section class="calculator_k"><h3>API requests pricing</h3><form aria-label="Usage this month"><div class="field_a"><label for="q">API requests</label><input id="q" value="1250000"><span class="hint_x">requests this month</span></div></form><table class="lines_u"><caption>Invoice lines</caption><thead><tr><th>Line</th><th>Amount</th></tr></thead><tbody><tr><th>API requests<span class="detail_B9je">1,000,000 × $0.002</span></th><td>$2,375.00</td></tr></tbody><tfoot><tr><th>Amount due</th><td><output>$2,375.00</output></td></tr></tfoot></table></section>',
    );
    expect(markdown).toBe(
      [
        '### API requests pricing',
        'Usage this month:',
        '- API requests: 1,250,000 requests this month',
        '**Invoice lines**',
        '| Line | Amount |\n| --- | --- |\n| API requests (1,000,000 × $0.002) | $2,375.00 |\n| Amount due | $2,375.00 |',
      ].join('\n\n') + '\n',
    );
  });

  it('renders an SVG diagram as its title and description', () => {
    const markdown = convert(
      '<figure><svg role="img"><title>Data flow</title><desc>Events become invoices.</desc><text>box</text></svg><figcaption>The flow.</figcaption></figure>',
    );
    expect(markdown).toBe('**Diagram: Data flow.** Events become invoices.\n\nThe flow.\n');
  });

  it('nests lists and code blocks inside list items with indentation', () => {
    const markdown = convert(
      `<ol start="3"><li><p>Export the token.</p>${prismBlock('bash', ['export T=1'])}</li><li>Run it<ul><li>twice</li></ul></li></ol>`,
    );
    expect(markdown).toBe('3. Export the token.\n\n   ```bash\n   export T=1\n   ```\n4. Run it\n\n   - twice\n');
  });

  it('escapes table pipes and keeps inline code', () => {
    const markdown = convert('<table><tr><th>A</th></tr><tr><td><code>a|b</code> or c</td></tr></table>');
    expect(markdown).toBe('| A |\n| --- |\n| `a\\|b` or c |\n');
  });

  it('leaves no HTML tags behind', () => {
    const markdown = convert(
      '<div><span>Text <strong>bold</strong> <em>it</em></span><br><img src="/img/a.png" alt="A chart"></div>',
    );
    expect(markdown).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(markdown).toContain('![A chart](https://docs.example.com/img/a.png)');
  });
});

describe('escaping', () => {
  it('escapes Markdown syntax in text but leaves snake_case words alone', () => {
    expect(escapeText('a_b *c* [d] <e> _f_')).toBe('a_b \\*c\\* \\[d\\] \\<e> \\_f\\_');
  });

  it('fences inline code and code blocks longer than the backticks inside', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(codeBlock('```\nx\n```', 'md')).toBe('````md\n```\nx\n```\n````');
  });
});

describe('code blocks with blank lines', () => {
  it('keeps every blank line of the code', () => {
    const markdown = convert(prismBlock('python', ['a = 1', '', '', 'def f():', '    pass']));
    expect(markdown).toBe('```python\na = 1\n\n\ndef f():\n    pass\n```\n');
  });
});
