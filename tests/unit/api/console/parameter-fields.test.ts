import {describe, expect, it} from 'vitest';
import {
  fieldText,
  newUuid,
  parameterFields,
  valuesWithFreshKeys,
} from '../../../../src/api-reference/console/parameter-fields';
import type {ParameterView, SchemaView} from '../../../../src/api-reference/view-model/types';
import {exampleData} from '../../../../src/data/example-data';

const schemas: Record<string, SchemaView> = {
  Status: {type: 'string', enum: ['"active"', '"archived"']},
};

const parameters: ParameterView[] = [
  {
    name: 'customer_id',
    in: 'path',
    required: true,
    schema: {type: 'string', format: 'uuid'},
    example: JSON.stringify(exampleData.customer.id),
  },
  {name: 'limit', in: 'query', schema: {type: 'integer', default: '25', example: '10'}},
  {name: 'next_page', in: 'query', schema: {type: 'string'}, example: '"cGFnZToy"'},
  {name: 'page_size', in: 'query', required: true, schema: {type: 'integer', default: '25', example: '10'}},
  {name: 'status', in: 'query', required: true, schema: {ref: 'Status'}},
  {name: 'include_archived', in: 'query', schema: {type: 'boolean', default: 'false'}},
  {name: 'product_ids', in: 'query', schema: {type: 'array', items: {type: 'string'}}, example: '["a","b"]'},
  {name: 'Idempotency-Key', in: 'header', schema: {type: 'string'}, example: '"shared-example-key"'},
  {name: 'session', in: 'cookie', schema: {type: 'string'}},
];

describe('parameterFields', () => {
  const {fields, unsupported} = parameterFields(parameters, schemas, () => 'fresh-key');
  const byName = (name: string) => fields.find((field) => field.name === name)!;

  it('has one field per path, query and header parameter, and names the cookie ones it cannot send', () => {
    expect(fields.map((field) => field.key)).toEqual([
      'path:customer_id',
      'query:limit',
      'query:next_page',
      'query:page_size',
      'query:status',
      'query:include_archived',
      'query:product_ids',
      'header:Idempotency-Key',
    ]);
    expect(unsupported).toEqual(['session']);
  });

  it("pre-fills path parameters from the parameter's example: the example data's customer", () => {
    expect(byName('customer_id')).toMatchObject({
      required: true,
      initial: exampleData.customer.id,
      type: 'string (uuid)',
    });
  });

  it("starts required parameters from the schema's example when the parameter has none, then its default", () => {
    expect(byName('page_size')).toMatchObject({required: true, initial: '10'});
    expect(byName('status').initial).toBe('');
  });

  it('starts optional parameters from their default only, with the example as placeholder', () => {
    expect(byName('limit')).toMatchObject({required: false, initial: '25', placeholder: '10'});
    expect(byName('next_page')).toMatchObject({initial: '', placeholder: 'cGFnZToy'});
    expect(byName('include_archived').initial).toBe('false');
    expect(byName('customer_id').placeholder).toBe(exampleData.customer.id);
  });

  it('offers enums (named schemas resolved) and booleans as choices with an empty "not set" value', () => {
    expect(byName('status').options).toEqual(['', 'active', 'archived']);
    expect(byName('include_archived').options).toEqual(['', 'true', 'false']);
    expect(byName('limit').options).toBeUndefined();
  });

  it('writes arrays comma-separated', () => {
    expect(byName('product_ids')).toMatchObject({array: true, initial: '', placeholder: 'a,b'});
  });

  it('gives the next write a new key once a write was answered, and keeps the other values', () => {
    const values = {'path:customer_id': exampleData.customer.id, 'header:Idempotency-Key': 'fresh-key'};
    expect(valuesWithFreshKeys(values, fields, () => 'next-key')).toEqual({
      'path:customer_id': exampleData.customer.id,
      'header:Idempotency-Key': 'next-key',
    });
    expect(values['header:Idempotency-Key']).toBe('fresh-key');
  });

  it('gives the Idempotency-Key a fresh key rather than the shared example', () => {
    expect(byName('Idempotency-Key')).toMatchObject({idempotencyKey: true, initial: 'fresh-key'});
    expect(byName('Idempotency-Key').placeholder).toBeUndefined();
  });
});

describe('fieldText', () => {
  it('shows strings as they are, lists comma-separated and objects as JSON', () => {
    expect(fieldText('acme')).toBe('acme');
    expect(fieldText(25)).toBe('25');
    expect(fieldText(['x', 1])).toBe('x,1');
    expect(fieldText({a: 1})).toBe('{"a":1}');
    expect(fieldText(undefined)).toBe('');
    expect(fieldText(null)).toBe('');
  });
});

describe('newUuid', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(
      newUuid({
        randomUUID: () => '00000000-0000-4000-8000-000000000000',
        getRandomValues: crypto.getRandomValues.bind(crypto),
      }),
    ).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('builds a version 4 UUID from random bytes outside secure contexts', () => {
    const id = newUuid({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newUuid({getRandomValues: crypto.getRandomValues.bind(crypto)})).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
