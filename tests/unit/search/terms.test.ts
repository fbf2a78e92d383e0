import {describe, expect, it} from 'vitest';
import {maxQueryLength, maxQueryTerms, maxTermLength} from '../../../src/search/engine/constants';
import {
  capQuery,
  cleanTerm,
  indexWords,
  queryTerms,
  splitQuery,
  transpositions,
  wordStem,
} from '../../../src/search/engine/terms';

describe('splitQuery', () => {
  it('splits on whitespace, hyphens and slashes', () => {
    expect(splitQuery('rate  card\tusage-based api/v2\nseats')).toEqual([
      'rate',
      'card',
      'usage',
      'based',
      'api',
      'v2',
      'seats',
    ]);
  });

  it('splits on Unicode dashes as hyphens', () => {
    expect(splitQuery('pay‐as–you—go')).toEqual(['pay', 'as', 'you', 'go']);
  });

  it('keeps other punctuation inside a raw term (cleaning deals with it)', () => {
    expect(splitQuery('transaction_id customer.id')).toEqual(['transaction_id', 'customer.id']);
  });

  it('gives nothing for separators only', () => {
    expect(splitQuery(' -/ - ')).toEqual([]);
  });

  it('reads only the first 512 characters', () => {
    const query = `${'a'.repeat(maxQueryLength - 1)} overflow`;
    expect(capQuery(query)).toHaveLength(maxQueryLength);
    expect(splitQuery(query)).toEqual(['a'.repeat(maxQueryLength - 1)]);
  });
});

describe('cleanTerm', () => {
  it("drops a possessive ending, so customer's searches for customer and no stray s", () => {
    expect(cleanTerm("customer's")).toEqual(['customer']);
    expect(cleanTerm('customer\u2019s')).toEqual(['customer']);
    expect(cleanTerm("customers'")).toEqual(['customers']);
    expect(cleanTerm("o'brien")).toEqual(['o', 'brien']);
  });

  it('folds case and accents', () => {
    expect(cleanTerm('Résumé')).toEqual(['resume']);
  });

  it('splits on punctuation the way the index does', () => {
    expect(cleanTerm('"invoice"')).toEqual(['invoice']);
    expect(cleanTerm('"invoice",')).toEqual(['invoice']);
  });

  it('drops characters that mean nothing', () => {
    expect(cleanTerm('***')).toEqual([]);
    expect(cleanTerm('🙂')).toEqual([]);
  });

  it('cuts over-long words', () => {
    expect(cleanTerm('x'.repeat(100))).toEqual(['x'.repeat(maxTermLength)]);
  });
});

describe('identifiers', () => {
  it('keeps a snake_case, dotted or camelCase identifier whole, then gives its parts', () => {
    expect(cleanTerm('transaction_id')).toEqual(['transaction_id', 'transaction', 'id']);
    expect(cleanTerm('invoice.finalized')).toEqual(['invoice.finalized', 'invoice', 'finalized']);
    expect(cleanTerm('createCustomer')).toEqual(['createcustomer', 'create', 'customer']);
    expect(cleanTerm('getContractV2')).toEqual(['getcontractv2', 'get', 'contract', 'v2']);
  });

  it('indexes identifiers in running text the way queries clean them', () => {
    expect(indexWords('Listen for invoice.finalized, then call createCustomer.')).toEqual([
      'listen',
      'invoice.finalized',
      'invoice',
      'finalized',
      'call',
      'createcustomer',
      'create',
      'customer',
    ]);
  });

  it('treats a sentence-ending dot, an abbreviation and a version number as plain text', () => {
    expect(cleanTerm('invoice.')).toEqual(['invoice']);
    expect(cleanTerm('e.g.')).toEqual(['e', 'g']);
    expect(cleanTerm('1.5')).toEqual(['1', '5']);
    expect(cleanTerm('_private_')).toEqual(['private']);
  });

  it('reads capitals without a lower-case start as one word, not camelCase', () => {
    expect(cleanTerm('HTTPServer')).toEqual(['httpserver']);
    expect(cleanTerm('SSO')).toEqual(['sso']);
  });
});

describe('queryTerms', () => {
  it('drops the filler words of a question', () => {
    expect(queryTerms('how do I refund my invoice')).toEqual(['refund', 'invoice']);
    expect(queryTerms('why would it fail')).toEqual(['fail']);
  });

  it('de-duplicates after cleaning', () => {
    expect(queryTerms('Invoice invoice INVOICE')).toEqual(['invoice']);
  });

  it('drops stop words between other words', () => {
    expect(queryTerms('how to create a trial')).toEqual(['create', 'trial']);
  });

  it('keeps a last stop word that may still be typed, drops it once a separator follows', () => {
    expect(queryTerms('dark the')).toEqual(['dark', 'the']);
    expect(queryTerms('dark the ')).toEqual(['dark']);
  });

  it('caps the number of terms', () => {
    const words = Array.from({length: 30}, (_, i) => `word${i}`);
    expect(queryTerms(words.join(' '))).toEqual(words.slice(0, maxQueryTerms));
  });

  it('gives nothing for an empty or meaningless query', () => {
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms('   ?!* // -- ')).toEqual([]);
  });
});

describe('indexWords', () => {
  it('tokenizes like queries and leaves stop words out', () => {
    expect(indexWords('The Rate-card of a customer_id')).toEqual(['rate', 'card', 'customer_id', 'customer', 'id']);
  });
});

describe('wordStem', () => {
  it('strips common English endings', () => {
    expect(wordStem('invoices')).toBe('invoic');
    expect(wordStem('invoicing')).toBe('invoic');
    expect(wordStem('invoice')).toBe('invoic');
    expect(wordStem('metering')).toBe('meter');
  });

  it('leaves short words and words with digits alone', () => {
    expect(wordStem('rate')).toBeUndefined();
    expect(wordStem('oauth2s')).toBeUndefined();
  });
});

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once', () => {
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
    expect(transpositions('invocie')).toContain('invoice');
  });

  it('skips swaps of equal letters', () => {
    expect(transpositions('aab')).toEqual(['aba']);
  });
});
