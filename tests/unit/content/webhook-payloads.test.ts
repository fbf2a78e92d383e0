/**
 * Every webhook event of the specifications is shown in a guide with its payload (issue #14), and every
 * payload a guide shows validates against its event's schema, with the example's figures filled in.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {substituteFigures} from '../../../src/example/figures';
import {PayloadChecker, payloadSamples, webhookSchemas} from '../../content-checks/webhook-payloads';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const docsDir = path.join(siteDir, 'docs');
const specs = await loadApiSpecs(siteDir);
const schemas = webhookSchemas(specs.map((spec) => spec.dereferenced));
const checker = new PayloadChecker(schemas);

const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    file,
    payloads: payloadSamples(extractCodeBlocks(substituteFigures(readFileSync(path.join(docsDir, file), 'utf8')))),
  }));

const block = (title: string, body: string) => [{lang: 'json', meta: `title="${title}"`, code: body, line: 3}];

describe('webhook payloads in docs/', () => {
  it('show every webhook event of the specifications', () => {
    expect(schemas.size).toBeGreaterThan(0);
    const shown = new Set(pages.flatMap((page) => page.payloads.map((payload) => payload.event)));
    expect([...schemas.keys()].filter((event) => !shown.has(event))).toEqual([]);
  });

  it("validate against their event's schema", () => {
    const problems = pages.flatMap((page) => page.payloads.flatMap((payload) => checker.check(page.file, payload)));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.event}: ${p.message}`)).toEqual([]);
  });
});

describe('the payload check', () => {
  const [alertPayload] = pages.flatMap((page) => page.payloads).filter((p) => p.event === 'alert.state_changed');

  it('reads only JSON blocks titled "Payload: <event type>"', () => {
    expect(payloadSamples(block('Payload: invoice.finalized', '{}'))).toEqual([
      {event: 'invoice.finalized', bodyText: '{}', line: 3},
    ]);
    expect(payloadSamples(block('Response: 200', '{}'))).toEqual([]);
    expect(payloadSamples([{lang: 'bash', meta: 'title="Payload: invoice.finalized"', code: '', line: 1}])).toEqual([]);
  });

  it('fails on an unknown event, a body that is not JSON, another type and a broken field', () => {
    const messages = (event: string, body: string) =>
      checker.check('x.mdx', {event, bodyText: body, line: 1}).map((problem) => problem.message);
    expect(messages('invoice.exploded', '{}')).toEqual(['no specification has a webhook event invoice.exploded']);
    expect(messages('alert.state_changed', '{')[0]).toMatch(/^the payload is not JSON/);
    const body = JSON.parse(alertPayload.bodyText) as Record<string, unknown>;
    expect(messages('alert.state_changed', JSON.stringify({...body, type: 'invoice.finalized'}))).toEqual([
      "the payload's type is not alert.state_changed",
    ]);
    expect(messages('alert.state_changed', JSON.stringify({...body, created_at: 'yesterday'})).join()).toMatch(
      /created_at/,
    );
    expect(messages('alert.state_changed', alertPayload.bodyText)).toEqual([]);
  });
});
