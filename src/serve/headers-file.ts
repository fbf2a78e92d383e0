/**
 * `_headers` (Netlify, Cloudflare Pages): the rules nginx applies, for static hosts. Those hosts merge the
 * headers of every rule that matches a path, joining equal names with commas, so a header is set by one
 * rule only: security headers on `/*`, the immutable cache on `/assets/*`, revalidation on the files
 * that keep their URL (HTML already gets it by default on both hosts).
 */
import {hashedAssetsPrefix, immutableCache, revalidateCache} from './cache-control';

type Header = readonly [string, string];

function rule(path: string, headers: readonly Header[]): string {
  return `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
}

export interface HeadersFileInput {
  readonly securityHeaders: readonly Header[];
  /** Files that keep their URL and must be revalidated (`/search.json`, the specifications). */
  readonly revalidatePaths: readonly string[];
  /** Rules written elsewhere, kept as they are: the specifications' and the Markdown copies' types and CORS. */
  readonly rules: readonly string[];
}

export function headersFile({securityHeaders, revalidatePaths, rules}: HeadersFileInput): string {
  return [
    rule('/*', securityHeaders),
    rule(`${hashedAssetsPrefix}*`, [['Cache-Control', immutableCache]]),
    ...revalidatePaths.map((path) => rule(path, [['Cache-Control', revalidateCache]])),
    ...rules,
  ].join('');
}
