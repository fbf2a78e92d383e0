import {describe, expect, it} from 'vitest';
import {collectOperations, untaggedGroupName} from '../../../src/api-reference/view-model/operations';
import {loadFixture} from './fixtures';

describe('collectOperations', () => {
  const tags = collectOperations(loadFixture('constructs.yaml'));

  it('groups by tag: declared tags in order, empty ones left out, untagged last', () => {
    expect(tags.map((tag) => [tag.name, tag.anchor])).toEqual([
      ['Customers', 'tag-customers'],
      ['Invoices', 'tag-invoices'],
      [untaggedGroupName, 'tag-other-operations'],
    ]);
    expect(tags[0]?.description).toBe('Customers are the companies **you** bill.');
  });

  it('lists an operation with several tags under its first only', () => {
    expect(tags[0]?.operations.map((operation) => operation.anchor)).toEqual([
      'listCustomers',
      'createCustomer',
      'getCustomer',
      'archiveCustomer',
    ]);
    expect(tags[1]?.operations.map((operation) => operation.anchor)).toEqual(['getInvoice']);
  });

  it('gives an operation without operationId an anchor from its method and path', () => {
    expect(tags[2]?.operations[0]).toMatchObject({
      anchor: 'operation-get-health',
      summary: 'Health check',
      method: 'get',
    });
  });

  it('merges path-level parameters into each operation and resolves references', () => {
    const getCustomer = tags[0]!.operations[2]!;
    expect(getCustomer.parameters.map((parameter) => parameter.name)).toEqual(['customer_id']);
    const listCustomers = tags[0]!.operations[0]!;
    expect(listCustomers.parameters.map((parameter) => parameter.name)).toEqual(['limit', 'ingest_alias', 'status']);
  });

  it('makes anchors unique when operationIds collide after slugging', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {'/a': {get: {operationId: 'a/b'}}, '/b': {get: {operationId: 'a b'}}},
    };
    expect(collectOperations(document)[0]?.operations.map((operation) => operation.anchor)).toEqual([
      'operation-a-b',
      'operation-a-b-2',
    ]);
  });
});
