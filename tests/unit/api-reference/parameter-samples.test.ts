/**
 * Every array, object and deepObject parameter of every specification appears in the reference's
 * request samples as its `style` and `explode` say (an exploded array repeats the parameter), and the
 * sample's URL gets a 2xx from a Prism mock of that specification, which validates query parameters
 * against the specification as it parses them.
 */
import type {ChildProcess} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundleSpecFile, dereferenceSpec} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import {serializeParameter} from '../../../src/api-reference/view-model/serialize-parameter';
import {freePort, spawnPrism, waitForMock} from '../support/prism-mock';

const siteDir = path.resolve(__dirname, '../../..');
const specsDir = path.join(siteDir, 'api/specs');
type Json = Record<string, unknown>;

interface StructuredParameter {
  readonly spec: string;
  readonly operationId: string;
  readonly name: string;
  readonly in: 'query' | 'header';
  readonly required: boolean;
  readonly style?: string;
  readonly explode?: boolean;
  readonly example: unknown;
  /** The reference's curl sample of the operation. */
  readonly curl: string;
}

const specFiles = readdirSync(specsDir).filter((file) => file.endsWith('.yaml') && file !== 'common.yaml');
const found: StructuredParameter[] = [];
const mocks = new Map<string, {process: ChildProcess; origin: string}>();

async function startMock(file: string): Promise<string> {
  const port = await freePort();
  const child = spawnPrism(path.join('api/specs', file), port);
  const origin = `http://127.0.0.1:${port}`;
  mocks.set(file, {process: child, origin});
  await waitForMock(origin, 25_000);
  return origin;
}

beforeAll(async () => {
  for (const file of specFiles) {
    const document = await dereferenceSpec((await bundleSpecFile(path.join(specsDir, file))).document);
    const content = buildPageContent(document, {specId: file, fallbackTitle: file});
    const curlOf = new Map(
      content.tags.flatMap((tag) => tag.operations).map((operation) => [operation.anchor, operation.codeSamples.curl]),
    );
    for (const item of Object.values((document.paths ?? {}) as Json)) {
      for (const operation of Object.values(item as Json)) {
        const op = operation as Json;
        for (const parameter of (op.parameters ?? []) as Json[]) {
          const type = (parameter.schema as Json | undefined)?.type;
          const where = parameter.in;
          if ((type === 'array' || type === 'object') && (where === 'query' || where === 'header')) {
            found.push({
              spec: file,
              operationId: String(op.operationId),
              name: String(parameter.name),
              in: where,
              required: parameter.required === true,
              ...(typeof parameter.style === 'string' ? {style: parameter.style} : {}),
              ...(typeof parameter.explode === 'boolean' ? {explode: parameter.explode} : {}),
              example: parameter.example,
              curl: curlOf.get(String(op.operationId)) ?? '',
            });
          }
        }
      }
    }
  }
  await Promise.all([...new Set(found.map((parameter) => parameter.spec))].map(startMock));
}, 120_000);

afterAll(() => {
  for (const {process} of mocks.values()) {
    process.kill();
  }
});

/** The URL of a curl sample, such as `https://api.meterstone.com/v1/...?a=1&a=2`. */
const sampleUrl = (curl: string): URL => new URL(/curl\s+(?:-X\s+\S+\s+)?'?(https:\/\/[^'\s]+)/.exec(curl)![1]!);

describe('structured parameters in the reference samples', () => {
  it('exist in the specifications', () => {
    expect(found.map((parameter) => `${parameter.operationId} ${parameter.name}`)).toContain(
      'listDeltaStreamChanges object_types',
    );
  });

  it('follow style and explode, and the mock accepts them', async () => {
    const problems: string[] = [];
    for (const parameter of found) {
      const url = sampleUrl(parameter.curl);
      const expected = serializeParameter(parameter, parameter.example);
      const sent = [...url.searchParams].filter(([name]) => expected.some((pair) => pair.name === name));
      // A sample sends a required parameter as serialised, and leaves an optional filter out: the
      // parameters table shows it with its example.
      const wanted = parameter.required ? expected.map((pair) => [pair.name, pair.value]) : [];
      if (JSON.stringify(sent) !== JSON.stringify(wanted)) {
        problems.push(`${parameter.operationId} ${parameter.name}: sends ${JSON.stringify(sent)}`);
      }
      // The serialisation the table and the console use is one the API (its mock) accepts.
      const query = new URLSearchParams(url.search);
      for (const pair of expected) {
        if (!parameter.required) {
          query.append(pair.name, pair.value);
        }
      }
      const mock = mocks.get(parameter.spec)!;
      const response = await fetch(`${mock.origin}${url.pathname}?${query}`, {
        headers: {Authorization: 'Bearer test-token'},
      });
      if (!response.ok) {
        problems.push(`${parameter.operationId} ${parameter.name}: the mock answered ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
