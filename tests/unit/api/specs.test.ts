/**
 * The seven API specifications: valid OpenAPI 3.1, the shared conventions on every operation, every
 * example valid against its schema and drawn from the shared example data.
 *
 * A specification whose source file is not on this branch yet (they are written on parallel branches)
 * is reported as a todo rather than checked; once the branches are merged, every entry is checked.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiSpecs} from '../../../src/api-reference/spec/registry';
import {loadApiSpec, readSpecFile, type ValidApiSpec} from '../../../src/api-reference/spec/load-specs';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();
import {
  checkDescriptions,
  checkDocumentation,
  checkErrorResponses,
  checkIdempotency,
  checkPagination,
  listOperations,
} from './support/conventions';
import {collectExamples, validateExamples} from './support/examples';
import {checkExamplesUseExampleData, vocabularyOf} from './support/example-data-usage';

const siteDir = path.resolve(__dirname, '../../..');
const common = readSpecFile(path.join(siteDir, 'api/specs/common.yaml'));

const vocabulary = vocabularyOf(exampleData, {
  eventTypes: Object.values(exampleData.events).map((event) => event.eventType),
  cursors: [exampleData.api.nextPage, exampleData.deltaStream.startCursor, exampleData.deltaStream.cursor],
  requestIds: [exampleData.api.requestId],
});

type Json = {[key: string]: unknown};
const asJson = (value: unknown): Json => value as Json;

const written = apiSpecs.filter((entry) => existsSync(path.join(siteDir, entry.source)));
const notYetWritten = apiSpecs.filter((entry) => !written.includes(entry));

describe('the lint configuration', () => {
  it('lints every written specification with Redocly (redocly.yaml), and no other file', () => {
    const apis = asJson(readSpecFile(path.join(siteDir, 'redocly.yaml')).apis);
    const roots = Object.fromEntries(Object.entries(apis).map(([id, api]) => [id, asJson(api).root]));
    expect(roots).toEqual(Object.fromEntries(written.map((entry) => [entry.id, entry.source])));
  });
});

for (const entry of notYetWritten) {
  it.todo(`API specification ${entry.id}: ${entry.source} is not on this branch yet`);
}

describe.each(written.map((entry) => [entry.id, entry] as const))('API specification %s', (_id, entry) => {
  let spec: ValidApiSpec;
  // Loading the main specification (parse, bundle, validate, dereference) takes a few seconds, more
  // on a busy machine, so the hook gets more than the default 10 s.
  beforeAll(async () => {
    // Throws with the parser's messages when the document is not valid OpenAPI.
    spec = await loadApiSpec(entry, siteDir);
  }, 60_000);

  it('is a valid OpenAPI 3.1 document with at least one operation', () => {
    expect(spec.bundled.openapi).toBe('3.1.0');
    expect(listOperations(asJson(spec.bundled)).length).toBeGreaterThan(0);
  });

  it('is self-contained once bundled: no reference to another file is left', () => {
    const refs = JSON.stringify(spec.bundled).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/'))).toEqual([]);
    expect(JSON.stringify(spec.dereferenced)).not.toContain('"$ref"');
  });

  it('states the production server first (samples use it), then the sandbox, bearer security and the shared components', () => {
    expect(spec.bundled.servers).toEqual([
      {
        url: 'https://api.meterstone.com',
        description: 'Production',
        'x-internal': false,
        'x-meterstone-environment': 'production',
      },
      {
        url: 'https://sandbox.api.meterstone.com',
        description: expect.stringMatching(/^Sandbox, the test environment/),
        'x-internal': false,
        'x-meterstone-environment': 'sandbox',
      },
    ]);
    expect(spec.bundled.security).toEqual([{bearerAuth: []}]);
    const components = asJson(spec.bundled.components);
    const shared = asJson(common.components);
    expect(asJson(components.securitySchemes).bearerAuth).toEqual(asJson(shared.securitySchemes).bearerAuth);
    expect(asJson(components.schemas).Error).toEqual(asJson(shared.schemas).Error);
  });

  it('documents every operation: operationId (unique), summary, description, declared tags', () => {
    expect(checkDocumentation(asJson(spec.bundled))).toEqual([]);
  });

  it('answers 401, 403, 429, 500, 502, 503 and 504 with the shared error responses, 400 (404, 409) with its own', () => {
    expect(checkErrorResponses(asJson(spec.bundled))).toEqual([]);
  });

  it('takes an Idempotency-Key header on every write', () => {
    expect(checkIdempotency(asJson(spec.bundled))).toEqual([]);
  });

  it('paginates every list with limit, next_page and the {data, next_page} envelope', () => {
    expect(checkPagination(asJson(spec.bundled), asJson(spec.dereferenced))).toEqual([]);
  });

  it('describes every parameter, request body and field', () => {
    expect(checkDescriptions(asJson(spec.dereferenced))).toEqual([]);
  });

  it('has an example for every request body and every 2xx JSON answer', () => {
    const missing: string[] = [];
    for (const ref of listOperations(asJson(spec.dereferenced))) {
      const bodies = [
        ['request', asJson(ref.operation.requestBody ?? {}).content],
        ...Object.entries(asJson(ref.operation.responses))
          .filter(([status]) => status.startsWith('2'))
          .map(([status, response]) => [status, asJson(response).content] as const),
      ] as const;
      for (const [where, content] of bodies) {
        const media = content ? asJson(asJson(content)['application/json']) : undefined;
        if (media && !('example' in media) && !('examples' in media)) {
          missing.push(`${ref.method.toUpperCase()} ${ref.path} ${where}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has examples that validate against their schemas (Ajv, draft 2020-12, undeclared fields rejected)', () => {
    const examples = collectExamples(spec.dereferenced);
    expect(examples.length).toBeGreaterThan(0);
    expect(validateExamples(examples)).toEqual([]);
  });

  it('draws every example id, name, amount and quantity from src/data/example-data.ts', () => {
    expect(checkExamplesUseExampleData(collectExamples(spec.dereferenced), vocabulary)).toEqual([]);
  });
});
