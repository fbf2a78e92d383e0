/**
 * The split engine's scorer (postings-scorer.ts) against MiniSearch on the whole index: the same
 * results, order, scores and matched words for each way a term can match (exact, prefix, word form,
 * one typo, swapped letters, synonyms combined with AND, joined words, operation routes) and for ties.
 * The relevance suite makes the same comparison on every query of the built site.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {buildSearchIndex, type SearchEngine} from '../../../src/search/engine/index-file';
import {shardsForQuery, type SplitSearchEngine} from '../../../src/search/engine/split-engine';
import {readerQuery} from '../../../src/search/engine/query';
import {doc} from './helpers';
import {enginesToCompare, expectSameRanking} from './split-ranking-equivalence';

const documents = [
  doc('/billing/invoices/', 'Invoices', 'Meterstone issues invoices at the end of each billing period.'),
  doc('/billing/invoices/#finalize', 'Finalize an invoice', 'Finalizing locks the invoice; invoicing stops.', {
    parentTitle: 'Invoices',
  }),
  doc('/billing/invoices/#void', 'Void an invoice', 'A voided invoice keeps its number.', {parentTitle: 'Invoices'}),
  doc('/billing/credits/', 'Prepaid credits', 'Top up the balance; a recharge adds credits when it runs low.'),
  doc('/billing/credits/#refill', 'Automatic refill', 'The refill threshold triggers a top up.', {
    parentTitle: 'Prepaid credits',
  }),
  doc('/admin/access/', 'Role based access control', 'Roles grant access. Single sign on signs members in.'),
  doc('/admin/tokens/', 'API tokens', 'Rotate a token before it expires; revoke a leaked token.', {
    tags: 'rotateToken',
  }),
  doc('/api/', 'API reference', 'POST /v1/customers creates a customer. GET /v1/customers lists them.'),
  doc('/api/#createCustomer', 'Create a customer', 'POST /v1/customers with an idempotency key.', {
    parentTitle: 'API reference',
    tags: 'createCustomer POST /v1/customers',
  }),
  doc('/webhooks/', 'Webhook endpoints', 'Each webhook endpoint receives signed events; check the signature.'),
  // Two pages with the same words and lengths: their scores tie, and the order must be MiniSearch's.
  doc('/ties/one/', 'Usage meter', 'Meters count usage events.'),
  doc('/ties/two/', 'Usage meter', 'Meters count usage events.'),
  doc('/numbers/', 'Limits', 'Send at most 2026 events in 60 seconds; a batch holds 500 events.'),
];

const queries = [
  'invoice',
  'invoices',
  'invoicing',
  'inv',
  'finalise invoice',
  'invocie',
  'voided',
  'refill credits',
  'recharge',
  'top up',
  'rbac',
  'role based access',
  'sso',
  'rotate token',
  'rotatetoken',
  'POST /v1/customers',
  'createCustomer',
  'idempotency',
  'webhook signature',
  'hmac',
  'usage meter',
  'meters',
  '2026 events',
  'events 500',
  'nothing matches this',
];

describe('the split index scorer', () => {
  let whole: SearchEngine;
  let split: SplitSearchEngine;

  beforeAll(async () => {
    ({whole, split} = await enginesToCompare(buildSearchIndex(documents), queries));
  });

  it.each(queries)('ranks %j as MiniSearch does over the whole index', (query) => {
    expectSameRanking(whole, split, query);
  });

  it('keeps MiniSearch order between tied results', () => {
    const tied = split.search('usage meter').filter((result) => result.ref.startsWith('/ties/'));
    expect(tied.map((result) => result.ref)).toEqual(['/ties/one/', '/ties/two/']);
    expect(tied[0].score).toBe(tied[1].score);
  });

  it('finds words through prefixes, typos and synonyms, not only exact words', () => {
    expect(split.search('inv').length).toBeGreaterThan(0);
    expect(split.search('invocie')[0]?.ref).toMatch(/^\/billing\/invoices\//);
    expect(split.search('rbac').map((result) => result.ref)).toContain('/admin/access/');
  });

  it('refuses to tell a position from hits a later query has replaced', () => {
    const {partial} = split;
    const treeOf = (query: string) => readerQuery(query, partial.vocabulary)?.tree ?? '';
    partial.useShards(shardsForQuery(partial, 'invoice token'));
    const first = partial.hits(treeOf('invoice'), () => true);
    expect(first.positionOf(first.ids[0])).toBe(0);
    partial.hits(treeOf('token'), () => true);
    expect(() => first.positionOf(first.ids[0])).toThrow(/next query/);
  });
});
