import {describe, expect, it} from 'vitest';
import type {OpenAPIV3_1} from 'openapi-types';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {sampleHosts} from '../../../src/api-reference/guides/guide-sample-conventions';
import {OperationIndex} from '../../../src/api-reference/guides/operation-index';
import {
  expandShellForValidation,
  requestSamples,
  shellWords,
  toApiPath,
} from '../../../src/api-reference/guides/request-samples';
import {
  shellAuthorizationArgument,
  shellKeyArgument,
  shellKeyLine,
  typescriptTokenLine,
} from '../../../src/api-reference/view-model/sample-conventions';
import {SampleChecker} from '../../content-checks/check-samples';
import {docsFiles} from '../../content-checks/docs-files';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const checker = new SampleChecker(
  new OperationIndex(specs.map((spec) => ({id: spec.entry.id, document: spec.dereferenced}))),
  sampleHosts(specs.map((spec) => spec.bundled)),
);
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('request samples in docs/', () => {
  const site = checker.checkSite(
    docsFiles(path.join(siteDir, 'docs')).map((file) => ({
      file: path.relative(siteDir, file),
      source: readFileSync(file, 'utf8'),
    })),
  );

  it('use methods and paths of the specifications, with bodies their schemas accept, and run on any day', () => {
    expect(site.problems.map((p) => `${p.file}:${p.line} ${p.request}: ${p.message}`)).toEqual([]);
  });

  it('with their response examples, which validate against the response schema of their status', () => {
    // The problems of the first test include the responses'; this one makes sure responses are seen.
    expect(site.responses.every((entry) => entry.response.request !== undefined)).toBe(true);
  });

  it('are found on the pages that teach the API', () => {
    const checked = site.samples;
    const files = new Set(checked.map((entry) => entry.file));
    expect(files).toContain('docs/connect-meterstone/send-usage-events/index.mdx');
    expect(files).toContain('docs/launch-guides/quickstart.mdx');
    expect(checked.filter((entry) => entry.sample.bodyText !== undefined).length).toBeGreaterThan(5);
  });
});

