/**
 * When the search box fetches a query's parts while the reader types (issue #31's budgets: 60 KB Brotli
 * for a first search on this site, 300 KB on a 10,000-page one). A word being typed completes to many
 * words, so its prefix shards are many and mostly of no use a keystroke later: the box fetches for it
 * only when the reader pauses (as Pagefind's interface waits 300 ms), and at once when a word is finished
 * (followed by a space), whose own shards the next words do not change. The query the reader stops at is
 * always fetched, so what is ranked, and how, does not change.
 *
 * Measured with `npm run bench:search` (typing each relevance query without a pause): fetching at each
 * keystroke of a word from its fourth letter, this site's median first search was 48.7 KB and the
 * 10,000-page corpus's 111 KB, with 102 KB per further three-term query there.
 */

/** How long a query whose last word is still being typed waits, unchanged, before its parts are fetched. */
export const typingPauseMs = 250;

/** Whether the parts of `query`, as typed so far, are fetched at once rather than after a pause. */
export function fetchesAtOnce(query: string): boolean {
  return /\S\s+$/u.test(query);
}
