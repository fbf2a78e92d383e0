/**
 * One source of the API specifications per build. The reference pages (loadContent), the published
 * copies (postBuild) and the search index (postBuild) all ask it, and it reads, bundles and validates
 * each specification once; it loads again only when a file it read has changed (`docusaurus start`).
 */
import {statSync} from 'node:fs';
import {loadSpecs, type LoadedSpec} from './load-specs';
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
  /** The loaded specifications, in `entries` order; the same result until a file read changes. */
  load(siteDir: string): Promise<readonly LoadedSpec[]>;
}

/** Modification times of the files a load read: equal signatures mean the same result. */
function filesSignature(files: readonly string[]): string {
  return files.map((file) => `${file}@${statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 'none'}`).join('|');
}

export function createApiSpecSource({entries = apiSpecs, specsDir}: ApiSpecSourceOptions = {}): ApiSpecSource {
  let last: {siteDir: string; files: readonly string[]; signature: string; specs: Promise<LoadedSpec[]>} | undefined;
  return {
    entries,
    specsDir,
    async load(siteDir) {
      if (last !== undefined && last.siteDir === siteDir) {
        const specs = await last.specs;
        if (filesSignature(last.files) === last.signature) {
          return specs;
        }
      }
      const specs = loadSpecs({siteDir, ...(specsDir === undefined ? {} : {specsDir})}, entries);
      const pending = {siteDir, files: [] as readonly string[], signature: '', specs};
      last = pending;
      const loaded = await specs;
      pending.files = [...new Set(loaded.flatMap((spec) => spec.files))];
      pending.signature = filesSignature(pending.files);
      return loaded;
    },
  };
}
