/**
 * Build-time loading of one specification: read the YAML file, parse it, validate it as OpenAPI, and
 * turn it into the page's view model. Any failure becomes a page that says why, never a failed build.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {validate} from '@readme/openapi-parser';
import {bundleSpecFile} from '../spec/load-specs';
import {serializeSpec} from '../spec/serialize-spec';
import {parseDocument} from 'yaml';
import {buildPageContent} from '../view-model/build-page-data';
import {textFingerprint} from '../view-model/fingerprint';
import {isObject, type OpenApiDocument} from '../view-model/document';
import type {ApiPageData} from '../view-model/types';
import type {ApiSpecEntry} from '../spec/registry';

export interface SpecSourceOptions {
  /** Root of the site; registry sources are relative to it. */
  siteDir: string;
  /**
   * Folder to read every specification from instead (the file name of each registry source is kept).
   * Only the tests set it, to build the site against fixture specifications.
   */
  specsDir?: string;
}

/** Absolute path of the file a registry entry is read from. */
export function specSourcePath(entry: ApiSpecEntry, options: SpecSourceOptions): string {
  return options.specsDir === undefined
    ? path.resolve(options.siteDir, entry.source)
    : path.resolve(options.siteDir, options.specsDir, path.basename(entry.source));
}

/** A failure whose message is fit to show readers: no stack, no absolute paths. */
export class SpecLoadError extends Error {}

/** Reads and parses a specification file; throws {@link SpecLoadError} with a reader-facing reason. */
export async function readSpecDocument(filePath: string, displayPath: string): Promise<OpenApiDocument> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SpecLoadError(
      code === 'ENOENT' ? `${displayPath} does not exist` : `${displayPath} cannot be read (${code ?? 'error'})`,
    );
  }
  const parsed = parseDocument(text, {prettyErrors: true});
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0]!;
    const line = first.linePos?.[0]?.line;
    throw new SpecLoadError(
      `${displayPath} is not valid YAML${line === undefined ? '' : ` (line ${line})`}: ${first.code}`,
    );
  }
  const document: unknown = parsed.toJS();
  if (!isObject(document)) {
    throw new SpecLoadError(`${displayPath} does not contain an OpenAPI document`);
  }
  return document;
}

/**
 * Pulls the components a specification references in other files (`./common.yaml#/...`) into it, the
 * same bundling the published JSON gets, so the page and the live copy compare equal.
 */
export function bundleReferencedFiles(filePath: string, displayPath: string): OpenApiDocument {
  try {
    return bundleSpecFile(filePath) as unknown as OpenApiDocument;
  } catch (error) {
    throw new SpecLoadError(
      `${displayPath} references a file that cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
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

/** Validates a document against the OpenAPI schema and rules; returns the reason it is invalid, if any. */
export async function validationProblem(document: OpenApiDocument): Promise<string | undefined> {
  // The parser dereferences what it validates: give it a copy, keep the original's shared references.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  if (result.valid) {
    return undefined;
  }
  return summariseErrors(result.errors.map((error) => error.message));
}

export interface LoadedPage {
  entry: ApiSpecEntry;
  data: ApiPageData;
  /** Present when the page shows the failure message; the build logs it as a warning. */
  problem?: string;
}

/** Loads one registry entry into page data. Never throws: a failure becomes an error page. */
export async function loadApiPage(entry: ApiSpecEntry, options: SpecSourceOptions): Promise<LoadedPage> {
  const filePath = specSourcePath(entry, options);
  const displayPath = path.relative(options.siteDir, filePath).split(path.sep).join('/');
  const fail = (reason: string): LoadedPage => ({
    entry,
    problem: reason,
    data: {status: 'error', specId: entry.id, title: entry.label, reason, fingerprint: null},
  });
  try {
    // Reading first gives reader-facing reasons for a missing file or broken YAML; bundling then adds
    // what the file references elsewhere.
    await readSpecDocument(filePath, displayPath);
    const document = bundleReferencedFiles(filePath, displayPath);
    const problem = await validationProblem(document);
    if (problem !== undefined) {
      return fail(`${displayPath} is not a valid OpenAPI description: ${problem}`);
    }
    const data = buildPageContent(document, {specId: entry.id, fallbackTitle: entry.label});
    return {entry, data: {...data, publishedTextFingerprint: textFingerprint(serializeSpec(document))}};
  } catch (error) {
    if (error instanceof SpecLoadError) {
      return fail(error.message);
    }
    return fail(`${displayPath} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
  }
}
