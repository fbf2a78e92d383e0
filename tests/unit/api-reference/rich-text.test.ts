import {describe, expect, it} from 'vitest';
import {firstBlockText, richTextToPlain} from '../../../src/api-reference/view-model/rich-text';

describe('richTextToPlain', () => {
  it('flattens sanitised markup, keeps block text apart and inline text together', () => {
    expect(
      richTextToPlain([
        ['p', null, 'Call ', ['code', null, 'getCustomer'], ', then ', ['a', {href: '#x'}, 'read'], '.'],
        ['ul', null, ['li', null, 'One'], ['li', null, 'Two']],
      ]),
    ).toBe('Call getCustomer, then read. One Two');
    expect(richTextToPlain('Plain  text\n')).toBe('Plain text');
    expect(richTextToPlain(undefined)).toBe('');
  });
});

describe('firstBlockText', () => {
  it('gives the first paragraph only, for one-line summaries', () => {
    expect(
      firstBlockText([
        ['p', null, 'The ', ['strong', null, 'customer'], '.'],
        ['p', null, 'More detail.'],
      ]),
    ).toBe('The customer.');
    expect(firstBlockText('Created.')).toBe('Created.');
    expect(firstBlockText(undefined)).toBe('');
  });
});
