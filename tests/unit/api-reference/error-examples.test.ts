/**
 * The error examples of the seven API specifications, and the error bodies shown in docs/: each is a
 * valid body of the shared Error schema, its `doc_url` links to a section of the status codes page that
 * exists, no two operations answer `400` with the same example, and the ingest endpoint, which stores
 * events of unknown customers, has no `404`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiSpecs, readSpecFile, type ValidApiSpec} from '../../../src/api-reference/spec/load-specs';
import {resolveSiteLocation} from '../../../src/config/brand';
import {isObject, type JsonObject} from '../../../src/lib/json';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {listOperations} from '../api/support/conventions';
import {closeSchema, createSchemaValidator} from '../api/support/examples';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const statusCodesFile = 'docs/developer-resources/use-api/status-codes.mdx';

/** The published address of the status codes page: the default site origin, base URL and the page's route. */
function statusCodesUrl(): string {
  const {url, baseUrl} = resolveSiteLocation({});
  // The docs plugin serves docs/ at the site root, and the site uses trailing slashes.
  const route = statusCodesFile.replace(/^docs\//, '').replace(/\.mdx$/, '/');
  return `${url}${baseUrl}${route}`;
}

/** Explicit heading ids of an MDX page: `### Title \{#id\}` (escaped for MDX) or `### Title {#id}`. */
function headingIds(source: string): Set<string> {
  const ids = new Set<string>();
  for (const line of source.split('\n')) {
    const match = /^#{1,6}\s.*\\?\{#([\w-]+)\\?\}\s*$/.exec(line);
    if (match?.[1] !== undefined) {
      ids.add(match[1]);
    }
  }
  return ids;
}

interface ErrorExample {
  /** Where it is: `v1 POST /v1/customers 409 conflict`, or a docs file and line. */
  readonly where: string;
  readonly operationId?: string;
  readonly status?: string;
  readonly value: unknown;
}

/** Every example (`example` and each `examples.*.value`) of every 4xx and 5xx JSON answer of a document. */
function errorExamples(id: string, document: JsonObject): ErrorExample[] {
  const found: ErrorExample[] = [];
  for (const ref of listOperations(document)) {
    const responses = isObject(ref.operation.responses) ? ref.operation.responses : {};
    const operationId = typeof ref.operation.operationId === 'string' ? ref.operation.operationId : undefined;
    for (const [status, response] of Object.entries(responses)) {
      if (!/^[45]/.test(status) || !isObject(response) || !isObject(response.content)) {
        continue;
      }
      const media = response.content['application/json'];
      if (!isObject(media)) {
        continue;
      }
      const where = `${id} ${ref.method.toUpperCase()} ${ref.path} ${status}`;
      if ('example' in media) {
        found.push({where, operationId, status, value: media.example});
      }
      for (const [name, example] of Object.entries(isObject(media.examples) ? media.examples : {})) {
        if (isObject(example) && 'value' in example) {
          found.push({where: `${where} ${name}`, operationId, status, value: example.value});
        }
      }
    }
  }
  return found;
}

/** JSON code blocks of docs/ that hold an error body (`{"error": {...}}`). */
function docsErrorBodies(): ErrorExample[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return files(path.join(siteDir, 'docs')).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8')).flatMap((block): ErrorExample[] => {
      if (block.lang !== 'json' || !block.code.includes('"error"')) {
        return [];
      }
      const value: unknown = JSON.parse(block.code);
      return isObject(value) && isObject(value.error)
        ? [{where: `${path.relative(siteDir, file)}:${block.line}`, value}]
        : [];
    }),
  );
}

/** Problems of the examples against the Error schema (undeclared fields rejected) and the status codes page. */
function checkErrorExamples(
  examples: readonly ErrorExample[],
  errorSchema: JsonObject,
  pageUrl: string,
  anchors: ReadonlySet<string>,
): string[] {
  const validate = createSchemaValidator().compile(closeSchema(errorSchema));
  const problems: string[] = [];
  for (const {where, value} of examples) {
    if (!validate(value)) {
      for (const error of validate.errors ?? []) {
        problems.push(`${where}: ${error.instancePath || '/'} ${error.message ?? ''}`);
      }
      continue;
    }
    const body = (value as {error: {code: string; doc_url: string}}).error;
    const [page, anchor = ''] = body.doc_url.split('#');
    if (page !== pageUrl) {
      problems.push(`${where}: doc_url ${body.doc_url} is not on the status codes page ${pageUrl}`);
    } else if (!anchors.has(anchor)) {
      problems.push(`${where}: doc_url anchor #${anchor} is not a heading id of ${statusCodesFile}`);
    } else if (anchor !== body.code.replace(/_/g, '-')) {
      problems.push(`${where}: doc_url anchor #${anchor} is not the section of code ${body.code}`);
    }
  }
  return problems;
}

