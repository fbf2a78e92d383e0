/**
 * Markdown of the specification (descriptions) → sanitised markup for React. Raw HTML in the Markdown
 * is dropped, links keep only safe targets, and only an allow-list of tags survives, so a specification
 * can never inject script or styles into the page.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Nodes as MdastNode, Root as MdastRoot} from 'mdast';
import rehypeSanitize, {type Options as Schema} from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import type {MarkupAttributes, MarkupElement, MarkupNode, MarkupTag, RichText} from './types';

export interface MarkdownOptions {
  /**
   * Heading level a `#` heading becomes (2–6), so descriptions fit the page's outline; deeper headings
   * follow and stop at 6. `0` turns headings into bold paragraphs, for descriptions of fields.
   */
  headingBase: number;
}

const keptTags = new Set<MarkupTag>([
  'p',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
]);

/** Elements whose direct text children are only formatting whitespace. */
const blockContainers = new Set<MarkupTag>(['ul', 'ol', 'blockquote', 'table', 'thead', 'tbody', 'tr']);

/**
 * What rehype-sanitize keeps: the tags above plus headings and images (which become headings of the
 * page's level and their alt text), the few attributes the page shows, and http(s)/mailto links. Tags
 * not listed disappear with their text kept (sup, section, span...); `strip` tags go with their content,
 * as nothing a reader needs is inside.
 */
const sanitizeSchema: Schema = {
  tagNames: [...keptTags, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img'],
  attributes: {
    a: ['href', 'title'],
    ol: ['start'],
    code: [['className', /^language-[\w-]+$/]],
    img: ['alt'],
  },
  protocols: {href: ['http', 'https', 'mailto']},
  strip: ['input', 'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math'],
  ancestors: {},
  required: {},
  clobber: [],
};

/** Relative links and http(s)/mailto only: `javascript:`, `data:` and other schemes are unsafe. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (scheme === null) {
    // No scheme: a relative path, a fragment or a query. Reject protocol-relative `//host` links too.
    return !trimmed.startsWith('//') && ![...trimmed].some((character) => character.charCodeAt(0) < 0x20);
  }
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase());
}

/**
 * Raw HTML is dropped when Markdown becomes HTML, but inline `<script>x</script>` parses as two HTML
 * nodes around a text node; this removes that text too, so no script or style source shows as text.
 */
function remarkDropInlineScripts() {
  const opening = /^<(script|style)\b/i;
  const closing = /^<\/(script|style)\s*>/i;
  const visit = (node: MdastNode): void => {
    if (!('children' in node)) {
      return;
    }
    const kept: MdastNode[] = [];
    let dropping = false;
    for (const child of node.children as MdastNode[]) {
      if (child.type === 'html' && opening.test(child.value) && !closing.test(child.value.replace(opening, ''))) {
        dropping = !/<\/(script|style)\s*>\s*$/i.test(child.value);
        continue;
      }
      if (dropping) {
        dropping = !(child.type === 'html' && closing.test(child.value));
        continue;
      }
      visit(child);
      kept.push(child);
    }
    (node as {children: MdastNode[]}).children = kept;
  };
  return (tree: MdastRoot) => visit(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDropInlineScripts)
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema);

function headingTag(depth: number, base: number): MarkupTag {
  return `h${Math.min(6, base + depth - 1)}` as MarkupTag;
}

function convertChildren(children: readonly ElementContent[], options: MarkdownOptions): MarkupNode[] {
  const result: MarkupNode[] = [];
  for (const child of children) {
    for (const node of convertNode(child, options)) {
      const last = result[result.length - 1];
      if (typeof node === 'string' && typeof last === 'string') {
        result[result.length - 1] = last + node;
      } else {
        result.push(node);
      }
    }
  }
  return result;
}

function attributesOf(element: Element, tag: MarkupTag): MarkupAttributes | null {
  const properties = element.properties;
  const attributes: MarkupAttributes = {};
  if (tag === 'a') {
    attributes.href = String(properties.href);
    if (typeof properties.title === 'string') {
      attributes.title = properties.title;
    }
  }
  if (tag === 'ol' && typeof properties.start === 'number' && properties.start !== 1) {
    attributes.start = properties.start;
  }
  if (tag === 'code' && Array.isArray(properties.className)) {
    const language = properties.className.map(String).find((name) => /^language-[\w-]+$/.test(name));
    if (language !== undefined) {
      attributes.className = language;
    }
  }
  return Object.keys(attributes).length > 0 ? attributes : null;
}

function convertElement(element: Element, options: MarkdownOptions): MarkupNode[] {
  const name = element.tagName;
  const children = convertChildren(element.children, options);
  const heading = /^h([1-6])$/.exec(name);
  if (heading !== null) {
    if (options.headingBase === 0) {
      return [['p', null, ['strong', null, ...children]]];
    }
    return [[headingTag(Number(heading[1]), options.headingBase), null, ...children]];
  }
  if (name === 'img') {
    const alt = element.properties.alt;
    return typeof alt === 'string' && alt !== '' ? [alt] : [];
  }
  // rehype-sanitize drops unsafe schemes; protocol-relative `//host` links and control characters pass
  // its check as relative URLs, and are dropped here.
  if (name === 'a' && (typeof element.properties.href !== 'string' || !isSafeHref(element.properties.href))) {
    return children;
  }
  if (!keptTags.has(name as MarkupTag)) {
    // Sanitising leaves only kept tags here; this narrows the type.
    return children;
  }
  const tag = name as MarkupTag;
  // Newlines between list items and table cells are not text a reader sees.
  const kept = blockContainers.has(tag) ? dropBlockWhitespace(children) : children;
  const converted: MarkupElement = [tag, attributesOf(element, tag), ...kept];
  return [converted];
}

function convertNode(node: ElementContent, options: MarkdownOptions): MarkupNode[] {
  if (node.type === 'text') {
    return [node.value];
  }
  if (node.type === 'element') {
    return convertElement(node, options);
  }
  return [];
}

/** Block-level newlines between elements carry no meaning in React output. */
function dropBlockWhitespace(nodes: MarkupNode[]): MarkupNode[] {
  return nodes.filter((node) => typeof node !== 'string' || node.trim() !== '');
}

/** Markdown → sanitised rich text; a single plain paragraph becomes a bare string. */
export function markdownToRichText(markdown: string, options: MarkdownOptions): RichText | undefined {
  if (markdown.trim() === '') {
    return undefined;
  }
  const hast = processor.runSync(processor.parse(markdown)) as HastRoot;
  const nodes = dropBlockWhitespace(convertChildren(hast.children as ElementContent[], options));
  const only = nodes[0];
  if (
    nodes.length === 1 &&
    Array.isArray(only) &&
    only[0] === 'p' &&
    only.length === 3 &&
    typeof only[2] === 'string'
  ) {
    return only[2];
  }
  return nodes.length > 0 ? nodes : undefined;
}
