import {describe, expect, it} from 'vitest';
import {maxResults} from '../../../src/search/engine/constants';
import {buildQuery, isDirectMatch, termQuery} from '../../../src/search/engine/query';
import {doc, engineOf, refs} from './helpers';

describe('buildQuery', () => {
  it('matches every term exactly and as a prefix, combined with OR', () => {
    const query = buildQuery(['rate', 'card']);
    expect(query).toMatchObject({
      combineWith: 'OR',
      queries: [
        {combineWith: 'OR', queries: [{queries: ['rate'], prefix: true, fuzzy: false}]},
        {combineWith: 'OR', queries: [{queries: ['card'], prefix: true, fuzzy: false}]},
      ],
    });
  });

  it('adds one-edit fuzzy matching and swapped-letter variants for terms of five letters or more', () => {
    const query = termQuery('trial') as {queries: {queries: string[]; fuzzy: unknown; prefix: unknown}[]};
    expect(query.queries[0]).toMatchObject({queries: ['trial'], prefix: true, fuzzy: 1});
    const variants = query.queries.filter((sub) => sub.prefix === false).map((sub) => sub.queries[0]);
    expect(variants).toEqual(['rtial', 'tiral', 'trail', 'trila']);
  });

  it('tolerates no typo in terms shorter than five letters', () => {
    const query = termQuery('seat') as {queries: {fuzzy: unknown}[]};
    expect(query.queries).toHaveLength(1);
    expect(query.queries[0].fuzzy).toBe(false);
  });
});

describe('terms that match only themselves', () => {
  it('gives no prefix expansion to terms under three characters', () => {
    expect((termQuery('me') as {queries: {prefix: unknown}[]}).queries[0]!.prefix).toBe(false);
    expect((termQuery('s') as {queries: {prefix: unknown}[]}).queries[0]!.prefix).toBe(false);
    expect((termQuery('api') as {queries: {prefix: unknown}[]}).queries[0]!.prefix).toBe(true);
  });

  it('matches HTTP method words exactly: no prefix, no typo', () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const query = termQuery(method) as {queries: {queries: string[]; prefix: unknown; fuzzy: unknown}[]};
      expect(query.queries[0], method).toMatchObject({queries: [method], prefix: false, fuzzy: false});
      expect(query.queries.filter((sub) => sub.prefix === false && sub.queries[0] !== method)).toEqual([]);
    }
    const engine = engineOf([
      doc('/post/', 'Create a customer', 'POST /v1/customers creates a customer.'),
      doc('/postgres/', 'PostgreSQL', 'Export to Postgres, or try the API with Postman.'),
    ]);
    expect(refs(engine, 'POST')).toEqual(['/post/']);
  });
});

describe('isDirectMatch', () => {
  it('counts a short or method term as direct only where it is the whole word', () => {
    expect(isDirectMatch(['postgres'], ['post'])).toBe(false);
    expect(isDirectMatch(['post'], ['post'])).toBe(true);
    expect(isDirectMatch(['meter'], ['me'])).toBe(false);
  });

  it('counts exact, prefix and word-form matches as direct, typo matches not', () => {
    expect(isDirectMatch(['invoice'], ['invoice'])).toBe(true);
    expect(isDirectMatch(['invoices'], ['invo'])).toBe(true);
    expect(isDirectMatch(['invoicing'], ['invoices'])).toBe(true);
    expect(isDirectMatch(['invoice'], ['invocie'])).toBe(false);
  });
});

