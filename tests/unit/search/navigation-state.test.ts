import {describe, expect, it} from 'vitest';
import {searchTermsOf, searchTermsState, withoutSearchTerms} from '../../../src/search/engine/navigation-state';

describe('search terms in the history state', () => {
  it('round-trips the terms', () => {
    expect(searchTermsOf(searchTermsState(['rate', 'card']))).toEqual(['rate', 'card']);
  });

  it('ignores states without terms or with terms that are not words', () => {
    expect(searchTermsOf(undefined)).toBeUndefined();
    expect(searchTermsOf({other: 1})).toBeUndefined();
    expect(searchTermsOf({searchTerms: 'rate'})).toBeUndefined();
    expect(searchTermsOf({searchTerms: [1, '']})).toBeUndefined();
  });

  it('removes the terms and keeps the rest of the state', () => {
    expect(withoutSearchTerms({searchTerms: ['a'], from: '/x/'})).toEqual({from: '/x/'});
    expect(withoutSearchTerms({searchTerms: ['a']})).toBeUndefined();
  });
});
