import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {compactIndex, expandIndex} from '../../../src/search/engine/compact-index';
import {miniSearchOptions, type IndexedDocument} from '../../../src/search/engine/engine-options';

const documents: IndexedDocument[] = [
  {id: 0, title: 'Rate cards', content: 'A rate card lists prices; rates change over time.', tags: ''},
  {id: 1, title: 'Seats', content: 'Seat counts change with proration. Rates per seat.', tags: 'seats licenses'},
  {id: 2, title: 'Invoices', content: 'Invoices are drafts until finalized.', tags: ''},
];

function built(): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions);
  index.addAll(documents);
  return index;
}

describe('compactIndex and expandIndex', () => {
  it('give back exactly what MiniSearch serialized', () => {
    const plain = built().toJSON();
    const roundTripped = expandIndex(JSON.parse(JSON.stringify(compactIndex(plain))));
    expect(roundTripped).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it('write postings as id gaps and frequencies', () => {
    const compact = compactIndex(built().toJSON());
    const rates = compact.postings.find(([term]) => term === 'rates');
    // "rates" is in the content (field 1) of documents 0 and 1, once each.
    expect(rates).toEqual(['rates', [1, 0, 1, 1, 1]]);
  });

  it('answer queries like the original index', () => {
    const original = built();
    const loaded = MiniSearch.loadJS<IndexedDocument>(expandIndex(compactIndex(original.toJSON())), miniSearchOptions);
    for (const query of ['rate', 'seats', 'invoice drafts']) {
      expect(loaded.search(query, {prefix: true})).toEqual(original.search(query, {prefix: true}));
    }
  });

  it('refuses an index whose ids are not 0..n-1', () => {
    const index = new MiniSearch<IndexedDocument>(miniSearchOptions);
    index.addAll(documents.map((document) => ({...document, id: document.id + 10})));
    expect(() => compactIndex(index.toJSON())).toThrow(/0\.\.n-1/);
  });
});
