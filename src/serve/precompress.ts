/**
 * Writes a `.gz` and a `.br` twin beside every compressible file of the build, at the highest levels
 * (this runs once per build; the server then sends the smaller file without compressing per request).
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {compressibleTypes, extensionOf} from './content-types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this, the compressed file and its headers are no smaller than the original. */
export const minimumBytes = 256;

/** Whether a build file gets twins: a compressible extension, or one of the extensionless `extraFiles`. */
export function isCompressible(relativePath: string, extraFiles: ReadonlySet<string>): boolean {
  return extensionOf(relativePath) in compressibleTypes || extraFiles.has(relativePath);
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Compresses the build's files. `extraFiles`: extensionless files to compress too (the specifications at
 * `/v1/docs/openapi`), relative to `outDir`. Returns how many files got twins.
 */
export async function precompressBuild(outDir: string, extraFiles: ReadonlySet<string>): Promise<number> {
  const files = (await filesBelow(outDir)).filter((file) => isCompressible(file, extraFiles));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(outDir, file);
      if ((await stat(source)).size < minimumBytes) {
        return;
      }
      const body = await readFile(source);
      const [gz, br] = await Promise.all([
        gzipAsync(body, {level: constants.Z_BEST_COMPRESSION}),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${source}.gz`, gz), writeFile(`${source}.br`, br)]);
      count += 1;
    }),
  );
  return count;
}
