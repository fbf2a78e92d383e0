import {describe, expect, it} from 'vitest';
import {operationRouteToken, queryRouteToken} from '../../../src/search/engine/operation-route';
import {doc, engineOf, refs} from './helpers';

describe('operation route tokens', () => {
  it('read a template and a concrete path alike, and tell operations apart', () => {
    const getCustomer = operationRouteToken('get', '/v1/customers/{customer_id}');
    expect(operationRouteToken('GET', '/v1/customers/9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f')).toBe(getCustomer);
    expect(operationRouteToken('get', '/v1/customers')).not.toBe(getCustomer);
    expect(operationRouteToken('post', '/v1/customers')).not.toBe(operationRouteToken('get', '/v1/customers'));
    expect(operationRouteToken('get', '/v1/customers/{customer_id}/usage')).not.toBe(getCustomer);
    expect(getCustomer).toMatch(/^route_[0-9a-f]{8}$/);
  });

  it('come from a query that is a method and a path or URL, and from nothing else', () => {
    const createCustomer = operationRouteToken('post', '/v1/customers');
    expect(queryRouteToken('POST /v1/customers')).toBe(createCustomer);
    expect(queryRouteToken('  post https://api.meterstone.com/v1/customers?x=1 ')).toBe(createCustomer);
    expect(queryRouteToken('POST /v1/customers/')).toBe(createCustomer);
    expect(queryRouteToken('create POST /v1/customers')).toBeUndefined();
    expect(queryRouteToken('FETCH /v1/customers')).toBeUndefined();
    expect(queryRouteToken('POST /')).toBeUndefined();
    expect(queryRouteToken('/v1/customers')).toBeUndefined();
  });

  it('put the operation first for "METHOD /path", ahead of guides full of its words', () => {
    const engine = engineOf([
      doc('/guide/', 'Archive customers', 'POST /v1/customers/{customer_id}/archive archives customers. '.repeat(5)),
      doc('/api/#listCustomers', 'List customers', 'GET /v1/customers lists customers', {
        tags: `listCustomers ${operationRouteToken('get', '/v1/customers')}`,
      }),
      doc('/api/#createCustomer', 'Create a customer', 'POST /v1/customers creates a customer', {
        tags: `createCustomer ${operationRouteToken('post', '/v1/customers')}`,
      }),
    ]);
    expect(refs(engine, 'POST /v1/customers')[0]).toBe('/api/#createCustomer');
    expect(refs(engine, 'GET /v1/customers/')[0]).toBe('/api/#listCustomers');
  });
});