describe('the sample checker', () => {
  it('fails on a path no specification has, a method the path lacks and bodies that break the schema', () => {
    const {samples, problems} = checker.checkPage('bad-samples.mdx', fixture('bad-samples.mdx'));
    expect(samples).toHaveLength(4);
    const byRequest = (request: string) => problems.filter((problem) => problem.request === request);
    expect(byRequest('GET /v1/usage-events').map((p) => p.message)).toEqual(['no API specification has this path']);
    expect(byRequest('DELETE /v1/usage/events').map((p) => p.message)).toEqual([
      'the path exists (/v1/usage/events) but not with DELETE',
    ]);
    const eventProblems = byRequest('POST /v1/usage/events').map((p) => p.message);
    expect(eventProblems.some((message) => message.includes("must have required property 'timestamp'"))).toBe(true);
    expect(eventProblems.some((message) => message.includes('/events/0/event_type must match pattern'))).toBe(true);
    expect(byRequest('POST /v1/billable-metrics').length).toBeGreaterThan(0);
  });

  it('accepts valid samples, including ones indented in a list, and skips response bodies', () => {
    const {samples, problems} = checker.checkPage('good-samples.mdx', fixture('good-samples.mdx'));
    expect(problems).toEqual([]);
    expect(samples.map((entry) => `${entry.sample.method} ${entry.sample.path}`)).toEqual([
      'POST /v1/usage/events',
      'POST /v1/customers',
      'POST /v1/customers',
      'GET /v1/customers/9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f/usage',
    ]);
  });

  it('rejects samples that fail on the day a reader runs them: literal ingest times and literal or missing keys', () => {
    const {problems} = checker.checkPage('run-samples.mdx', fixture('run-samples.mdx'));
    expect(problems.map((p) => `${p.line} ${p.request}: ${p.message.split(':')[0]}`)).toEqual([
      '6 POST /v1/usage/events: an ingest timestamp written as a date',
      '12 POST /v1/customers: a literal Idempotency-Key "acme-logistics-2026-01-15-batch-0001"',
      '12 POST /v1/customers: a write without an Idempotency-Key',
      '26 POST /v1/usage/events: a literal Idempotency-Key "acme-logistics-2026-01-15-batch-0001"',
      '36 POST /v1/customers: a raw HTTP write',
      '56 POST /v1/usage/events: an ingest timestamp written as a date',
      '23 POST /v1/usage/events: an ingest timestamp written as a date in code',
      '32 (bash): runs uuidgen, which stock Debian lacks (the key goes out empty)',
      '47 POST /v1/customers: a literal Idempotency-Key "customer-acme-0001" in code',
      '53 POST /v1/customers: a write without an Idempotency-Key in code',
    ]);
  });

  it('names both places of a literal Idempotency-Key that two writes of the site send', () => {
    const {problems} = checker.checkSite([
      {file: 'run-samples.mdx', source: fixture('run-samples.mdx')},
      {
        file: 'other.mdx',
        source:
          '```bash\ncurl -X POST https://api.meterstone.com/v1/customers -H "Idempotency-Key: customer-acme-0001" ' +
          '-d \'{"name": "Acme"}\'\n```\n',
      },
    ]);
    expect(
      problems
        .filter((p) => p.message.startsWith('the Idempotency-Key'))
        .map((p) => `${p.file}:${p.line} ${p.message}`),
    ).toEqual([
      'run-samples.mdx:26 the Idempotency-Key "acme-logistics-2026-01-15-batch-0001" is also sent by POST /v1/customers at ' +
        'run-samples.mdx:12: two writes with one key replay each other; generate each key when the sample runs',
      'other.mdx:1 the Idempotency-Key "customer-acme-0001" is also sent by POST /v1/customers at run-samples.mdx:47: ' +
        'two writes with one key replay each other; generate each key when the sample runs',
    ]);
  });

  it('accepts keys and times made when Python or TypeScript code runs', () => {
    const {problems, literalKeys} = checker.checkPage('good-samples.mdx', fixture('good-samples.mdx'));
    expect(problems).toEqual([]);
    expect(literalKeys).toEqual([]);
  });

  it('rejects a token written into a curl sample or code, and accepts one read from the environment', () => {
    const page = [
      '```bash',
      'curl https://sandbox.api.meterstone.com/v1/customers -H "Authorization: Bearer <API_TOKEN>"',
      'curl https://sandbox.api.meterstone.com/v1/customers -H "Authorization: Bearer ${METERSTONE_API_TOKEN:?set it}"',
      '```',
      '',
      '```python',
      'requests.get("https://sandbox.api.meterstone.com/v1/customers", headers={"Authorization": "Bearer sk_test_1"})',
      '```',
      '',
      '```ts',
      typescriptTokenLine,
      "await fetch('https://sandbox.api.meterstone.com/v1/customers', {headers: {Authorization: `Bearer ${token}`}});",
      '```',
      '',
      '```http',
      'GET /v1/customers HTTP/1.1',
      'Authorization: Bearer <API_TOKEN>',
      '```',
    ].join('\n');
    const {problems} = checker.checkPage('tokens.mdx', page);
    expect(problems.map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual([
      '1 a token written into the sample ("Bearer <API_TOKEN>")',
      '7 a token written into code',
    ]);
  });

  it('rejects a sample that calls production, runs uuidgen or sends the token unguarded, in every language', () => {
    const page = [
      '```bash',
      '# Makes its key with od, not uuidgen.',
      shellKeyLine,
      'curl https://api.meterstone.com/v1/customers \\',
      `  -H ${shellAuthorizationArgument} \\`,
      `  -H ${shellKeyArgument} -d '{"name": "Acme Logistics"}'`,
      'KEY=$(uuidgen)',
      'curl https://sandbox.api.meterstone.com/v1/customers -H "Authorization: Bearer $METERSTONE_API_TOKEN"',
      '```',
      '',
      '```python',
      'token = os.environ.get("METERSTONE_API_TOKEN")',
      'requests.get("https://api.meterstone.com/v1/customers", headers={"Authorization": f"Bearer {token}"})',
      '```',
      '',
      '```ts',
      "await fetch('https://sandbox.api.meterstone.com/v1/customers', {",
      '  headers: {Authorization: `Bearer ${process.env.METERSTONE_API_TOKEN}`},',
      '});',
      '```',
      '',
      '```http',
      'GET /v1/customers HTTP/1.1',
      'Host: api.meterstone.com',
      '```',
    ].join('\n');
    const problems = checker.checkPage('planted.mdx', page).problems.filter((p) => p.request.startsWith('('));
    expect(problems.map((p) => `${p.line} ${p.request} ${p.message.split(':')[0]}`)).toEqual([
      '4 (bash) calls production',
      '7 (bash) runs uuidgen, which stock Debian lacks (the key goes out empty)',
      '8 (bash) sends the token unguarded',
      '12 (python) reads the token unguarded (None when unset)',
      '13 (python) calls production',
      '18 (ts) reads the token unguarded (fetch sends "Bearer undefined")',
      '24 (http) calls production',
    ]);
  });

  it('lets an allow-listed page call production, and only that page', () => {
    const page = [
      '```bash',
      `curl https://api.meterstone.com/v1/invoices -H ${shellAuthorizationArgument}`,
      '```',
    ].join('\n');
    expect(checker.checkPage('docs/home-page.mdx', page).problems).toEqual([]);
    expect(checker.checkPage('docs/other-page.mdx', page).problems.map((p) => p.message.split(':')[0])).toEqual([
      'calls production',
    ]);
  });

  it('reports a body that is not JSON', () => {
    const problems = checker.checkPage(
      'inline.mdx',
      `\`\`\`bash\n${shellKeyLine}\ncurl -X POST https://sandbox.api.meterstone.com/v1/customers ` +
        `-H ${shellKeyArgument} -d '{"name": "Acme",}'\n\`\`\`\n`,
    ).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/not JSON/);
  });
});

