import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {SearchDocument} from '../../../src/search/engine/types';
import {searchIndex} from '../../../src/search/engine/query';
import {extractSnippet} from '../../../src/search/engine/snippet';
import {loadedIndexOf} from './helpers';

/** Words of the product, so generated queries hit real prefixes, typos and crowded pages. */
const vocabulary = (
  'usage event billable metric product rate card contract commit credit invoice threshold alert seat ' +
  'subscription customer pricing tier discount override amendment edit webhook idempotency pagination ' +
  'export snowflake bigquery redshift stripe marketplace azure aws tax memo breakdown spend balance ' +
  'prepaid postpaid trial provision lifecycle revenue recognition salesforce dashboard security token'
).split(' ');

/** A corpus the size of the site: about 100 pages of 6 sections of 120 words. */
function corpus(): SearchDocument[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const words = (count: number) => Array.from({length: count}, () => vocabulary[next() % vocabulary.length]).join(' ');
  return Array.from({length: 100}, (_, page) =>
    Array.from({length: 6}, (__, section) => ({
      ref: `/page-${page}/${section === 0 ? '' : `#section-${section}`}`,
      title: words(3),
      parentTitle: `Page ${page}`,
      content: words(120),
      tags: section === 0 ? words(2) : '',
    })),
  ).flat();
}

// The unguarded search: `SearchEngine.search` catches exceptions, which would hide a throwing input.
const loaded = loadedIndexOf(corpus());
const stored = loaded.results;
const search = (input: string) => searchIndex(loaded, input);
/** Inputs a reader could type or paste: any Unicode, product words with separators, long runs. */
const anyInput = fc.oneof(
  fc.string({maxLength: 10_000, unit: 'grapheme'}),
  fc.string({maxLength: 10_000, unit: 'binary'}),
  fc
    .array(fc.oneof(fc.constantFrom(...vocabulary), fc.string({maxLength: 12})), {maxLength: 2_000})
    .map((parts) => parts.join(' ')),
  fc
    .tuple(fc.constantFrom(...vocabulary), fc.integer({min: 1, max: 10_000}))
    .map(([word, n]) => word.repeat(n).slice(0, 10_000)),
  fc
    .array(fc.constantFrom(' ', '-', '/', '*', '"', '\\', '(', ')', '~', '^', ':', 'a', 'é', '\u0000'), {
      maxLength: 10_000,
    })
    .map((chars) => chars.join('')),
);

describe('search on any input', () => {
  // Speed is measured by `npm run bench:search` (query p99), not here: a time limit in a unit test fails
  // on a busy machine for reasons the search cannot change.
  it('never throws, returns at most 8 results and a snippet for each', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const results = search(input);
        for (const result of results) {
          expect(Array.isArray(extractSnippet(stored[result.ref].text, result.terms))).toBe(true);
        }
        expect(results.length).toBeLessThanOrEqual(8);
      }),
      {numRuns: 300},
    );
  });
});
