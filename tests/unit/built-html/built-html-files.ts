/**
 * The built site's HTML pages as Vitest cases: each must pass html-validate with only the framework's own
 * findings (`html-rules.ts`). One validator serves every page of a file, in one process; the main API
 * page alone is 3 MB (see `indexed-rules.ts` for what keeps it from taking minutes).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createHtmlValidator, htmlProblems} from './html-rules';

const buildDir = path.resolve(__dirname, '../../../build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(file) : entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Declares one test per built HTML file whose path (relative to `build/`) `select` accepts. */
export function describeBuiltHtml(title: string, select: (relativePath: string) => boolean): void {
  const files = existsSync(buildDir)
    ? htmlFiles(buildDir)
        .map((file) => path.relative(buildDir, file))
        .filter(select)
        .sort()
    : [];
  describe(title, () => {
    it('has pages to validate', () => {
      expect(files.length, `no such HTML under ${buildDir}: run \`npm run build\` first`).toBeGreaterThan(0);
    });
    const validator = createHtmlValidator();
    it.each(files)(
      '%s is valid',
      async (file) => {
        const problems = await htmlProblems(validator, readFileSync(path.join(buildDir, file), 'utf8'), file);
        expect(problems.map((p) => `${file}:${p.line} ${p.rule}: ${p.message} (${p.selector})`)).toEqual([]);
      },
      // The main API page takes about a minute on a quiet machine, several under load.
      900_000,
    );
  });
}
