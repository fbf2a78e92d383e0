/**
 * The last published specifications: `api/published/` holds the sources of `api/specs/` as they were
 * when the changelog was last published (common.yaml too, so a snapshot bundles on its own). The
 * coverage check compares each specification with its snapshot; publishing copies the sources over.
 */
import {copyFileSync, existsSync, mkdirSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {bundleSpecFile} from '../api-reference/spec/load-specs';
import type {OpenApiDocument} from '../api-reference/spec/document';
import type {ApiSpecEntry} from '../api-reference/spec/registry';
import {specChanges, type SpecChange} from './changes';

export const publishedDir = 'api/published';
const sourcesDir = 'api/specs';

/**
 * A specification published for the first time is compared with itself without operations: its
 * changes are the operations it adds, not its servers, security and components, which no client used.
 */
export function unpublished(document: OpenApiDocument): OpenApiDocument {
  return {...document, paths: {}};
}

export function snapshotPath(siteDir: string, entry: ApiSpecEntry): string {
  return path.join(siteDir, publishedDir, path.basename(entry.source));
}

export interface SpecDiff {
  readonly entry: ApiSpecEntry;
  readonly changes: SpecChange[];
}

/** The contract changes of one specification since its snapshot. */
export async function diffWithSnapshot(
  siteDir: string,
  entry: ApiSpecEntry,
  sourcePath = path.join(siteDir, entry.source),
): Promise<SpecDiff> {
  const snapshot = snapshotPath(siteDir, entry);
  const after = (await bundleSpecFile(sourcePath)).document;
  const before = existsSync(snapshot) ? (await bundleSpecFile(snapshot)).document : unpublished(after);
  return {entry, changes: specChanges(before, after)};
}

/** Replaces the snapshot with the current sources; returns the files copied. */
export function publishSnapshot(siteDir: string): string[] {
  const target = path.join(siteDir, publishedDir);
  rmSync(target, {recursive: true, force: true});
  mkdirSync(target, {recursive: true});
  const files = readdirSync(path.join(siteDir, sourcesDir)).filter((file) => file.endsWith('.yaml'));
  for (const file of files) {
    copyFileSync(path.join(siteDir, sourcesDir, file), path.join(target, file));
  }
  return files.map((file) => `${publishedDir}/${file}`);
}
