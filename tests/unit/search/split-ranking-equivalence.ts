/**
 * The split engine's ranking against MiniSearch's over the whole index, for the scorer tests: the split
 * is written as one shard with no postings cut, so both see the same words and postings, and any
 * difference in the results comes from the scorer (postings-scorer.ts). MiniSearch's radix tree orders a
 * word's completions by the order the words were added, which decides the order of a result's matched
 * words and of tied results; the split engine adds a shard's words in code-unit order, so MiniSearch gets
 * the whole index's words in that order too.
 */
import {expect} from 'vitest';
import {engineFromIndexFile} from '../../../src/search/engine/index-file';
import {splitSearchIndex} from '../../../src/search/engine/split-build';
import {createSplitEngine, type SplitSearchEngine} from '../../../src/search/engine/split-engine';
import type {SearchEngine} from '../../../src/search/engine/index-file';
import type {SearchIndexFile} from '../../../src/search/engine/types';

type SearchIndexFileBody = Omit<SearchIndexFile, 'hash'>;

/** A whole-index engine and a one-shard, uncut split engine of the same index, prepared for `queries`. */
export async function enginesToCompare(
  index: SearchIndexFileBody,
  queries: readonly string[],
): Promise<{whole: SearchEngine; split: SplitSearchEngine}> {
  const split = splitSearchIndex(index, {
    shardBytes: Number.POSITIVE_INFINITY,
    chunkSize: 64,
    postingsPerTerm: Number.POSITIVE_INFINITY,
  });
  const texts = new Map(split.files.map((file) => [file.path, file.text]));
  const engine = createSplitEngine(split.manifest, async (part) => JSON.parse(texts.get(part) ?? 'null') as unknown);
  for (const query of queries) {
    await engine.prepare(query);
  }
  const byWord = [...index.index.postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const whole = engineFromIndexFile({...index, index: {...index.index, postings: byWord}, hash: 'compare'});
  return {whole, split: engine};
}

/** Scores this close are the same sum added in another order (see `PostingsScorer.scoreInto`). */
const sameSum = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));

/**
 * Asserts that both engines give `query` the same results in the same order, with the same scores and
 * words; two results may trade places only when their scores are the same to rounding.
 */
export function expectSameRanking(whole: SearchEngine, split: SearchEngine, query: string): void {
  const expected = whole.search(query);
  const actual = split.search(query);
  expect(actual.length, query).toBe(expected.length);
  actual.forEach((result, position) => {
    const wanted = expected[position];
    const where = `${query}: #${position + 1} ${result.ref} (expected ${wanted.ref})`;
    expect(sameSum(result.score, wanted.score), `${where}: score ${result.score}, expected ${wanted.score}`).toBe(true);
    if (result.ref === wanted.ref) {
      expect({terms: result.terms, typoOnly: result.typoOnly}, where).toEqual({
        terms: wanted.terms,
        typoOnly: wanted.typoOnly,
      });
    }
  });
}
