/**
 * The API changelog: a static page at `/api/changelog/` built from api/changelog.yaml, grouped by day,
 * and its Atom feed at `/api/changelog/atom.xml`, written after the build. Changes link to their
 * operation in the API reference only while the operation exists, so every anchor resolves.
 * Options: `{source}`, the build's API specifications (shared with the reference pages).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {validateOptions, type ResolvedApiReferenceOptions} from '../../api-reference/plugin/options';
import {brand} from '../../config/brand';
import {pluginWithOptions} from '../../plugins/plugin-module';
import {generatedModulePath} from '../../plugins/generated-module-path';
import {operationIdsOf} from '../spec-change';
import {changelogSource, readChangelog} from '../changelog-file';
import {atomFeed} from '../feed';
import {changelogView, type ChangelogView} from '../view';

export const name = 'meterstone-api-changelog';

/** The page's route and the feed's path, relative to the base URL. */
export const changelogRoute = '/api/changelog/';
export const feedPath = `${changelogRoute}atom.xml`;

/** What the page component receives as `data`. */
export interface ApiChangelogPageData {
  readonly view: ChangelogView;
  /** The feed's path with the base URL, for the page's `<link rel="alternate">`. */
  readonly feedHref: string;
}

function apiChangelogPlugin(context: LoadContext, {source}: ResolvedApiReferenceOptions): Plugin {
  return {
    name,

    getPathsToWatch() {
      return [path.join(context.siteDir, changelogSource)];
    },

    async loadContent(): Promise<ChangelogView> {
      const specs = await source.load(context.siteDir);
      const operationIds = new Map(
        specs.map((spec) => [
          spec.entry.id,
          spec.document === undefined ? new Set<string>() : operationIdsOf(spec.document),
        ]),
      );
      return changelogView(readChangelog(context.siteDir), source.entries, operationIds);
    },

    async contentLoaded({content, actions}) {
      const data: ApiChangelogPageData = {
        view: content as ChangelogView,
        feedHref: normalizeUrl([context.baseUrl, feedPath]),
      };
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, changelogRoute]),
        component: '@site/src/api-changelog/theme/ApiChangelogPage',
        modules: {
          data: generatedModulePath(
            await actions.createData('api-changelog.json', JSON.stringify(data)),
            context.generatedFilesDir,
          ),
        },
        exact: true,
      });
    },

    async postBuild({outDir, content}) {
      const siteUrl = `${context.siteConfig.url}${context.baseUrl}`;
      const urlOf = (route: string) => new URL(route.replace(/^\//, ''), siteUrl).toString();
      const target = path.join(outDir, feedPath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(
        target,
        atomFeed(content as ChangelogView, {
          pageUrl: urlOf(changelogRoute),
          feedUrl: urlOf(feedPath),
          siteName: `${brand.name}`,
        }),
      );
    },
  };
}

export default pluginWithOptions(apiChangelogPlugin, validateOptions);
