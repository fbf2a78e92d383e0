import {describe, expect, it} from 'vitest';
import {byTierThenScore, limitSectionsPerPage, pageOf, rankResults} from '../../../src/search/engine/rank';

const hit = (url: string, score: number, typoOnly = false) => ({url, score, typoOnly});

describe('pageOf', () => {
  it('drops the section anchor', () => {
    expect(pageOf('/a/#b')).toBe('/a/');
    expect(pageOf('/a/')).toBe('/a/');
  });
});

describe('byTierThenScore', () => {
  it('puts typo-only results after direct ones whatever their score', () => {
    const ranked = [hit('/typo/', 100, true), hit('/direct/', 1)].sort(byTierThenScore);
    expect(ranked.map((r) => r.url)).toEqual(['/direct/', '/typo/']);
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

describe('rankResults', () => {
  it('returns at most eight results', () => {
    const many = Array.from({length: 20}, (_, i) => hit(`/p${i}/`, i));
    const ranked = rankResults(many);
    expect(ranked).toHaveLength(8);
    expect(ranked[0].url).toBe('/p19/');
  });
});
