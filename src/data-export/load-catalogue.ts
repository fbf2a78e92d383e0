/**
 * Reads the destination catalogue for a build: from the URL in METERSTONE_DATA_EXPORT_CATALOGUE_URL
 * when it is set, else from the copy bundled with the site. A set URL that fails never falls back:
 * the build stops and names the source and the problem, because a docs build must not ship an old or
 * partial catalogue without anyone noticing.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {validateCatalogue, type Catalogue} from './schema';

/** Names of the environment variables the loader reads. */
export const catalogueEnvVars = {
  url: 'METERSTONE_DATA_EXPORT_CATALOGUE_URL',
  timeoutMs: 'METERSTONE_DATA_EXPORT_CATALOGUE_TIMEOUT_MS',
} as const;

/** Where the bundled copy lives, relative to the site root. */
export const bundledCataloguePath = path.resolve(__dirname, '../../data/data-export/catalogue.yaml');

/** A slow remote source must not hang a build (or CI) for minutes. */
export const defaultTimeoutMs = 10_000;

export interface LoadCatalogueOptions {
  /** Remote source; unset or empty means the bundled copy. */
  readonly url?: string;
  readonly timeoutMs?: number;
  readonly bundledPath?: string;
  /** Injected so tests can count calls; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
}

export interface LoadedCatalogue {
  readonly catalogue: Catalogue;
  /** The URL or file it came from, for messages and logs. */
  readonly source: string;
  readonly fromRemote: boolean;
  /** SHA-256 of the raw text: lets the bundler cache tell one catalogue from another. */
  readonly hash: string;
}

export class CatalogueLoadError extends Error {
  constructor(
    readonly source: string,
    readonly problem: string,
  ) {
    super(`Data export catalogue from ${source}: ${problem}`);
    this.name = 'CatalogueLoadError';
  }
}

/** Reads the loader options from environment variables (pass `process.env` or a test object). */
export function catalogueOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): LoadCatalogueOptions {
  const url = env[catalogueEnvVars.url]?.trim();
  const rawTimeout = env[catalogueEnvVars.timeoutMs]?.trim();
  let timeoutMs: number | undefined;
  if (rawTimeout) {
    timeoutMs = Number(rawTimeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
      throw new Error(
        `${catalogueEnvVars.timeoutMs} must be a positive whole number of milliseconds, got "${rawTimeout}"`,
      );
    }
  }
  return {...(url ? {url} : {}), ...(timeoutMs ? {timeoutMs} : {})};
}

function parseCatalogueText(rawText: string, source: string): Catalogue {
  let data: unknown;
  try {
    // JSON is a subset of YAML 1.2, so one parser reads both formats.
    data = parseYaml(rawText);
  } catch (error) {
    throw new CatalogueLoadError(source, `not valid YAML or JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const validation = validateCatalogue(data);
  if (!validation.ok) {
    const shown = validation.problems.slice(0, 10);
    const more = validation.problems.length - shown.length;
    throw new CatalogueLoadError(
      source,
      `invalid catalogue (${validation.problems.length} problem${validation.problems.length === 1 ? '' : 's'}):\n  - ${shown.join('\n  - ')}${more > 0 ? `\n  - ... and ${more} more` : ''}`,
    );
  }
  return validation.catalogue;
}

function hashOf(rawText: string): string {
  return createHash('sha256').update(rawText).digest('hex');
}

function describeFetchFailure(error: unknown): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message;
  return `could not be reached (${detail})`;
}

async function fetchText(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal: controller.signal,
        headers: {accept: 'application/yaml, application/json'},
      });
    } catch (error) {
      if (controller.signal.aborted) {
        throw new CatalogueLoadError(url, `no answer within ${timeoutMs} ms (timeout)`);
      }
      throw new CatalogueLoadError(url, describeFetchFailure(error));
    }
    if (!response.ok) {
      throw new CatalogueLoadError(
        url,
        `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    }
    try {
      // The timer still runs here: a server that sends headers and then stalls is as stuck as a silent one.
      return await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        throw new CatalogueLoadError(url, `body not received within ${timeoutMs} ms (timeout)`);
      }
      throw new CatalogueLoadError(url, `body could not be read (${(error as Error).message})`);
    }
  } finally {
    clearTimeout(timer);
  }
}

function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CatalogueLoadError(url, `${catalogueEnvVars.url} is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CatalogueLoadError(url, `${catalogueEnvVars.url} must use http or https`);
  }
  return parsed.href;
}

/** Loads and validates the catalogue; throws {@link CatalogueLoadError} naming the source on any failure. */
export async function loadCatalogue(options: LoadCatalogueOptions = {}): Promise<LoadedCatalogue> {
  if (options.url) {
    const url = checkedUrl(options.url);
    const rawText = await fetchText(url, options.timeoutMs ?? defaultTimeoutMs, options.fetch ?? fetch);
    return {catalogue: parseCatalogueText(rawText, url), source: url, fromRemote: true, hash: hashOf(rawText)};
  }
  const file = options.bundledPath ?? bundledCataloguePath;
  let rawText: string;
  try {
    rawText = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogueLoadError(file, `bundled copy could not be read (${(error as Error).message})`);
  }
  return {catalogue: parseCatalogueText(rawText, file), source: file, fromRemote: false, hash: hashOf(rawText)};
}

/**
 * The bundled copy, read synchronously, for code that cannot wait for a promise (the figure table that
 * pages quote counts from). It is the copy the site is reviewed with; a build that loads a remote
 * catalogue still checks that copy's destinations against the bundled ids through the schema.
 */
export function readBundledCatalogue(file: string = bundledCataloguePath): Catalogue {
  let rawText: string;
  try {
    rawText = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogueLoadError(file, `bundled copy could not be read (${(error as Error).message})`);
  }
  return parseCatalogueText(rawText, file);
}

/** One catalogue per build, shared by the plugin that checks it early and the remark plugin that renders it. */
export interface CatalogueSource {
  load(): Promise<LoadedCatalogue>;
}

export function createCatalogueSource(options: LoadCatalogueOptions): CatalogueSource {
  let pending: Promise<LoadedCatalogue> | undefined;
  return {
    load() {
      pending ??= loadCatalogue(options);
      return pending;
    },
  };
}
