/**
 * The built site as the docs MCP server reads it: the search index, the Markdown copies, llms.txt and
 * the published OpenAPI documents, all from the build folder and nothing else (no network, no sources).
 * Each file is read on first use and kept.
 */
import {existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import path from 'node:path';
import {apiSpecs, type ApiSpecEntry} from '../../api-reference/spec/registry';
import type {OpenApiDocument} from '../../api-reference/spec/document';
import {buildPageContent} from '../../api-reference/view-model/build-page-data';
import type {ApiPageContent} from '../../api-reference/view-model/types';
import {llmsTxtPath, markdownPathOf} from '../../markdown-export/files';
import {engineFromIndexFile, type SearchEngine} from '../../search/engine/index-file';
import {indexFileName} from '../../search/plugin/options';
import type {SearchIndexFile} from '../../search/engine/types';

/** One API reference page of the build: its registry entry, view model and source document. */
export interface BuiltApi {
  readonly entry: ApiSpecEntry;
  readonly content: ApiPageContent;
  readonly document: OpenApiDocument;
  /** Absolute URL of the reference page. */
  readonly pageUrl: string;
}

/** A page of llms.txt: its title, Markdown URL and description. */
export interface ListedPage {
  readonly title: string;
  readonly markdownUrl: string;
  readonly description: string;
}

/** A section the search index holds for a page: its anchor and heading. */
export interface IndexedSection {
  readonly anchor: string;
  readonly title: string;
}

export interface DocsBuild {
  /** Origin and base path of the published site, with a trailing slash. */
  readonly siteUrl: string;
  readonly search: () => SearchEngine;
  /** Title of a result of the search index (`/path/#anchor`, base path included): a section's heading. */
  readonly resultTitle: (ref: string) => string | undefined;
  /** The sections the search index holds for a page (`/path/`, base path included), in the index's (page) order. */
  readonly indexedSections: (pagePath: string) => readonly IndexedSection[];
  /** The Markdown copy of a route, or undefined when the build has none (unlisted or unknown page). */
  readonly markdown: (route: string) => string | undefined;
  readonly llmsTxt: () => string;
  readonly listedPages: () => readonly ListedPage[];
  readonly apis: () => readonly BuiltApi[];
}

/** The site URL a page's Markdown header names (`URL: https://…/`), read from the home page's copy. */
function siteUrlOf(homeMarkdown: string): string {
  const line = homeMarkdown.split('\n').find((text) => text.startsWith('URL: '));
  if (line === undefined) {
    throw new Error('the home page Markdown names no URL');
  }
  const url = line.slice(5).trim();
  return url.endsWith('/') ? url : `${url}/`;
}

/** llms.txt's link lines: `- [Title](url): description`. */
function listedPagesOf(llmsTxt: string): ListedPage[] {
  return [...llmsTxt.matchAll(/^- \[((?:\\.|[^\]])*)\]\(([^)\s]+)\)(?:: (.*))?$/gm)].map((match) => ({
    title: match[1]!.replace(/\\(.)/g, '$1'),
    markdownUrl: match[2]!,
    description: match[3] ?? '',
  }));
}

function once<T>(load: () => T): () => T {
  let value: {readonly loaded: T} | undefined;
  return () => (value ??= {loaded: load()}).loaded;
}

/**
 * Opens a build folder; throws with a message that says what to run when it is not a complete build.
 * Every read stays inside the folder: a route is resolved and checked against the folder's real path.
 */
export function openDocsBuild(buildDir: string): DocsBuild {
  const root = path.resolve(buildDir);
  for (const file of [indexFileName, llmsTxtPath.slice(1), 'index.md']) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(`${path.join(root, file)} is missing: run \`npm run build\` first, or pass --build <folder>.`);
    }
  }
  const realRoot = realpathSync(root);
  const readInside = (urlPath: string): string | undefined => {
    const file = path.resolve(realRoot, `.${urlPath}`);
    if (!file.startsWith(`${realRoot}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) {
      return undefined;
    }
    const real = realpathSync(file);
    return real.startsWith(`${realRoot}${path.sep}`) ? readFileSync(real, 'utf8') : undefined;
  };
  const siteUrl = siteUrlOf(readInside('/index.md')!);
  const llmsTxt = once(() => readInside(llmsTxtPath) ?? '');
  const indexFile = once(() => JSON.parse(readInside(`/${indexFileName}`)!) as Partial<SearchIndexFile>);
  return {
    siteUrl,
    search: once(() => engineFromIndexFile(indexFile())),
    resultTitle: (ref) =>
      Object.hasOwn(indexFile().results ?? {}, ref) ? indexFile().results?.[ref]?.title : undefined,
    indexedSections: (pagePath) =>
      Object.entries(indexFile().results ?? {}).flatMap(([ref, result]) =>
        ref.startsWith(`${pagePath}#`) && result !== undefined
          ? [{anchor: ref.slice(pagePath.length + 1), title: result.title}]
          : [],
      ),
    markdown: (route) => readInside(markdownPathOf(route)),
    llmsTxt,
    listedPages: once(() => listedPagesOf(llmsTxt())),
    apis: once(() =>
      apiSpecs.flatMap((entry): BuiltApi[] => {
        const text = readInside(entry.publishPath);
        if (text === undefined) {
          return [];
        }
        const document = JSON.parse(text) as OpenApiDocument;
        const content = buildPageContent(document, {specId: entry.id, fallbackTitle: entry.label});
        return [{entry, content, document, pageUrl: new URL(entry.route.slice(1), siteUrl).toString()}];
      }),
    ),
  };
}