describe('search ranking', () => {
  const engine = engineOf([
    doc('/exact/', 'Trial', 'Start a trial for a new customer.'),
    doc('/prefix/', 'Trials', 'Trials let customers try the product.'),
    doc('/typo/', 'Trail', 'A trail of events through the system.'),
    doc('/other/', 'Rate cards', 'Prices of products over time.'),
  ]);

  it('ranks exact above prefix above typo matches', () => {
    expect(refs(engine, 'trial')).toEqual(['/exact/', '/prefix/', '/typo/']);
  });

  it('ranks a typo-only match after a weaker prefix match', () => {
    const tiered = engineOf([
      doc('/typo/', 'Trail', 'trail trail trail', {tags: 'trail'}),
      doc('/prefix/', 'Customers', 'Long text that mentions trials once among many other words about customers.'),
    ]);
    const [first, second] = tiered.search('trial');
    expect([first.ref, second.ref]).toEqual(['/prefix/', '/typo/']);
    // Without the tiers the typo match would win on score.
    expect(second.score).toBeGreaterThan(first.score);
  });

  it('finds a word with two swapped letters', () => {
    const typoEngine = engineOf([
      doc('/invoices/', 'Invoices', 'An invoice lists the charges of a period.'),
      doc('/metrics/', 'Billable metrics', 'Aggregate events.'),
    ]);
    expect(refs(typoEngine, 'invocie')).toEqual(['/invoices/']);
    expect(typoEngine.search('invocie')[0].typoOnly).toBe(true);
  });

  it('finds a word with one letter wrong, missing or added', () => {
    const typoEngine = engineOf([doc('/metrics/', 'Billable metrics', 'Aggregate events into a quantity.')]);
    expect(refs(typoEngine, 'aggregste')).toEqual(['/metrics/']);
    expect(refs(typoEngine, 'agregate')).toEqual(['/metrics/']);
    expect(refs(typoEngine, 'aggreggate')).toEqual(['/metrics/']);
  });

  it('does not guess at typos in short words', () => {
    const shortEngine = engineOf([doc('/seat/', 'Seat', 'Per seat pricing.')]);
    expect(refs(shortEngine, 'seta')).toEqual([]);
  });

  it('finds other forms of a word', () => {
    const formEngine = engineOf([doc('/how/', 'How invoicing works', 'Invoicing runs at the end of a period.')]);
    expect(refs(formEngine, 'invoices')).toEqual(['/how/']);
  });

  it('boosts titles above content (title 5, content 2)', () => {
    const boosted = engineOf([
      doc('/content/', 'Rate cards', 'Rate cards hold prices for products and webhooks.'),
      doc('/title/', 'Webhooks', 'Signed notifications about changes.'),
    ]);
    expect(refs(boosted, 'webhooks')).toEqual(['/title/', '/content/']);
  });

  it('boosts tags above titles (tags 10)', () => {
    const boosted = engineOf([
      doc('/title/', 'Ledger', 'Balances.'),
      doc('/tagged/', 'Remaining balance', 'How much is left.', {tags: 'ledger'}),
    ]);
    expect(refs(boosted, 'ledger')).toEqual(['/tagged/', '/title/']);
  });

  it('ranks sections matching more terms first', () => {
    const multi = engineOf([
      doc('/one/', 'Create a contract', 'Contracts hold a rate card.'),
      doc('/both/', 'Create a trial', 'A trial contract ends on a date.'),
    ]);
    expect(refs(multi, 'create trial')[0]).toBe('/both/');
  });

  it('returns url, title, parentTitle, score and the matched terms', () => {
    const [first] = engine.search('trial');
    expect(first).toMatchObject({url: '/exact/', title: 'Trial', parentTitle: 'Page', terms: ['trial']});
    expect(first.score).toBeGreaterThan(0);
  });

  it('returns at most eight results', () => {
    const many = engineOf(Array.from({length: 30}, (_, i) => doc(`/page-${i}/`, `Usage page ${i}`, 'usage')));
    expect(many.search('usage')).toHaveLength(maxResults);
  });

  it('keeps a page to two sections while other pages match', () => {
    const sections = Array.from({length: 6}, (_, i) => doc(`/crowded/#s${i}`, `Alerts ${i}`, 'alerts alerts alerts'));
    const others = [doc('/quiet/', 'Quiet', 'alerts'), doc('/calm/', 'Calm', 'alerts')];
    const results = engineOf([...sections, ...others]).search('alerts');
    const crowded = results.filter((result) => result.url.startsWith('/crowded/'));
    expect(results.slice(0, 4).filter((result) => result.url.startsWith('/crowded/'))).toHaveLength(2);
    // Nothing else matches beyond the two other pages, so the held-back sections fill the list.
    expect(results).toHaveLength(8);
    expect(crowded).toHaveLength(6);
  });

  it('returns nothing for a query with no meaningful characters', () => {
    expect(engine.search('  --//?? ')).toEqual([]);
  });
});
