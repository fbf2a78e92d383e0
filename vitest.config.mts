import path from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';

const stubs = path.resolve(import.meta.dirname, 'tests/unit/support/docusaurus');

/**
 * Checks of the built site, which `npm test` runs after the build with their own scripts
 * (`test:relevance`, `test:markdown`, `test:html`, `test:mcp`, which set these variables). The plain unit run leaves them out
 * rather than reporting hundreds of skipped tests.
 */
const builtSiteTests = [
  {file: 'tests/unit/search/relevance.test.ts', variable: 'SEARCH_RELEVANCE'},
  {file: 'tests/unit/search/split-budgets.test.ts', variable: 'SEARCH_RELEVANCE'},
  {file: 'tests/unit/markdown-export/built-markdown.test.ts', variable: 'MARKDOWN_BUILD'},
  {file: 'tests/unit/built-html/built-html.test.ts', variable: 'HTML_BUILD'},
  {file: 'tests/unit/built-html/build-paths.test.ts', variable: 'HTML_BUILD'},
  {file: 'tests/unit/mcp/built-site.test.ts', variable: 'MCP_BUILD'},
];

export default defineConfig({
  // tsconfig says `jsx: preserve` (Docusaurus compiles JSX itself); component tests need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    // Component tests render theme components outside a Docusaurus site: `@site` is this folder, and the
    // two framework components they use are replaced by plain elements (the real ones need the router
    // and the site's context providers).
    alias: {
      '@site': import.meta.dirname,
      '@theme/Heading': path.join(stubs, 'Heading.tsx'),
      // The features' own theme components, as their plugins register them with getThemePath.
      '@theme/ApiReference': path.resolve(import.meta.dirname, 'src/api-reference/theme/ApiReference'),
      '@theme/SearchBar': path.resolve(import.meta.dirname, 'src/search/theme/SearchBar'),
      '@docusaurus/Link': path.join(stubs, 'Link.tsx'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    exclude: [
      ...configDefaults.exclude,
      ...builtSiteTests.filter(({variable}) => process.env[variable] !== '1').map(({file}) => file),
    ],
    environment: 'node',
    // Keep unit tests fast and independent of the built site unless a test says otherwise.
    testTimeout: 20_000,
  },
});
