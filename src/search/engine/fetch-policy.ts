/**
 * When the search box fetches a query's parts while the reader types (issue #31's first-search budget
 * of 60 KB Brotli). A word of one to three letters completes to many words, so its prefix shards are
 * many and mostly of no use once the next letter comes: the box fetches for it only when the reader
 * pauses, and at once for a longer word or a finished one (followed by a space). The query the reader
 * stops at is always fetched, so what is ranked, and how, does not change.
 */

/** Letters the word being typed needs for its parts to be fetched at the keystroke. */
export const minLettersFetchedAtOnce = 4;

/** How long a query ending in a shorter word waits, unchanged, before its parts are fetched. */
export const shortWordPauseMs = 250;

/** Whether the parts of `query`, as typed so far, are fetched at once rather than after a pause. */
export function fetchesAtOnce(query: string): boolean {
  if (/\s$/u.test(query)) {
    return true;
  }
  const words = query.trim().split(/\s+/u);
  return words[words.length - 1].length >= minLettersFetchedAtOnce;
}
