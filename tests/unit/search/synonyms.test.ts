import {describe, expect, it} from 'vitest';
import {equivalentPhrases, readerPhrases} from '../../../src/search/engine/synonyms';
import {synonymQueries} from '../../../src/search/engine/synonym-queries';
import {indexWords, queryTerms} from '../../../src/search/engine/terms';
import {doc, engineOf, refs} from './helpers';

describe('the synonym list', () => {
  it('has phrases that keep words after stop words are left out, in lower case, without repeats', () => {
    const phrases = [
      ...equivalentPhrases.flat(),
      ...Object.keys(readerPhrases),
      ...Object.values(readerPhrases).flat(),
    ];
    for (const phrase of phrases) {
      expect(indexWords(phrase).length, phrase).toBeGreaterThan(0);
      expect(phrase, phrase).toBe(phrase.toLowerCase());
    }
    for (const group of equivalentPhrases) {
      expect(new Set(group).size, group.join(', ')).toBe(group.length);
    }
  });
});

describe('synonymQueries', () => {
  it('adds nothing for a query without a listed phrase', () => {
    expect(synonymQueries(queryTerms('invoice lifecycle'))).toEqual([]);
  });

  it('expands an acronym both ways', () => {
    expect(JSON.stringify(synonymQueries(queryTerms('RBAC')))).toContain('"role"');
    expect(JSON.stringify(synonymQueries(queryTerms('role based access control')))).toContain('"rbac"');
  });

  it("expands a reader's word one way only", () => {
    expect(JSON.stringify(synonymQueries(queryTerms('amazon')))).toContain('"aws"');
    expect(synonymQueries(queryTerms('aws'))).toEqual([]);
  });

  it('matches a phrase only as consecutive words', () => {
    expect(synonymQueries(queryTerms('money back'))).not.toEqual([]);
    expect(synonymQueries(queryTerms('back money'))).toEqual([]);
  });
});

describe('search with synonyms', () => {
  const engine = engineOf([
    doc('/rbac/', 'Role-based access control', 'Assign roles to people and tokens.'),
    doc('/taxes/', 'Calculate taxes', 'A tax provider adds the right tax.'),
    doc('/memos/', 'Issue credit memos', 'Correct a finalized invoice.'),
    doc('/other/', 'Roles of the team', 'Who does what.'),
    doc('/discounts/', 'Ways to discount', 'Lower the price for a period.'),
    doc('/first-month/', 'First months of Acme', 'The first months of the example customer.'),
  ]);

  it('finds the page by its acronym, ranked as a direct match', () => {
    expect(refs(engine, 'RBAC')[0]).toBe('/rbac/');
    expect(engine.search('RBAC')[0].typoOnly).toBe(false);
  });

  it("finds the docs' term for a reader's word", () => {
    expect(refs(engine, 'VAT')).toEqual(['/taxes/']);
    expect(refs(engine, 'money back')).toContain('/memos/');
  });

  it("finds the docs' term for a reader's word in a question (issue #29)", () => {
    expect(refs(engine, 'coupon')).toEqual(['/discounts/']);
    expect(refs(engine, 'coupon for first three months')).toContain('/discounts/');
  });
});
