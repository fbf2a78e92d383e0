import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every Markdown or MDX file under `dir`, recursively: the pages the content checks read. */
export function docsFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return docsFiles(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}
