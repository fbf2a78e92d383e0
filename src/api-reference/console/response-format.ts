/**
 * How a request console shows a response: status line, duration, size, headers and body. The body is
 * pretty-printed when it is JSON and shown as plain text otherwise, cut at a size a page can render
 * without stalling; the console puts it in a `<pre>` as text, never as HTML.
 */
import {isJsonMediaType} from '../view-model/media-types';

/** Characters of a body shown at most; the rest is cut with a note. */
export const responseDisplayLimit = 100_000;

/** Bodies larger than this are not parsed for pretty-printing (parsing megabytes blocks the page). */
const prettyPrintLimit = 2_000_000;

/** Reason phrases, for HTTP/2 and HTTP/3 responses, which carry none. */
const reasonPhrases: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `404 Not Found`: the status and the server's reason phrase, or the standard one. */
export function statusLine(status: number, statusText: string): string {
  const reason = statusText.trim() !== '' ? statusText.trim() : reasonPhrases[status];
  return reason === undefined ? String(status) : `${status} ${reason}`;
}

export function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(2)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  }
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** True for bodies worth showing as text: text/*, JSON, XML, JavaScript, forms, CSV, or no type at all. */
export function isTextMediaType(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') {
    return true;
  }
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    isJsonMediaType(type) ||
    /[/+]xml$/.test(type) ||
    /(javascript|ecmascript|x-www-form-urlencoded|csv|yaml|graphql)$/.test(type)
  );
}

export interface FormattedBody {
  kind: 'json' | 'text' | 'binary' | 'empty';
  /** What to show (already cut to the limit). Empty for `binary` and `empty`. */
  text: string;
  /** Characters of the full text, before the cut. */
  totalChars: number;
  truncated: boolean;
  /** The type said JSON but the body did not parse: shown raw with a note. */
  invalidJson?: true;
}

function cut(text: string, limit: number): {text: string; truncated: boolean} {
  return text.length > limit ? {text: text.slice(0, limit), truncated: true} : {text, truncated: false};
}

/** Formats a body read as text. A body without a type is tried as JSON, then shown as it is. */
export function formatResponseBody(
  text: string,
  contentType: string | null,
  limit: number = responseDisplayLimit,
): FormattedBody {
  if (text === '') {
    return {kind: 'empty', text: '', totalChars: 0, truncated: false};
  }
  if (!isTextMediaType(contentType)) {
    return {kind: 'binary', text: '', totalChars: text.length, truncated: false};
  }
  const declaredJson = contentType !== null && isJsonMediaType(contentType.split(';')[0]!.trim());
  const untyped = contentType === null || contentType.trim() === '';
  if ((declaredJson || untyped) && text.length <= prettyPrintLimit) {
    try {
      const pretty = JSON.stringify(JSON.parse(text), null, 2);
      return {kind: 'json', totalChars: pretty.length, ...cut(pretty, limit)};
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  const raw = cut(text, limit);
  return {
    kind: 'text',
    totalChars: text.length,
    ...raw,
    ...(declaredJson && text.length <= prettyPrintLimit ? {invalidJson: true as const} : {}),
  };
}

/** Response headers in name order, names in lower case as the Fetch API gives them. */
export function sortedHeaders(headers: Iterable<[string, string]>): Array<[string, string]> {
  return [...headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
