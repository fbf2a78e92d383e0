/** Matched words of a text (marks.ts): ASCII text takes a faster path that must find the same ranges. */
import {describe, expect, it} from 'vitest';
import {findTermRanges} from '../../../src/search/engine/marks';
import {foldCase} from '../../../src/search/engine/terms';

/** The definition: every word (letters and digits) whose folded form is a folded term, in text order. */
function referenceRanges(text: string, terms: readonly string[]) {
  const wanted = new Set(terms.map(foldCase));
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)]
    .filter((match) => wanted.has(foldCase(match[0])))
    .map((match) => ({start: match.index, end: match.index + match[0].length}));
}

const texts = [
  'Invoices are issued; an invoice is final. INVOICE-2026 and invoice_7 differ from reinvoice.',
  'POST /v1/customers creates a customer (customer_id is returned); customers list them.',
  'Rate limits: 100 requests per 60 s. Limit, limits, limited.',
  'meter meter meter',
  '',
  'Café crème: the invoice is final.',
  'ﬁnal invoices use the ﬁ ligature.',
];

const termSets = [
  ['invoice'],
  ['customer', 'v1'],
  ['limit', '60', 'limits'],
  ['meter'],
  ['final', 'cafe'],
  ['fi', 'final'],
  [],
];

describe('findTermRanges', () => {
  for (const text of texts) {
    for (const terms of termSets) {
      it(`finds ${JSON.stringify(terms)} in ${JSON.stringify(text.slice(0, 30))} as the word pattern does`, () => {
        expect(findTermRanges(text, terms)).toEqual(referenceRanges(text, terms));
      });
    }
  }

  it('marks whole words only, in text order', () => {
    const text = 'Invoices: invoice, reinvoice, INVOICE.';
    expect(findTermRanges(text, ['invoice']).map(({start, end}) => text.slice(start, end))).toEqual([
      'invoice',
      'INVOICE',
    ]);
  });
});
