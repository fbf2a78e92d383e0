/**
 * The outside question bank and the capability map of issue #42, checked without a build: enough
 * sourced entries from enough projects, one verdict each, routes that exist, and every "not supported"
 * verdict's sentence present on its page. The relevance suite scores the bank on the built site and
 * checks the anchors (tests/unit/search/relevance.test.ts).
 */
import {describe, expect, it} from 'vitest';
import {isHeldOut} from '../../../scripts/questions/held-out';
import {
  hasOneVerdict,
  isSiteRoute,
  loadCapabilities,
  loadQuestions,
  pageSource,
  plainText,
  splitSection,
  verdictSection,
} from '../../content-checks/outside-questions';

const questions = loadQuestions();
const capabilities = loadCapabilities();

/** The floors: 400 questions from 8 projects, none over a quarter; 200 entries from 4 peers. */
const bankFloor = {questions: 400, projects: 8, largestShare: 0.25};
const mapFloor = {entries: 200, peers: 4};

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  }
  return counts;
}

/** The "not supported" verdicts whose phrase is not in their page's source. */
function missingBoundarySentences(
  entries: readonly {id: string; not_supported?: {section: string; says: string}}[],
): string[] {
  return entries.flatMap((entry) => {
    if (entry.not_supported === undefined) {
      return [];
    }
    const {route} = splitSection(entry.not_supported.section);
    const source = pageSource(route);
    return source !== undefined && plainText(source).includes(plainText(entry.not_supported.says))
      ? []
      : [`${entry.id}: ${route} does not say "${entry.not_supported.says}"`];
  });
}

/** Entries without exactly one verdict, or whose verdict names a route that is not a page of the site. */
function verdictProblems(
  entries: readonly {id: string; section?: string; not_supported?: {section: string}}[],
): string[] {
  return entries.flatMap((entry) => {
    if (!hasOneVerdict(entry)) {
      return [`${entry.id}: not exactly one verdict`];
    }
    const section = verdictSection(entry)!;
    return isSiteRoute(splitSection(section).route) ? [] : [`${entry.id}: ${section} is not a page of the site`];
  });
}

describe('outside question bank (data/questions/)', () => {
  it(`holds at least ${bankFloor.questions} questions from at least ${bankFloor.projects} projects, none over a quarter`, () => {
    const byProject = countBy(questions, (question) => question.project);
    expect(questions.length).toBeGreaterThanOrEqual(bankFloor.questions);
    expect(byProject.size).toBeGreaterThanOrEqual(bankFloor.projects);
    const [largest, count] = [...byProject].sort((a, b) => b[1] - a[1])[0]!;
    expect(count / questions.length, `${largest} has ${count} of ${questions.length}`).toBeLessThanOrEqual(
      bankFloor.largestShare,
    );
  });

  it('gives every question a unique id', () => {
    const ids = questions.map((question) => question.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('gives every question exactly one verdict, on a page of the site', () => {
    expect(verdictProblems(questions)).toEqual([]);
  });

  it('finds every "not supported" sentence on the page that the verdict names', () => {
    expect(missingBoundarySentences(questions)).toEqual([]);
  });

  it('holds out the seeded quarter, and only it', () => {
    const misplaced = questions
      .filter((question) => question.heldOut !== isHeldOut(question.id))
      .map((question) => `${question.id} (${question.file})`);
    expect(misplaced).toEqual([]);
    const share = questions.filter((question) => question.heldOut).length / questions.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
  });
});

describe('capability map against peers (data/capabilities/)', () => {
  it(`holds at least ${mapFloor.entries} entries from at least ${mapFloor.peers} peers`, () => {
    expect(capabilities.length).toBeGreaterThanOrEqual(mapFloor.entries);
    expect(countBy(capabilities, (entry) => entry.peer).size).toBeGreaterThanOrEqual(mapFloor.peers);
    const ids = capabilities.map((entry) => entry.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('gives every entry exactly one verdict, on a page of the site', () => {
    expect(verdictProblems(capabilities)).toEqual([]);
  });

  it('finds every "not supported" sentence on the page that the entry names', () => {
    expect(missingBoundarySentences(capabilities)).toEqual([]);
  });
});

describe('the checks of the bank', () => {
  it('report a "not supported" phrase that its page does not have', () => {
    const planted = {
      id: 'planted-1',
      not_supported: {
        section: '/developer-resources/sdks/#choose-an-approach',
        says: 'Meterstone renders invoice PDFs in 14 languages',
      },
    };
    expect(missingBoundarySentences([planted])).toEqual([
      'planted-1: /developer-resources/sdks/ does not say "Meterstone renders invoice PDFs in 14 languages"',
    ]);
    const present = {
      id: 'present-1',
      not_supported: {
        section: '/developer-resources/sdks/#choose-an-approach',
        says: 'Meterstone publishes no official SDK packages for any language',
      },
    };
    expect(missingBoundarySentences([present])).toEqual([]);
  });

  it('report an entry with two verdicts or none, and one on a route that is not a page', () => {
    expect(
      verdictProblems([
        {id: 'both-1', section: '/developer-resources/sdks/', not_supported: {section: '/developer-resources/sdks/'}},
        {id: 'none-1'},
        {id: 'off-1', section: '/developer-resources/official-sdks/#install'},
      ]),
    ).toEqual([
      'both-1: not exactly one verdict',
      'none-1: not exactly one verdict',
      'off-1: /developer-resources/official-sdks/#install is not a page of the site',
    ]);
  });

  it('refuse a route that is not a page of the site', () => {
    expect(isSiteRoute('/developer-resources/sdks/')).toBe(true);
    expect(isSiteRoute('/api/seats/')).toBe(true);
    expect(isSiteRoute('/developer-resources/official-sdks/')).toBe(false);
  });
});
