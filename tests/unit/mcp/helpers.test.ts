import {describe, expect, it} from 'vitest';
import {findOperation} from '../../../src/mcp/api/find-operation';
import {hostAllowed, originAllowed} from '../../../src/mcp/http/origin';
import {createRateLimiter} from '../../../src/mcp/http/rate-limiter';
import {closestNames} from '../../../src/mcp/site/closest-names';
import {parsePageAddress} from '../../../src/mcp/site/page-address';
import {textPart} from '../../../src/mcp/site/paging';
import type {OperationView} from '../../../src/api-reference/view-model/types';

const site = 'https://docs.example.com/';

describe('parsePageAddress', () => {
  it.each([
    ['/launch-guides/quickstart/', '/launch-guides/quickstart/', undefined],
    ['launch-guides/quickstart', '/launch-guides/quickstart/', undefined],
    ['https://docs.example.com/api/#createCustomer', '/api/', 'createCustomer'],
    ['/developer-resources/use-api/pagination/index.md', '/developer-resources/use-api/pagination/', undefined],
    ['/', '/', undefined],
  ])('reads %s as route %s', (input, route, anchor) => {
    const result = parsePageAddress(input, site);
    expect(result).toEqual({ok: true, address: anchor === undefined ? {route} : {route, anchor}});
  });

  it('strips the base path of a site served below one', () => {
    expect(parsePageAddress('https://docs.example.com/docs/api/', 'https://docs.example.com/docs/')).toEqual({
      ok: true,
      address: {route: '/api/'},
    });
  });

  it.each([
    '/../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '..\\..\\etc\\passwd',
    '/api/%2f..%2fsecret',
    '/api/\u0000',
    'https://evil.example.com/api/',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (input) => {
    const result = parsePageAddress(input, site);
    expect(result.ok).toBe(false);
  });
});

describe('textPart', () => {
  it('returns short text whole and long text in parts that end at a line break', () => {
    expect(textPart('abc', 0, 10)).toEqual({text: 'abc', totalChars: 3});
    const text = `${'a'.repeat(8)}\n${'b'.repeat(8)}\n${'c'.repeat(8)}`;
    const first = textPart(text, 0, 12);
    expect(first.text).toBe(`${'a'.repeat(8)}\n`);
    expect(first.nextOffset).toBe(9);
    expect(textPart(text, first.nextOffset!, 100).text).toBe(`${'b'.repeat(8)}\n${'c'.repeat(8)}`);
  });
});

describe('closestNames', () => {
  it('puts names containing the text first, then the nearest by edit distance', () => {
    expect(closestNames('customr', ['Contract', 'Customer', 'Invoice'], 2)).toEqual(['Customer', 'Contract']);
    expect(closestNames('Invoice', ['InvoiceLine', 'Invoice', 'Customer'], 2)).toEqual(['Invoice', 'InvoiceLine']);
  });
});

describe('findOperation', () => {
  const operation = (method: OperationView['method'], path: string, operationId: string) =>
    ({method, path, operationId, anchor: operationId}) as OperationView;
  const apis = [
    {
      api: 'v1',
      operations: [
        operation('post', '/v1/customers', 'createCustomer'),
        operation('get', '/v1/customers/{customer_id}', 'getCustomer'),
      ],
    },
  ];

  it('finds by operationId, by method and path, and by a path with other parameter names', () => {
    expect(findOperation('createCustomer', apis)).toMatchObject({
      found: true,
      operation: {operationId: 'createCustomer'},
    });
    expect(findOperation('post /v1/customers', apis)).toMatchObject({
      found: true,
      operation: {operationId: 'createCustomer'},
    });
    expect(findOperation('GET /v1/customers/{id}', apis)).toMatchObject({
      found: true,
      operation: {operationId: 'getCustomer'},
    });
  });

  it('suggests the closest operations for an unknown one', () => {
    expect(findOperation('getCustomr', apis)).toEqual({found: false, suggestions: ['getCustomer', 'createCustomer']});
  });
});

describe('origin and host checks', () => {
  it('lets requests without Origin, from the docs site and from loopback through, and no other', () => {
    expect(originAllowed(undefined, site)).toBe(true);
    expect(originAllowed('https://docs.example.com', site)).toBe(true);
    expect(originAllowed('http://localhost:3000', site)).toBe(true);
    expect(originAllowed('https://evil.example.com', site)).toBe(false);
    expect(originAllowed('null', site)).toBe(false);
  });

  it('accepts the docs host and loopback as Host, not a rebound name', () => {
    expect(hostAllowed('docs.example.com', site)).toBe(true);
    expect(hostAllowed('127.0.0.1:4176', site)).toBe(true);
    expect(hostAllowed('attacker.example.net:4176', site)).toBe(false);
    expect(hostAllowed(undefined, site)).toBe(false);
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per window and per client, then says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter(2, 60_000, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    now = 15_000;
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 45});
    expect(limiter.take('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
