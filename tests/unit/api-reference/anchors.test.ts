import {describe, expect, it} from 'vitest';
import {
  AnchorRegistry,
  operationAnchor,
  sharedResponseAnchor,
  slugify,
  tagAnchor,
} from '../../../src/api-reference/view-model/anchors';

describe('anchors', () => {
  it('slugifies names', () => {
    expect(slugify('Commits & credits')).toBe('commits-credits');
    expect(slugify('Überblick API')).toBe('uberblick-api');
  });

  it('uses the operationId as it is when it is a valid id', () => {
    expect(operationAnchor('createCustomer', 'post', '/customers')).toBe('createCustomer');
  });

  it('falls back to a slug for odd ids and to method and path without one', () => {
    expect(operationAnchor('customers/create', 'post', '/customers')).toBe('operation-customers-create');
    expect(operationAnchor(undefined, 'get', '/customers/{customer_id}')).toBe('operation-get-customers-customer-id');
  });

  it('prefixes tags and shared responses so they cannot take an operation id', () => {
    expect(tagAnchor('Billable metrics')).toBe('tag-billable-metrics');
    expect(sharedResponseAnchor('NotFound')).toBe('response-notfound');
  });

  it('hands out unique ids', () => {
    const registry = new AnchorRegistry();
    expect([registry.claim('a'), registry.claim('a'), registry.claim('a'), registry.claim('b')]).toEqual([
      'a',
      'a-2',
      'a-3',
      'b',
    ]);
  });
});
