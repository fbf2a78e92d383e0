/**
 * HTML → Markdown for this site's rendered markup: what a built docs page shows, in the Markdown an
 * assistant or a reader's editor understands. It knows the classic theme's markup (Prism code blocks,
 * tabs, admonitions, hash links) and the site's components (the pricing calculator, the flow diagram,
 * scrollable tables), so MDX components come out as their meaning, never as markup. Pure: nodes in,
 * text out.
 */
import {load, type AnyNode, type Element} from 'cheerio';

export interface ConvertOptions {
  /** Absolute URL of the page: relative links and images resolve against it, so pasted text still links. */
  readonly pageUrl: string;
}

/** Chrome that carries no content: anchor links, icons, buttons, scripts. */
const skippedTags = new Set(['script', 'style', 'noscript', 'template', 'button', 'nav', 'svg', 'link', 'meta']);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter((name) => name !== '');
}

function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

/** CSS modules add a hash (`detail_B9je`); this matches the name the component's stylesheet gives. */
function hasModuleClass(element: Element, name: string): boolean {
  return classes(element).some((value) => value === name || value.startsWith(`${name}_`));
}

function isSkipped(element: Element): boolean {
  return (
    skippedTags.has(element.name) ||
    hasClass(element, 'hash-link') ||
    element.attribs['aria-hidden'] === 'true' ||
    // The collapsed mobile table of contents, the breadcrumbs and the prev/next footer of a docs page.
    hasClass(element, 'theme-doc-toc-mobile') ||
    hasClass(element, 'theme-doc-breadcrumbs') ||
    hasClass(element, 'theme-doc-footer')
  );
}

function children(node: AnyNode): AnyNode[] {
  return 'children' in node ? (node.children as AnyNode[]) : [];
}

/**
 * Descendant elements that match, in document order. A walk rather than cheerio's `load([element])`,
 * which would move the element out of its parent while the converter is iterating over it.
 */
function findAll(root: AnyNode, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of children(root)) {
    if (isElement(child)) {
      if (matches(child)) {
        found.push(child);
      }
      found.push(...findAll(child, matches));
    }
  }
  return found;
}

function findFirst(root: AnyNode, matches: (element: Element) => boolean): Element | undefined {
  return findAll(root, matches)[0];
}

function textContent(node: AnyNode): string {
  if (node.type === 'text') {
    return (node as unknown as {data: string}).data;
  }
  if (!isElement(node) || isSkipped(node)) {
    return '';
  }
  return node.children.map(textContent).join('');
}

/** Removes the zero-width characters of anchor links and collapses whitespace as a browser does. */
function collapse(text: string): string {
  return text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ');
}

/**
 * Escapes what would otherwise start Markdown syntax in plain text. Underscores inside words
 * (`snake_case`) stay as they are: no Markdown reads them as emphasis, and they stay readable.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]<]/g, (character) => `\\${character}`)
    .replace(/(^|[^A-Za-z0-9])_|_(?=$|[^A-Za-z0-9])/g, (match) => match.replace('_', '\\_'));
}

/** Inline code with a fence longer than any run of backticks inside it. */
export function inlineCode(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = code.startsWith('`') || code.endsWith('`') ? ` ${code} ` : code;
  return `${fence}${padded}${fence}`;
}

/** A fenced code block whose fence is longer than any run of backticks in the code. */
export function codeBlock(code: string, language = ''): string {
  const longest = Math.max(0, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

function resolveUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).toString();
  } catch {
    return href;
  }
}

function renderInline(nodes: readonly AnyNode[], options: ConvertOptions): string {
  return nodes.map((node) => inlineOf(node, options)).join('');
}

function inlineOf(node: AnyNode, options: ConvertOptions): string {
  if (node.type === 'text') {
    return escapeText(collapse((node as unknown as {data: string}).data));
  }
  if (!isElement(node) || isSkipped(node)) {
    return '';
  }
  const inner = () => renderInline(node.children, options);
  switch (node.name) {
    case 'code':
      return inlineCode(collapse(textContent(node)));
    case 'strong':
    case 'b': {
      const text = inner().trim();
      return text === '' ? '' : `**${text}**`;
    }
    case 'em':
    case 'i': {
      const text = inner().trim();
      return text === '' ? '' : `_${text}_`;
    }
    case 'del':
    case 's':
      return `~~${inner().trim()}~~`;
    case 'br':
      return '\n';
    case 'a': {
      const text = inner().trim();
      const href = node.attribs.href;
      return href === undefined || text === '' ? text : `[${text}](${resolveUrl(href, options.pageUrl)})`;
    }
    case 'img':
      return `![${escapeText(node.attribs.alt ?? '')}](${resolveUrl(node.attribs.src ?? '', options.pageUrl)})`;
    case 'input':
      return escapeText(node.attribs.value ?? '');
    default:
      // A detail line inside a table cell (the calculator's tier split) reads as a note after the label.
      if (hasModuleClass(node, 'detail')) {
        return ` (${inner().trim()})`;
      }
      return inner();
  }
}

