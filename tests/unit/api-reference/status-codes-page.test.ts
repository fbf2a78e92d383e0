/**
 * The status codes page lists every status that an operation of any specification declares, and no
 * other: a status added to a specification (the `410` of a sunset, the `502`/`503`/`504` the retry
 * helper retries) fails this test until the page's table has its row, and a row the API never answers
 * fails it too.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {isObject, type JsonObject} from '../../../src/lib/json';
import {listOperations} from '../api/support/conventions';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const page = readFileSync(path.join(siteDir, 'docs/developer-resources/use-api/status-codes.mdx'), 'utf8');
const specs = await loadApiSpecs(siteDir);

/** The statuses of the page's "Status codes" table: the first cell of each row, such as `` `410` ``. */
function tableStatuses(source: string): string[] {
  const start = source.indexOf('\n## Status codes\n');
  const end = source.indexOf('\n## ', start + 1);
  return [...source.slice(start, end === -1 ? undefined : end).matchAll(/^\| `(\d{3})` \|/gm)].map((m) => m[1]!);
}

/** Every status an operation of `document` declares. */
function declaredStatuses(document: JsonObject): string[] {
  return listOperations(document).flatMap(({operation}) =>
    Object.keys(isObject(operation.responses) ? operation.responses : {}),
  );
}

/** The statuses one side has and the other lacks. */
function difference(declared: Iterable<string>, listed: Iterable<string>) {
  const onPage = new Set(listed);
  const inSpecs = new Set(declared);
  return {
    missingFromPage: [...inSpecs].filter((status) => !onPage.has(status)).sort(),
    neverDeclared: [...onPage].filter((status) => !inSpecs.has(status)).sort(),
  };
}

describe('the status codes page', () => {
  it('lists exactly the statuses the specifications declare', () => {
    const declared = specs.flatMap((spec) => declaredStatuses(spec.bundled as JsonObject));
    expect(declared).toEqual(expect.arrayContaining(['410', '502', '503', '504']));
    expect(difference(declared, tableStatuses(page))).toEqual({missingFromPage: [], neverDeclared: []});
  });

  it('catches a status missing from the table and a row no specification declares', () => {
    const planted = page.replace(/^\| `504` \|.*\n/m, '| `418` | I am a teapot | Never | Nothing |\n');
    expect(tableStatuses(planted)).toContain('418');
    expect(difference(['200', '504'], tableStatuses(planted))).toMatchObject({
      missingFromPage: ['504'],
      neverDeclared: expect.arrayContaining(['418']),
    });
  });
});
