import {describe, expect, it} from 'vitest';
import {bestPartsFirst, isLead, limitSectionsPerPage, pageOf} from '../../../src/search/engine/rank';
import {hitOrder} from '../../../src/search/engine/query';

const hit = (url: string, score: number, typoOnly = false) => ({url, score, typoOnly});

describe('pageOf', () => {
  it('drops the section anchor', () => {
    expect(pageOf('/a/#b')).toBe('/a/');
    expect(pageOf('/a/')).toBe('/a/');
  });
});

describe('isLead', () => {
  it("is a page's own result, not one of its sections", () => {
    expect(isLead({url: '/a/'})).toBe(true);
    expect(isLead({url: '/a/#b'})).toBe(false);
  });
});

describe('hitOrder', () => {
  // Positions 0-3: a typo-only hit with the best score, two direct hits of equal score, a weak direct one.
  const hits = {
    ids: [10, 11, 12, 13],
    scores: [100, 5, 5, 1],
    direct: [0, 1, 1, 1],
    positionOf: () => -1,
    termsOf: () => [],
  };
  it('puts typo-only hits after direct ones whatever their score, by score within a tier, then in order', () => {
    expect([0, 3, 2, 1].sort(hitOrder(hits))).toEqual([1, 2, 3, 0]);
  });
});

describe('bestPartsFirst', () => {
  // A lead compares with its own sections at a tenth of its score (leadWithinPageFactor): at 10, as 1.
  it("puts the section that matches better than the unboosted lead in the page's first place", () => {
    const sorted = [hit('/a/', 10), hit('/b/', 7), hit('/a/#answer', 6), hit('/c/', 1)];
    expect(bestPartsFirst(sorted, sorted).map((r) => r.url)).toEqual(['/a/#answer', '/b/', '/a/', '/c/']);
  });

  it("puts the section before a lead that matches better only by the page's title and keywords", () => {
    const sorted = [hit('/a/', 30), hit('/b/', 7), hit('/a/#answer', 4)];
    expect(bestPartsFirst(sorted, sorted).map((r) => r.url)).toEqual(['/a/#answer', '/b/', '/a/']);
  });

  it('keeps the lead first when the section would show none of the matched words in its snippet', () => {
    const sorted = [hit('/a/', 30), hit('/b/', 7), hit('/a/#heading-only', 4)];
    const showsMatch = (result: {url: string}) => result.url !== '/a/#heading-only';
    expect(bestPartsFirst(sorted, sorted, showsMatch).map((r) => r.url)).toEqual(['/a/', '/b/', '/a/#heading-only']);
  });

  it('keeps every page in its places and the lead first when it matches ten times better', () => {
    const sorted = [hit('/a/', 100), hit('/b/#x', 7), hit('/a/#intro', 4)];
    expect(bestPartsFirst(sorted, sorted).map((r) => r.url)).toEqual(['/a/', '/b/#x', '/a/#intro']);
  });

  it('puts a section that covers as many query terms as the lead, with its page title, before the lead', () => {
    const sorted = [hit('/a/', 100), hit('/b/#x', 7), hit('/a/#runs-out', 4)];
    // The lead holds "prepaid credits" and "run"; the section holds "run", and its page title the rest.
    const covered = (result: {url: string}) => (result.url === '/b/#x' ? 1 : 3);
    expect(bestPartsFirst(sorted, sorted, () => true, covered).map((r) => r.url)).toEqual([
      '/a/#runs-out',
      '/b/#x',
      '/a/',
    ]);
  });

  it('keeps the lead first when it covers more query terms, or the section shows no match', () => {
    const sorted = [hit('/a/', 100), hit('/a/#part', 4)];
    const leadCoversMore = (result: {url: string}) => (result.url === '/a/' ? 3 : 2);
    expect(bestPartsFirst(sorted, sorted, () => true, leadCoversMore).map((r) => r.url)).toEqual(['/a/', '/a/#part']);
    const noMatchShown = (result: {url: string}) => result.url === '/a/';
    expect(bestPartsFirst(sorted, sorted, noMatchShown, () => 3).map((r) => r.url)).toEqual(['/a/', '/a/#part']);
  });

  it("may fill a page's place with a part held back by the per-page limit", () => {
    const all = [hit('/a/', 200), hit('/a/#1', 9), hit('/b/', 8), hit('/a/#best', 9.5)];
    const chosen = [hit('/a/', 200), hit('/a/#1', 9), hit('/b/', 8)];
    expect(bestPartsFirst(chosen, all).map((r) => r.url)).toEqual(['/a/', '/a/#best', '/b/']);
  });
});

describe('limitSectionsPerPage', () => {
  it('lets a page take two slots while other pages have matches', () => {
    const ranked = [hit('/a/#1', 9), hit('/a/#2', 8), hit('/a/#3', 7), hit('/b/', 6), hit('/a/#4', 5), hit('/c/', 4)];
    expect(limitSectionsPerPage(ranked, 4).map((r) => r.url)).toEqual(['/a/#1', '/a/#2', '/b/', '/c/']);
  });

  it('fills the remaining slots with held-back sections when nothing else matches', () => {
    const ranked = [hit('/a/#1', 9), hit('/a/#2', 8), hit('/a/#3', 7), hit('/b/', 6), hit('/a/#4', 5)];
    expect(limitSectionsPerPage(ranked, 8).map((r) => r.url)).toEqual(['/a/#1', '/a/#2', '/b/', '/a/#3', '/a/#4']);
  });
});
