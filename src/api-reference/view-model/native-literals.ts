/**
 * Source text for strings, URLs and request bodies in the Go, Java, Ruby and PHP samples. Every string
 * goes through one of these, so a quote, a backslash, `$x` or `#{x}` in an example value stays text
 * (snippetz's Ruby sample interpolated `#{...}` in a body; its PHP one put the URL in double quotes).
 */
import type {NameValue} from './code-samples';

/** A Go or Java string literal in double quotes: JSON's escapes are valid in both. */
export const doubleQuotedString = (text: string): string => JSON.stringify(text);

/** A Ruby or PHP string literal in single quotes: no interpolation; only `\` and `'` are escaped. */
export const singleQuotedString = (text: string): string => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** The URL with its query string, percent-encoded (so it holds no quote, `$` or `#`). */
export function urlWithQuery(url: string, query: readonly NameValue[]): string {
  const search = new URLSearchParams(query.map(({name, value}) => [name, value])).toString();
  return search === '' ? url : `${url}?${search}`;
}

/** What joins a cursor parameter to {@link urlWithQuery}'s result. */
export const querySeparator = (url: string): string => (url.includes('?') ? '&' : '?');

/** A JSON request body, pretty-printed to read as the reference shows it; undefined when not JSON. */
export function prettyJson(body: {mediaType: string; text: string}): string | undefined {
  if (!/^application\/(.+\+)?json\b/.test(body.mediaType)) {
    return undefined;
  }
  try {
    return JSON.stringify(JSON.parse(body.text), null, 2);
  } catch {
    return undefined;
  }
}

/** What a sample's requests carry: the reader's token, a fresh Idempotency-Key. */
export interface SampleUses {
  token: boolean;
  key: boolean;
}
