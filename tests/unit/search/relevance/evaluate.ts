/** Scores a search engine against the relevance queries: hit rate in the top 8 and mean reciprocal rank. */
import type {SearchEngine} from '../../../../src/search/engine/index-file';
import {pageOf} from '../../../../src/search/engine/rank';
import type {QueryKind, RelevanceQuery} from './queries';

export interface QueryOutcome {
  readonly query: RelevanceQuery;
  /** 1-based rank of the first result on the expected page; `undefined` when it is not in the results. */
  readonly rank: number | undefined;
  readonly topPages: readonly string[];
}

export interface RelevanceReport {
  readonly outcomes: readonly QueryOutcome[];
  /** Share of queries whose page is in the results (at most 8). */
  readonly hitRate: number;
  /** Mean of 1/rank, 0 for a miss. */
  readonly meanReciprocalRank: number;
}

/** `baseUrl` is stripped from result URLs so expectations stay independent of where the site lives. */
export function evaluateRelevance(
  engine: SearchEngine,
  queries: readonly RelevanceQuery[],
  baseUrl = '/',
): RelevanceReport {
  const prefix = baseUrl.replace(/\/+$/, '');
  const outcomes = queries.map((query): QueryOutcome => {
    const pages = engine.search(query.query).map((result) => pageOf(result.url).slice(prefix.length));
    const index = pages.indexOf(query.page);
    return {query, rank: index === -1 ? undefined : index + 1, topPages: pages};
  });
  const hits = outcomes.filter((outcome) => outcome.rank !== undefined).length;
  const reciprocal = outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0);
  return {
    outcomes,
    hitRate: queries.length === 0 ? 0 : hits / queries.length,
    meanReciprocalRank: queries.length === 0 ? 0 : reciprocal / queries.length,
  };
}

/** One line per query that did not come first, for a failed assertion or the benchmark. */
export function describeMisses(report: RelevanceReport): string[] {
  return report.outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map(
      (outcome) =>
        `${JSON.stringify(outcome.query.query)} → ${outcome.query.page}: ${
          outcome.rank === undefined ? 'missing' : `rank ${outcome.rank}`
        } (top: ${outcome.topPages.slice(0, 3).join(', ') || 'none'})`,
    );
}

export interface KindFigures {
  readonly kind: QueryKind;
  readonly queries: number;
  readonly hitRate: number;
  readonly meanReciprocalRank: number;
}

/** Hit rate and MRR of each kind of query, in the order the kinds first appear. */
export function figuresByKind(report: RelevanceReport): KindFigures[] {
  const byKind = new Map<QueryKind, QueryOutcome[]>();
  for (const outcome of report.outcomes) {
    byKind.set(outcome.query.kind, [...(byKind.get(outcome.query.kind) ?? []), outcome]);
  }
  return [...byKind].map(([kind, outcomes]) => ({
    kind,
    queries: outcomes.length,
    hitRate: outcomes.filter((outcome) => outcome.rank !== undefined).length / outcomes.length,
    meanReciprocalRank:
      outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / outcomes.length,
  }));
}

/** One line per kind: `question       25 queries, hit@8 92.0%, MRR 0.781`. */
export function describeFigures(figures: readonly KindFigures[]): string[] {
  return figures.map(
    (figure) =>
      `${figure.kind.padEnd(14)} ${String(figure.queries).padStart(3)} queries, hit@8 ${(figure.hitRate * 100).toFixed(1)}%, MRR ${figure.meanReciprocalRank.toFixed(3)}`,
  );
}
