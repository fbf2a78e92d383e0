import {beforeAll, describe, expect, it} from 'vitest';
import {constraintsOf, SchemaConverter} from '../../../src/api-reference/view-model/schema-view';
import {schemaTypeLabel} from '../../../src/api-reference/view-model/schema-label';
import type {PropertyView, SchemaView} from '../../../src/api-reference/view-model/types';
import {loadFixture} from './fixtures';

const describeAsText = (markdown: string) => markdown;

function property(view: SchemaView | undefined, name: string): PropertyView {
  const found = view?.properties?.find((entry) => entry.name === name);
  if (found === undefined) {
    throw new Error(`no property ${name}`);
  }
  return found;
}

describe('SchemaConverter on the constructs fixture', () => {
  const document = loadFixture('constructs.yaml');
  let converter: SchemaConverter;
  let invoice: SchemaView;
  let customer: SchemaView;

  beforeAll(() => {
    converter = new SchemaConverter(document, describeAsText);
    expect(converter.node({$ref: '#/components/schemas/Invoice'})).toEqual({ref: 'Invoice'});
    expect(converter.node({$ref: '#/components/schemas/Customer'})).toEqual({ref: 'Customer'});
    invoice = converter.schemas.Invoice!;
    customer = converter.schemas.Customer!;
  });

  it('keeps named schemas in the table and refers to them by name', () => {
    expect(property(invoice, 'lines').schema).toEqual({type: 'array', items: {ref: 'InvoiceLine'}});
    expect(converter.schemas.InvoiceLine?.properties?.map((entry) => entry.name)).toEqual(['product', 'quantity']);
  });

  it('marks required properties only', () => {
    expect(property(invoice, 'id').required).toBe(true);
    expect(property(invoice, 'lines').required).toBeUndefined();
  });

  it('keeps enums, defaults, formats and limits', () => {
    expect(property(invoice, 'status').schema).toEqual({
      type: 'string',
      enum: ['"draft"', '"finalized"', '"void"'],
      default: '"draft"',
    });
    expect(property(invoice, 'total').schema).toEqual({type: 'number', format: 'double', constraints: ['> 0']});
    expect(converter.schemas.InvoiceLine?.properties?.[1]?.schema).toEqual({type: 'integer', constraints: ['>= 0']});
  });

  it('keeps oneOf variants with their discriminator', () => {
    expect(property(invoice, 'payment').schema).toEqual({
      oneOf: [{ref: 'CardPayment'}, {ref: 'MarketplacePayment'}],
      discriminator: 'kind',
    });
    expect(converter.schemas.CardPayment?.properties?.[0]?.schema).toEqual({const: '"card"'});
    expect((converter.schemas.CardPayment?.properties?.[1]?.schema as SchemaView).constraints).toEqual([
      'pattern ^[0-9]{4}$',
    ]);
  });

  it('keeps anyOf variants, inline ones included', () => {
    const memo = property(invoice, 'memo').schema as SchemaView;
    expect(memo.anyOf).toHaveLength(2);
    expect(memo.anyOf?.[0]).toEqual({type: 'string'});
    expect((memo.anyOf?.[1] as SchemaView).properties?.[0]?.name).toBe('text');
  });

  it('reads a oneOf with a null variant as a nullable schema', () => {
    expect(property(invoice, 'voided_at').schema).toEqual({type: 'string', format: 'date-time', nullable: true});
  });

  it('keeps an allOf that cannot merge into one object as its parts', () => {
    const mixed = property(invoice, 'mixed').schema as SchemaView;
    expect(mixed.allOf).toEqual([{type: 'string'}, {constraints: ['at least 2 characters']}]);
  });

  it('merges an allOf of objects into one object with the union of required properties', () => {
    expect(customer.type).toBe('object');
    expect(customer.description).toBe('A customer you bill.');
    expect(customer.properties?.map((entry) => entry.name)).toEqual([
      'name',
      'ingest_aliases',
      'secret_note',
      'id',
      'created_at',
      'billing_provider',
      'parent',
      'custom_fields',
    ]);
    expect(customer.properties?.filter((entry) => entry.required).map((entry) => entry.name)).toEqual([
      'name',
      'id',
      'created_at',
    ]);
  });

  it('keeps read-only, write-only and OpenAPI 3.0 nullable flags', () => {
    expect(property(customer, 'id').schema).toMatchObject({readOnly: true, format: 'uuid'});
    expect(property(customer, 'secret_note').schema).toMatchObject({writeOnly: true});
    expect(property(customer, 'billing_provider').schema).toMatchObject({nullable: true, type: 'string'});
  });

  it('refers to a recursive schema by name, with the description beside the reference', () => {
    expect(property(customer, 'parent').schema).toEqual({
      ref: 'Customer',
      description: 'The customer this one rolls up to.',
    });
  });

  it('keeps schemas of additional properties and unique-item limits', () => {
    expect(property(customer, 'custom_fields').schema).toEqual({
      type: 'object',
      additionalProperties: {type: 'string'},
    });
    expect(property(customer, 'ingest_aliases').schema).toEqual({
      type: 'array',
      items: {type: 'string'},
      constraints: ['unique items'],
    });
  });

  it('reads OpenAPI 3.1 type lists with null as nullable', () => {
    const converterFor = new SchemaConverter(document, describeAsText);
    expect(converterFor.node({type: ['string', 'null'], description: 'Cursor'})).toEqual({
      type: 'string',
      nullable: true,
      description: 'Cursor',
    });
    expect(converterFor.node({type: ['integer', 'string']})).toEqual({type: 'integer | string'});
  });

  it('stops at a cycle through a pointer that is not a named schema', () => {
    const cyclic = {
      openapi: '3.1.0',
      paths: {},
      components: {
        schemas: {Tree: {type: 'object', properties: {child: {$ref: '#/components/schemas/Tree/properties/child'}}}},
      },
    };
    const converterFor = new SchemaConverter(cyclic, describeAsText);
    expect(converterFor.node({$ref: '#/components/schemas/Tree/properties/child'})).toEqual({
      circular: true,
      title: 'child',
    });
  });

  it('labels types for tables', () => {
    expect(schemaTypeLabel({type: 'string', format: 'uuid'}, converter.schemas)).toBe('string (uuid)');
    expect(schemaTypeLabel(property(invoice, 'lines').schema, converter.schemas)).toBe('array of InvoiceLine');
    expect(schemaTypeLabel(property(invoice, 'payment').schema, converter.schemas)).toBe('one of');
    expect(schemaTypeLabel({}, converter.schemas)).toBe('any');
  });

  it('labels a const without a type by the type of its value', () => {
    expect(schemaTypeLabel({const: '"card"'}, converter.schemas)).toBe('string');
    expect(schemaTypeLabel({const: '2'}, converter.schemas)).toBe('integer');
    expect(schemaTypeLabel({const: '2.5'}, converter.schemas)).toBe('number');
    expect(schemaTypeLabel({const: 'true'}, converter.schemas)).toBe('boolean');
    expect(schemaTypeLabel({const: 'null'}, converter.schemas)).toBe('null');
    expect(schemaTypeLabel({const: 'not json'}, converter.schemas)).toBe('any');
    expect(schemaTypeLabel({type: 'string', const: '"card"'}, converter.schemas)).toBe('string');
  });
});

