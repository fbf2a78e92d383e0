import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {loadApiPage, specSourcePath, type LoadedPage} from './load-spec';
import {resolveOptions} from './options';

export type {ApiReferenceOptions} from './options';

export const name = 'meterstone-api-reference';

export interface ApiReferenceContent {
  pages: LoadedPage[];
}

/**
 * Renders each API specification of the registry as a reference page at its route (`/api/`,
 * `/api/v2/`...), at build time, so every operation is in the static HTML. A specification that is
 * missing or invalid gives a page that says so, and a build warning, not a failed build.
 */
// Returns Plugin<unknown>, not Plugin<ApiReferenceContent>: the site config's plugin list only accepts
// plugins whose content type is unknown, so contentLoaded narrows what loadContent returned.
export default function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = resolveOptions(rawOptions);
  const specs = options.specs;
  const sourceOptions = {
    siteDir: context.siteDir,
    ...(options.specsDir === undefined ? {} : {specsDir: options.specsDir}),
  };
  return {
    name,

    // The page and its components (`@theme/ApiReferencePage`, `@theme/ApiReference/*`) live in this
    // feature's folder; registering them here keeps `src/theme/` for swizzles of the classic theme.
    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    getPathsToWatch() {
      return specs.map((entry) => specSourcePath(entry, sourceOptions));
    },

    async loadContent(): Promise<ApiReferenceContent> {
      const pages = await Promise.all(specs.map((entry) => loadApiPage(entry, sourceOptions)));
      for (const page of pages) {
        if (page.problem !== undefined) {
          logger.warn(
            `API reference: the page ${page.entry.route} shows an error instead of the ${page.entry.label} specification: ${page.problem}`,
          );
        }
      }
      return {pages};
    },

    async contentLoaded({content, actions}) {
      for (const page of (content as ApiReferenceContent).pages) {
        const dataPath = await actions.createData(`api-reference-${page.entry.id}.json`, JSON.stringify(page.data));
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, page.entry.route]),
          component: '@theme/ApiReferencePage',
          modules: {data: dataPath},
          exact: true,
        });
      }
    },
  };
}
