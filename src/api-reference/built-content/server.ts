/**
 * The operations' view model of a page as the build made it, on the server: read synchronously, so
 * server rendering writes the operations in place. (A suspending read would make React stream them
 * after the page, moved into place by an inline script: no operations without JavaScript.) The
 * server bundle gets this module as `@meterstone/api-built-content` (see the plugin's configureWebpack).
 */
import type {ApiPageContent} from '../view-model/types';

export function useBuiltContent(specId: string): ApiPageContent {
  // The bundler turns this into a map of the files the pattern matches, all in the server bundle.
  return require(`@generated/meterstone-api-reference/default/api-reference-content-${specId}.json`) as ApiPageContent;
}

/** Nothing to preload on the server: the content is read where it is used. */
export function preloadBuiltContent(): void {}
