import {describe, expect, it} from 'vitest';
import type {OpenAPIV3_1} from 'openapi-types';
import path from 'node:path';
import {apiCoverage} from '../../content-checks/api-coverage';
import {siteCoverage} from '../../content-checks/site-coverage';
import {OperationIndex} from '../../../src/api-reference/guides/operation-index';
import type {RequestSample} from '../../../src/api-reference/guides/request-samples';

const document = {
  openapi: '3.1.0',
  info: {title: 't', version: '1'},
  paths: {
    '/v1/customers': {get: {responses: {}}, post: {responses: {}}},
    '/v1/customers/{customer_id}': {get: {responses: {}}},
  },
} as unknown as OpenAPIV3_1.Document;
const index = new OperationIndex([{id: 'v1', document}]);
const operations = [
  {specId: 'v1', method: 'GET', template: '/v1/customers'},
  {specId: 'v1', method: 'POST', template: '/v1/customers'},
  {specId: 'v1', method: 'GET', template: '/v1/customers/{customer_id}'},
];
const sample = (method: string, path: string): RequestSample => ({method, path, line: 1, kind: 'curl', headers: {}});

describe('apiCoverage', () => {
  it('counts an operation once per page that shows it, matching paths to templates', () => {
    const coverage = apiCoverage(
      operations,
      [
        {page: 'a.mdx', samples: [sample('GET', '/v1/customers/9f1c'), sample('GET', '/v1/customers/other')]},
        {page: 'b.mdx', samples: [sample('GET', '/v1/customers/9f1c'), sample('DELETE', '/v1/customers')]},
      ],
      index,
    );
    expect(coverage.shown).toBe(1);
    expect(coverage.total).toBe(3);
    expect(coverage.operations.map((row) => row.pages)).toEqual([[], [], ['a.mdx', 'b.mdx']]);
  });

  it('counts an operation as answered when a response example follows one of its requests', () => {
    const coverage = apiCoverage(
      operations,
      [
        {
          page: 'a.mdx',
          samples: [sample('GET', '/v1/customers'), sample('POST', '/v1/customers')],
          responses: [{status: '201', bodyText: '{}', line: 9, request: sample('POST', '/v1/customers')}],
        },
        {page: 'b.mdx', samples: [], responses: [{status: '200', bodyText: '{}', line: 3}]},
      ],
      index,
    );
    expect(coverage.shown).toBe(2);
    expect(coverage.answered).toBe(1);
    expect(coverage.operations.map((row) => row.answered)).toEqual([false, true, false]);
  });

  it("finds at least 75% of this site's operations in a guide with a request and its response", async () => {
    const {coverage} = await siteCoverage(path.resolve(import.meta.dirname, '../../..'));
    expect(coverage.answered / coverage.total).toBeGreaterThanOrEqual(0.75);
    // Loading and dereferencing the seven specifications takes 5 s on a quiet machine and over 30 s when
    // the machine is shared: a timeout here says nothing about coverage.
  }, 120_000);
});
