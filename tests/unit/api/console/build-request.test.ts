import {describe, expect, it} from 'vitest';
import {
  bearerToken,
  buildRequest,
  sentIdempotencyKey,
  type RequestDraft,
} from '../../../../src/api-reference/console/build-request';
import type {ParameterField} from '../../../../src/api-reference/console/parameter-fields';
import {exampleData} from '../../../../src/data/example-data';

function field(name: string, location: ParameterField['in'], extra: Partial<ParameterField> = {}): ParameterField {
  return {
    key: `${location}:${name}`,
    name,
    in: location,
    required: location === 'path',
    type: 'string',
    array: false,
    idempotencyKey: false,
    initial: '',
    ...extra,
  };
}

const customerId = exampleData.customer.id;

const draft: RequestDraft = {
  method: 'get',
  path: '/v1/customers/{customer_id}/invoices',
  baseUrl: 'https://api.meterstone.com/',
  pageProtocol: 'https:',
  fields: [
    field('customer_id', 'path'),
    field('limit', 'query'),
    field('status', 'query'),
    field('product_ids', 'query', {array: true}),
    field('Meterstone-Version', 'header'),
  ],
  values: {'path:customer_id': customerId, 'query:limit': '10', 'query:status': ''},
  token: 'sk_test_123',
};

describe('buildRequest', () => {
  it('fills the path, keeps set query parameters, omits empty optional ones and adds the token', () => {
    expect(buildRequest(draft)).toEqual({
      ok: true,
      request: {
        method: 'GET',
        url: `https://api.meterstone.com/v1/customers/${customerId}/invoices?limit=10`,
        headers: [
          ['Accept', 'application/json'],
          ['Authorization', 'Bearer sk_test_123'],
        ],
      },
    });
  });

  it('encodes path and query values, and repeats array query parameters', () => {
    const result = buildRequest({
      ...draft,
      values: {'path:customer_id': 'a/b c?', 'query:status': 'past due&x', 'query:product_ids': 'p1, p2,,'},
    });
    expect(result.ok && result.request.url).toBe(
      'https://api.meterstone.com/v1/customers/a%2Fb%20c%3F/invoices?status=past%20due%26x&product_ids=p1&product_ids=p2',
    );
  });

  it('sends header parameters that are set, and no Authorization without a token or security', () => {
    const noToken = buildRequest({
      ...draft,
      token: '  ',
      values: {...draft.values, 'header:Meterstone-Version': '2026-01-15'},
    });
    expect(noToken.ok && noToken.request.headers).toEqual([
      ['Accept', 'application/json'],
      ['Meterstone-Version', '2026-01-15'],
    ]);
    const publicOperation = buildRequest({...draft, token: undefined});
    expect(publicOperation.ok && publicOperation.request.headers).toEqual([['Accept', 'application/json']]);
  });

  it('does not double a pasted "Bearer " prefix', () => {
    expect(bearerToken(' Bearer sk_test_123 ')).toBe('sk_test_123');
    const result = buildRequest({...draft, token: 'bearer sk_test_123'});
    expect(result.ok && result.request.headers).toContainEqual(['Authorization', 'Bearer sk_test_123']);
  });

  it('lists every problem instead of sending: base URL, required parameters, header and token characters', () => {
    const result = buildRequest({
      ...draft,
      baseUrl: 'api.meterstone.com',
      values: {'header:Meterstone-Version': 'line\nbreak'},
      token: 'two words',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/not a valid URL/);
    expect(problems).toContain('Fill in the required path parameter customer_id.');
    expect(problems.join('\n')).toMatch(/Meterstone-Version header can hold only/);
    expect(problems.join('\n')).toMatch(/token can hold only/);
  });

  it('reports a plain-HTTP API from an HTTPS page as mixed content', () => {
    const result = buildRequest({...draft, baseUrl: 'http://api.meterstone.com'});
    expect(result.ok ? [] : result.problems).toEqual([expect.stringContaining('mixed content')]);
  });

  it('sends a valid JSON body with its Content-Type, and refuses an invalid one', () => {
    const post: RequestDraft = {
      ...draft,
      method: 'post',
      path: '/v1/customers',
      fields: [field('Idempotency-Key', 'header', {idempotencyKey: true})],
      values: {'header:Idempotency-Key': 'key-1'},
      body: {text: '{"name": "Acme Logistics"}', mediaType: 'application/json', required: true},
    };
    expect(buildRequest(post)).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://api.meterstone.com/v1/customers',
        headers: [
          ['Accept', 'application/json'],
          ['Idempotency-Key', 'key-1'],
          ['Authorization', 'Bearer sk_test_123'],
          ['Content-Type', 'application/json'],
        ],
        body: '{"name": "Acme Logistics"}',
      },
    });
    const invalid = buildRequest({...post, body: {...post.body!, text: '{"name": }'}});
    expect(invalid.ok ? [] : invalid.problems).toEqual([expect.stringMatching(/not valid JSON.*Nothing was sent/)]);
  });

  it('sends no body and no Content-Type when an optional body is empty', () => {
    const result = buildRequest({
      ...draft,
      method: 'post',
      body: {text: '', mediaType: 'application/json', required: false},
    });
    expect(result.ok && result.request.body).toBeUndefined();
    expect(result.ok && result.request.headers.map(([name]) => name)).not.toContain('Content-Type');
  });
});

describe('sentIdempotencyKey', () => {
  it('reads the key from the headers sent, whatever their case, and is undefined without one', () => {
    const request = {method: 'POST', url: 'https://x.test/v1/customers', headers: [] as Array<[string, string]>};
    expect(sentIdempotencyKey(request)).toBeUndefined();
    expect(sentIdempotencyKey({...request, headers: [['Idempotency-Key', 'key-1']]})).toBe('key-1');
    expect(sentIdempotencyKey({...request, headers: [['idempotency-key', 'key-2']]})).toBe('key-2');
  });
});
