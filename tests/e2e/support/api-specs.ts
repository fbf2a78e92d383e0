/**
 * What the build should have rendered for each API specification, computed from the same sources the
 * build read (the registry, or API_REFERENCE_SPECS_DIR in fixture builds), plus the live URL pages fetch.
 */
import path from 'node:path';
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

/** The page data the build made for an entry (same loader, same sources). */
export function expectedPage(entry: ApiSpecEntry): Promise<LoadedPage> {
  return loadApiPage(entry, sourceOptions);
}

/** The source document of an entry, bundled as the build publishes it, or undefined when there is none. */
export async function sourceDocument(entry: ApiSpecEntry): Promise<OpenApiDocument | undefined> {
  return (await loadSpec(entry, sourceOptions)).document;
}

/** The URL pattern a page fetches its live specification from (API host or the site itself). */
export function liveSpecPattern(entry: ApiSpecEntry): string {
  const {apiHost} = resolveSiteLocation(process.env);
  const url = specUrl(apiHost, entry, '/');
  return apiHost === '' ? `**${url}` : url;
}
