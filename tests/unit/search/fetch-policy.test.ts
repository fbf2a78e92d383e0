import {describe, expect, it} from 'vitest';
import {fetchesAtOnce} from '../../../src/search/engine/fetch-policy';

describe('fetchesAtOnce', () => {
  it('waits for a pause on a word of under four letters being typed, not on a longer or finished one', () => {
    expect(['i', 'inv', 'void i', 'void inv', '  ab'].filter(fetchesAtOnce)).toEqual([]);
    expect(['invo', 'void', 'void invoice', 'tax id ', 'api '].every(fetchesAtOnce)).toBe(true);
  });
});
