/**
 * The matched terms travel to the opened page in the history state (spec section 4), so the URL stays
 * clean and a shared or reloaded link never highlights anything.
 */

/** Key of the terms in the location state. */
export const searchTermsStateKey = 'searchTerms';

/** Most terms carried to a page: enough for any real query, bounded for a state set by anyone. */
const maxCarriedTerms = 30;

export interface SearchTermsState {
  readonly [searchTermsStateKey]: readonly string[];
}

export function searchTermsState(terms: readonly string[]): SearchTermsState {
  return {[searchTermsStateKey]: terms.slice(0, maxCarriedTerms)};
}

/** The terms in a location state, or `undefined` when it carries none (or not a list of words). */
export function searchTermsOf(state: unknown): string[] | undefined {
  if (typeof state !== 'object' || state === null || !(searchTermsStateKey in state)) {
    return undefined;
  }
  const terms: unknown = (state as Record<string, unknown>)[searchTermsStateKey];
  if (!Array.isArray(terms)) {
    return undefined;
  }
  const words = terms.filter((term): term is string => typeof term === 'string' && term !== '');
  return words.length === 0 ? undefined : words.slice(0, maxCarriedTerms);
}

/** The state without the terms; `undefined` when nothing else was in it. */
export function withoutSearchTerms(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null) {
    return undefined;
  }
  const {[searchTermsStateKey]: _removed, ...rest} = state as Record<string, unknown>;
  return Object.keys(rest).length === 0 ? undefined : rest;
}
