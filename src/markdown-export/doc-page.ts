/**
 * A built docs page as a Markdown document: its title, description and canonical URL at the top, then
 * the article as the reader sees it (MDX components already rendered, the example's figures already
 * numbers). Pure: HTML in, Markdown out.
 */
import {load, type CheerioAPI} from 'cheerio';
import {htmlToMarkdown} from './html-to-markdown';

export interface PageHeader {
  readonly title: string;
  readonly description: string;
  /** Canonical URL of the HTML page. */
  readonly url: string;
}

/**
 * The header every Markdown page starts with. Plain Markdown rather than YAML front matter, so that
 * `llms-full.txt`, which joins the pages, still reads as one document.
 */
export function markdownHeader({title, description, url}: PageHeader): string {
  const lines = [`# ${title}`, ''];
  if (description !== '') {
    lines.push(`> ${description}`, '');
  }
  lines.push(`URL: ${url}`, '');
  return lines.join('\n');
}

export interface MarkdownPage extends PageHeader {
  readonly markdown: string;
}

function metaOf($: CheerioAPI, fallbackUrl: string): PageHeader {
  return {
    // The `<title>` has the site name appended; callers with a better title replace it.
    title: $('title').text().replace(/\s+/g, ' ').trim(),
    description: ($('meta[name="description"]').attr('content') ?? '').trim(),
    url: $('link[rel="canonical"]').attr('href') ?? fallbackUrl,
  };
}

/** Title, description and canonical URL of a built page (any page, docs or API reference). */
export function pageMeta(html: string, fallbackUrl: string): PageHeader {
  return metaOf(load(html), fallbackUrl);
}

/**
 * The Markdown of a built docs page, or undefined when the HTML has no docs article. The title is the
 * article's `<h1>` (the `<title>` has the site name appended); `fallbackUrl` stands in when the page has
 * no canonical link.
 */
export function docPageMarkdown(html: string, fallbackUrl: string): MarkdownPage | undefined {
  return builtPageMarkdown(html, fallbackUrl, 'article .theme-doc-markdown');
}

/** The element of the API changelog page that holds its entries, below the navbar and above the footer. */
export const changelogContentSelector = 'main .markdown';

/**
 * The Markdown of any built page whose content is the first element matching `contentSelector`, or
 * undefined when there is none; its first `<h1>` is the title, as on a docs page.
 */
export function builtPageMarkdown(
  html: string,
  fallbackUrl: string,
  contentSelector: string,
): MarkdownPage | undefined {
  const $ = load(html);
  const content = $(contentSelector).first();
  if (content.length === 0) {
    return undefined;
  }
  const meta = metaOf($, fallbackUrl);
  const heading = content.find('h1').first();
  const title = heading.text().replace(/\s+/g, ' ').trim() || meta.title;
  // The title is the header's; the article's own `<header><h1>` would repeat it.
  content.find('header').has('h1').remove();
  heading.remove();
  const {description, url} = meta;
  const body = htmlToMarkdown(content.get(0)!, {pageUrl: url});
  return {title, description, url, markdown: `${markdownHeader({title, description, url})}\n${body}`};
}