/** Operations whose 400 example has the same message as another operation's. */
function sharedBadRequestMessages(examples: readonly ErrorExample[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const {status, value, operationId} of examples) {
    if (status !== '400' || operationId === undefined) {
      continue;
    }
    const message = (value as {error: {message: string}}).error.message;
    byMessage.set(message, [...(byMessage.get(message) ?? []), operationId]);
  }
  return [...byMessage.entries()]
    .filter(([, operations]) => operations.length > 1)
    .map(([message, operations]) => `"${message}" answers ${operations.join(', ')}`);
}

describe('error examples', () => {
  const errorSchema = (readSpecFile(path.join(siteDir, 'api/specs/common.yaml')).components as JsonObject)
    .schemas as JsonObject;
  const schema = errorSchema.Error as JsonObject;
  const anchors = headingIds(readFileSync(path.join(siteDir, statusCodesFile), 'utf8'));
  const pageUrl = statusCodesUrl();
  let specs: ValidApiSpec[];
  let examples: ErrorExample[];

  beforeAll(async () => {
    specs = await loadApiSpecs(siteDir);
    examples = specs.flatMap((spec) => errorExamples(spec.entry.id, spec.dereferenced as unknown as JsonObject));
  }, 120_000);

  it('finds an example for every error answer of every operation of the seven specifications', () => {
    expect(specs).toHaveLength(7);
    const operations = specs.flatMap((spec) => listOperations(spec.dereferenced as unknown as JsonObject));
    expect(examples.filter((example) => example.status === '400')).toHaveLength(operations.length);
    expect(examples.length).toBeGreaterThan(operations.length * 5);
  });

  it('validate against the shared Error schema and link doc_url to their section of the status codes page', () => {
    expect(anchors.size).toBeGreaterThanOrEqual(9);
    expect(checkErrorExamples(examples, schema, pageUrl, anchors)).toEqual([]);
  });

  it('give every operation a 400 example of its own', () => {
    expect(sharedBadRequestMessages(examples)).toEqual([]);
  });

  it('name the failing event of a batch in the ingest 400, and list no 404 for ingest', () => {
    const ingest = examples.filter((example) => example.operationId === 'ingestUsageEvents');
    expect(ingest.filter((example) => example.status === '404')).toEqual([]);
    const badRequest = ingest.find((example) => example.status === '400');
    expect((badRequest?.value as {error: {param?: string}} | undefined)?.error.param).toMatch(/^events\[\d+\]\./);
  });

  it('match the error bodies shown in docs/', () => {
    const bodies = docsErrorBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(10);
    expect(checkErrorExamples(bodies, schema, pageUrl, anchors)).toEqual([]);
  });

  it('fail on a planted bad example (the check can fail)', () => {
    const planted: ErrorExample[] = [
      {where: 'no doc_url', value: {error: {code: 'invalid_request', message: 'x', request_id: 'req_1'}}},
      {
        where: 'unknown anchor',
        value: {error: {code: 'invalid_request', message: 'x', doc_url: `${pageUrl}#nowhere`, request_id: 'req_1'}},
      },
      {
        where: 'undeclared field',
        value: {
          error: {code: 'not_found', message: 'x', doc_url: `${pageUrl}#not-found`, request_id: 'r', field: 'x'},
        },
      },
    ];
    expect(checkErrorExamples(planted, schema, pageUrl, anchors)).toHaveLength(3);
    const shared = {error: {code: 'invalid_request', message: 'limit must be between 1 and 100'}};
    expect(
      sharedBadRequestMessages([
        {where: 'a', operationId: 'a', status: '400', value: shared},
        {where: 'b', operationId: 'b', status: '400', value: shared},
      ]),
    ).toHaveLength(1);
  });
});
