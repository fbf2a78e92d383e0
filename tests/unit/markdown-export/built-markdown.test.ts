/**
 * The Markdown copies, llms.txt and llms-full.txt of the built site: every listed page and API page
 * has its Markdown, with no markup or MDX left and every code block of the page intact, and llms.txt
 * follows the llms.txt format and lists every listed page. It reads `build/`, so it runs after
 * `docusaurus build`: `npm run test:markdown` (the plain unit run leaves it out: see vitest.config.mts).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {llmsFullTxtPath, llmsTxtPath, markdownPathOf} from '../../../src/markdown-export/files';
import {listedDocRoutes, unlistedDocRoutes} from '../../../src/routes/docs-routes';

const buildDir = path.resolve(__dirname, '../../../build');
const skipReason = !existsSync(path.join(buildDir, llmsTxtPath))
  ? `built Markdown checks skipped: ${buildDir}${llmsTxtPath} is absent; run \`npm run build\` first`
  : undefined;

if (skipReason !== undefined) {
  console.info(skipReason);
}

const read = (urlPath: string) => readFileSync(path.join(buildDir, urlPath), 'utf8');

/** The text with fenced code blocks and inline code removed: what must be free of markup. */
function prose(markdown: string): string {
  return markdown.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?\n\1\2$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

/** The code of every Prism code block of a built page's article, line by line as the reader copies it. */
function htmlCodeBlocks(html: string): string[] {
  const $ = load(html);
  return $('article .theme-doc-markdown .theme-code-block')
    .toArray()
    .map((block) =>
      $(block)
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
        .replace(/\n+$/, ''),
    );
}

const docPaths = listedDocRoutes.map((route) => route.path);
const apiPaths = apiSpecs.map((entry) => entry.route);

describe.skipIf(skipReason !== undefined)('Markdown copies of the built site', () => {
  it.each([...docPaths, ...apiPaths])('%s has its Markdown, starting with title, description and URL', (route) => {
    const file = markdownPathOf(route);
    expect(existsSync(path.join(buildDir, file)), `${file} is missing`).toBe(true);
    const markdown = read(file);
    expect(markdown).toMatch(/^# \S.*\n\n> \S.*\n\nURL: https?:\/\/\S+\n/);
    expect(markdown.split('\n').find((line) => line.startsWith('URL: '))).toMatch(new RegExp(`${route}$`));
  });

  it.each([...docPaths, ...apiPaths])('%s has no HTML, JSX or MDX left outside code', (route) => {
    const text = prose(read(markdownPathOf(route)));
    expect(text.match(/(?<!\\)<\/?[A-Za-z][\w.-]*(\s[^<>]*)?\/?>/g) ?? []).toEqual([]);
    expect(text.match(/^(import|export) .*$/gm) ?? []).toEqual([]);
    // Figures of the shared example are numbers, not `{ex.jan.total}` placeholders.
    expect(text.match(/\{ex\.[\w.]+\}/g) ?? []).toEqual([]);
  });

  it.each(docPaths)('%s keeps every code block of the page, with balanced fences', (route) => {
    const markdown = read(markdownPathOf(route));
    const fences = markdown.match(/^\s*`{3,}/gm) ?? [];
    expect(fences.length % 2).toBe(0);
    // List items indent their code; compare without leading indentation.
    const unindented = markdown.replace(/^ +/gm, '');
    for (const code of htmlCodeBlocks(read(`${route}index.html`))) {
      expect(unindented, `a code block of ${route} is missing or changed`).toContain(code.replace(/^ +/gm, ''));
    }
  });
});

/**
 * Every page route that some built page links to: the path of each same-site `<a href>`, when the build
 * has a page there (redirect stubs of old paths are pages too, but nothing links to them).
 */
function linkedPageRoutes(): Set<string> {
  const routes = new Set<string>();
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('index.html') && !file.startsWith('assets'),
  );
  for (const file of pages) {
    const $ = load(read(file));
    for (const anchor of $('a[href]').toArray()) {
      const href = $(anchor).attr('href')!;
      if (!href.startsWith('/') || href.startsWith('//')) {
        continue;
      }
      const route = new URL(href, 'http://site.invalid').pathname;
      if (route.endsWith('/') && existsSync(path.join(buildDir, route, 'index.html'))) {
        routes.add(route);
      }
    }
  }
  return routes;
}

describe.skipIf(skipReason !== undefined)('Markdown copies of linked pages', () => {
  it('gives every unlisted page its Markdown, as listed pages link to them', () => {
    for (const {path: route} of unlistedDocRoutes) {
      expect(existsSync(path.join(buildDir, markdownPathOf(route))), `${markdownPathOf(route)} is missing`).toBe(true);
    }
  });

  it('gives every page that a page links to its Markdown copy', () => {
    const missing = [...linkedPageRoutes()].filter((route) => !existsSync(path.join(buildDir, markdownPathOf(route))));
    expect(missing).toEqual([]);
  });
});

describe.skipIf(skipReason !== undefined)('llms.txt and llms-full.txt of the built site', () => {
  it('llms.txt follows the format: title, summary, then sections of link lines', () => {
    const lines = read(llmsTxtPath).split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    let inSection = false;
    for (const line of lines.slice(3)) {
      if (line.startsWith('## ')) {
        inSection = true;
      } else if (inSection && line !== '') {
        expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: \S.*)?$/);
      }
      expect(line.startsWith('# ')).toBe(false);
    }
    expect(lines.filter((line) => line.startsWith('## ')).length).toBeGreaterThan(2);
    expect(lines).toContain('## API reference');
  });

  it('llms.txt lists every listed page and every API page, each once, by its Markdown URL', () => {
    const links = [...read(llmsTxtPath).matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(
      (match) => new URL(match[1]!).pathname,
    );
    const expected = [...docPaths, ...apiPaths].map(markdownPathOf);
    expect([...links].sort()).toEqual([...expected].sort());
  });

  it('llms-full.txt holds every page Markdown, in llms.txt order', () => {
    const full = read(llmsFullTxtPath);
    const links = [...read(llmsTxtPath).matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(
      (match) => new URL(match[1]!).pathname,
    );
    let position = 0;
    for (const link of links) {
      const page = read(link).trim();
      const found = full.indexOf(page, position);
      expect(found, `${link} is missing from llms-full.txt or out of order`).toBeGreaterThanOrEqual(position);
      position = found + page.length;
    }
  });
});
