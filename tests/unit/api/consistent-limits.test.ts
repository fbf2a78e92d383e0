/**
 * The same kind of field has the same limits in every specification: amounts, currencies and page sizes
 * are one shared definition in common.yaml, and the fields written inline agree by value (every UUID at
 * most 36 characters, every date-time 35, every `name` 255). A field that drifts fails here with its path.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

const specsDir = path.resolve(__dirname, '../../../api/specs');
type Json = Record<string, unknown>;

/** The maxLength each kind of string must have. */
const byFormat: Record<string, number> = {uuid: 36, 'date-time': 35, date: 10, email: 254, uri: 2048};
const byName: Record<string, number> = {name: 255, transaction_id: 128, event_type: 128};

export function limitProblems(document: unknown, file: string): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, trail: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...trail, String(index)]));
      return;
    }
    if (typeof node !== 'object' || node === null) {
      return;
    }
    const schema = node as Json;
    const types = ([] as unknown[]).concat(schema.type ?? []);
    if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
      const format = typeof schema.format === 'string' ? schema.format : undefined;
      const field = trail.at(-2) === 'properties' ? trail.at(-1) : undefined;
      const wanted = (format && byFormat[format]) ?? (field && !format && !schema.pattern ? byName[field] : undefined);
      if (schema.maxLength === undefined) {
        problems.push(`${file}#/${trail.join('/')}: a string without maxLength`);
      } else if (wanted !== undefined && schema.maxLength !== wanted) {
        problems.push(`${file}#/${trail.join('/')}: maxLength ${String(schema.maxLength)}, others have ${wanted}`);
      }
    }
    if (types.includes('array') && schema.maxItems === undefined) {
      problems.push(`${file}#/${trail.join('/')}: an array without maxItems`);
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key !== 'example' && key !== 'examples') {
        walk(value, [...trail, key]);
      }
    }
  };
  walk(document, []);
  return problems;
}

describe('limits across the specifications', () => {
  const files = readdirSync(specsDir).filter((file) => file.endsWith('.yaml'));
  it.each(files)('%s gives every field of a kind the same limit', (file) => {
    expect(limitProblems(parse(readFileSync(path.join(specsDir, file), 'utf8')), file)).toEqual([]);
  });

  it('finds a UUID with another limit and a string without one', () => {
    const planted = {
      components: {
        schemas: {
          A: {
            type: 'object',
            properties: {id: {type: 'string', format: 'uuid', maxLength: 64}, note: {type: 'string'}},
          },
        },
      },
    };
    expect(limitProblems(planted, 'x.yaml')).toEqual([
      'x.yaml#/components/schemas/A/properties/id: maxLength 64, others have 36',
      'x.yaml#/components/schemas/A/properties/note: a string without maxLength',
    ]);
  });
});