/** Inline Markdown of an element's children, trimmed, with line breaks kept as Markdown hard breaks. */
function paragraphOf(element: Element, options: ConvertOptions): string {
  return renderInline(element.children, options)
    .split('\n')
    .map((line) => line.trim())
    .join('\\\n')
    .trim();
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${' '.repeat(prefix.length)}${line}`))
    .join('\n');
}

function listOf(element: Element, options: ConvertOptions): string {
  const ordered = element.name === 'ol';
  let number = Number(element.attribs.start ?? '1');
  const items = element.children.filter((child): child is Element => isElement(child) && child.name === 'li');
  return items
    .map((item) => {
      const marker = ordered ? `${number++}. ` : '- ';
      const body = blocksOf(item.children, options) || '';
      return `${marker}${indent(body, marker)}`;
    })
    .join('\n');
}

function cellOf(cell: Element, options: ConvertOptions): string {
  return renderInline(cell.children, options)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function rowsOf(element: Element): Element[] {
  const rows: Element[] = [];
  for (const child of element.children) {
    if (!isElement(child)) {
      continue;
    }
    if (child.name === 'tr') {
      rows.push(child);
    } else if (['thead', 'tbody', 'tfoot'].includes(child.name)) {
      rows.push(...rowsOf(child));
    }
  }
  return rows;
}

function tableOf(table: Element, options: ConvertOptions): string {
  const rows = rowsOf(table).map((row) =>
    row.children
      .filter((cell): cell is Element => isElement(cell) && (cell.name === 'th' || cell.name === 'td'))
      .map((cell) => cellOf(cell, options)),
  );
  if (rows.length === 0) {
    return '';
  }
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) =>
    `| ${Array.from({length: width}, (_, index) => cells[index] ?? '').join(' | ')} |`.replace(/ {2,}\|/g, ' |');
  const [head, ...body] = rows;
  const caption = table.children.find((child): child is Element => isElement(child) && child.name === 'caption');
  const table_ = [line(head!), line(Array.from({length: width}, () => '---')), ...body.map(line)].join('\n');
  return caption === undefined ? table_ : `**${paragraphOf(caption, options)}**\n\n${table_}`;
}

/** Code of a Prism block: one `.token-line` per line, or the plain text of a `<pre>`. */
function codeOf(container: Element): string {
  const lines = findAll(container, (element) => hasClass(element, 'token-line'));
  if (lines.length > 0) {
    return lines.map((line) => textContent(line)).join('\n');
  }
  return textContent(container);
}

function languageOf(element: Element): string {
  const found = [element, ...findAll(element, (candidate) => candidate.name === 'pre' || candidate.name === 'code')]
    .flatMap((candidate) => classes(candidate))
    .find((name) => name.startsWith('language-'));
  return found === undefined ? '' : found.slice('language-'.length);
}

function codeBlockOf(container: Element): string {
  const titleElement = findFirst(container, (element) => hasModuleClass(element, 'codeBlockTitle'));
  const title = titleElement === undefined ? '' : collapse(textContent(titleElement)).trim();
  const pre = findFirst(container, (element) => element.name === 'pre');
  const block = codeBlock(codeOf(pre ?? container), languageOf(container));
  return title === '' ? block : `${escapeText(title)}:\n\n${block}`;
}

/** Tabs as labelled sections: each label in bold, then its panel (hidden panels included). */
function tabsOf(container: Element, options: ConvertOptions): string {
  const labels = findAll(container, (element) => element.attribs.role === 'tab').map((tab) =>
    collapse(textContent(tab)).trim(),
  );
  const panels = findAll(container, (element) => element.attribs.role === 'tabpanel');
  return panels
    .map(
      (panel, index) =>
        `**${escapeText(labels[index] ?? `Tab ${index + 1}`)}**\n\n${blocksOf(panel.children, options)}`,
    )
    .join('\n\n');
}

/** An admonition as a blockquote that starts with its label (`Note`, `Warning`). */
function admonitionOf(container: Element, options: ConvertOptions): string {
  const headingElement = findFirst(container, (element) => hasModuleClass(element, 'admonitionHeading'));
  const heading = headingElement === undefined ? '' : collapse(textContent(headingElement)).trim();
  const label = heading === '' ? 'Note' : heading.charAt(0).toUpperCase() + heading.slice(1);
  const content = findFirst(container, (element) => hasModuleClass(element, 'admonitionContent'));
  const body = content === undefined ? '' : blocksOf(content.children, options);
  return blockquote(`**${escapeText(label)}**\n\n${body}`);
}

function blockquote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** The calculator's inputs, as the figures the page shows: `- API requests: 1,250,000 requests this month`. */
function formOf(form: Element): string {
  const title = form.attribs['aria-label'];
  const fields = findAll(form, (element) => element.name === 'input')
    .filter((input) => input.attribs.type !== 'hidden')
    .map((input) => {
      const id = input.attribs.id;
      const labelElement = findFirst(form, (element) => element.name === 'label' && element.attribs.for === id);
      const label = labelElement === undefined ? '' : collapse(textContent(labelElement)).trim();
      const hintElement = input.parent?.children.find(
        (sibling): sibling is Element => isElement(sibling) && sibling.name === 'span',
      );
      const hint = hintElement === undefined ? '' : collapse(textContent(hintElement)).trim();
      const raw = input.attribs.value ?? '';
      const value = /^\d+$/.test(raw) ? Number(raw).toLocaleString('en-US') : raw;
      return `- ${escapeText(label)}: ${escapeText([value, hint].filter((part) => part !== '').join(' '))}`;
    });
  return [title === undefined ? '' : `${escapeText(title)}:`, fields.join('\n')]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** A diagram drawn as SVG: its accessible title and description say what it shows. */
function figureOf(figure: Element, options: ConvertOptions): string {
  const svg = findFirst(figure, (element) => element.name === 'svg');
  const svgPart = (name: string) => {
    const found = svg === undefined ? undefined : findFirst(svg, (element) => element.name === name);
    // textContent skips everything inside an <svg>, so read the part's own text nodes.
    return found === undefined
      ? ''
      : collapse(found.children.map((child) => (child.type === 'text' ? child.data : '')).join('')).trim();
  };
  const svgTitle = svgPart('title');
  const svgDescription = svgPart('desc');
  const rest = blocksOf(
    figure.children.filter((child) => !(isElement(child) && child.name === 'svg')),
    options,
  );
  const diagram =
    svgTitle === '' && svgDescription === ''
      ? ''
      : `**Diagram: ${escapeText(svgTitle)}.** ${escapeText(svgDescription)}`.trim();
  return [diagram, rest].filter((part) => part !== '').join('\n\n');
}

const headingLevels: Record<string, number> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

function blockOf(node: AnyNode, options: ConvertOptions): string {
  if (node.type === 'text') {
    return escapeText(collapse((node as unknown as {data: string}).data)).trim();
  }
  if (!isElement(node) || isSkipped(node)) {
    return '';
  }
  if (hasClass(node, 'theme-code-block')) {
    return codeBlockOf(node);
  }
  if (hasClass(node, 'tabs-container')) {
    return tabsOf(node, options);
  }
  if (hasClass(node, 'theme-admonition')) {
    return admonitionOf(node, options);
  }
  const level = headingLevels[node.name];
  if (level !== undefined) {
    return `${'#'.repeat(level)} ${paragraphOf(node, options)}`;
  }
  switch (node.name) {
    case 'p':
    case 'figcaption':
    case 'caption':
      return paragraphOf(node, options);
    case 'ul':
    case 'ol':
      return listOf(node, options);
    case 'table':
      return tableOf(node, options);
    case 'pre':
      return codeBlock(codeOf(node), languageOf(node));
    case 'blockquote':
      return blockquote(blocksOf(node.children, options));
    case 'hr':
      return '---';
    case 'img':
      return inlineOf(node, options);
    case 'form':
      return formOf(node);
    case 'figure':
      return figureOf(node, options);
    case 'details': {
      const summary = node.children.find((child): child is Element => isElement(child) && child.name === 'summary');
      const rest = node.children.filter((child) => child !== summary);
      const title = summary === undefined ? '' : `**${paragraphOf(summary, options)}**`;
      return [title, blocksOf(rest, options)].filter((part) => part !== '').join('\n\n');
    }
    default:
      return blocksOf(node.children, options);
  }
}

/** Inline runs between blocks (text directly in a `<li>` or `<div>`) become paragraphs of their own. */
function blocksOf(nodes: readonly AnyNode[], options: ConvertOptions): string {
  const parts: string[] = [];
  let inline: AnyNode[] = [];
  const flush = () => {
    const text = renderInline(inline, options)
      .split('\n')
      .map((line) => line.trim())
      .join('\\\n')
      .trim();
    if (text !== '') {
      parts.push(text);
    }
    inline = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (isElement(node) && isInlineElement(node))) {
      inline.push(node);
      continue;
    }
    flush();
    const block = blockOf(node, options);
    if (block !== '') {
      parts.push(block);
    }
  }
  flush();
  return parts.join('\n\n');
}

const inlineTags = new Set([
  'a',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'span',
  'br',
  'kbd',
  'sup',
  'sub',
  'abbr',
]);

function isInlineElement(element: Element): boolean {
  return inlineTags.has(element.name) && !hasClass(element, 'theme-code-block');
}

/** Markdown of the children of `root` (for example a page's `.theme-doc-markdown`). */
export function htmlToMarkdown(root: AnyNode, options: ConvertOptions): string {
  const nodes = children(root);
  // No collapsing of blank lines here: inside code blocks they are the code's own.
  return `${blocksOf(nodes, options).trim()}\n`;
}

/** Markdown of an HTML fragment (tests, and descriptions the API reference renders as markup). */
export function fragmentToMarkdown(html: string, options: ConvertOptions): string {
  const $ = load(html, null, false);
  return htmlToMarkdown($.root().get(0)!, options);
}
