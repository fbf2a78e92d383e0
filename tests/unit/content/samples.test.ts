import {describe, expect, it} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {extractCodeBlocks} from '../../content-checks/code-blocks';
import {OperationIndex} from '../../content-checks/operation-index';
import {requestSamples, shellWords, toApiPath} from '../../content-checks/request-samples';
import {SampleChecker} from '../../content-checks/check-samples';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const checker = new SampleChecker(
  new OperationIndex(specs.map((spec) => ({id: spec.entry.id, document: spec.dereferenced}))),
);
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function docsFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return docsFiles(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

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

  it('reports a body that is not JSON', () => {
    const problems = checker.checkPage(
      'inline.mdx',
      '```bash\ncurl -X POST https://api.meterstone.com/v1/customers -H "Idempotency-Key: $(uuidgen)" -d \'{"name": "Acme",}\'\n```\n',
    ).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/not JSON/);
  });
});

describe('parsing helpers', () => {
  it('reduces a URL or a base-URL variable to the API path', () => {
    expect(toApiPath('https://api.meterstone.com/v1/invoices?customer_id=1')).toBe('/v1/invoices');
    expect(toApiPath('$METERSTONE_API/v2/contracts/1')).toBe('/v2/contracts/1');
    expect(toApiPath('https://example.com/docs')).toBeNull();
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
