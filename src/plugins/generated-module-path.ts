/**
 * A route module's path for Docusaurus's registry. `createData` returns an absolute path, and the
 * registry in the main bundle names every route module by the path it was given: an absolute one put
 * the checkout's folder into the browser's JavaScript, so two checkouts built different bytes and
 * chunk hashes. Docusaurus's own plugins hand the registry an alias instead; this does the same with
 * the `@generated` alias, which resolves to the site's generated-files folder.
 */
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';

/** `@generated/<path inside generatedFilesDir>` for a file `createData` wrote. */
export function generatedModulePath(file: string, generatedFilesDir: string): string {
  const relative = path.relative(generatedFilesDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${file} is not inside the generated-files folder ${generatedFilesDir}`);
  }
  return `@generated/${posixPath(relative)}`;
}
