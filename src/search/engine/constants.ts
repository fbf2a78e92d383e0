/** Limits and weights of the site search, in one place so the index builder, the engine and the tests agree. */

/** Longest query the box accepts, typed or pasted (spec: 512 characters). */
export const maxQueryLength = 512;

/** Most results a query returns (spec: 8). */
export const maxResults = 8;

/** Sections of one page allowed in the result list while other pages still have matches. */
export const maxSectionsPerPage = 2;

/** Field boosts (spec: title 5, content 2, tags 10). */
export const fieldBoosts = {title: 5, content: 2, tags: 10} as const;

export type SearchField = keyof typeof fieldBoosts;

/**
 * Score factor of a page's lead (the text before its first heading) over its sections. The lead stands
 * for the whole page, so a query about a page's topic lands on the page first; its best sections still
 * follow (two per page, see `maxSectionsPerPage`).
 */
export const leadDocumentBoost = 2;

/**
 * Score factor of a page's lead (its score with {@link leadDocumentBoost}) when it competes with the
 * page's own sections for the page's places (see `bestPartsFirst`). The lead only introduces what the
 * sections answer, but it holds the page title and keywords, so it outscores the answering section on most
 * questions even without its boost: compared at its score without the boost (factor 0.5), 54.9% of the issue #29
 * question bank found its section in the top 3; at 0.1 (with the snippet rule of `bestPartsFirst`),
 * 60.6%. A lead still comes first when it matches ten times better than every section.
 */
export const leadWithinPageFactor = 0.1;

/**
 * A section repeated on this many sibling pages or more (same folder, same anchor) is a template's
 * section, scored down by how much of its text the siblings share (see `weighRepeatedSections`).
 */
export const repeatedSectionMinPages = 4;

/** Score factor of a section whose whole text its siblings share. */
export const repeatedSectionMinBoost = 0.25;

/** Indexed fields, in a fixed order so the serialized index is stable. */
export const searchFields: readonly SearchField[] = ['title', 'content', 'tags'];

/** Loading turns into `stalled` after this many milliseconds (spec: 300 ms). */
export const stallThresholdMs = 300;

/** Shortest term that tolerates a typo: shorter words have too many one-letter neighbours. */
export const minTypoTermLength = 5;

/** Longest term that tolerates a typo: nothing longer is a word, and its variants would cost time. */
export const maxTypoTermLength = 24;

/**
 * Shortest term that also matches as a prefix of longer words: a one- or two-letter term (`me`, an `s`
 * left by an apostrophe) would otherwise complete to hundreds of words.
 */
export const minPrefixTermLength = 3;

/**
 * HTTP method words match only themselves: `post` must not complete to `postgres` or `postman`, nor
 * `put` to `output`'s neighbours. Their other forms (`deleted`) still match through the word stem.
 */
export const exactOnlyTerms: ReadonlySet<string> = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Terms beyond this count add no precision, only time; a pasted paragraph keeps its first words. */
export const maxQueryTerms = 10;

/** Characters kept of one term; longer tokens (hashes, base64) are cut, so a pasted blob stays cheap. */
export const maxTermLength = 40;

/**
 * Relative weights of the ways a term can match. Exact counts 1. A prefix match is scored by
 * MiniSearch at `prefix` times a factor that shrinks as the completion gets longer; a word-form match
 * (`invoice` finding `invoicing`) and a typo match come lower, and a result found only through typos is
 * ranked after every result with an exact, prefix or word-form match (see `hitOrder` in query.ts). A synonym
 * (`rbac` finding "role based access control", `coupon` finding "discount") is the reader's meaning in the
 * docs' words and counts as exact: the reader's own word is often on no page at all, so a lower weight
 * let the question's other words decide alone (issue #29 question bank, top 3: 62.9% at 0.6, 65.2% at 1).
 */
export const matchWeights = {prefix: 0.5, wordForm: 0.35, typo: 0.2, synonym: 1} as const;

/** Characters of section text shown around the matched terms in a result. */
export const snippetLength = 160;

/** Error raised when `/search.json` does not answer with a success status (spec section 8). */
export const indexFetchErrorMessage = 'failed to fetch search index';