describe('maps', () => {
  it('labels an object of free keys by its values, and an object with named properties as an object', () => {
    expect(schemaTypeLabel({type: 'object', additionalProperties: {type: 'string'}}, {})).toBe('map of string');
    expect(schemaTypeLabel({additionalProperties: {type: 'array', items: {type: 'integer'}}}, {})).toBe(
      'map of array of integer',
    );
    expect(
      schemaTypeLabel(
        {type: 'object', properties: [{name: 'id', schema: {type: 'string'}}], additionalProperties: {type: 'string'}},
        {},
      ),
    ).toBe('object');
    expect(schemaTypeLabel({type: 'object', additionalProperties: true}, {})).toBe('object');
  });

  it('states the pattern keys must match', () => {
    expect(constraintsOf({propertyNames: {pattern: '^[a-z][a-z0-9_]{0,63}$'}, maxProperties: 50})).toEqual([
      'at most 50 properties',
      'keys match ^[a-z][a-z0-9_]{0,63}$',
    ]);
  });
});

describe('constraintsOf', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(constraintsOf({minLength: 1, maxLength: 255})).toEqual(['at least 1 character', 'at most 255 characters']);
    expect(constraintsOf({minItems: 1, maxItems: 1})).toEqual(['exactly 1 item']);
    expect(constraintsOf({minProperties: 0, maxProperties: 1})).toEqual([
      'at least 0 properties',
      'at most 1 property',
    ]);
  });
});