describe('the response check', () => {
  const metricPath = '/v1/billable-metrics/{billable_metric_id}';
  const v1 = specs.find((spec) => spec.entry.id === 'v1')!.dereferenced;
  const media = (v1.paths?.[metricPath]?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.[
    'application/json'
  ] as OpenAPIV3_1.MediaTypeObject;
  const example = media.example ?? (Object.values(media.examples ?? {})[0] as {value?: unknown} | undefined)?.value;

  it('reports a response without a request before it, a status the operation lacks, a body that breaks the schema, and one that is not JSON', () => {
    const {responses, problems} = checker.checkPage('responses.mdx', fixture('responses.mdx'));
    expect(responses.map((entry) => entry.response.status)).toEqual(['200', '200', '201', '404']);
    const request = 'GET /v1/billable-metrics/d453c6c8-4f03-4d0a-8e43-f13450b2e69d';
    const byLine = (line: number) => problems.filter((p) => p.line === line).map((p) => p.message);
    expect(byLine(5)).toEqual([
      'a response example with no request sample before it: show the request it answers first',
    ]);
    expect(problems.find((p) => p.line === 14)?.request).toBe(`${request} → 200`);
    expect(byLine(14)).toContainEqual(expect.stringMatching(/^response must have required property 'kind'/));
    expect(byLine(18)).toEqual([
      `GET ${metricPath} has no 201 response (it has 200, 400, 401, 403, 404, 429, 500, 502, 503, 504)`,
    ]);
    expect(byLine(22)).toEqual([expect.stringMatching(/^the response is not JSON/)]);
    expect(new Set(problems.map((p) => p.line))).toEqual(new Set([5, 14, 18, 22]));
  });

  it("accepts the specification's own example as a response", () => {
    expect(example).toBeDefined();
    const page = [
      '```bash',
      'curl https://sandbox.api.meterstone.com/v1/billable-metrics/d453c6c8-4f03-4d0a-8e43-f13450b2e69d',
      '```',
      '',
      '```json title="Response: 200"',
      JSON.stringify(example, null, 2),
      '```',
    ].join('\n');
    const {responses, problems} = checker.checkPage('spec-example.mdx', page);
    expect(responses).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('parsing helpers', () => {
  it('reduces a URL or a base-URL variable to the API path', () => {
    expect(toApiPath('https://api.meterstone.com/v1/invoices?customer_id=1')).toBe('/v1/invoices');
    expect(toApiPath('$METERSTONE_API/v2/contracts/1')).toBe('/v2/contracts/1');
    expect(toApiPath('https://example.com/docs')).toBeNull();
  });

  it('validates a body with the shape of what the shell fills in: a time, an id the reader sets, a name', () => {
    const body =
      '{"customer_id": "${CUSTOMER_ID:?set CUSTOMER_ID to the id}", "name": "$NAME", "starts_at": "$STARTS_AT"}';
    expect(JSON.parse(expandShellForValidation(body, new Date('2026-01-01T00:00:00Z')))).toEqual({
      customer_id: '00000000-0000-4000-8000-000000000000',
      name: 'x',
      starts_at: '2026-01-01T00:00:00Z',
    });
  });

  it('splits shell words with quotes', () => {
    expect(shellWords(`curl -H "A: b c" -d '{"x": 1}'`)).toEqual(['curl', '-H', 'A: b c', '-d', '{"x": 1}']);
  });

  it('finds each curl of a script', () => {
    const [block] = extractCodeBlocks(
      '```bash\ncurl https://api.meterstone.com/v1/customers\ncurl -X POST https://api.meterstone.com/v1/customers \\\n  -d \'{"name": "Acme Logistics"}\'\n```',
    );
    expect(block && requestSamples(block).map((sample) => sample.method)).toEqual(['GET', 'POST']);
  });
});
