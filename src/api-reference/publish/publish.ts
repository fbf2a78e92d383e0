/**
 * Publishes the API specifications into the build, so that the docs site itself answers the calls of
 * the spec (`/v1/docs/openapi`, `/v1/openapi/seats.json`, ...) with the bundled JSON documents.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedSpec} from '../spec/load-specs';
import type {ApiSpecEntry} from '../spec/registry';
import {serializeSpec} from '../spec/serialize-spec';

export {serializeSpec};

/** Where one specification went: the files written, relative to the build folder. */
export interface PublishedSpec {
  readonly entry: ApiSpecEntry;
  readonly files: readonly string[];
}

export interface PublishResult {
  readonly published: readonly PublishedSpec[];
  /** Entries whose source file does not exist. */
  readonly skipped: readonly ApiSpecEntry[];
}

export interface PublishOptions {
  /** The build folder. */
  readonly outDir: string;
  /** The loaded specifications (the same the reference pages were built from). */
  readonly specs: readonly LoadedSpec[];
  /** Receives one message per skipped specification. */
  readonly warn: (message: string) => void;
}

/**
 * Files, relative to the build folder, that answer `publishPath`. A path with an extension is one file.
 * An extensionless path (`/v1/docs/openapi`) is written twice: as the exact file, for hosts that serve
 * a path as it is (a CDN, nginx, object storage), and as `<path>.html`, because `docusaurus serve`
 * (serve-handler with the site's `trailingSlash: true`) redirects an extensionless path to `<path>/`
 * and then only looks for `<path>/index.html` or `<path>.html`. That copy is sent as `text/html`; its
 * body is the same JSON, which `fetch().json()` reads regardless of the content type.
 */
export function publishFiles(publishPath: string): string[] {
  const relative = publishPath.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/') || relative.split('/').includes('..')) {
    throw new Error(`Cannot publish a specification at "${publishPath}": give a file path such as /v2/openapi.json`);
  }
  return path.posix.extname(relative) === '' ? [relative, `${relative}.html`] : [relative];
}

/**
 * Header rules in the `_headers` format (Netlify, Cloudflare Pages) for the published paths: a host
 * that reads them answers the extensionless `/v1/docs/openapi` as JSON too, and any page may fetch them.
 * The server-rules plugin (src/serve) writes them into `_headers` with the site's other rules.
 */
export function headerRules(publishPaths: readonly string[]): string {
  return publishPaths
    .map(
      (publishPath) =>
        `${publishPath}\n  Content-Type: application/json; charset=utf-8\n  Access-Control-Allow-Origin: *\n`,
    )
    .join('');
}

/**
 * Writes every loaded specification. A missing source is skipped with a warning (the reference page
 * shows that the specification could not be loaded); an invalid one throws, because publishing a broken
 * document would be worse than a failed build.
 */
export async function publishApiSpecs({outDir, specs, warn}: PublishOptions): Promise<PublishResult> {
  const published: PublishedSpec[] = [];
  const skipped: ApiSpecEntry[] = [];
  for (const {entry, document, problem} of specs) {
    if (problem?.kind === 'missing') {
      warn(
        `API specification "${entry.id}" was not published: ${problem.message}, so ${entry.publishPath} will answer 404.`,
      );
      skipped.push(entry);
      continue;
    }
    if (document === undefined) {
      throw new Error(`API specification "${entry.id}" cannot be published: ${problem?.message ?? 'it did not load'}`);
    }
    const body = serializeSpec(document);
    const files = publishFiles(entry.publishPath);
    for (const file of files) {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, body);
    }
    published.push({entry, files});
  }
  return {published, skipped};
}
