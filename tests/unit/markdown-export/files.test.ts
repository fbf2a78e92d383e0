/** Where the Markdown copies live and how hosts type them. */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {markdownContentType, markdownHeaderRules, markdownPathOf} from '../../../src/markdown-export/files';
import {markdownFilePaths} from '../../../src/markdown-export/routes';
import {listedDocRoutes} from '../../../src/routes/docs-routes';
import {apiSpecs} from '../../../src/api-reference/spec/registry';

describe('markdown files', () => {
  it('sit at <route>index.md', () => {
    expect(markdownPathOf('/launch-guides/quickstart/')).toBe('/launch-guides/quickstart/index.md');
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/api')).toBe('/api/index.md');
  });

  it('exist for every listed docs page and every API page', () => {
    const paths = markdownFilePaths();
    expect(paths).toHaveLength(listedDocRoutes.length + apiSpecs.length);
    expect(paths).toContain('/api/index.md');
    expect(paths).toContain('/index.md');
  });

  it('are typed text/markdown in the _headers rules, and the llms files as UTF-8 text', () => {
    const rules = markdownHeaderRules(['/a/index.md']);
    expect(rules).toContain(`/a/index.md\n  Content-Type: ${markdownContentType}\n`);
    expect(rules).toContain('/llms.txt\n  Content-Type: text/plain; charset=utf-8\n');
    expect(rules).toContain('/llms-full.txt\n  Content-Type: text/plain; charset=utf-8\n');
  });

  it('are typed text/markdown by `docusaurus serve` (serve-handler types files with mime-types)', () => {
    // Resolved as `docusaurus serve` resolves them (Docusaurus → serve-handler → mime-types), so the
    // test reads the very table the server uses.
    const require = createRequire(import.meta.url);
    const serveHandler = require.resolve('serve-handler', {
      paths: [require.resolve('@docusaurus/core/lib/commands/serve.js')],
    });
    const mime = require(require.resolve('mime-types', {paths: [serveHandler]})) as {
      contentType: (name: string) => string | false;
    };
    expect(mime.contentType('index.md')).toBe(markdownContentType);
  });
});
