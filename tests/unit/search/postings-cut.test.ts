/**
 * Impact-ordered postings (issue #31 at 10,000 pages): a word's postings keep the documents where it
 * weighs most, with the whole index's document counts, so the kept documents score as in the whole index.
 */
import {describe, expect, it} from 'vitest';
import {buildSearchIndex, engineFromIndexFile} from '../../../src/search/engine/index-file';
import {cutPosting, termImpact} from '../../../src/search/engine/postings-cut';
import {splitSearchIndex} from '../../../src/search/engine/split-build';
import {createSplitEngine} from '../../../src/search/engine/split-engine';
import type {TermShard} from '../../../src/search/engine/split-format';
import {doc} from './helpers';

const flat = {fieldLength: () => 10, boost: () => 1};
const index = {averageFieldLength: [10, 10, 10], fieldBoost: [5, 2, 10]};

describe('cutPosting', () => {
  it('keeps a posting within the limit as it is', () => {
    const posting = ['meter', [1, 3, 1, 4, 2]] as const;
    expect(cutPosting(posting as never, 2, flat, index)).toEqual({posting, fullCounts: []});
  });

  it('keeps the documents where the word weighs most, re-encodes the gaps and records the full counts', () => {
    // Content (field 1): documents 2, 5, 9 and 11 with frequencies 1, 4, 1, 3; title (field 0): document 9.
    const posting = ['meter', [0, 9, 1], [1, 2, 1, 3, 4, 4, 1, 2, 3]] as const;
    const cut = cutPosting(posting as never, 2, flat, index);
    // Document 9 weighs title 5 + content 2 per unit; 5 (frequency 4) beats 11 (frequency 3) and 2.
    expect(cut.posting).toEqual(['meter', [0, 9, 1], [1, 5, 4, 4, 1]]);
    expect(cut.fullCounts).toEqual([[1, 4]]);
  });

  it('weighs a frequent word in a short field more, as BM25 does', () => {
    expect(termImpact(3, 10, 20)).toBeGreaterThan(termImpact(3, 40, 20));
    expect(termImpact(3, 20, 20)).toBeGreaterThan(termImpact(1, 20, 20));
  });
});

describe('a split index with cut postings', () => {
  // Forty pages use "meter" from once to forty times; ten is the cut.
  const documents = Array.from({length: 40}, (_, page) =>
    doc(`/page-${page}/`, `Page ${page}`, `${'meter '.repeat(page + 1)}readings and invoices.`),
  );
  const whole = buildSearchIndex(documents);
  const split = splitSearchIndex(whole, {shardBytes: 6_000, chunkSize: 4, postingsPerTerm: 10});
  const texts = new Map(split.files.map((file) => [file.path, JSON.parse(file.text) as unknown]));

  it('writes the whole index count of a cut word', () => {
    const cut = [...texts.values()].flatMap((part) => (part as Partial<TermShard>).fullCounts ?? []);
    expect(cut).toContainEqual(['meter', 1, 40]);
  });

  it('gives the kept documents the scores of the whole index, in the same order', async () => {
    const engine = createSplitEngine(split.manifest, async (part) => structuredClone(texts.get(part)));
    await engine.prepare('meter');
    const results = engine.search('meter');
    const expected = engineFromIndexFile({...whole, hash: 'x'}).search('meter');
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((result) => result.ref)).toEqual(expected.map((result) => result.ref));
    results.forEach((result, position) => expect(result.score).toBeCloseTo(expected[position].score, 9));
  });
});
