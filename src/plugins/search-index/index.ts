import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocRoutes} from '../../routes/docs-routes';
import {buildSearchIndex} from '../../search/index-file';
import type {SearchDocument, SearchIndexFile} from '../../search/types';
import {pageDocuments, pageUrl} from './documents';
import {parseDocPage} from './extract';
import {indexFileName, normalizeSearchIndexOptions} from './options';

export const name = 'meterstone-search-index';

/** Keywords every page inherits from `themeConfig.metadata`; they tell no page apart. */
function siteKeywords(context: LoadContext): string[] {
  const metadata = (context.siteConfig.themeConfig.metadata ?? []) as {name?: string; content?: string}[];
  return metadata
    .filter((tag) => tag.name === 'keywords')
    .flatMap((tag) => (tag.content ?? '').split(','))
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

async function docsDocuments(outDir: string, baseUrl: string, ignoredKeywords: string[]): Promise<SearchDocument[]> {
  const pages = await Promise.all(
    listedDocRoutes.map(async (route) => {
      const file = path.join(outDir, route.path, 'index.html');
      const page = parseDocPage(await readFile(file, 'utf8'));
      if (page === undefined) {
        throw new Error(`${name}: ${file} has no docs article to index`);
      }
      return pageDocuments(page, pageUrl(baseUrl, route.path), ignoredKeywords);
    }),
  );
  return pages.flat();
}

/**
 * Writes `/search.json` after the build: every listed docs page (unlisted pages and the not-found page
 * are left out) read from its built HTML, so the index holds what readers see, split into sections.
 * Also registers the client module that highlights the searched terms on the page a result opens.
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = normalizeSearchIndexOptions(rawOptions);
  return {
    name,
    getClientModules() {
      return [require.resolve('./client'), require.resolve('./highlight.css')];
    },
    async postBuild({outDir}) {
      const {baseUrl} = context.siteConfig;
      const documents = [
        ...(await docsDocuments(outDir, baseUrl, siteKeywords(context))),
        ...((await options.extraDocuments?.({outDir, baseUrl})) ?? []),
      ];
      const built = buildSearchIndex(documents);
      const hash = createHash('sha256').update(JSON.stringify(built)).digest('hex').slice(0, 16);
      const file: SearchIndexFile = {...built, hash};
      await writeFile(path.join(outDir, indexFileName), JSON.stringify(file));
    },
  };
}
