/**
 * Reading the properties of a schema of a bundled document through `$ref`, `allOf` and, for request
 * bodies that accept one of several shapes, `oneOf` and `anyOf`.
 */
import {componentName, dereferenceObject, isObject, objectField, type JsonObject} from '../spec/document';
import type {OpenApiDocument} from '../spec/document';

/** The properties of a schema by name, with their (unresolved) schemas. */
export function schemaProperties(document: OpenApiDocument, schema: unknown, depth = 0): Map<string, unknown> {
  const properties = new Map<string, unknown>();
  const resolved = dereferenceObject(document, schema);
  if (resolved === undefined || depth > 8) {
    return properties;
  }
  for (const [name, value] of Object.entries(objectField(resolved, 'properties') ?? {})) {
    properties.set(name, value);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const parts = resolved[key];
    for (const part of Array.isArray(parts) ? parts : []) {
      for (const [name, value] of schemaProperties(document, part, depth + 1)) {
        if (!properties.has(name)) {
          properties.set(name, value);
        }
      }
    }
  }
  return properties;
}

/** Name of the named schema a value refers to, if it is a `$ref` to one. */
export function refName(value: unknown): string | undefined {
  return isObject(value) && typeof value.$ref === 'string' ? componentName(value.$ref, 'schemas') : undefined;
}

/** Name of the named schema an array schema's items refer to. */
export function itemsRefName(document: OpenApiDocument, value: unknown): string | undefined {
  const resolved = dereferenceObject(document, value);
  return resolved === undefined ? undefined : refName(resolved.items);
}

/** The JSON schema of a request body or response, when it has one. */
export function jsonSchema(document: OpenApiDocument, holder: unknown): JsonObject | undefined {
  const resolved = dereferenceObject(document, holder);
  const content = resolved === undefined ? undefined : objectField(resolved, 'content');
  const json = content === undefined ? undefined : objectField(content, 'application/json');
  return json === undefined ? undefined : (objectField(json, 'schema') ?? undefined);
}
