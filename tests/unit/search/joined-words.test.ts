import {describe, expect, it} from 'vitest';
import {splitJoinedWord} from '../../../src/search/engine/joined-words';
import {doc, engineOf, refs} from './helpers';

const vocabulary = new Map([
  ['rate', 10],
  ['card', 8],
  ['ratecard', 1],
  ['sales', 5],
  ['force', 2],
  ['salesforce', 9],
  ['the', 50],
  ['them', 3],
]);

describe('splitJoinedWord', () => {
  it('splits a joined word into two indexed words', () => {
    expect(splitJoinedWord('ratecard', vocabulary)).toEqual(['rate', 'card']);
    expect(splitJoinedWord('ratecards', new Map([...vocabulary, ['cards', 2]]))).toEqual(['rate', 'cards']);
  });

  it('leaves a common indexed word whole', () => {
    expect(splitJoinedWord('salesforce', vocabulary)).toBeUndefined();
  });

  it('needs both parts indexed, three letters or more, and not stop words', () => {
    expect(splitJoinedWord('ratexyz', vocabulary)).toBeUndefined();
    expect(splitJoinedWord('themcard', vocabulary)).toEqual(['them', 'card']);
    expect(splitJoinedWord('thecard', vocabulary)).toBeUndefined();
  });

  it('ignores terms with digits, punctuation or too few letters', () => {
    expect(splitJoinedWord('rate2card', vocabulary)).toBeUndefined();
    expect(splitJoinedWord('rate_card', vocabulary)).toBeUndefined();
    expect(splitJoinedWord('ratec', vocabulary)).toBeUndefined();
  });
});

describe('search for a joined word', () => {
  it('finds the two-word form', () => {
    const engine = engineOf([
      doc('/rate-cards/', 'Create rate cards', 'A rate card lists prices.'),
      doc('/cards/', 'Payment cards', 'Charge a card.'),
    ]);
    expect(refs(engine, 'ratecard')[0]).toBe('/rate-cards/');
  });
});
