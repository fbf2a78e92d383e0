import {describe, expect, it} from 'vitest';
import {operationRouteToken} from '../../../src/search/engine/operation-route';
import type {ApiPageData} from '../../../src/api-reference/view-model/types';
import {pageOperationDocuments, pageReferenceDocuments} from '../../../src/api-reference/plugin/search-documents';

const page = {
  status: 'ok',
  specId: 'seats',
  title: 'Seats API',
  version: '1.0.0',
  servers: [],
  schemas: {},
  responses: {},
  fingerprint: 'f',
  tags: [
    {
      name: 'Seats',
      anchor: 'tag-seats',
      operations: [
        {
          anchor: 'updateSeats',
          method: 'post',
          path: '/v1/contracts/{contract_id}/seats',
          summary: 'Update the seat count',
          description: [['p', null, 'Changes seats from a ', ['code', null, 'starting_at'], ' date.']],
          security: [],
          parameters: [],
          responses: [],
          codeSamples: {},
        },
      ],
    },
  ],
} as unknown as ApiPageData;

describe('pageOperationDocuments', () => {
  it('makes one document per operation, at its anchor on the API page, with method and path searchable', () => {
    expect(pageOperationDocuments(page, '/api/seats/', '/')).toEqual([
      {
        ref: '/api/seats/#updateSeats',
        title: 'Update the seat count',
        parentTitle: 'Seats API',
        content: 'POST /v1/contracts/{contract_id}/seats Changes seats from a starting_at date.',
        tags: operationRouteToken('post', '/v1/contracts/{contract_id}/seats'),
        excerpt: 'POST /v1/contracts/{contract_id}/seats Changes seats from a starting_at date.',
      },
    ]);
  });

  it('makes the operationId and the route token tags and the parameter names content', () => {
    const operation = {
      ...(page as {tags: {operations: object[]}[]}).tags[0].operations[0],
      operationId: 'setSeatQuantity',
      parameters: [{name: 'contract_id', in: 'path', schema: {type: 'string'}}],
    };
    const withId = {...page, tags: [{name: 'Seats', anchor: 'tag-seats', operations: [operation]}]} as ApiPageData;
    const [document] = pageOperationDocuments(withId, '/api/seats/', '/');
    expect(document.tags).toBe(`setSeatQuantity ${operationRouteToken('POST', '/v1/contracts/{contract_id}/seats')}`);
    expect(document.content.endsWith(' contract_id')).toBe(true);
  });

  it('gives nothing for a page whose specification failed to load', () => {
    const failed = {status: 'error', specId: 'seats', title: 'Seats', reason: 'x', fingerprint: null} as const;
    expect(pageOperationDocuments(failed, '/api/seats/', '/')).toEqual([]);
  });
});

describe('pageReferenceDocuments', () => {
  const withObjects = {
    ...page,
    schemas: {
      PrepaidGrant: {
        type: 'object',
        description: 'Credit granted up front. It is drawn down first.',
        properties: [
          {name: 'id', schema: {type: 'string'}},
          {name: 'expires_at', schema: {type: 'string'}},
        ],
      },
    },
    changes: {PrepaidGrant: {summary: {}}},
    webhooks: {
      name: 'Webhook events',
      anchor: 'webhook-events',
      events: [
        {
          event: 'invoice.finalized',
          anchor: 'onInvoiceFinalized',
          summary: 'Invoice finalized',
          headers: [],
          responses: [],
        },
      ],
    },
  } as unknown as ApiPageData;

  it('finds an object by its name, as a tag and as words, and its fields, at its anchor', () => {
    const object = pageReferenceDocuments(withObjects, '/api/seats/', '/').find(
      (document) => document.title === 'PrepaidGrant',
    );
    expect(object).toMatchObject({
      ref: '/api/seats/#object-PrepaidGrant',
      parentTitle: 'Seats API',
      content: 'Prepaid Grant object id expires_at',
      tags: 'PrepaidGrant',
      excerpt: 'Credit granted up front.',
    });
  });

  it('finds the webhook events section by the event types it lists', () => {
    const [events] = pageReferenceDocuments(withObjects, '/api/seats/', '/');
    expect(events).toMatchObject({ref: '/api/seats/#webhook-events', content: 'Webhook events invoice.finalized'});
  });
});
