/**
 * One source of the API specifications per build. The reference pages (loadContent), the published
 * copies (postBuild) and the search index (postBuild) all ask it, and it reads, bundles and validates
 * each specification once; it loads again only when a file it read has changed (`docusaurus start`).
 */
import {statSync} from 'node:fs';
import {loadSpecs, specSourcePath, type LoadedSpec, type SpecLocation} from './load-specs';
import {apiSpecs, type ApiSpecEntry} from './registry';

export interface ApiSpecSourceOptions {
  /** The specifications to load; the registry's seven by default. */
  readonly entries?: readonly ApiSpecEntry[];
  /** Test builds only: read every specification from this folder (see `SpecLocation`). */
  readonly specsDir?: string;
}

export interface ApiSpecSource {
  readonly entries: readonly ApiSpecEntry[];
  readonly specsDir: string | undefined;
  /** The source file of each entry, for the dev server to watch. */
  sourcePaths(siteDir: string): string[];
  /** The loaded specifications, in `entries` order; the same result until a file read changes. */
  load(siteDir: string): Promise<readonly LoadedSpec[]>;
  /** What the site config's JSON shows of the source: its specifications' ids. */
  toJSON(): {readonly specs: readonly string[]};
}

/** Modification times of the files a load read: equal signatures mean the same result. */
function filesSignature(files: readonly string[]): string {
  return files.map((file) => `${file}@${statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 'none'}`).join('|');
}

interface Loaded {
  readonly specs: LoadedSpec[];
  readonly files: readonly string[];
  readonly signature: string;
}

export function createApiSpecSource({entries = apiSpecs, specsDir}: ApiSpecSourceOptions = {}): ApiSpecSource {
  const location = (siteDir: string): SpecLocation => ({siteDir, ...(specsDir === undefined ? {} : {specsDir})});
  // The last load, shared by callers that arrive while it runs.
  let last: {siteDir: string; loaded: Promise<Loaded>} | undefined;
  return {
    entries,
    specsDir,
    sourcePaths(siteDir) {
      return entries.map((entry) => specSourcePath(entry, location(siteDir)));
    },
    async load(siteDir) {
      if (last !== undefined && last.siteDir === siteDir) {
        const previous = await last.loaded;
        if (filesSignature(previous.files) === previous.signature) {
          return previous.specs;
        }
      }
      const loaded = loadSpecs(location(siteDir), entries).then((specs): Loaded => {
        const files = [...new Set(specs.flatMap((spec) => spec.files))];
        return {specs, files, signature: filesSignature(files)};
      });
      last = {siteDir, loaded};
      return (await loaded).specs;
    },
    // Docusaurus writes the site config, plugin options included, into the browser's main bundle with
    // JSON.stringify. The source is a build-time object that five plugins share, and its whole entry
    // list came out each time; the ids say which source it is.
    toJSON() {
      return {specs: entries.map((entry) => entry.id)};
    },
  };
}
