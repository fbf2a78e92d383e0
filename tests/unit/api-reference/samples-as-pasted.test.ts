/**
 * The reference's request samples run as pasted, one after another: every write makes its own
 * Idempotency-Key when it runs, and no sample carries a literal key or a page cursor that would tie it
 * to one moment (two writes sharing a key answer 409 `idempotency_key_reused`).
 */
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {buildPageContent} from '../../../src/api-reference/view-model/build-page-data';
import {
  pythonAuthorization,
  pythonFreshKey,
  shellAuthorizationArgument,
  shellKeyArgument,
  shellKeyLine,
  typescriptAuthorization,
  typescriptFreshKey,
  typescriptTokenLine,
} from '../../../src/api-reference/view-model/sample-conventions';
import type {OperationView} from '../../../src/api-reference/view-model/types';

const siteDir = path.resolve(__dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const operations: [string, OperationView][] = specs.flatMap((spec) =>
  buildPageContent(spec.bundled, {specId: spec.entry.id, fallbackTitle: spec.entry.label}).tags.flatMap((tag) =>
    tag.operations.map((operation) => [`${spec.entry.id} ${operation.anchor}`, operation] as [string, OperationView]),
  ),
);
const takesKey = (operation: OperationView) => operation.parameters.some((p) => p.name === 'Idempotency-Key');
/** A literal key: `Idempotency-Key: <value>` where the value is not code that makes one. */
const literalKey =
  /Idempotency-Key['"]?:\s*['"]?(?!\$\{IDEMPOTENCY_KEY:\?|str\(uuid\.uuid4\(\)\)|crypto\.randomUUID\(\))[\w-]{8,}/;

/** A cursor value written into a sample: in a URL, a Python dict or a `searchParams.set` call. */
const literalCursor = /next_page=[\w+/=-]{4,}|next_page['"]\s*[:,]\s*['"][\w+/=-]{4,}/;

describe('reference samples, as pasted', () => {
  it('cover the writes of every specification', () => {
    expect(operations.filter(([, operation]) => takesKey(operation)).length).toBeGreaterThan(30);
  });

  it.each(operations.filter(([, operation]) => takesKey(operation)))(
    '%s makes a fresh Idempotency-Key in curl, Python and TypeScript',
    (_name, operation) => {
      expect(operation.codeSamples.curl.startsWith(`${shellKeyLine}\n`)).toBe(true);
      expect(operation.codeSamples.curl).toContain(`--header ${shellKeyArgument}`);
      expect(operation.codeSamples.python).toContain(`"Idempotency-Key": ${pythonFreshKey}`);
      expect(operation.codeSamples.typescript).toContain(`'Idempotency-Key': ${typescriptFreshKey}`);
    },
  );

  it('never carry a literal key or a page cursor', () => {
    const problems = operations.flatMap(([name, operation]) =>
      Object.entries(operation.codeSamples).flatMap(([language, sample]) => [
        ...(literalKey.test(sample) ? [`${name} ${language}: a literal Idempotency-Key`] : []),
        ...(literalCursor.test(sample) ? [`${name} ${language}: a literal page cursor`] : []),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('catch a planted literal key and a planted cursor', () => {
    expect(literalKey.test("--header 'Idempotency-Key: acme-logistics-2026-01-15-batch-0001'")).toBe(true);
    expect(literalKey.test('"Idempotency-Key": "5f0c6e0e-8a4b-4f7e-9d38-2a1b7c9e4d10"')).toBe(true);
    expect(literalKey.test(`--header ${shellKeyArgument}`)).toBe(false);
    expect(literalCursor.test("'https://api.meterstone.com/v1/customers?next_page=cGFnZToyO2xpbWl0OjI1'")).toBe(true);
    expect(literalCursor.test('params = {"next_page": "cGFnZToyO2xpbWl0OjI1"}')).toBe(true);
    expect(literalCursor.test("url.searchParams.set('next_page', 'cGFnZToy');")).toBe(true);
    expect(literalCursor.test("url.searchParams.set('next_page', page.next_page);")).toBe(false);
    expect(literalCursor.test('params["next_page"] = page["next_page"]')).toBe(false);
  });

  it('call the sandbox and read the token from the environment, in every language', () => {
    const problems = operations.flatMap(([name, operation]) => {
      const {curl, python, typescript} = operation.codeSamples;
      const authenticated = curl.includes('Authorization');
      return [
        ...(/https:\/\/api\.meterstone\.com/.test(curl + python + typescript) ? [`${name}: calls production`] : []),
        ...(/<[A-Z_]+>/.test(curl + python + typescript) ? [`${name}: a literal placeholder`] : []),
        ...(authenticated && !curl.includes(shellAuthorizationArgument) ? [`${name} curl: token`] : []),
        ...(authenticated && !python.includes(pythonAuthorization) ? [`${name} python: token`] : []),
        ...(authenticated &&
        !(typescript.startsWith(typescriptTokenLine) && typescript.includes(typescriptAuthorization))
          ? [`${name} typescript: token`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
    expect(
      operations.filter(([, operation]) => operation.codeSamples.curl.includes('sandbox.api.meterstone.com')).length,
    ).toBe(operations.length);
  });

  const lists = operations.filter(([, operation]) =>
    operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'next_page'),
  );

  it('cover the paginated lists of every specification', () => {
    expect(lists.length).toBeGreaterThan(15);
  });

  it.each(lists)('%s reads every page in Python and TypeScript, and the first page in curl', (_name, operation) => {
    expect(operation.codeSamples.python).toContain('params["next_page"] = page["next_page"]');
    expect(operation.codeSamples.typescript).toContain("url.searchParams.set('next_page', page.next_page);");
    // The delta stream's cursor is never null (its schema says so): its loop ends on a page without
    // changes; every other list's ends on a null cursor.
    const feed = operation.operationId === 'listDeltaStreamChanges';
    expect(operation.codeSamples.python).toContain(feed ? 'if not page["data"]:' : 'if page["next_page"] is None:');
    expect(operation.codeSamples.typescript).toContain(
      feed ? 'if (page.data.length === 0) {' : 'if (page.next_page === null) {',
    );
    expect(operation.codeSamples.curl).not.toContain('next_page');
  });

  it('parse as TypeScript, quotes in example strings included', () => {
    const problems = operations.flatMap(([name, operation]) =>
      (
        ts.transpileModule(`export {};\n${operation.codeSamples.typescript}`, {reportDiagnostics: true}).diagnostics ??
        []
      ).map((diagnostic) => `${name}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`),
    );
    expect(problems).toEqual([]);
    const planted = ts.transpileModule("const memo = 'January's seats';", {reportDiagnostics: true});
    expect(planted.diagnostics?.length).toBeGreaterThan(0);
  });
});
