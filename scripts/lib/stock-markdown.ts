/**
 * Pure helpers of `bench-lighthouse.ts` that write the stock Docusaurus copy of a project page: the same
 * prose and code, without the project's MDX components. `mdxToStockMarkdown` strips a docs page's
 * imports and components and fills in its figures; `htmlToStockMarkdown` turns a built page's article
 * back into Markdown, for pages that a plugin generates rather than a file under `docs/`.
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI, type Element} from 'cheerio';
import {parse as parseYaml, stringify as stringifyYaml} from 'yaml';

/** The front matter keys the stock copy keeps: what its title, sidebar and route need. */
const keptFrontMatter = ['title', 'sidebar_label', 'description', 'slug'];

const fenceOpening = /^\s*(`{3,}|~{3,})/;

/** Components whose children are Markdown a reader sees: the stock copy keeps the children. */
const unwrapped = new Set(['Tabs', 'TabItem']);

function frontMatterBlock(values: Record<string, unknown>): string {
  const kept = Object.fromEntries(keptFrontMatter.filter((key) => key in values).map((key) => [key, values[key]]));
  return Object.keys(kept).length > 0 ? `---\n${stringifyYaml(kept, {lineWidth: 0})}---\n` : '';
}

/**
 * A docs page as stock Markdown: front matter reduced to {@link keptFrontMatter}; `import`/`export`
 * lines and MDX comments dropped; `<Tabs>`/`<TabItem>` unwrapped; every other component (capitalised
 * JSX, self-closing or with children) dropped; fenced code kept as it is. `substitute` fills in the
 * project's placeholders (`{ex.KEY}`) everywhere, code included.
 */
export function mdxToStockMarkdown(source: string, substitute: (text: string) => string = (text) => text): string {
  let body = source;
  let frontMatter = '';
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (match) {
    const values = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) {
      values[key] = typeof value === 'string' ? substitute(value) : value;
    }
    frontMatter = frontMatterBlock(values);
    body = source.slice(match[0].length);
  }
  const out: string[] = [];
  let fence: string | undefined;
  /** While dropping a component: its name, how deep it nests, and whether its opening tag is still open. */
  let dropping: {name: string; depth: number; inTag: boolean} | undefined;
  for (const line of body.split('\n')) {
    if (fence !== undefined) {
      out.push(line);
      if (new RegExp(`^\\s*${fence}${fence[0]}*\\s*$`).test(line)) {
        fence = undefined;
      }
      continue;
    }
    if (dropping) {
      if (dropping.inTag && line.includes('>')) {
        dropping.inTag = false;
        if (/\/>\s*$/.test(line)) {
          dropping.depth -= 1;
        }
      }
      dropping.depth += (line.match(new RegExp(`<${dropping.name}\\b(?![^>]*/>)`, 'g')) ?? []).length;
      dropping.depth -= (line.match(new RegExp(`</${dropping.name}>`, 'g')) ?? []).length;
      if (dropping.depth <= 0 && !dropping.inTag) {
        dropping = undefined;
      }
      continue;
    }
    const opening = fenceOpening.exec(line);
    if (opening) {
      fence = opening[1]!;
      out.push(line);
      continue;
    }
    if (/^(import|export)\s/.test(line) || /^\s*\{\/\*.*\*\/\}\s*$/.test(line)) {
      continue;
    }
    const tag = /^\s*<\/?([A-Z][\w.]*)/.exec(line);
    if (tag) {
      const name = tag[1]!;
      if (unwrapped.has(name)) {
        continue;
      }
      const selfClosed = new RegExp(`^\\s*<${name}\\b[^>]*/>\\s*$`).test(line);
      const closedOnLine = new RegExp(`</${name}>\\s*$`).test(line);
      if (!selfClosed && !closedOnLine) {
        const tagOpen = !/^\s*<[^>]*>/.test(line);
        dropping = {name, depth: 1, inTag: tagOpen};
      }
      continue;
    }
    // Dropped lines leave blank lines side by side; outside code, one is enough.
    if (line.trim() !== '' || out.at(-1)?.trim() !== '') {
      // `useBaseUrl` is imported by the page and the import is dropped: the stock site has the same base
      // URL, so the path itself is the value.
      out.push(line.replace(/\{useBaseUrl\((['"])([^'"]+)\1\)\}/g, '"$2"'));
    }
  }
  const markdown = substitute(out.join('\n'));
  return `${frontMatter}${frontMatter ? '\n' : ''}${markdown.trim()}\n`;
}

/** Text as MDX prose: characters MDX or Markdown would read as syntax are escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>]/g, '\\$&');
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

const blockTags = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'pre',
  'blockquote',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'header',
  'details',
  'figure',
]);

class HtmlToMarkdown {
  title: string | undefined;

  constructor(private readonly $: CheerioAPI) {}

  inline(nodes: Cheerio<AnyNode>): string {
    let text = '';
    nodes.each((_, node) => {
      if (node.type === 'text') {
        text += escapeText(node.data.replace(/\s+/g, ' '));
        return;
      }
      if (node.type !== 'tag') {
        return;
      }
      const element = this.$(node);
      const inner = () => this.inline(element.contents());
      switch (node.tagName) {
        case 'strong':
        case 'b':
          text += `**${inner().trim()}**`;
          break;
        case 'em':
        case 'i':
          text += `_${inner().trim()}_`;
          break;
        case 'code':
          text += codeSpan(element.text());
          break;
        case 'br':
          text += '<br />';
          break;
        case 'img':
          text += `![${escapeText(element.attr('alt') ?? '')}](${element.attr('src') ?? ''})`;
          break;
        case 'a':
          if (!element.hasClass('hash-link')) {
            text += `[${inner().trim()}](${element.attr('href') ?? ''})`;
          }
          break;
        case 'button':
        case 'svg':
          break;
        default:
          text += inner();
      }
    });
    return text;
  }

  /** The blocks of an element's children; runs of inline content become paragraphs. */
  blocks(element: Cheerio<AnyNode>): string[] {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      const paragraph = this.inline(this.$(run)).trim();
      if (paragraph !== '') {
        out.push(paragraph);
      }
      run = [];
    };
    element.contents().each((_, node) => {
      if (node.type === 'tag' && blockTags.has(node.tagName)) {
        flush();
        out.push(...this.block(node));
      } else if (node.type !== 'tag' || !['nav', 'footer', 'button', 'script', 'style'].includes(node.tagName)) {
        run.push(node);
      }
    });
    flush();
    return out;
  }

  block(node: Element): string[] {
    const $ = this.$;
    const element = $(node);
    const tag = node.tagName;
    if (/^h[1-6]$/.test(tag)) {
      const text = this.inline(element.contents()).trim();
      if (tag === 'h1') {
        this.title ??= element.text().trim();
        return [];
      }
      const id = element.attr('id');
      return [`${'#'.repeat(Number(tag[1]))} ${text}${id ? ` \\{#${id}\\}` : ''}`];
    }
    switch (tag) {
      case 'p':
        return [this.inline(element.contents()).trim()].filter((text) => text !== '');
      case 'hr':
        return ['---'];
      case 'ul':
      case 'ol':
        return [this.list(element, tag === 'ol')];
      case 'table':
        return [this.table(element)];
      case 'pre':
        return [this.fence(element.text().replace(/\n$/, ''), /language-(\S+)/.exec(element.attr('class') ?? '')?.[1])];
      case 'blockquote':
        return [
          this.blocks(element)
            .join('\n\n')
            .split('\n')
            .map((line) => `> ${line}`.trimEnd())
            .join('\n'),
        ];
      case 'details': {
        const summary = this.inline(element.children('summary').first().contents()).trim();
        element.children('summary').remove();
        return [`<details>\n<summary>${summary}</summary>`, ...this.blocks(element), '</details>'];
      }
      default:
        break;
    }
    const classes = element.attr('class') ?? '';
    if (classes.includes('theme-code-block')) {
      const lines = element.find('.token-line');
      const code =
        lines.length > 0
          ? lines.toArray().map((line) => $(line).text().replace(/\n$/, ''))
          : [element.find('pre').text().replace(/\n$/, '')];
      const title = element.find('[class*="codeBlockTitle"]').text().trim();
      return [this.fence(code.join('\n'), /language-(\S+)/.exec(classes)?.[1], title)];
    }
    const admonition = /theme-admonition-(\w+)/.exec(classes);
    if (admonition) {
      const content = element.find('[class*="admonitionContent"]').first();
      return [`:::${admonition[1]}`, ...this.blocks(content.length > 0 ? content : element), ':::'];
    }
    if (element.attr('role') === 'tablist' || classes.includes('toc')) {
      return [];
    }
    return this.blocks(element);
  }

  fence(code: string, language = '', title = ''): string {
    const longest = Math.max(2, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length));
    const ticks = '`'.repeat(longest + 1);
    return `${ticks}${language}${title ? ` title="${title}"` : ''}\n${code}\n${ticks}`;
  }

  list(element: Cheerio<AnyNode>, ordered: boolean): string {
    return element
      .children('li')
      .toArray()
      .map((item, index) => {
        const marker = ordered ? `${index + 1}. ` : '- ';
        const indent = ' '.repeat(marker.length);
        const content = this.blocks(this.$(item)).join('\n\n');
        return `${marker}${content.split('\n').join(`\n${indent}`)}`.replace(/\n\s+\n/g, '\n\n');
      })
      .join('\n');
  }

  table(element: Cheerio<AnyNode>): string {
    const $ = this.$;
    const rows = element
      .find('tr')
      .toArray()
      .map((row) =>
        $(row)
          .children('th, td')
          .toArray()
          .map((cell) => this.inline($(cell).contents()).trim().replace(/\|/g, '\\|')),
      );
    if (rows.length === 0) {
      return '';
    }
    const width = Math.max(...rows.map((row) => row.length));
    const line = (cells: string[]) =>
      `| ${Array.from({length: width}, (_, index) => cells[index] ?? '').join(' | ')} |`;
    return [line(rows[0]!), line(Array<string>(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
  }
}

/**
 * The article of a built Docusaurus page as stock Markdown: front matter with the page's `<h1>` as title
 * and its meta description, then headings (with their ids), paragraphs, lists, tables, code blocks and
 * admonitions. Breadcrumbs, the table of contents, heading anchors and buttons are left out.
 */
export function htmlToStockMarkdown(html: string): string {
  const $ = load(html);
  const article = $('article').first();
  const content = article.find('.theme-doc-markdown').first();
  const converter = new HtmlToMarkdown($);
  const body = converter.blocks(content.length > 0 ? content : article).join('\n\n');
  const description = $('meta[name="description"]').attr('content');
  const frontMatter = frontMatterBlock({
    ...(converter.title === undefined ? {} : {title: converter.title}),
    ...(description === undefined ? {} : {description}),
  });
  return `${frontMatter}${frontMatter ? '\n' : ''}${body.trim()}\n`;
}
