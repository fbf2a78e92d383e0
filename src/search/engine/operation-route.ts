/**
 * "METHOD /path" as one searchable word. A developer who types `POST /v1/customers` means one
 * operation, but the words `post`, `v1` and `customers` are in every page that shows a customer call.
 * Each operation's search document carries a route token in its tags (the whole-identifier field), and
 * a query that is a method and a path searches for the same token, so the operation wins.
 *
 * The token is short and fixed in length, whatever the path: the index drops words over its term
 * length limit, and some paths are longer than that.
 */

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** `/v1/customers/{customer_id}/usage` and `/v1/customers/9f1c2a3e-…/usage` read the same way. */
function canonicalPath(path: string): string {
  const segments = path
    .replace(/[?#].*$/u, '')
    .split('/')
    .filter((segment) => segment !== '');
  // The first segment is the version (`v1`); later segments in braces or with a digit are ids.
  return segments
    .map((segment, index) =>
      index > 0 && (/^\{.*\}$/u.test(segment) || /\d/u.test(segment)) ? '{}' : segment.toLowerCase(),
    )
    .join('/');
}

/** FNV-1a over the text: a stable 32-bit number, the same in Node and the browser. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The token of an operation, such as `route_1a2b3c4d`: a joined identifier the tags field keeps whole. */
export function operationRouteToken(method: string, path: string): string {
  const key = `${method.toLowerCase()} /${canonicalPath(path)}`;
  return `route_${fnv1a(key).toString(16).padStart(8, '0')}`;
}

const methodAndPath = /^\s*([A-Za-z]+)\s+((?:https?:\/\/[^/\s]+)?\/\S*)\s*$/u;

/** The route token a query names, when the whole query is an HTTP method and a path (or URL). */
export function queryRouteToken(query: string): string | undefined {
  const match = methodAndPath.exec(query);
  const method = match?.[1]?.toLowerCase();
  if (match === null || method === undefined || !methods.has(method)) {
    return undefined;
  }
  const path = (match[2] ?? '').replace(/^https?:\/\/[^/]+/u, '');
  return canonicalPath(path) === '' ? undefined : operationRouteToken(method, path);
}
