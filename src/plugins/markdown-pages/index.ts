import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageFromSpec} from '../../api-reference/plugin/page-data';
import {validateOptions, type ResolvedApiReferenceOptions} from '../../api-reference/plugin/options';
import {brand} from '../../config/brand';
import {apiPageMarkdownBody} from '../../markdown-export/api-page';
import {changelogRoute} from '../../api-changelog/plugin';
import {
  builtPageMarkdown,
  changelogContentSelector,
  docPageMarkdown,
  markdownHeader,
  pageMeta,
  type MarkdownPage,
} from '../../markdown-export/doc-page';
import {llmsFullTxtPath, llmsTxtPath, markdownPathOf} from '../../markdown-export/files';
import {groupBySidebar, llmsFullTxt, llmsTxt, type LlmsSection} from '../../markdown-export/llms-txt';
import {docFilePath, docRoutes, listedDocRoutes} from '../../routes/docs-routes';
import {readFrontMatter, sidebarLabelOf} from '../../routes/front-matter';
import {pluginWithOptions} from '../plugin-module';
import {apiCatalogPath, serverCardPath} from '../../mcp/discovery';

export const name = 'meterstone-markdown-pages';

/** The built HTML of a route; a listed route without it is a build error, not a silently missing copy. */
async function builtHtml(outDir: string, route: string): Promise<string> {
  return readFile(path.join(outDir, route, 'index.html'), 'utf8');
}

async function writeMarkdown(outDir: string, route: string, markdown: string): Promise<void> {
  await writeFile(path.join(outDir, markdownPathOf(route)), markdown);
}

/**
 * After the build, writes every listed docs page and every API reference page as Markdown beside its
 * HTML (`/quickstart/index.md`), and `/llms.txt` and `/llms-full.txt` from them. Docs pages are read
 * from their built HTML, where MDX components are already rendered with the example's real figures;
 * API pages from the view model their page renders. Options: `{source}`, the build's API specifications.
 */
function markdownPagesPlugin(context: LoadContext, {source}: ResolvedApiReferenceOptions): Plugin {
  return {
    name,
    async postBuild({outDir}) {
      const siteUrl = `${context.siteConfig.url}${context.baseUrl}`;
      const urlOf = (route: string) => new URL(route.replace(/^\//, ''), siteUrl).toString();

      // Unlisted pages get their copy too, since listed pages link to them; only llms.txt leaves them out.
      const docPages = new Map<string, MarkdownPage>();
      for (const route of docRoutes) {
        const page = docPageMarkdown(await builtHtml(outDir, route.path), urlOf(route.path));
        if (page === undefined) {
          throw new Error(`[${name}] ${route.path} has no docs article to convert to Markdown`);
        }
        await writeMarkdown(outDir, route.path, page.markdown);
        docPages.set(route.path, page);
      }

      const changelog = builtPageMarkdown(
        await builtHtml(outDir, changelogRoute),
        urlOf(changelogRoute),
        changelogContentSelector,
      );
      if (changelog === undefined) {
        throw new Error(`[${name}] ${changelogRoute} has no ${changelogContentSelector} to convert to Markdown`);
      }
      await writeMarkdown(outDir, changelogRoute, changelog.markdown);

      const apiPages: MarkdownPage[] = [];
      for (const {entry, data} of (await source.load(context.siteDir)).map(pageFromSpec)) {
        const meta = pageMeta(await builtHtml(outDir, entry.route), urlOf(entry.route));
        const header = {...meta, title: data.title};
        const body =
          data.status === 'ok'
            ? apiPageMarkdownBody(data, header.url)
            : `The ${entry.label} specification could not be loaded: ${data.reason}\n`;
        const page = {...header, markdown: `${markdownHeader(header)}\n${body}`};
        await writeMarkdown(outDir, entry.route, page.markdown);
        apiPages.push(page);
      }

      const link = (page: MarkdownPage) => ({
        title: page.title,
        url: `${page.url}${page.url.endsWith('/') ? '' : '/'}index.md`,
        description: page.description,
      });
      const groups = groupBySidebar(
        listedDocRoutes,
        (route) => sidebarLabelOf(readFrontMatter(path.join(context.siteDir, docFilePath(route.id))), route.id),
        'Get started',
      );
      const sections: LlmsSection[] = [
        ...groups.map((group) => ({
          title: group.title,
          links: group.routes.map((route) => link(docPages.get(route.path)!)),
        })),
        {title: 'API reference', links: apiPages.map(link)},
      ];
      const title = context.siteConfig.title;
      const summary = `${brand.name} is a usage-based billing service. ${brand.tagline} These docs cover connecting usage data, pricing and packaging, product access, invoicing, reports and the API.`;
      const details = [
        `Every page is also available as Markdown at its URL followed by \`index.md\` (or at its URL with \`Accept: text/markdown\`); ${urlOf(llmsFullTxtPath)} holds all of them in one file.`,
        `For agents: an MCP server of these docs (tools search_docs, read_page, get_operation, get_object and list_webhook_events) is described by ${urlOf(serverCardPath)}, and the API catalog ${urlOf(apiCatalogPath)} (RFC 9727) links the seven OpenAPI specifications.`,
      ].join('\n\n');
      await writeFile(path.join(outDir, llmsTxtPath), llmsTxt({title, summary, details, sections}));
      const ordered = [
        ...groups.flatMap((group) => group.routes.map((route) => docPages.get(route.path)!)),
        ...apiPages,
      ];
      await writeFile(
        path.join(outDir, llmsFullTxtPath),
        llmsFullTxt(
          title,
          summary,
          ordered.map((page) => page.markdown),
        ),
      );
    },
  };
}

export {validateOptions};
export default pluginWithOptions(markdownPagesPlugin, validateOptions);
