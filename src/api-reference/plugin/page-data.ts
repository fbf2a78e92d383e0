/**
 * A loaded specification as its reference page's data: the view model of a valid document, or a page
 * that says why the specification could not be shown. Never throws: a failure is an error page.
 */
import {loadSpec, type LoadedSpec, type SpecLocation} from '../spec/load-specs';
import type {ApiSpecEntry} from '../spec/registry';
import {serializeSpec} from '../spec/serialize-spec';
import {buildPageContent} from '../view-model/build-page-data';
import {textFingerprint} from '../view-model/fingerprint';
import type {ApiPageData} from '../view-model/types';

export interface LoadedPage {
  entry: ApiSpecEntry;
  data: ApiPageData;
  /** Present when the page shows the failure message; the build logs it as a warning. */
  problem?: string;
}

/** The page of one loaded specification. */
export function pageFromSpec({entry, document, problem, displayPath}: LoadedSpec): LoadedPage {
  const fail = (reason: string): LoadedPage => ({
    entry,
    problem: reason,
    data: {status: 'error', specId: entry.id, title: entry.label, reason, fingerprint: null},
  });
  if (document === undefined) {
    return fail(problem?.message ?? `${displayPath} could not be loaded`);
  }
  try {
    const data = buildPageContent(document, {specId: entry.id, fallbackTitle: entry.label});
    return {entry, data: {...data, publishedTextFingerprint: textFingerprint(serializeSpec(document))}};
  } catch (error) {
    return fail(`${displayPath} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Loads one registry entry straight into page data (tests; the build goes through `ApiSpecSource`). */
export async function loadApiPage(entry: ApiSpecEntry, location: SpecLocation): Promise<LoadedPage> {
  return pageFromSpec(await loadSpec(entry, location));
}
