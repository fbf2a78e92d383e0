import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pluginWithOptions} from '../../plugins/plugin-module';
import {normalizeUrl} from '@docusaurus/utils';
import {pageFromSpec, type LoadedPage} from './page-data';
import {validateOptions, type ResolvedApiReferenceOptions} from './options';

export type {ApiReferenceOptions} from './options';
export {validateOptions};

export const name = 'meterstone-api-reference';

export interface ApiReferenceContent {
  pages: LoadedPage[];
}

/**
 * Renders each API specification of its source as a reference page at its route (`/api/`,
 * `/api/v2/`...), at build time, so every operation is in the static HTML. A specification that is
 * missing or invalid gives a page that says so, and a build warning, not a failed build.
 */
// Returns Plugin<unknown>, not Plugin<ApiReferenceContent>: the site config's plugin list only accepts
// plugins whose content type is unknown, so contentLoaded narrows what loadContent returned.
function apiReferencePlugin(context: LoadContext, options: ResolvedApiReferenceOptions): Plugin {
  const {source} = options;
  return {
    name,

    // The page and its components (`@theme/ApiReferencePage`, `@theme/ApiReference/*`) live in this
    // feature's folder; registering them here keeps `src/theme/` for swizzles of the classic theme.
    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    getPathsToWatch() {
      return source.sourcePaths(context.siteDir);
    },

    async loadContent(): Promise<ApiReferenceContent> {
      const pages = (await source.load(context.siteDir)).map(pageFromSpec);
      for (const page of pages) {
        if (page.problem !== undefined) {
          logger.warn(
            `[${name}] the page ${page.entry.route} shows an error instead of the ${page.entry.label} specification: ${page.problem}`,
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

export default pluginWithOptions(apiReferencePlugin, validateOptions);
