import {createHash} from 'node:crypto';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchIndex} from '../engine/index-file';
import {splitSearchIndex, writeSplitIndex} from '../engine/split-build';
import type {SearchIndexFile} from '../engine/types';
import {indexFileName, validateOptions, type ResolvedSearchIndexOptions} from './options';
import {pluginWithOptions} from '../../plugins/plugin-module';
import {siteDocuments, siteKeywords} from './site-documents';
import {weighRepeatedSections} from './repeated-sections';

export const name = 'meterstone-search-index';

/**
 * Writes `/search.json` and the split index (`/search-manifest.json` and its parts) after the build: every listed docs page read from its built HTML, so the index
 * holds what readers see, split into sections, plus any `extraDocuments` (the API reference's
 * operations; pass options as `[searchIndexPlugin, {extraDocuments}]`). Also registers the client module
 * that highlights the searched terms on the page a result opens.
 */
function searchIndexPlugin(context: LoadContext, options: ResolvedSearchIndexOptions): Plugin {
  return {
    name,
    // The search box (`@theme/SearchBar`) lives in this feature's folder, as theme-search-algolia ships it.
    getThemePath() {
      return path.join(__dirname, '../theme');
    },
    getClientModules() {
      return [require.resolve('../client/highlight-on-arrival'), require.resolve('../client/highlight.css')];
    },
    async postBuild({outDir}) {
      const {baseUrl, themeConfig} = context.siteConfig;
      const ignoredKeywords = siteKeywords(themeConfig.metadata as {name?: string; content?: string}[] | undefined);
      const documents = [
        ...(await siteDocuments(outDir, baseUrl, ignoredKeywords)),
        ...((await options.extraDocuments?.({siteDir: context.siteDir, outDir, baseUrl})) ?? []),
      ];
      const built = buildSearchIndex(weighRepeatedSections(documents));
      // The hash names this content; an unchanged site gives a byte-identical file (and the same ETag).
      const hash = createHash('sha256').update(JSON.stringify(built)).digest('hex').slice(0, 16);
      const file: SearchIndexFile = {...built, hash};
      // The whole file stays for the docs MCP server and the relevance suite; the search box fetches the
      // split index (the manifest, then the parts a query needs).
      await writeFile(path.join(outDir, indexFileName), JSON.stringify(file));
      await writeSplitIndex(outDir, splitSearchIndex(built));
    },
  };
}

export {validateOptions};
export default pluginWithOptions(searchIndexPlugin, validateOptions);
