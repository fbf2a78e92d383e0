import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {docFilePath, docRoutes, listedDocRoutes, childRoutes} from '../../../src/routes/docs-routes';
import {parseFrontMatter, readFrontMatter} from '../../../src/routes/front-matter';
import {toString} from 'mdast-util-to-string';
import {loadCatalogue} from '../../../src/data-export/load-catalogue';
import {renderDestinationPage} from '../../../src/data-export/render/destination-page';
import type {DestinationId} from '../../../src/data-export/schema';

// Destination pages are expanded from the bundled catalogue at build time: read what the reader sees.
const {catalogue} = await loadCatalogue();
const destinationMarker = /^<DestinationPage id="([a-z0-9-]+)" \/>$/;

/** The first block a reader sees: the page's own Markdown, or the catalogue's opening paragraph. */
function openingBlock(source: string): string {
  const firstBlock = body(source).split(/\n\s*\n/)[0] ?? '';
  const marker = destinationMarker.exec(firstBlock.trim());
  if (!marker) {
    return firstBlock;
  }
  const [first] = renderDestinationPage(catalogue, marker[1] as DestinationId);
  return first?.type === 'paragraph' ? toString(first) : `(${first?.type ?? 'nothing'})`;
}

const pages = docRoutes.map((route) => {
  const file = docFilePath(route.id);
  const source = readFileSync(file, 'utf8');
  return {route, file, source, frontMatter: parseFrontMatter(source)};
});

/** The prose after the front matter, with imports and MDX comments dropped. */
function body(source: string): string {
  return source
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/^import .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .trim();
}

describe('every docs page', () => {
  it.each(pages.map((page) => [page.file, page] as const))(
    '%s has a title and a 50–160 character description',
    (_file, page) => {
      expect(page.frontMatter.title, 'title').toEqual(expect.any(String));
      expect(page.frontMatter.title!.trim().length).toBeGreaterThan(2);
      const description = page.frontMatter.description ?? '';
      expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `description "${description}"`).toBeLessThanOrEqual(160);
    },
  );

  it('has a title of its own', () => {
    const titles = pages.map((page) => page.frontMatter.title);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it('leaves "unlisted" to the route tree, the one place that sets it', () => {
    expect(pages.filter((page) => 'unlisted' in page.frontMatter).map((page) => page.file)).toEqual([]);
  });

  it('opens with a paragraph of prose, not a heading, a list or a component', () => {
    for (const page of pages) {
      const firstBlock = openingBlock(page.source);
      expect(firstBlock, page.file).toMatch(/^[A-Z*_[`]/);
      expect(firstBlock.split(/\s+/).length, `${page.file} first paragraph`).toBeGreaterThanOrEqual(20);
    }
  });

  it('carries no placeholder text', () => {
    const placeholder = /STUB-PAGE|lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder text/i;
    const offenders = pages.filter((page) => placeholder.test(page.source)).map((page) => page.file);
    expect(offenders).toEqual([]);
  });
});

describe('section overview pages', () => {
  const sections = listedDocRoutes.filter((route) => route.isSection);

  it.each(sections.map((route) => [route.path, route] as const))(
    '%s links every listed page of its section',
    (_path, route) => {
      const source = readFileSync(docFilePath(route.id), 'utf8');
      const listed = childRoutes(route.path).filter((child) => !child.unlisted);
      for (const child of listed) {
        const leaf = child.path.split('/').filter(Boolean).pop()!;
        // A relative link to the child's file: `leaf.mdx` or `leaf/index.mdx`, with or without `./`.
        const linkPattern = new RegExp(`\\]\\((?:\\./)?${leaf}(?:\\.mdx|/index\\.mdx)(?:#[^)]*)?\\)`);
        expect(source, `${route.path} should link ${child.path}`).toMatch(linkPattern);
      }
    },
  );

  it('does not link unlisted pages from the sidebar of overviews', () => {
    for (const route of sections) {
      const source = readFileSync(docFilePath(route.id), 'utf8');
      for (const child of childRoutes(route.path).filter((c) => c.unlisted)) {
        const leaf = child.path.split('/').filter(Boolean).pop()!;
        expect(source, `${route.path} links unlisted ${child.path}`).not.toMatch(
          new RegExp(`\\]\\((?:\\./)?${leaf}\\.mdx`),
        );
      }
    }
  });
});

describe('readFrontMatter', () => {
  it('reads the home page as the root slug', () => {
    expect(readFrontMatter(docFilePath('home-page')).slug).toBe('/');
  });

  it('gives an empty object to a source without front matter', () => {
    expect(parseFrontMatter('# Title\n\nText')).toEqual({});
  });
});
