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
  goAuthorization,
  goFreshKey,
  goTokenLines,
  javaAuthorization,
  javaFreshKey,
  javaTokenLines,
  phpAuthorizationHeader,
  phpKeyHeader,
  phpTokenLines,
  pythonAuthorization,
  pythonFreshKey,
  rubyAuthorization,
  rubyFreshKey,
  rubyTokenLines,
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
  /Idempotency-Key['"]?(?:\s*[:,]\s*|\]\s*=\s*)['"]?(?!\$\{IDEMPOTENCY_KEY:\?|str\(uuid\.uuid4\(\)\)|crypto\.randomUUID\(\)|SecureRandom\.uuid)[\w-]{8,}/;

/** Where each language makes the token and the key (after the code that reads the token, if any). */
const runTimeCode = {
  javascript: {
    tokenLines: typescriptTokenLine,
    authorization: typescriptAuthorization,
    key: `'Idempotency-Key': ${typescriptFreshKey}`,
  },
  go: {tokenLines: goTokenLines, authorization: goAuthorization, key: `"Idempotency-Key", ${goFreshKey}`},
  java: {tokenLines: javaTokenLines, authorization: javaAuthorization, key: `"Idempotency-Key", ${javaFreshKey}`},
  ruby: {tokenLines: rubyTokenLines, authorization: rubyAuthorization, key: `['Idempotency-Key'] = ${rubyFreshKey}`},
  php: {tokenLines: phpTokenLines, authorization: phpAuthorizationHeader, key: phpKeyHeader},
} as const;
const newLanguages = Object.keys(runTimeCode) as (keyof typeof runTimeCode)[];

/** A cursor value written into a sample: in a URL, a Python dict or a `searchParams.set` call. */
const literalCursor = /next_page=[\w+/=-]{4,}|next_page['"]\s*[:,]\s*['"][\w+/=-]{4,}/;

describe('reference samples, as pasted', () => {
  it('cover the writes of every specification', () => {
    expect(operations.filter(([, operation]) => takesKey(operation)).length).toBeGreaterThan(30);
  });

  it.each(operations.filter(([, operation]) => takesKey(operation)))(
    '%s makes a fresh Idempotency-Key in every language',
    (_name, operation) => {
      expect(operation.codeSamples.curl.startsWith(`${shellKeyLine}\n`)).toBe(true);
      expect(operation.codeSamples.curl).toContain(`--header ${shellKeyArgument}`);
      expect(operation.codeSamples.python).toContain(`"Idempotency-Key": ${pythonFreshKey}`);
      expect(operation.codeSamples.typescript).toContain(`'Idempotency-Key': ${typescriptFreshKey}`);
      for (const language of newLanguages) {
        expect(operation.codeSamples[language], language).toContain(runTimeCode[language].key);
      }
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
    expect(literalKey.test('req.Header.Set("Idempotency-Key", "acme-logistics-0001")')).toBe(true);
    expect(literalKey.test("request['Idempotency-Key'] = 'acme-logistics-0001'")).toBe(true);
    expect(literalKey.test(`request['Idempotency-Key'] = ${rubyFreshKey}`)).toBe(false);
    expect(literalKey.test(`.header("Idempotency-Key", ${javaFreshKey})`)).toBe(false);
    expect(literalCursor.test("'https://api.meterstone.com/v1/customers?next_page=cGFnZToyO2xpbWl0OjI1'")).toBe(true);
    expect(literalCursor.test('params = {"next_page": "cGFnZToyO2xpbWl0OjI1"}')).toBe(true);
    expect(literalCursor.test("url.searchParams.set('next_page', 'cGFnZToy');")).toBe(true);
    expect(literalCursor.test("url.searchParams.set('next_page', page.next_page);")).toBe(false);
    expect(literalCursor.test('params["next_page"] = page["next_page"]')).toBe(false);
  });

  it('call the sandbox and read the token from the environment, in every language', () => {
    const problems = operations.flatMap(([name, operation]) => {
      const {curl, python, typescript} = operation.codeSamples;
      const all = Object.values(operation.codeSamples).join('\n');
      const authenticated = curl.includes('Authorization');
      return [
        ...(/https:\/\/api\.meterstone\.com/.test(all) ? [`${name}: calls production`] : []),
        ...(/<[A-Z_]+>/.test(all) ? [`${name}: a literal placeholder`] : []),
        ...newLanguages.flatMap((language) => {
          const sample = operation.codeSamples[language];
          const {tokenLines, authorization} = runTimeCode[language];
          return authenticated && !(sample.includes(tokenLines) && sample.includes(authorization))
            ? [`${name} ${language}: token`]
            : [];
        }),
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

  it.each(lists)('%s reads every page in every language but curl, which reads the first', (_name, operation) => {
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
    expect(operation.codeSamples.javascript).toContain("url.searchParams.set('next_page', page.next_page);");
    expect(operation.codeSamples.javascript).toContain(
      feed ? 'if (page.data.length === 0) {' : 'if (page.next_page === null) {',
    );
    // Each loop sends the cursor of the page before, encoded, and stops where the Python one does.
    const loops = {
      go: ['url.QueryEscape(cursor)', feed ? 'if len(page.Items) == 0 {' : 'if page.NextPage == nil {'],
      java: ['URLEncoder.encode(cursor, StandardCharsets.UTF_8)', feed ? 'if (noItems.matcher' : 'if (next == null) {'],
      ruby: [
        'URI.encode_www_form_component(cursor)',
        feed ? "break if page['data'].empty?" : "break if page['next_page'].nil?",
      ],
      php: ['rawurlencode($cursor)', feed ? "if (count($page['data']) === 0) {" : "if ($page['next_page'] === null) {"],
    };
    for (const [language, lines] of Object.entries(loops) as [keyof typeof loops, string[]][]) {
      lines.forEach((line) => expect(operation.codeSamples[language], language).toContain(line));
    }
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
