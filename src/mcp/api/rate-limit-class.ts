/**
 * The rate-limit class of an operation and its budget, from the specification: the `RateLimit-Limit`
 * header's `x-rate-limit-classes` (common.yaml) gives each class's requests per second; ingest is the
 * usage events endpoint, reads are `GET`, every other call is a write. Pure.
 */
import {isObject, type OpenApiDocument} from '../../api-reference/spec/document';

export interface RateLimitClass {
  readonly name: 'ingest' | 'reads' | 'writes';
  /** Requests per second per API token, when the specification states it. */
  readonly perSecond?: number;
}

const ingestPath = '/v1/usage/events';

/** The classes and budgets the document declares, or an empty map when it declares none. */
function declaredClasses(document: OpenApiDocument): ReadonlyMap<string, number> {
  const headers = isObject(document.components) ? document.components.headers : undefined;
  const limit = isObject(headers) ? headers.RateLimitLimit : undefined;
  const classes = isObject(limit) ? limit['x-rate-limit-classes'] : undefined;
  if (!isObject(classes)) {
    return new Map();
  }
  return new Map(
    Object.entries(classes).flatMap(([name, value]): [string, number][] =>
      typeof value === 'number' ? [[name, value]] : [],
    ),
  );
}

export function rateLimitClassOf(method: string, path: string, document: OpenApiDocument): RateLimitClass {
  const name =
    method.toLowerCase() === 'post' && path === ingestPath
      ? 'ingest'
      : method.toLowerCase() === 'get'
        ? 'reads'
        : 'writes';
  const perSecond = declaredClasses(document).get(name);
  return perSecond === undefined ? {name} : {name, perSecond};
}
