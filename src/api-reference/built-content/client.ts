/**
 * The operations' view model of a page as the build made it, in the browser: a chunk per
 * specification, fetched only when the browser renders the operations itself (a client-side
 * navigation to the page) or opens a request console. A first visit shows the server's HTML and never
 * loads it. Components import this as `@meterstone/api-built-content`; the server build gets
 * `./server.ts` under that name (see the plugin's configureWebpack).
 */
import {use} from 'react';
import type {ApiPageContent} from '../view-model/types';

const loads = new Map<string, Promise<ApiPageContent>>();

function loadBuiltContent(specId: string): Promise<ApiPageContent> {
  let load = loads.get(specId);
  if (load === undefined) {
    // The plugin writes `api-reference-content-<specId>.json` with createData (contentDataFile); the
    // bundler makes one chunk per file this pattern matches, named after the file.
    // The samples' extra Prism grammars come with the first content: the browser colours them then.
    load = Promise.all([
      import(
        /* webpackChunkName: "[request]" */
        `@generated/meterstone-api-reference/default/api-reference-content-${specId}.json`
      ),
      import('./sample-grammars').then((grammars) => grammars.registerSampleGrammars()),
    ]).then(([module]: [{default: ApiPageContent}, void]) => module.default);
    loads.set(specId, load);
    // A failed load is tried again the next time a component asks (the error boundary says to reload).
    load.catch(() => loads.delete(specId));
  }
  return load;
}

/**
 * Starts loading a page's built content without waiting for it: a reader about to open a console
 * (pointer over or focus on "Try it") finds it loaded, or loading, when they click.
 */
export function preloadBuiltContent(specId: string): void {
  loadBuiltContent(specId).catch(() => undefined);
}

/** The built content of a page; suspends the component until its chunk has loaded. */
export function useBuiltContent(specId: string): ApiPageContent {
  return use(loadBuiltContent(specId));
}
