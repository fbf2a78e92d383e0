/**
 * Prints how many operations of the API specifications the guides show with a request sample, per
 * specification, and lists the operations no guide shows. Usage: npm run coverage:api
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadApiSpecs} from '../src/api-reference/spec/load-specs';
import {apiCoverage, type ApiOperation} from '../tests/content-checks/api-coverage';
import {extractCodeBlocks} from '../src/api-reference/guides/code-blocks';
import {OperationIndex} from '../src/api-reference/guides/operation-index';
import {requestSamples} from '../src/api-reference/guides/request-samples';
import {responseSamples} from '../tests/content-checks/response-samples';
import {substituteFigures} from '../src/example/figures';
import {httpMethods} from '../src/api-reference/view-model/operations';

const siteDir = path.resolve(__dirname, '..');
const docsDir = path.join(siteDir, 'docs');

async function main(): Promise<void> {
  const specs = await loadApiSpecs(siteDir);
  const index = new OperationIndex(specs.map((spec) => ({id: spec.entry.id, document: spec.dereferenced})));
  const operations: ApiOperation[] = specs.flatMap((spec) =>
    Object.entries(spec.dereferenced.paths ?? {}).flatMap(([template, item]) =>
      httpMethods
        .filter((method) => item?.[method])
        .map((method) => ({specId: spec.entry.id, method: method.toUpperCase(), template})),
    ),
  );
  const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((page) => {
      const blocks = extractCodeBlocks(substituteFigures(readFileSync(path.join(docsDir, page), 'utf8')));
      return {page, samples: blocks.flatMap(requestSamples), responses: responseSamples(blocks)};
    });
  const coverage = apiCoverage(operations, pages, index);

  for (const spec of specs) {
    const rows = coverage.operations.filter((row) => row.operation.specId === spec.entry.id);
    const shown = rows.filter((row) => row.pages.length > 0);
    const answered = shown.filter((row) => row.answered).length;
    console.log(
      `${spec.entry.id.padEnd(20)} ${String(shown.length).padStart(3)} of ${String(rows.length).padStart(3)} operations shown in a guide, ` +
        `${answered} with a response`,
    );
  }
  const percent = Math.round((coverage.shown / coverage.total) * 100);
  console.log(
    `\nall                  ${coverage.shown} of ${coverage.total} (${percent}%), ${coverage.answered} with a response\n\n` +
      'Not shown in any guide:',
  );
  for (const row of coverage.operations.filter((candidate) => candidate.pages.length === 0)) {
    console.log(`  ${row.operation.specId.padEnd(18)} ${row.operation.method.padEnd(6)} ${row.operation.template}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
