import {describe, expect, it} from 'vitest';
import {fetchesAtOnce} from '../../../src/search/engine/fetch-policy';

describe('fetchesAtOnce', () => {
  it('fetches at once for a finished word, and waits for a pause on a word being typed', () => {
    expect(['i', 'inv', 'invoice', 'void i', 'void invoice', '  ', ' '].filter(fetchesAtOnce)).toEqual([]);
    expect(['void ', 'void invoice ', 'tax id  ', 'api '].every(fetchesAtOnce)).toBe(true);
  });
});
