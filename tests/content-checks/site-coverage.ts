/** The API coverage of this site's guides: every operation of the specifications against docs/. */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadApiSpecs} from '../../src/api-reference/spec/load-specs';
import {extractCodeBlocks} from '../../src/api-reference/guides/code-blocks';
import {OperationIndex} from '../../src/api-reference/guides/operation-index';
import {requestSamples} from '../../src/api-reference/guides/request-samples';
import {substituteFigures} from '../../src/example/figures';
import {httpMethods} from '../../src/api-reference/view-model/operations';
import {apiCoverage, type ApiOperation, type Coverage} from './api-coverage';
import {responseSamples} from './response-samples';
import {payloadSamples, webhookSchemas} from './webhook-payloads';

/** A webhook event of the specifications and the guides that show its payload. */
export interface EventCoverage {
  readonly event: string;
  readonly pages: readonly string[];
}

export async function siteCoverage(
  siteDir: string,
): Promise<{specIds: string[]; coverage: Coverage; events: EventCoverage[]}> {
  const docsDir = path.join(siteDir, 'docs');
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
      return {
        page,
        samples: blocks.flatMap(requestSamples),
        responses: responseSamples(blocks),
        payloads: payloadSamples(blocks),
      };
    });
  const events = [...webhookSchemas(specs.map((spec) => spec.dereferenced)).keys()].map((event) => ({
    event,
    pages: pages.filter((page) => page.payloads.some((payload) => payload.event === event)).map((page) => page.page),
  }));
  return {specIds: specs.map((spec) => spec.entry.id), coverage: apiCoverage(operations, pages, index), events};
}
