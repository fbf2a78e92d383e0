/** Ordering and trimming of search results: section crowding, the result cap and each page's best part first. */
import {leadWithinPageFactor, maxResults, maxSectionsPerPage} from './constants';

interface Rankable {
  readonly url: string;
  readonly score: number;
  readonly typoOnly: boolean;
}

/** The page a result belongs to: its URL without the section anchor. */
export function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Picks up to `limit` results so that no page takes more than `perPage` slots while other pages have
 * matches; when fewer than `limit` results remain, the held-back sections fill the rest, after the
 * others and in their own order. Expects the input ranked best first.
 */
export function limitSectionsPerPage<T extends Rankable>(
  ranked: readonly T[],
  limit: number = maxResults,
  perPage: number = maxSectionsPerPage,
): T[] {
  const perPageCount = new Map<string, number>();
  const chosen: T[] = [];
  const heldBack: T[] = [];
  for (const result of ranked) {
    if (chosen.length >= limit) {
      break;
    }
    const page = pageOf(result.url);
    const count = perPageCount.get(page) ?? 0;
    if (count < perPage) {
      perPageCount.set(page, count + 1);
      chosen.push(result);
    } else {
      heldBack.push(result);
    }
  }
  return [...chosen, ...heldBack].slice(0, limit);
}

/** Whether a result is a page's lead: its URL has no section anchor. */
export const isLead = (result: {readonly url: string}): boolean => !result.url.includes('#');

/** A result's score as it compares with the other parts of its own page (see {@link leadWithinPageFactor}). */
function scoreWithinPage(result: Rankable): number {
  return isLead(result) ? result.score * leadWithinPageFactor : result.score;
}

/**
 * Order of the parts of one page: direct matches before typo-only ones; between the lead and a section,
 * the one whose snippet shows a matched word first (a section matched only by its heading, or by text the
 * snippet leaves out, would show none of the reader's words where the lead does); then by score within
 * the page. Two sections keep their score order: the better-matching section is the answer even when
 * its heading holds the words.
 *
 * Before those, a section that shows a match and covers as many of the query's terms as the lead
 * (`coveredTerms`, counting the page title's words as the section's own, since the reader sees the
 * section under its page) comes before the lead: for "what if prepaid credits run out", "If the balance
 * runs out" on the prepaid credits guide answers, though only the lead holds "prepaid credits"
 * (issue #29 question bank, top 3: 82.2% without this rule, 83.0% with it).
 */
function byPartWithinPage<T extends Rankable>(
  showsMatch: (result: T) => boolean,
  coveredTerms: ((result: T) => number) | undefined,
): (a: T, b: T) => number {
  return (a, b) => {
    if (a.typoOnly !== b.typoOnly) {
      return a.typoOnly ? 1 : -1;
    }
    if (coveredTerms !== undefined && isLead(a) !== isLead(b)) {
      const [lead, section] = isLead(a) ? [a, b] : [b, a];
      if (showsMatch(section) && coveredTerms(section) >= coveredTerms(lead)) {
        return section === a ? -1 : 1;
      }
    }
    if (isLead(a) !== isLead(b) && showsMatch(a) !== showsMatch(b)) {
      return showsMatch(a) ? -1 : 1;
    }
    return scoreWithinPage(b) - scoreWithinPage(a);
  };
}

/**
 * Keeps every page in the places the ranking gave it, and fills those places with the page's parts that
 * match best, best first. The lead's boost decides where a page stands among pages (a query about a
 * page's topic lands on the page); within the page, the section that answers the question comes before
 * the lead that only introduces it (issue #29: the reader wants the section). Page-level ranks, which
 * the relevance suite's first 180 queries measure, cannot change.
 */
export function bestPartsFirst<T extends Rankable>(
  chosen: readonly T[],
  candidates: readonly T[],
  showsMatch: (result: T) => boolean = () => true,
  coveredTerms?: (result: T) => number,
): T[] {
  const partsByPage = new Map<string, T[]>();
  for (const candidate of candidates) {
    const page = pageOf(candidate.url);
    partsByPage.set(page, [...(partsByPage.get(page) ?? []), candidate]);
  }
  for (const parts of partsByPage.values()) {
    parts.sort(byPartWithinPage(showsMatch, coveredTerms));
  }
  const used = new Map<string, number>();
  return chosen.map((result) => {
    const page = pageOf(result.url);
    const index = used.get(page) ?? 0;
    used.set(page, index + 1);
    return partsByPage.get(page)?.[index] ?? result;
  });
}
