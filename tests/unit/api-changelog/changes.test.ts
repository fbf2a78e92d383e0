import {describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../../../src/api-reference/spec/document';
import {isInsideExample, operationIdsOf, specChanges, toPointer} from '../../../src/api-changelog/changes';

/** A small specification with two operations, which each test changes in one way. */
function billingSpec(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {title: 'Billing', version: '1.0.0'},
    paths: {
      '/v1/customers': {
        post: {
          operationId: 'createCustomer',
          summary: 'Create a customer',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {type: 'object', required: ['name'], properties: {name: {type: 'string', maxLength: 100}}},
              },
            },
          },
          responses: {'201': {description: 'Created.'}},
        },
      },
      '/v1/customers/{customer_id}': {
        get: {
          operationId: 'getCustomer',
          summary: 'Get a customer',
          parameters: [{name: 'customer_id', in: 'path', required: true, schema: {type: 'string'}}],
          responses: {
            '200': {
              description: 'The customer.',
              content: {
                'application/json': {
                  schema: {type: 'object', properties: {id: {type: 'string'}, name: {type: 'string'}}},
                },
              },
            },
          },
        },
      },
    },
  };
}

type Paths = Record<string, Record<string, Record<string, unknown>>>;
const pathsOf = (document: OpenApiDocument) => document.paths as Paths;

describe('specChanges', () => {
  it('finds nothing between a specification and itself', () => {
    expect(specChanges(billingSpec(), billingSpec())).toEqual([]);
  });

  it('classifies an added required query parameter as breaking, in its operation', () => {
    const after = billingSpec();
    const get = pathsOf(after)['/v1/customers/{customer_id}']!.get!;
    get.parameters = [
      ...(get.parameters as unknown[]),
      {name: 'expand', in: 'query', required: true, schema: {type: 'string'}},
    ];
    expect(specChanges(billingSpec(), after)).toEqual([
      expect.objectContaining({
        kind: 'add',
        type: 'breaking',
        pointer: '/paths/~1v1~1customers~1{customer_id}/get/parameters/1',
        operation: 'getCustomer',
      }),
    ]);
  });

  it('classifies a removed operation as breaking and names it from the older document', () => {
    const after = billingSpec();
    delete pathsOf(after)['/v1/customers/{customer_id}']!.get;
    const changes = specChanges(billingSpec(), after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({kind: 'remove', type: 'breaking', operation: 'getCustomer'});
  });

  it('classifies an added operation and an added response field as non-breaking', () => {
    const before = billingSpec();
    delete pathsOf(before)['/v1/customers']!.post;
    const after = billingSpec();
    const responses = pathsOf(after)['/v1/customers/{customer_id}']!.get!.responses as {
      '200': {content: {'application/json': {schema: {properties: Record<string, unknown>}}}};
    };
    responses['200'].content['application/json'].schema.properties.email = {type: 'string'};
    const changes = specChanges(before, after);
    expect(changes.map(({kind, type, operation}) => ({kind, type, operation}))).toEqual(
      expect.arrayContaining([
        {kind: 'add', type: 'non-breaking', operation: 'createCustomer'},
        {kind: 'add', type: 'non-breaking', operation: 'getCustomer'},
      ]),
    );
    expect(changes.every((change) => change.type === 'non-breaking')).toBe(true);
  });

  it('marks a deprecation as deprecated, not breaking', () => {
    const after = billingSpec();
    pathsOf(after)['/v1/customers/{customer_id}']!.get!.deprecated = true;
    expect(specChanges(billingSpec(), after)).toEqual([
      expect.objectContaining({kind: 'add', type: 'deprecated', operation: 'getCustomer'}),
    ]);
  });

  it('leaves out wording: a changed summary or description needs no entry', () => {
    const after = billingSpec();
    pathsOf(after)['/v1/customers']!.post!.summary = 'Create one customer';
    pathsOf(after)['/v1/customers']!.post!.description = 'Adds a customer to bill.';
    expect(specChanges(billingSpec(), after)).toEqual([]);
  });
});

describe('isInsideExample', () => {
  it('is true inside an example or examples value, at any depth', () => {
    expect(
      isInsideExample([
        'paths',
        '/v1/x',
        'get',
        'responses',
        '404',
        'content',
        'application/json',
        'example',
        'error',
        'message',
      ]),
    ).toBe(true);
    expect(isInsideExample(['components', 'examples', 'Gone', 'value', 'error'])).toBe(true);
  });

  it('is false for contract paths and for a schema property named example', () => {
    expect(isInsideExample(['paths', '/v1/x', 'get', 'responses', '404'])).toBe(false);
    expect(isInsideExample(['components', 'schemas', 'Thing', 'properties', 'example', 'type'])).toBe(false);
  });
});

describe('toPointer', () => {
  it('escapes ~ and / inside segments (RFC 6901)', () => {
    expect(toPointer(['paths', '/v1/a~b', 'get', 0])).toBe('/paths/~1v1~1a~0b/get/0');
  });
});

describe('operationIdsOf', () => {
  it('lists the operationId of every operation', () => {
    expect([...operationIdsOf(billingSpec())].sort()).toEqual(['createCustomer', 'getCustomer']);
  });
});
