import path from 'node:path';
import type {Config, PluginModule} from '@docusaurus/types';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as ThemeClassic from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type * as Sitemap from '@docusaurus/plugin-sitemap';
import type * as ClientRedirects from '@docusaurus/plugin-client-redirects';
import clientRedirectsPlugin, {validateOptions as validateClientRedirects} from '@docusaurus/plugin-client-redirects';
import sitemapPlugin, {validateOptions as validateSitemap} from '@docusaurus/plugin-sitemap';
import {brand, resolveSiteLocation} from './src/config/brand';
import {darkCodeTheme, lightCodeTheme} from './src/css/prism-themes';
import {redirectRules} from './src/routes/redirects';
import {frontMatterFromTree} from './src/routes/tree-front-matter';
import imageZoomPlugin from './src/plugins/image-zoom';
import prefetchOnIntentPlugin from './src/plugins/prefetch-on-intent';
import redirectsFilePlugin from './src/plugins/redirects-file';
import markdownPagesPlugin from './src/plugins/markdown-pages';
import agentDiscoveryPlugin from './src/plugins/agent-discovery';
import securityTxtPlugin from './src/plugins/security-txt';
import {mcpUpstream} from './src/mcp/endpoint';
import dataExportPagesPlugin from './src/plugins/data-export-pages';
import remarkDestination from './src/plugins/data-export-pages/remark-destination';
import remarkFigures from './src/example/remark-figures';
import remarkChangingItLater from './src/api-reference/lifecycle/remark-changing-it-later';
import {catalogueOptionsFromEnv, createCatalogueSource} from './src/data-export/load-catalogue';
import apiSpecsPlugin from './src/api-reference/publish';
import {createApiSpecSource} from './src/api-reference/spec/spec-source';
import apiReferencePlugin, {type ApiReferenceOptions} from './src/api-reference/plugin';
import apiChangelogPlugin from './src/api-changelog/plugin';
import searchIndexPlugin from './src/search/plugin';
import {apiOperationDocuments} from './src/api-reference/plugin/search-documents';
import type {SearchIndexPluginOptions} from './src/search/plugin/options';
import {createPostBuildOrder} from './src/plugins/post-build-order';
import {serverRulesPlugin} from './src/serve/plugin/server-rules';
import {precompressPlugin} from './src/serve/plugin/precompress';
import {resolveSiteOperations, siteOperationsCsp} from './src/site-operations/config';
import {siteOperationsPlugin} from './src/site-operations/plugin';
import {feedbackThemePlugin} from './src/site-operations/plugin/feedback-theme';

// Site URL, base URL and API host come from METERSTONE_* variables so one build config serves
// production, previews and the loopback servers of the tests.
const location = resolveSiteLocation(process.env);

// The Rust toolchain (SWC, Lightning CSS, Rspack) halves build time here; DOCS_SLOW_BUILD=true turns
// it off to compare or to work around a bundler bug.
const useFasterBuild = process.env.DOCS_SLOW_BUILD !== 'true';

// The data-export pages render from a destination catalogue that METERSTONE_DATA_EXPORT_CATALOGUE_URL can
// move to a remote source; one source object per build so the catalogue is fetched and validated once.
const dataExportCatalogue = createCatalogueSource(catalogueOptionsFromEnv(process.env));

// The API specifications, read, bundled and validated once per build and shared by the reference pages,
// the published copies and the search index. Test builds only: API_REFERENCE_SPECS_DIR reads them from
// fixture specifications in that folder instead of the registry's sources.
const apiSpecSource = createApiSpecSource(
  process.env.API_REFERENCE_SPECS_DIR === undefined ? {} : {specsDir: process.env.API_REFERENCE_SPECS_DIR},
);

// Analytics, tag manager and feedback widget: each off unless its METERSTONE_* variable is set.
const siteOperations = resolveSiteOperations(process.env);

// Plugins that write into the build in postBuild are `writer`s; the server rules (CSP hashes) and the
// precompression read the finished build, so they wait for them (Docusaurus runs every postBuild at once).
const postBuildOrder = createPostBuildOrder();

// Options are bound here rather than listed with the plugin: Docusaurus writes the site config into the
// browser's main bundle, and an option would put this checkout's folder (siteDir) there.
const remarkChangingItLaterHere = () => remarkChangingItLater({source: apiSpecSource, siteDir: __dirname});

