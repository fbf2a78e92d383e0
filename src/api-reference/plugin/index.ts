import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {OpenAPIV3_1} from 'openapi-types';
import {pluginWithOptions} from '../../plugins/plugin-module';
import {generatedModulePath} from '../../plugins/generated-module-path';
import {normalizeUrl} from '@docusaurus/utils';
import {pageShell} from '../view-model/page-shell';
import {pageFromSpec, type LoadedPage} from './page-data';
import {loadGuides} from '../guides/load-guides';
import {OperationIndex} from '../guides/operation-index';
import {guidesByOperation, usedInByAnchor} from '../guides/used-in';
import {validateOptions, type ResolvedApiReferenceOptions} from './options';
import {objectChangesViews} from '../lifecycle/views';

export type {ApiReferenceOptions} from './options';
export {validateOptions};

export const name = 'meterstone-api-reference';

/** The file of a page's operations' view model; `loadBuiltContent` imports it by this name. */
export function contentDataFile(specId: string): string {
  return `api-reference-content-${specId}.json`;
}

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

    // Pages read their operations' view model through `@meterstone/api-built-content`: loaded on
    // demand in the browser, read synchronously on the server so the static HTML has every operation.
    // The samples' extra Prism grammars: registered by the server bundle, nothing in the browser's.
    configureWebpack(_config, isServer) {
      const builtContent = path.join(__dirname, '../built-content', isServer ? 'server.ts' : 'client.ts');
      const grammars = path.join(__dirname, '../built-content', isServer ? 'server-grammars.ts' : 'no-grammars.ts');
      return {
        resolve: {alias: {'@meterstone/api-built-content': builtContent, '@meterstone/api-sample-grammars': grammars}},
      };
    },

    getClientModules() {
      return [path.join(__dirname, '../built-content/grammars-client-module.ts')];
    },

    getPathsToWatch() {
      // The docs too: "Used in" lists the guides that show each operation.
      return [...source.sourcePaths(context.siteDir), path.join(context.siteDir, 'docs/**/*.mdx')];
    },

    async loadContent(): Promise<ApiReferenceContent> {
      const specs = await source.load(context.siteDir);
      // A loaded document is a valid OpenAPI document; the index reads only its paths and operations.
      const documents = specs.flatMap(({entry, document}) =>
        document === undefined ? [] : [{id: entry.id, document: document as unknown as OpenAPIV3_1.Document}],
      );
      const shownIn = guidesByOperation(loadGuides(context.siteDir), new OperationIndex(documents));
      const pages = specs.map((spec): LoadedPage => {
        const page = pageFromSpec(spec);
        const {data} = page;
        if (data.status !== 'ok' || spec.document === undefined) {
          return page;
        }
        const operations = data.tags.flatMap((tag) => tag.operations);
        const usedIn = usedInByAnchor(data.specId, operations, shownIn);
        return {...page, data: {...data, usedIn, changes: objectChangesViews(data.specId, spec.document)}};
      });
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
        // The route gets the page's shell; the operations' view model is a file of its own, which the
        // page loads only when it renders them in the browser (theme/ApiReference/builtContent.ts).
        const {data} = page;
        const routeData = data.status === 'ok' ? pageShell(data) : data;
        if (data.status === 'ok') {
          await actions.createData(contentDataFile(page.entry.id), JSON.stringify(data));
        }
        const dataPath = await actions.createData(`api-reference-${page.entry.id}.json`, JSON.stringify(routeData));
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, page.entry.route]),
          component: '@theme/ApiReferencePage',
          modules: {data: generatedModulePath(dataPath, context.generatedFilesDir)},
          exact: true,
        });
      }
    },
  };
}

export default pluginWithOptions(apiReferencePlugin, validateOptions);
