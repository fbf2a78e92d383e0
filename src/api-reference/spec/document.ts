/**
 * Reading an OpenAPI document defensively. The build validates its copy, but the browser also builds
 * pages from the live copy, which nothing has validated: every access checks its type.
 */

import {isObject, type JsonObject} from '../../lib/json';

export {isObject, type JsonObject};

/**
 * An OpenAPI 3.1 document as parsed from YAML or JSON: the project's one document type. The build's
 * copies are validated ({@link ../spec/load-specs}); code that wants typed access to a validated copy
 * views it through openapi-types' `OpenAPIV3_1.Document` there.
 */
export type OpenApiDocument = JsonObject;

export function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

export function objectField(object: JsonObject, key: string): JsonObject | undefined {
  const value = object[key];
  return isObject(value) ? value : undefined;
}

export function arrayField(object: JsonObject, key: string): unknown[] {
  const value = object[key];
  return Array.isArray(value) ? value : [];
}

const componentRefPrefix = '#/components/';

/** Decodes one JSON Pointer segment (RFC 6901). */
function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a local `$ref` (`#/...`) points to, or undefined when it points nowhere. */
export function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) {
    return undefined;
  }
  const segments = ref.slice(1).split('/').slice(1).map(decodePointerSegment);
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      current = current[Number(segment)];
    } else if (isObject(current)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * Name of a component referred to by `ref` when it is `#/components/<kind>/<name>`, else undefined.
 * Used to keep shared schemas and responses in one table instead of copying them everywhere.
 */
export function componentName(
  ref: string,
  kind: 'schemas' | 'responses' | 'parameters' | 'examples',
): string | undefined {
  const prefix = `${componentRefPrefix}${kind}/`;
  if (!ref.startsWith(prefix)) {
    return undefined;
  }
  const rest = ref.slice(prefix.length);
  return rest.includes('/') ? undefined : decodePointerSegment(rest);
}

/**
 * Follows `$ref` chains (a reference to a reference) to the object they end at. Returns undefined
 * for a broken or circular chain.
 */
export function dereferenceObject(document: OpenApiDocument, value: unknown): JsonObject | undefined {
  const seen = new Set<string>();
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) {
      return undefined;
    }
    seen.add(current.$ref);
    current = resolvePointer(document, current.$ref);
  }
  return isObject(current) ? current : undefined;
}
