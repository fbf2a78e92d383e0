/** Ordering and trimming of search results: typo tiers, section crowding and the result cap. */
import {maxResults, maxSectionsPerPage} from './constants';

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

/** Results that match directly first, then those found only through a typo; by score within each. */
export function byTierThenScore(a: Rankable, b: Rankable): number {
  if (a.typoOnly !== b.typoOnly) {
    return a.typoOnly ? 1 : -1;
  }
  return b.score - a.score;
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

/** The final list: tiered, sorted, de-crowded and capped at {@link maxResults}. */
export function rankResults<T extends Rankable>(results: readonly T[]): T[] {
  return limitSectionsPerPage([...results].sort(byTierThenScore));
}
