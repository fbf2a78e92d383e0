/**
 * Loads the API specifications of the registry: reads the YAML source once, bundles the shared
 * components of `api/specs/common.yaml` into it (a self-contained document, as published), and
 * validates the result once. The reference pages, the published copies and the search index all start
 * from what {@link loadSpec} returns (through one `ApiSpecSource` per build).
 *
 * Reads files and nothing else: no writes, no network, no global state.
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {dereference, validate} from '@readme/openapi-parser';
import {bundle, createConfig, Source, type Config} from '@redocly/openapi-core';
import type {OpenAPIV3_1} from 'openapi-types';
import {parse as parseYaml, parseDocument} from 'yaml';
import {isObject, type JsonObject} from '../../lib/json';
import type {OpenApiDocument} from './document';
import {apiSpecs, type ApiSpecEntry} from './registry';

export type {OpenApiDocument};

/** Where the specifications are read from. */
export interface SpecLocation {
  /** Root of the site; registry sources are relative to it. */
  readonly siteDir: string;
  /**
   * Folder to read every specification from instead (the file name of each registry source is kept).
   * Only the tests set it, to build the site against fixture specifications.
   */
  readonly specsDir?: string;
}

/** Why a specification could not be used; `message` is fit to show readers (no stack, no absolute path). */
export interface SpecProblem {
  /** `missing`: the source file does not exist; `invalid`: it exists but is not a usable OpenAPI document. */
  readonly kind: 'missing' | 'invalid';
  readonly message: string;
}

/** One registry entry after loading: its bundled, validated document, or the problem that stopped it. */
export interface LoadedSpec {
  readonly entry: ApiSpecEntry;
  /** The source path relative to the site, as messages name it. */
  readonly displayPath: string;
  /** Self-contained document with local `$ref`s only: what the build publishes at `entry.publishPath`. */
  readonly document?: OpenApiDocument;
  readonly problem?: SpecProblem;
  /** Every file read (or looked for) to load it: the source and the files it references. */
  readonly files: readonly string[];
}

/** Absolute path of the file a registry entry is read from. */
export function specSourcePath(entry: ApiSpecEntry, location: SpecLocation): string {
  return location.specsDir === undefined
    ? path.resolve(location.siteDir, entry.source)
    : path.resolve(location.siteDir, location.specsDir, path.basename(entry.source));
}

/** Parses one YAML (or JSON) file into a plain object. */
export function readSpecFile(file: string): JsonObject {
  const parsed: unknown = parseYaml(readFileSync(file, 'utf8'));
  if (!isObject(parsed)) {
    throw new Error(`${file} is not a YAML mapping`);
  }
  return parsed;
}

/** A specification with the components it references in other files copied in, and the files it read. */
export interface BundledSpec {
  readonly document: OpenApiDocument;
  /** The source and every file it references. */
  readonly files: readonly string[];
}

let bundlerConfig: Promise<Config> | undefined;

/**
 * Bundles the specification at `sourcePath` with Redocly's bundler: each component referenced in another
 * file (`./common.yaml#/components/responses/NotFound`) is copied into the root's `components` under its
 * own name and the reference becomes local, so the published JSON reads like one hand-written file. Two
 * components of one name fail, rather than being renamed. `parsed` is the source already read and
 * parsed, so it is not read twice.
 */
export async function bundleSpecFile(
  sourcePath: string,
  parsed?: {readonly text: string; readonly root: JsonObject},
): Promise<BundledSpec> {
  const absolutePath = path.resolve(sourcePath);
  const text = parsed?.text ?? readFileSync(absolutePath, 'utf8');
  const root = parsed?.root ?? readSpecFile(absolutePath);
  // The rules of redocly.yaml are for `npm run lint:api`; bundling needs none of them.
  bundlerConfig ??= createConfig({});
  const result = await bundle({
    doc: {source: new Source(absolutePath, text), parsed: root},
    config: await bundlerConfig,
    componentRenamingConflicts: 'error',
  });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(errors.map((problem) => problem.message).join('; '));
  }
  return {document: result.bundle.parsed as OpenApiDocument, files: [absolutePath, ...result.fileDependencies]};
}

/** The first line of each validation error, without the parser's code frame and keyword prefix. */
function summariseErrors(messages: readonly string[]): string {
  const lines = messages.map((message) =>
    message
      .split('\n')[0]!
      .replace(/^[A-Z_]+ /, '')
      .trim(),
  );
  const shown = lines.slice(0, 3).join('; ');
  return lines.length > 3 ? `${shown}; and ${lines.length - 3} more` : shown;
}

