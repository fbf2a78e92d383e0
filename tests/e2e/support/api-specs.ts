/**
 * What the build should have rendered for each API specification, computed from the same sources the
 * build read (the registry, or API_REFERENCE_SPECS_DIR in fixture builds), plus the live URL pages fetch.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {specUrl, type ApiSpecEntry} from '../../../src/api-reference/spec/registry';
import {resolveSiteLocation} from '../../../src/config/brand';
import type {OpenApiDocument} from '../../../src/api-reference/spec/document';
import {loadApiPage, type LoadedPage} from '../../../src/api-reference/plugin/page-data';
import {loadSpec} from '../../../src/api-reference/spec/load-specs';

const siteDir = path.resolve(__dirname, '../../..');
const sourceOptions = {
  siteDir,
  ...(process.env.API_REFERENCE_SPECS_DIR === undefined ? {} : {specsDir: process.env.API_REFERENCE_SPECS_DIR}),
};

/*
 * Building a page's data from its specification takes seconds (15 s for v1 on a busy two-core machine),
 * and a dozen tests of a worker ask for the same one: each worker builds each page once. Callers must
 * not change what they get (tests that need a variant clone it first).
 */
const loadedPages = new Map<string, Promise<LoadedPage>>();
const sourceDocuments = new Map<string, Promise<OpenApiDocument | undefined>>();

function once<T>(cache: Map<string, Promise<T>>, entry: ApiSpecEntry, load: () => Promise<T>): Promise<T> {
  let loaded = cache.get(entry.id);
  if (loaded === undefined) {
    loaded = load();
    cache.set(entry.id, loaded);
  }
  return loaded;
}

/** The page data the build made for an entry (same loader, same sources). */
export function expectedPage(entry: ApiSpecEntry): Promise<LoadedPage> {
  return once(loadedPages, entry, () => loadApiPage(entry, sourceOptions));
}

/** The source document of an entry, bundled as the build publishes it, or undefined when there is none. */
export function sourceDocument(entry: ApiSpecEntry): Promise<OpenApiDocument | undefined> {
  return once(sourceDocuments, entry, async () => (await loadSpec(entry, sourceOptions)).document);
}

/** The URL pattern a page fetches its live specification from (API host or the site itself). */
export function liveSpecPattern(entry: ApiSpecEntry): string {
  const {apiHost} = resolveSiteLocation(process.env);
  const url = specUrl(apiHost, entry, '/');
  return apiHost === '' ? `**${url}` : url;
}

/**
 * Answers a page's live-specification request the way the site does in production: with the text the
 * build published, which the page recognises by its text fingerprint without parsing it (re-serialising
 * the document instead makes the page parse and canonicalise the whole specification, a long task that
 * keeps the main thread busy for seconds on a loaded machine). With no published copy, a 404, which the
 * page treats as "keep the built copy".
 */
export async function answerLiveSpecWithPublishedCopy(page: Page, entry: ApiSpecEntry): Promise<void> {
  const file = path.join(siteDir, 'build', entry.publishPath);
  const body = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  await page.route(liveSpecPattern(entry), (route) =>
    body === undefined
      ? route.fulfill({status: 404, body: ''})
      : route.fulfill({contentType: 'application/json', body}),
  );
}
