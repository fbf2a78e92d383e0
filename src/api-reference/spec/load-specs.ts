/**
 * Loads the API specifications of the registry for the build: reads the YAML source, bundles the
 * shared components of `api/specs/common.yaml` into it (a self-contained document, as published), and
 * dereferences it with @readme/openapi-parser (no `$ref` left, as a renderer wants it).
 *
 * Reads files and nothing else: no writes, no network, no global state. The publishing plugin and the
 * API reference renderer both use it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dereference, validate, compileErrors} from '@readme/openapi-parser';
import type {OpenAPIV3_1} from 'openapi-types';
import {parse as parseYaml} from 'yaml';
import {apiSpecs, type ApiSpecEntry} from './registry';
import {bundleDocument, type JsonObject} from './bundle-spec';

export type OpenApiDocument = OpenAPIV3_1.Document;

export interface LoadedApiSpec {
  readonly entry: ApiSpecEntry;
  /** Self-contained document with local `$ref`s only: what the build publishes at `entry.publishPath`. */
  readonly bundled: OpenApiDocument;
  /** The same document with every `$ref` replaced by its target (shared, acyclic object graph). */
  readonly dereferenced: OpenApiDocument;
}

/** Parses one YAML (or JSON) file into a plain object. */
export function readSpecFile(file: string): JsonObject {
  const parsed: unknown = parseYaml(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} is not a YAML mapping`);
  }
  return parsed as JsonObject;
}

/** Reads the specification at `sourcePath` and bundles the components it references in other files. */
export function bundleSpecFile(sourcePath: string): OpenApiDocument {
  const root = path.resolve(sourcePath).split(path.sep).join('/');
  const cache = new Map<string, JsonObject>();
  const load = (file: string): JsonObject => {
    let document = cache.get(file);
    if (!document) {
      document = readSpecFile(file);
      cache.set(file, document);
    }
    return document;
  };
  return bundleDocument(root, load) as unknown as OpenApiDocument;
}

/**
 * Validates a bundled document against the OpenAPI 3.1 schema and the parser's extra rules (unique
 * operationIds, declared path parameters, ...). Throws with every problem listed.
 */
export async function assertValidSpec(document: OpenApiDocument, label: string): Promise<void> {
  const result = await validate(structuredClone(document));
  if (!result.valid) {
    throw new Error(`${label} is not a valid OpenAPI document:\n${compileErrors(result)}`);
  }
}

/** Replaces every `$ref` of a bundled document; throws on a circular reference. */
export async function dereferenceSpec(document: OpenApiDocument): Promise<OpenApiDocument> {
  return (await dereference(structuredClone(document), {dereference: {circular: false}})) as OpenApiDocument;
}

/** Loads, bundles, validates and dereferences one registry entry. `siteDir` is the folder of the site. */
export async function loadApiSpec(entry: ApiSpecEntry, siteDir: string): Promise<LoadedApiSpec> {
  const bundled = bundleSpecFile(path.join(siteDir, entry.source));
  await assertValidSpec(bundled, entry.source);
  return {entry, bundled, dereferenced: await dereferenceSpec(bundled)};
}

/** Loads every specification of the registry, in registry order. */
export async function loadApiSpecs(
  siteDir: string,
  entries: readonly ApiSpecEntry[] = apiSpecs,
): Promise<LoadedApiSpec[]> {
  return Promise.all(entries.map((entry) => loadApiSpec(entry, siteDir)));
}
