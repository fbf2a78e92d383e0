/**
 * Relevance of the search on the built site: each query a reader would type must find its page in the
 * top 8, by hit rate and mean reciprocal rank, overall and per kind of query (targets of issue #15).
 * It reads the split index the browser gets (`build/search-manifest.json` and the parts each query
 * fetches; see split-of-build.ts), so it runs after `docusaurus build`:
 * `npm run test:relevance` (the plain unit run leaves it out: see vitest.config.mts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadIndexFile, type SearchEngine} from '../../../src/search/engine/index-file';
import {pageOf} from '../../../src/search/engine/rank';
import {
  describeFigures,
  describeMisses,
  describeSectionFigures,
  describeSectionMisses,
  evaluateRelevance,
  evaluateSections,
  figuresByKind,
  sectionFigures,
  sectionFiguresBy,
} from './relevance/evaluate';
import {questionBank} from './relevance/question-bank';
import {loadCapabilities, loadQuestions, verdictSection} from '../../content-checks/outside-questions';
import {navigationalQueries} from './relevance/navigational';
import {builtSplitIndex, preparedSplitEngine} from './relevance/split-of-build';
import {enginesToCompare, expectSameRanking} from './split-ranking-equivalence';
import {
  issue15Queries,
  issue29Queries,
  issue31Queries,
  originalQueries,
  relevanceQueries,
  type QueryKind,
} from './relevance/queries';

const indexPath = path.resolve(__dirname, '../../../build/search.json');
const skipReason = !existsSync(indexPath)
  ? `relevance suite skipped: ${indexPath} is absent; run \`npm run build\` first`
  : undefined;

if (skipReason !== undefined) {
  console.info(skipReason);
}

/**
 * Figures of the original 90 queries with the engine as it was before issue #15, on the content as it
 * is since the guides show every operation's request (merge 7288154): hit 88 of 90, MRR 0.923. (On the
 * content before those guides the same engine had 0.929; the guides' samples add API words to many
 * pages, so the comparison is engine against engine on one content.) They must not drop.
 */
const originalBaseline = {hitRate: 88 / 90, meanReciprocalRank: 0.923};

/** Least hit rate and MRR per kind of the issue #15 queries. */
const kindTargets: Partial<Record<QueryKind, {hitRate: number; meanReciprocalRank: number}>> = {
  question: {hitRate: 0.9, meanReciprocalRank: 0.75},
  'api-identifier': {hitRate: 0.95, meanReciprocalRank: 0.85},
};

/**
 * Section-level figures of the issue #29 question bank. The issue's targets are the answering section in
 * the top 3 for 90% of the questions and in the top 8 for 97%. When the bank was added, a locked build
 * measured top 3: 52.0%, top 8: 66.1%, MRR 0.447. Since then the answering section comes before its
 * page's lead (and before it whenever it covers as many of the query's terms with its page's title),
 * readers' words have synonyms in the docs' words, and about 60 sections open in the reader's words: on a
 * build of that content, top 3: 91.1%, top 8: 97.7%, MRR 0.747. Issue #42's pages (boundary sentences,
 * recipes and answers to outside questions, about 1,800 lines) added sections that now compete with the
 * answering ones: top 3 84.8%, top 8 93.7%, MRR 0.703; issue #43's requests, answers and error tables on
 * about 45 pages, 83.0% and 93.1%. The floors hold that figure while the competing sections are told
 * apart again (issues #42 and #43's closing notes list it); the targets stay 90% and 97%.
 */
const questionBankFloor = {top3: 0.83, top8: 0.93};

/**
 * The outside question bank of issue #42 (`data/questions/`), scored by its verdicts' sections: the
 * answer, or the sentence that says Meterstone cannot do it. The issue's targets are top 3 for 90% and
 * top 8 for 97%; these floors are what the bank reaches today (see the closing notes of issue #42), so
 * a change that loses ground fails while the pages are brought up to the targets.
 */