const config = {
  title: `${brand.name} Docs`,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: location.url,
  baseUrl: location.baseUrl,
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // Keys stay exactly `theme` and `docusaurus.announcement.*`, as the spec names them.
  storage: {type: 'localStorage', namespace: false},

  future: {
    // The v4 flags one by one rather than `v4: true`, which would also namespace storage keys.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: useFasterBuild,
      mdx1CompatDisabledByDefault: true,
    },
    faster: useFasterBuild,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
    },
  },

  markdown: {
    // Unlisted pages are named in the route tree only (src/routes/docs-tree.ts); this gives Docusaurus
    // the same flag, and rejects a page that sets it in its front matter.
    parseFrontMatter: frontMatterFromTree(path.resolve(__dirname, 'docs')),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  customFields: {
    apiHost: location.apiHost,
    // Default base URL of the API reference's request console ('' = each specification's first server).
    apiConsoleUrl: location.apiConsoleUrl,
    siteOperations,
  },

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        // Figures of the shared example (`{ex.jan.total}`) come from the example model, never typed by hand.
        // `<ChangingItLater object="RateCard" />`: what can change on an object, from the specifications.
        beforeDefaultRemarkPlugins: [
          [remarkDestination, {source: dataExportCatalogue}],
          remarkChangingItLaterHere,
          remarkFigures,
        ],
        breadcrumbs: true,
        showLastUpdateTime: false,
        versions: {
          current: {label: 'Next', path: '/'},
        },
      } satisfies Docs.Options,
    ],
    [
      postBuildOrder.writer(sitemapPlugin, validateSitemap as PluginModule['validateOptions']),
      {
        changefreq: 'weekly',
        priority: 0.5,
        ignorePatterns: ['/search/**'],
        filename: 'sitemap.xml',
      } satisfies Sitemap.Options,
    ],
    [
      postBuildOrder.writer(clientRedirectsPlugin, validateClientRedirects as PluginModule['validateOptions']),
      {
        redirects: redirectRules.map((rule) => ({from: rule.from, to: rule.to})),
      } satisfies ClientRedirects.Options,
    ],
    imageZoomPlugin,
    prefetchOnIntentPlugin,
    postBuildOrder.writer(redirectsFilePlugin),
    [dataExportPagesPlugin, {source: dataExportCatalogue}],
    [postBuildOrder.writer(apiSpecsPlugin), {source: apiSpecSource} satisfies ApiReferenceOptions],
    [apiReferencePlugin, {source: apiSpecSource} satisfies ApiReferenceOptions],
    // /api/changelog/ and its Atom feed, from api/changelog.yaml (issue #30).
    [postBuildOrder.writer(apiChangelogPlugin), {source: apiSpecSource} satisfies ApiReferenceOptions],
    // Every listed page and API page as Markdown, plus /llms.txt and /llms-full.txt, for assistants.
    [postBuildOrder.writer(markdownPagesPlugin), {source: apiSpecSource} satisfies ApiReferenceOptions],
    // The MCP server card and the API catalog (RFC 9727) under /.well-known/, for agents.
    postBuildOrder.writer(agentDiscoveryPlugin),
    // /.well-known/security.txt (RFC 9116): the security contact, valid for a fixed time after each build.
    postBuildOrder.writer(securityTxtPlugin),
    siteOperationsPlugin(siteOperations),
    // `_headers` and the nginx configuration, with the CSP's hashes of the inline scripts the build emits.
    serverRulesPlugin({
      order: postBuildOrder,
      source: apiSpecSource,
      apiUrls: [location.apiHost, location.apiConsoleUrl],
      cspSources: siteOperationsCsp(siteOperations),
      mcpUpstream: mcpUpstream(process.env),
    }),
    precompressPlugin(postBuildOrder),
  ],

  themes: [
    [
      '@docusaurus/theme-classic',
      {
        customCss: './src/css/custom.css',
      } satisfies ThemeClassic.Options,
    ],
    // A theme, listed after the classic theme, so its `@theme/SearchBar` replaces the classic placeholder.
    [
      postBuildOrder.writer(searchIndexPlugin),
      {extraDocuments: apiOperationDocuments(apiSpecSource)} satisfies SearchIndexPluginOptions,
    ],
    // "Was this page helpful?" below every docs page, when METERSTONE_FEEDBACK_URL is set.
    feedbackThemePlugin(siteOperations),
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'usage-based billing, metering, pricing, invoicing, API'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'legacy-docs',
      content: `You are viewing the legacy ${brand.name} docs. <a href="${brand.links.newDocs}">Go to the new docs</a>.`,
      isCloseable: false,
    },
    navbar: {
      title: brand.name,
      hideOnScroll: true,
      logo: {
        alt: `${brand.name} home`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Documentation', position: 'left'},
        // The API reference plugin adds /api/, so the link is checked like any other.
        {to: '/api/', label: 'API reference', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: brand.links.appLogin, label: 'Login', position: 'right'},
        {href: brand.links.demoRequest, label: 'Get a demo', position: 'right', className: 'navbar__demo'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: brand.name,
        src: 'img/logo-dark.svg',
        width: 32,
        height: 32,
        href: '/',
      },
      links: [
        {label: 'Careers', href: brand.links.careers},
        {label: 'Blog', href: brand.links.blog},
        {label: 'Changelog', href: brand.links.changelog},
        // The product's changelog above is external; this one lists the API specifications' changes.
        {label: 'API changelog', to: '/api/changelog/'},
        {label: 'Log in', href: brand.links.appLogin},
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${brand.name}, Inc.`,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // JSON, Python, JavaScript and Go are in prism-react-renderer's own set; listing them again bundles
      // them twice. The API reference's Java, Ruby and PHP samples bring their own grammars, loaded only
      // with the reference (src/api-reference/built-content/sample-grammars.ts): listed here, they cost
      // every page 3.8 KB gzip and broke the docs and API byte budgets.
      additionalLanguages: ['http', 'bash'],
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
