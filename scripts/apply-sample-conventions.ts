/**
 * Rewrites the code blocks of every page under docs/ to the sample convention the API reference
 * follows: `npx tsx scripts/apply-sample-conventions.ts`. Samples then call the sandbox, read the token
 * with a guard and make Idempotency-Keys with `od`. A second run changes nothing; run it again after
 * merging page edits. Prints the pages it changed.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {sampleHosts} from '../src/api-reference/guides/guide-sample-conventions';
import {applySampleConventions} from '../src/api-reference/guides/rewrite-guide-samples';
import {loadApiSpecs} from '../src/api-reference/spec/load-specs';
import {docsFiles} from '../tests/content-checks/docs-files';

const siteDir = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const hosts = sampleHosts((await loadApiSpecs(siteDir)).map((spec) => spec.bundled));
  let changed = 0;
  for (const file of docsFiles(path.join(siteDir, 'docs'))) {
    const relative = path.relative(siteDir, file).split(path.sep).join('/');
    const source = readFileSync(file, 'utf8');
    const rewritten = applySampleConventions(source, relative, hosts);
    if (rewritten !== source) {
      writeFileSync(file, rewritten);
      changed += 1;
      console.log(`rewrote ${relative}`);
    }
  }
  console.log(`${changed} page(s) changed; samples call ${hosts.sandbox}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