const outsideBankFloor = {top3: 0.52, top8: 0.65};
/**
 * The verdict sections alone, without the confirmed `also_answers` (61 questions have some): 41.0% and
 * 56.8% before, 40.8% and 57.5% after issue #43's additions.
 */
const outsideBankStrictFloor = {top3: 0.4, top8: 0.57};
const outsideQuestions = loadQuestions().map((entry) => ({
  ...entry,
  section: verdictSection(entry)!,
  alsoAnswers: entry.also_answers,
}));
/** The same bank scored by its verdict sections alone, as before reviewers confirmed other answering sections. */
const outsideQuestionsStrict = outsideQuestions.map((entry) => ({...entry, alsoAnswers: undefined}));

describe.skipIf(skipReason !== undefined)('search relevance on the built site', () => {
  let engine: SearchEngine | undefined;
  const loadEngine = (): SearchEngine => {
    if (engine === undefined) {
      throw new Error('the split engine is prepared in beforeAll');
    }
    return engine;
  };

  beforeAll(async () => {
    // Every query's parts are fetched first; a query's ranking depends only on its own parts, so the
    // order of fetching changes nothing (see PartialIndex).
    engine = await preparedSplitEngine(builtSplitIndex(path.dirname(indexPath)), [
      ...relevanceQueries.map((query) => query.query),
      ...issue31Queries.map((query) => query.question),
      ...questionBank.map((question) => question.question),
      ...outsideQuestions.map((question) => question.question),
      ...navigationalQueries.map((query) => query.question),
    ]);
    // Reading every part of the index for about 1,200 queries takes seconds, more on a busy machine than
    // the default 10 s a hook may take.
  }, 120_000);

  it('has the 90 original queries and at least 60 of issue #15, of every kind', () => {
    expect(originalQueries.length).toBe(90);
    expect(issue15Queries.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(relevanceQueries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual([
      'api',
      'api-identifier',
      'concept',
      'exact-phrase',
      'prefix',
      'question',
      'term',
      'topic',
      'typo',
    ]);
  });

  it('keeps the original queries at their figures before issue #15 or better', () => {
    const report = evaluateRelevance(loadEngine(), originalQueries);
    const summary = [...describeFigures(figuresByKind(report)), ...describeMisses(report)].join('\n');
    console.info(
      `original queries: hit@8 ${report.hitRate.toFixed(3)}, MRR ${report.meanReciprocalRank.toFixed(3)}\n${summary}`,
    );
    expect(report.hitRate, summary).toBeGreaterThanOrEqual(originalBaseline.hitRate);
    expect(report.meanReciprocalRank, summary).toBeGreaterThanOrEqual(originalBaseline.meanReciprocalRank);
  });

  it('meets the per-kind targets on the queries of issue #15', () => {
    const report = evaluateRelevance(loadEngine(), issue15Queries);
    const figures = figuresByKind(report);
    const summary = [...describeFigures(figures), ...describeMisses(report)].join('\n');
    console.info(
      `issue #15 queries: hit@8 ${report.hitRate.toFixed(3)}, MRR ${report.meanReciprocalRank.toFixed(3)}\n${summary}`,
    );
    for (const figure of figures) {
      const target = kindTargets[figure.kind];
      if (target !== undefined) {
        expect(figure.hitRate, `${figure.kind}\n${summary}`).toBeGreaterThanOrEqual(target.hitRate);
        expect(figure.meanReciprocalRank, `${figure.kind}\n${summary}`).toBeGreaterThanOrEqual(
          target.meanReciprocalRank,
        );
      }
    }
  });

  it('finds the guide that says what can change for every "can I change it later" question (issue #29)', () => {
    const report = evaluateRelevance(loadEngine(), issue29Queries);
    expect(describeMisses(report).filter((miss) => miss.includes(': missing'))).toEqual([]);
  });

  it('finds the expected page in the top 8 for at least 95% of all queries, with MRR of at least 0.80', () => {
    const report = evaluateRelevance(loadEngine(), relevanceQueries);
    const summary = describeFigures(figuresByKind(report)).join('\n');
    console.info(
      `all queries: hit@8 ${report.hitRate.toFixed(3)}, MRR ${report.meanReciprocalRank.toFixed(3)}\n${summary}`,
    );
    expect(report.hitRate, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.meanReciprocalRank, summary).toBeGreaterThanOrEqual(0.8);
  });

  it('finds the answering section of the issue #29 question bank at least as often as it did when added', () => {
    const searchEngine = loadEngine();
    const indexed = new Set(loadIndexFile(JSON.parse(readFileSync(indexPath, 'utf8'))).refs);
    const unknown = [...new Set(questionBank.map((question) => question.section))].filter(
      (section) => !indexed.has(section),
    );
    expect(unknown, 'sections the bank names but the index lacks').toEqual([]);

    const outcomes = evaluateSections(searchEngine, questionBank);
    const overall = sectionFigures('all', outcomes);
    const summary = [
      ...describeSectionFigures([overall]),
      ...describeSectionFigures(sectionFiguresBy(outcomes, (question) => question.persona)),
      ...describeSectionFigures(sectionFiguresBy(outcomes, (question) => question.kind)),
      ...describeSectionMisses(outcomes),
    ].join('\n');
    console.info(`issue #29 question bank:\n${summary}`);
    expect(overall.top3, summary).toBeGreaterThanOrEqual(questionBankFloor.top3);
    expect(overall.top8, summary).toBeGreaterThanOrEqual(questionBankFloor.top8);
  });

  // The bank is scored twice (with and without its confirmed other sections): over 20 s on a busy machine.
  it('finds the verdict section of the outside question bank (issue #42) at least as often as it did last', () => {
    const indexed = new Set(loadIndexFile(JSON.parse(readFileSync(indexPath, 'utf8'))).refs);
    const named = outsideQuestions.flatMap((question) => [question.section, ...(question.alsoAnswers ?? [])]);
    const unknown = [...new Set(named)].filter((section) => !indexed.has(section));
    expect(unknown, 'sections the outside bank names but the index lacks').toEqual([]);

    const outcomes = evaluateSections(loadEngine(), outsideQuestions);
    const overall = sectionFigures('all', outcomes);
    const strict = sectionFigures('verdict section only', evaluateSections(loadEngine(), outsideQuestionsStrict));
    const summary = [
      ...describeSectionFigures([overall, strict]),
      ...describeSectionFigures(
        sectionFiguresBy(outcomes, (question) => (question.heldOut ? 'held out' : 'written for')),
      ),
      ...describeSectionFigures(
        sectionFiguresBy(outcomes, (question) => (question.not_supported ? 'not supported' : 'supported')),
      ),
      ...describeSectionFigures(sectionFiguresBy(outcomes, (question) => question.persona)),
      ...describeSectionFigures(sectionFiguresBy(outcomes, (question) => question.kind)),
      ...describeSectionMisses(outcomes),
    ].join('\n');
    console.info(`issue #42 outside question bank:\n${summary}`);
    expect(overall.top3, summary).toBeGreaterThanOrEqual(outsideBankFloor.top3);
    expect(overall.top8, summary).toBeGreaterThanOrEqual(outsideBankFloor.top8);
    expect(strict.top3, summary).toBeGreaterThanOrEqual(outsideBankStrictFloor.top3);
    expect(strict.top8, summary).toBeGreaterThanOrEqual(outsideBankStrictFloor.top8);
  }, 120_000);

  it('links every entry of the capability map (issue #42) to a section the index has', () => {
    const indexed = new Set(loadIndexFile(JSON.parse(readFileSync(indexPath, 'utf8'))).refs);
    const unknown = [...new Set(loadCapabilities().map((entry) => verdictSection(entry)!))].filter(
      (section) => !indexed.has(section),
    );
    expect(unknown, 'sections the capability map names but the index lacks').toEqual([]);
  });

  it('lands navigational questions on their page in the top 3 (issue #42)', () => {
    const misses = navigationalQueries.flatMap(({question, page}) => {
      const pages = [
        ...new Set(
          loadEngine()
            .search(question)
            .map((result) => pageOf(result.url)),
        ),
      ];
      const rank = pages.indexOf(page) + 1;
      return rank >= 1 && rank <= 3
        ? []
        : [`${JSON.stringify(question)} → ${page}: ${rank || 'missing'} (top: ${pages.slice(0, 3).join(', ')})`];
    });
    expect(misses).toEqual([]);
  });

  it('finds API objects, their fields, response headers and webhook events in the top 3 (issue #31)', () => {
    const outcomes = evaluateSections(loadEngine(), issue31Queries);
    const summary = [
      ...describeSectionFigures(sectionFiguresBy(outcomes, (query) => query.kind)),
      ...describeSectionMisses(outcomes),
    ].join('\n');
    console.info(`issue #31 API reference queries:\n${summary}`);
    expect(sectionFigures('all', outcomes).top3, summary).toBe(1);
  });

  it('marks a matched word in the snippet of at least 90% of first results and 85% of all results', () => {
    // The stored snippet text is capped (maxExcerptLength) to keep the index in its budget; this is
    // what the cap may cost. With the whole section text: 92.8% of first results and 90.9% of all.
    const searchEngine = loadEngine();
    let results = 0;
    let marked = 0;
    let firsts = 0;
    let markedFirsts = 0;
    for (const {query} of relevanceQueries) {
      searchEngine.search(query).forEach((result, rank) => {
        const hasMark = searchEngine.snippet(result).some((segment) => segment.marked);
        results += 1;
        marked += hasMark ? 1 : 0;
        firsts += rank === 0 ? 1 : 0;
        markedFirsts += rank === 0 && hasMark ? 1 : 0;
      });
    }
    console.info(`marked snippets: ${marked} of ${results} results, ${markedFirsts} of ${firsts} first results`);
    expect(markedFirsts / firsts).toBeGreaterThanOrEqual(0.9);
    expect(marked / results).toBeGreaterThanOrEqual(0.85);
  });

  // Issue #15 set 200 KB when the browser loaded the whole index; it now loads the split index's parts,
  // whose own budgets split-budgets.test.ts keeps (60 KB for a first search). Issue #42's pages and the
  // unlisted pages now indexed brought the whole index to 219.8 KB per 100 pages; issue #43's requests,
  // answers and error tables on about 45 pages to 226.4 KB: 235 KB holds it.
  it('keeps the index within 235 KB gzip per 100 pages (issue #15 budget, raised for issues #42 and #43)', () => {
    const file = readFileSync(indexPath);
    const pages = new Set(
      Object.keys(loadIndexFile(JSON.parse(file.toString('utf8'))).results).map((ref) => ref.split('#')[0]),
    );
    const perHundredPages = (gzipSync(file, {level: 9}).length / pages.size) * 100;
    console.info(`index: ${(perHundredPages / 1024).toFixed(1)} KB gzip per 100 pages (${pages.size} pages)`);
    expect(perHundredPages).toBeLessThanOrEqual(235 * 1024);
  });

  // Builds a whole-index MiniSearch beside the split engine: over 20 s on a busy machine.
  it('scores every query in the split engine as MiniSearch does over the whole index', async () => {
    // One shard and no postings cut, so any difference comes from the split engine's scorer.
    const queries = [
      ...relevanceQueries.map((query) => query.query),
      ...issue31Queries.map((query) => query.question),
      ...questionBank.map((question) => question.question),
    ];
    const {whole, split} = await enginesToCompare(JSON.parse(readFileSync(indexPath, 'utf8')) as never, queries);
    for (const query of queries) {
      expectSameRanking(whole, split, query);
    }
  }, 120_000);
});
