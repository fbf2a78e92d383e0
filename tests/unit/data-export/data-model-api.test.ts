/**
 * The exported tables mirror the API: every column that declares the API field it mirrors (`api`) has
 * that field's type, nullability and values, so a change to the specification that the export does not
 * follow fails here. Money is the exception by design: the API writes decimal strings, the export
 * integer cents (`*_cents`, `bigint`) or, for unit prices that can be a fraction of a cent, decimal cents.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {bundleSpecFile, dereferenceSpec} from '../../../src/api-reference/spec/load-specs';
import {exportTables, type Column, type LogicalType} from '../../../src/data-export/data-model';
import {describeField, resolveField, type FieldSchema} from './api-field';

const specPath = path.resolve(__dirname, '../../../api/specs/v1.yaml');
let schemas: Record<string, FieldSchema> = {};

beforeAll(async () => {
  const document = await dereferenceSpec((await bundleSpecFile(specPath)).document);
  schemas = (document.components?.schemas ?? {}) as Record<string, FieldSchema>;
});

const mirrored = exportTables.flatMap((table) =>
  table.columns
    .filter((c): c is Column & {api: string} => c.api !== undefined)
    .map((c) => [`${table.name}.${c.name}`, c] as const),
);

/** The logical types a field of this kind may land as. */
function allowedTypes(kind: ReturnType<typeof describeField>['kind'], columnName: string): LogicalType[] {
  switch (kind) {
    case 'money':
      return columnName.endsWith('_cents') ? (/price/.test(columnName) ? ['decimal'] : ['bigint']) : [];
    case 'uuid':
      return ['uuid'];
    case 'date-time':
      return ['timestamp'];
    case 'integer':
      return ['bigint'];
    case 'number':
      return ['decimal'];
    case 'boolean':
      return ['boolean'];
    case 'array':
    case 'object':
      return ['json'];
    case 'string':
      return ['string'];
  }
}

/** What is wrong with one column against its API field; empty when it mirrors the field. */
function mismatches(column: Column & {api: string}): string[] {
  const field = describeField(resolveField(schemas, column.api));
  const problems: string[] = [];
  if (!allowedTypes(field.kind, column.name).includes(column.type)) {
    problems.push(`type ${column.type}, but ${column.api} is ${field.kind}`);
  }
  if (column.nullable !== field.nullable) {
    problems.push(`nullable ${column.nullable}, but ${column.api} is ${field.nullable ? '' : 'not '}nullable`);
  }
  if (JSON.stringify(column.values ?? null) !== JSON.stringify(field.values ?? null)) {
    problems.push(`values ${JSON.stringify(column.values)}, but ${column.api} has ${JSON.stringify(field.values)}`);
  }
  return problems;
}

describe('exported columns that mirror an API field', () => {
  it('cover the objects the API returns', () => {
    expect(mirrored.length).toBeGreaterThan(60);
  });

  it.each(mirrored)('%s has the type, nullability and values of its API field', (_name, column) => {
    expect(mismatches(column)).toEqual([]);
  });

  it('report the drift the export once had: invoice statuses, money as decimals, a missing null', () => {
    const planted = (overrides: Partial<Column>): Column & {api: string} => ({
      name: 'status',
      type: 'string',
      nullable: false,
      description: '',
      api: 'Invoice.status',
      ...overrides,
    });
    expect(mismatches(planted({values: ['draft', 'finalized', 'void']}))).toEqual([
      'values ["draft","finalized","void"], but Invoice.status has ["draft","finalized","sent","voided"]',
    ]);
    expect(mismatches(planted({name: 'subtotal', type: 'decimal', api: 'Invoice.subtotal'}))).toEqual([
      'type decimal, but Invoice.subtotal is money',
    ]);
    expect(mismatches(planted({name: 'issued_at', type: 'timestamp', api: 'Invoice.issued_at'}))).toEqual([
      'nullable false, but Invoice.issued_at is nullable',
    ]);
    expect(() => resolveField(schemas, 'Invoice.no_such_field')).toThrow(/no_such_field/);
  });
});