/**
 * Validates a bundled document against the OpenAPI 3.1 schema and the parser's extra rules (unique
 * operationIds, declared path parameters, ...); returns the reason it is invalid, if any.
 */
export async function validationProblem(document: OpenApiDocument): Promise<string | undefined> {
  // The parser dereferences what it validates: give it a copy, keep the original's shared references.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  return result.valid ? undefined : summariseErrors(result.errors.map((error) => error.message));
}

/** Parses the source text, with a reader-facing reason when it is not a YAML mapping. */
function parseSource(text: string, displayPath: string): {root: JsonObject} | {problem: SpecProblem} {
  const parsed = parseDocument(text, {prettyErrors: true});
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0]!;
    const line = first.linePos?.[0]?.line;
    const where = line === undefined ? '' : ` (line ${line})`;
    return {problem: {kind: 'invalid', message: `${displayPath} is not valid YAML${where}: ${first.code}`}};
  }
  const root: unknown = parsed.toJS();
  return isObject(root)
    ? {root}
    : {problem: {kind: 'invalid', message: `${displayPath} does not contain an OpenAPI document`}};
}

function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/** Reads, bundles and validates one registry entry. Never throws: a failure is the `problem`. */
export async function loadSpec(entry: ApiSpecEntry, location: SpecLocation): Promise<LoadedSpec> {
  const filePath = specSourcePath(entry, location);
  const displayPath = path.relative(location.siteDir, filePath).split(path.sep).join('/');
  const readFiles = new Set([filePath.split(path.sep).join('/')]);
  const result = (fields: Pick<LoadedSpec, 'document' | 'problem'>): LoadedSpec => ({
    entry,
    displayPath,
    ...fields,
    files: [...readFiles],
  });
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? result({problem: {kind: 'missing', message: `${displayPath} does not exist`}})
      : result({problem: {kind: 'invalid', message: `${displayPath} cannot be read (${code ?? 'error'})`}});
  }
  const parsed = parseSource(text, displayPath);
  if ('problem' in parsed) {
    return result({problem: parsed.problem});
  }
  let document: OpenApiDocument;
  try {
    const bundled = await bundleSpecFile(filePath, {text, root: parsed.root});
    document = bundled.document;
    for (const file of bundled.files) {
      readFiles.add(file.split(path.sep).join('/'));
    }
  } catch (error) {
    return result({
      problem: {
        kind: 'invalid',
        // Paths in the bundler's message are made relative to the site: readers see no machine paths.
        message: `${displayPath} references a file that cannot be read: ${firstLine(error)
          .split(`${path.resolve(location.siteDir)}${path.sep}`)
          .join('')}`,
      },
    });
  }
  const problem = await validationProblem(document);
  return problem === undefined
    ? result({document})
    : result({problem: {kind: 'invalid', message: `${displayPath} is not a valid OpenAPI description: ${problem}`}});
}

/** Loads the given registry entries (all seven by default), in registry order. */
export function loadSpecs(location: SpecLocation, entries: readonly ApiSpecEntry[] = apiSpecs): Promise<LoadedSpec[]> {
  return Promise.all(entries.map((entry) => loadSpec(entry, location)));
}

/** A specification loaded for code that needs it valid: tests, scripts. */
export interface ValidApiSpec {
  readonly entry: ApiSpecEntry;
  readonly bundled: OpenApiDocument;
  /**
   * The same document with every `$ref` replaced by its target (shared, acyclic object graph), viewed
   * through openapi-types, which a validated document satisfies.
   */
  readonly dereferenced: OpenAPIV3_1.Document;
}

/** Replaces every `$ref` of a bundled document; throws on a circular reference. */
export async function dereferenceSpec(document: OpenApiDocument): Promise<OpenAPIV3_1.Document> {
  return (await dereference(structuredClone(document) as Parameters<typeof dereference>[0], {
    dereference: {circular: false},
  })) as OpenAPIV3_1.Document;
}

/** Loads one registry entry and dereferences it; throws with the problem when it is missing or invalid. */
export async function loadApiSpec(entry: ApiSpecEntry, siteDir: string): Promise<ValidApiSpec> {
  const loaded = await loadSpec(entry, {siteDir});
  if (loaded.document === undefined) {
    throw new Error(loaded.problem?.message ?? `${entry.source} could not be loaded`);
  }
  return {entry, bundled: loaded.document, dereferenced: await dereferenceSpec(loaded.document)};
}

/** Loads every specification of the registry, valid, in registry order. */
export async function loadApiSpecs(
  siteDir: string,
  entries: readonly ApiSpecEntry[] = apiSpecs,
): Promise<ValidApiSpec[]> {
  return Promise.all(entries.map((entry) => loadApiSpec(entry, siteDir)));
}
