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

/** A question and the one section (`/route/#anchor`) that must answer it. */
export interface SectionQuestion {
  readonly question: string;
  readonly section: string;
  /** Other sections a reviewer read and found to answer the question as completely; any of them counts. */
  readonly alsoAnswers?: readonly string[];
}

export interface SectionOutcome<Q extends SectionQuestion> {
  readonly question: Q;
  /** 1-based rank of the expected section among the results; `undefined` when it is not among them. */
  readonly rank: number | undefined;
  readonly topSections: readonly string[];
}

export interface SectionFigures {
  readonly label: string;
  readonly questions: number;
  /** Share of questions whose section is among the first 3 results. */
  readonly top3: number;
  /** Share of questions whose section is among the results (at most 8). */
  readonly top8: number;
  readonly meanReciprocalRank: number;
}

/**
 * Scores questions by section rather than by page: a result counts only when its URL is the expected
 * section's, or one of the question's `alsoAnswers`, so a page that answers in another section is a miss. `baseUrl` is stripped as above.
 */
export function evaluateSections<Q extends SectionQuestion>(
  engine: SearchEngine,
  questions: readonly Q[],
  baseUrl = '/',
): SectionOutcome<Q>[] {
  const prefix = baseUrl.replace(/\/+$/, '');
  return questions.map((question) => {
    const sections = engine.search(question.question).map((result) => result.url.slice(prefix.length));
    const accepted = new Set([question.section, ...(question.alsoAnswers ?? [])]);
    const index = sections.findIndex((section) => accepted.has(section));
    return {question, rank: index === -1 ? undefined : index + 1, topSections: sections};
  });
}

/** Top-3 and top-8 hit rates and MRR of some outcomes, under a label. */
export function sectionFigures(label: string, outcomes: readonly SectionOutcome<SectionQuestion>[]): SectionFigures {
  const share = (hit: (rank: number) => boolean): number =>
    outcomes.filter((outcome) => outcome.rank !== undefined && hit(outcome.rank)).length / outcomes.length;
  return {
    label,
    questions: outcomes.length,
    top3: share((rank) => rank <= 3),
    top8: share(() => true),
    meanReciprocalRank:
      outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / outcomes.length,
  };
}

/** Figures per value of one property of the questions (persona, kind), in the order values first appear. */
export function sectionFiguresBy<Q extends SectionQuestion>(
  outcomes: readonly SectionOutcome<Q>[],
  groupOf: (question: Q) => string,
): SectionFigures[] {
  const groups = new Map<string, SectionOutcome<Q>[]>();
  for (const outcome of outcomes) {
    const group = groupOf(outcome.question);
    groups.set(group, [...(groups.get(group) ?? []), outcome]);
  }
  return [...groups].map(([label, members]) => sectionFigures(label, members));
}

/** One line per group: `developer      120 questions, top-3 92.5%, top-8 98.3%, MRR 0.861`. */
export function describeSectionFigures(figures: readonly SectionFigures[]): string[] {
  return figures.map(
    (figure) =>
      `${figure.label.padEnd(16)} ${String(figure.questions).padStart(3)} questions, top-3 ${(figure.top3 * 100).toFixed(1)}%, top-8 ${(figure.top8 * 100).toFixed(1)}%, MRR ${figure.meanReciprocalRank.toFixed(3)}`,
  );
}

/** One line per question whose section is not in the top 3, with the sections that came first. */
export function describeSectionMisses(outcomes: readonly SectionOutcome<SectionQuestion>[]): string[] {
  return outcomes
    .filter((outcome) => outcome.rank === undefined || outcome.rank > 3)
    .map(
      (outcome) =>
        `${JSON.stringify(outcome.question.question)} → ${outcome.question.section}: ${
          outcome.rank === undefined ? 'missing' : `rank ${outcome.rank}`
        } (top: ${outcome.topSections.slice(0, 3).join(', ') || 'none'})`,
    );
}
