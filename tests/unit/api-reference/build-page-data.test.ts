import {beforeAll, describe, expect, it} from 'vitest';
import {buildPageContent, serverUrl} from '../../../src/api-reference/view-model/build-page-data';
import {specFingerprint} from '../../../src/api-reference/view-model/fingerprint';
import type {ApiPageContent, OperationView, SchemaView} from '../../../src/api-reference/view-model/types';
import {
  shellAuthorizationArgument,
  shellKeyArgument,
  shellKeyLine,
  tokenVariable,
} from '../../../src/api-reference/view-model/sample-conventions';
import {loadFixture} from './fixtures';

function operation(content: ApiPageContent, anchor: string): OperationView {
  const found = content.tags.flatMap((tag) => tag.operations).find((entry) => entry.anchor === anchor);
  if (found === undefined) {
    throw new Error(`no operation ${anchor}`);
  }
  return found;
}

describe('buildPageContent on the constructs fixture', () => {
  const document = loadFixture('constructs.yaml');
  const before = JSON.stringify(document);
  let content: ApiPageContent;

  beforeAll(() => {
    content = buildPageContent(document, {specId: 'v2', fallbackTitle: 'API v2'});
  });

  it('does not change the document it reads', () => {
    expect(JSON.stringify(document)).toBe(before);
  });

  it('reads title, version, servers (variables filled) and the fingerprint', () => {
    expect(content).toMatchObject({status: 'ok', specId: 'v2', title: 'Constructs fixture', version: '2026-01-15'});
    expect(content.servers).toEqual([{url: 'https://api.meterstone.example/v1', description: 'Production'}]);
    expect(content.fingerprint).toBe(specFingerprint(document));
  });

  it('renders the info description with its headings at h2 and without the script', () => {
    const text = JSON.stringify(content.description);
    expect(content.description).toContainEqual(['h2', null, 'Overview']);
    expect(text).not.toMatch(/script|alert/);
  });

  it('lists parameters path first, with references resolved and path parameters required', () => {
    expect(operation(content, 'getCustomer').parameters).toEqual([
      {
        name: 'customer_id',
        in: 'path',
        required: true,
        description: 'ID of the customer.',
        schema: {type: 'string', format: 'uuid', example: '"9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f"'},
      },
    ]);
    expect(operation(content, 'listCustomers').parameters.map((parameter) => parameter.name)).toEqual([
      'limit',
      'ingest_alias',
      'status',
    ]);
  });

  it("keeps a parameter's own example as JSON text, apart from its schema's", () => {
    const [idempotencyKey] = operation(content, 'createCustomer').parameters;
    expect(idempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      example: '"5f0c6e0e-8a4b-4f7e-9d38-2a1b7c9e4d10"',
      schema: {type: 'string'},
    });
    expect(operation(content, 'listCustomers').parameters.find((p) => p.name === 'ingest_alias')?.example).toBe(
      undefined,
    );
  });

  it('keeps the named examples of a request body, references resolved', () => {
    const body = operation(content, 'createCustomer').requestBody;
    expect(body?.required).toBe(true);
    expect(body?.content[0]?.schema).toEqual({ref: 'CustomerInput'});
    expect(body?.content[0]?.examples).toEqual([
      {name: 'minimal', summary: 'Name only', value: '{\n  "name": "Acme Logistics"\n}'},
      {
        name: 'withAlias',
        summary: 'With an ingest alias',
        value: '{\n  "name": "Acme Logistics",\n  "ingest_aliases": [\n    "acme-logistics"\n  ]\n}',
      },
    ]);
  });

  it('generates a response example when none is given, leaving out write-only fields', () => {
    const created = operation(content, 'createCustomer').responses[0]!;
    expect(created.status).toBe('201');
    const media = 'content' in created ? created.content?.[0] : undefined;
    expect(media?.examples).toHaveLength(1);
    expect(media?.examples[0]?.generated).toBe(true);
    const example = JSON.parse(media!.examples[0]!.value) as Record<string, unknown>;
    expect(Object.keys(example)).toEqual(expect.arrayContaining(['name', 'id', 'created_at']));
    expect(example).not.toHaveProperty('secret_note');
  });

  it('uses the schema example of a text response as it is', () => {
    const health = operation(content, 'operation-get-health').responses[0]!;
    expect('content' in health && health.content?.[0]?.examples).toEqual([{value: 'ok'}]);
  });

  it('keeps shared responses once, by name, and refers to them from operations', () => {
    expect(operation(content, 'listCustomers').responses.map((response) => response.status)).toEqual(['200', '401']);
    expect(operation(content, 'listCustomers').responses[1]).toEqual({status: '401', ref: 'Unauthorized'});
    expect(Object.keys(content.responses).sort()).toEqual(['Conflict', 'NotFound', 'Unauthorized']);
    expect(content.responses.Unauthorized?.content?.[0]?.schema).toEqual({ref: 'Error'});
  });

  it('keeps response headers', () => {
    const ok = operation(content, 'listCustomers').responses[0]!;
    expect('headers' in ok && ok.headers).toEqual([
      {name: 'X-RateLimit-Remaining', description: 'Requests left in the current window.', schema: {type: 'integer'}},
    ]);
  });

  it('labels authentication, and none for public operations', () => {
    expect(operation(content, 'getInvoice').security).toEqual(['Bearer token']);
    expect(operation(content, 'operation-get-health').security).toEqual([]);
  });

  it('marks deprecated operations', () => {
    expect(operation(content, 'archiveCustomer').deprecated).toBe(true);
  });

  it('only ships the named schemas that operations use', () => {
    expect(Object.keys(content.schemas).sort()).toEqual(
      ['CardPayment', 'Customer', 'CustomerInput', 'Error', 'Invoice', 'InvoiceLine', 'MarketplacePayment'].sort(),
    );
    expect((content.schemas.Error as SchemaView).properties?.[0]?.name).toBe('error');
  });

  it('writes curl, Python and TypeScript samples with the example values', () => {
    // A list sample sends its required `status` and asks for the first page, as a reader would: no
    // optional filter (`ingest_alias`, `limit`), no cursor.
    const list = operation(content, 'listCustomers').codeSamples;
    expect(list.curl).toContain("curl 'https://api.meterstone.example/v1/customers?status=active'");
    // The token comes from the environment in every language (sample-conventions).
    expect(list.curl).toContain(`--header ${shellAuthorizationArgument}`);
    expect(list.python).toMatch(/^import os\n\nimport requests\n\nresponse = requests\.get\(/);
    expect(list.python).toContain(`"Authorization": f"Bearer {os.environ['${tokenVariable}']}"`);
    expect(list.typescript).toContain(`const token = process.env.${tokenVariable};`);
    expect(list.typescript).toContain('Authorization: `Bearer ${token}`');
    expect(list.python).toContain('"status": "active"');
    for (const sample of Object.values(list)) {
      expect(sample).not.toMatch(/ingest_alias|limit|next_page/);
    }

    // A write makes its Idempotency-Key when the sample runs, never the specification's example key.
    const create = operation(content, 'createCustomer').codeSamples;
    expect(create.curl).toContain('--request POST');
    expect(create.curl.startsWith(`${shellKeyLine}\ncurl `)).toBe(true);
    expect(create.curl).toContain(`--header ${shellKeyArgument}`);
    expect(create.python).toMatch(/^import os\nimport uuid\n\nimport requests\n/);
    expect(create.python).toContain('"Idempotency-Key": str(uuid.uuid4())');
    expect(create.typescript).toContain("'Idempotency-Key': crypto.randomUUID()");
    for (const sample of Object.values(create)) {
      expect(sample).not.toContain('5f0c6e0e-8a4b-4f7e-9d38-2a1b7c9e4d10');
    }
    expect(create.curl).toContain('"name": "Acme Logistics"');
    expect(create.python).toContain('json={');
    expect(create.typescript).toContain("method: 'POST'");
    expect(create.typescript).toContain('JSON.stringify({');

    const get = operation(content, 'getCustomer').codeSamples;
    expect(get.curl).toContain('/v1/customers/9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f');
    expect(operation(content, 'operation-get-health').codeSamples.curl).not.toContain('Authorization');
    expect(operation(content, 'archiveCustomer').codeSamples.typescript).toContain('console.log(response.status);');
  });

  it('rejects what is not an OpenAPI 3 document', () => {
    expect(() => buildPageContent({swagger: '2.0', paths: {}}, {specId: 'x', fallbackTitle: 'X'})).toThrow(
      /not an OpenAPI 3/,
    );
    expect(() => buildPageContent({openapi: '3.1.0'}, {specId: 'x', fallbackTitle: 'X'})).toThrow(/not an OpenAPI 3/);
  });

  it('falls back to the registry label when the document has no title', () => {
    const minimal = buildPageContent({openapi: '3.1.0', paths: {}}, {specId: 'x', fallbackTitle: 'Seats'});
    expect(minimal).toMatchObject({title: 'Seats', version: '', tags: [], servers: []});
  });

  it('points the samples at the server marked as the sandbox, wherever it is listed', () => {
    const withSandbox = buildPageContent(
      {
        ...document,
        servers: [
          {url: 'https://api.meterstone.example/v1', 'x-meterstone-environment': 'production'},
          {url: 'https://sandbox.meterstone.example/v1/', 'x-meterstone-environment': 'sandbox'},
        ],
      },
      {specId: 'v2', fallbackTitle: 'X'},
    );
    const samples = operation(withSandbox, 'listCustomers').codeSamples;
    expect(samples.curl).toContain("'https://sandbox.meterstone.example/v1/customers?status=active'");
    expect(samples.python).toContain('"https://sandbox.meterstone.example/v1/customers"');
    expect(samples.typescript).not.toContain('https://api.meterstone.example');
  });
});

describe('serverUrl', () => {
  it('fills variables with their defaults and leaves unknown ones', () => {
    expect(serverUrl({url: 'https://{region}.api.example/{v}', variables: {region: {default: 'eu'}}})).toBe(
      'https://eu.api.example/{v}',
    );
  });
});

describe('the v1-sized fixture', () => {
  it('keeps the route data small: one table entry per named schema and shared response', () => {
    const content = buildPageContent(loadFixture('site/v1.yaml'), {specId: 'v1', fallbackTitle: 'API v1'});
    expect(content.tags.reduce((total, tag) => total + tag.operations.length, 0)).toBe(50);
    expect(Object.keys(content.responses)).toHaveLength(7);
    // The budget of the page is 100 KB gzip for JS and data; the raw view model of 50 operations must
    // stay far below what would blow it once compressed (it compresses about tenfold; samples more).
    // Eight sample languages (issue #30) took it from 173,779 bytes (13,156 gzip) to 435,431 (32,061).
    expect(JSON.stringify(content).length).toBeLessThan(480_000);
  });
});
