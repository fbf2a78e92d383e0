/**
 * Where the Markdown copies live in the build, in one place: the plugin writes them there, the
 * `_headers` file types them, the page action menu fetches them and the build checks read them.
 * Browser-safe: no Node imports.
 */

/** The Markdown file of a route (`/quickstart/` → `/quickstart/index.md`), as a URL path. */
export function markdownPathOf(routePath: string): string {
  return `${routePath.endsWith('/') ? routePath : `${routePath}/`}index.md`;
}

export const llmsTxtPath = '/llms.txt';
export const llmsFullTxtPath = '/llms-full.txt';

export const markdownContentType = 'text/markdown; charset=utf-8';
const plainTextContentType = 'text/plain; charset=utf-8';

/**
 * Header rules in the `_headers` format (Netlify, Cloudflare Pages): every Markdown file as
 * `text/markdown`, and the two index files as UTF-8 text (a host's default type may name no charset,
 * and the files hold non-ASCII text).
 */
export function markdownHeaderRules(markdownPaths: readonly string[]): string {
  const rule = (path: string, type: string) => `${path}\n  Content-Type: ${type}\n  Access-Control-Allow-Origin: *\n`;
  return [
    ...markdownPaths.map((path) => rule(path, markdownContentType)),
    rule(llmsTxtPath, plainTextContentType),
    rule(llmsFullTxtPath, plainTextContentType),
  ].join('');
}
