/**
 * Highlight on arrival: when a search result opened this page, mark the matched terms in the article,
 * bring the section into view, then drop the terms from the history entry so that a reload or a back
 * navigation to it shows the page plain.
 */
import type {ClientModule} from '@docusaurus/types';
import {searchTermsOf, withoutSearchTerms} from '../engine/navigation-state';
import {highlightTerms} from './highlight';

function sectionTarget(hash: string): Element | null {
  if (hash.length < 2) {
    return null;
  }
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape in the hash: there is no section to scroll to.
    return null;
  }
}

/**
 * React Router's browser history keeps `{key, state}` in `window.history.state`; rewriting the state part
 * in place keeps the entry's key and location, which is what `history.replace(location)` would do.
 */
function forgetSearchTerms(): void {
  const entry: unknown = window.history.state;
  if (typeof entry !== 'object' || entry === null) {
    return;
  }
  const {state, ...rest} = entry as {state?: unknown};
  window.history.replaceState({...rest, state: withoutSearchTerms(state)}, '', window.location.href);
}

/**
 * History entries (React Router's location keys) already highlighted in this page session. Back or
 * forward to one shows the page plain even if the terms are still in the router's memory of the entry
 * or were written back into it by another history update.
 */
const highlightedEntries = new Set<string>();

/**
 * The address a back or forward button (a `popstate`) last went to. Only a push from the search box
 * carries terms; a history traversal never highlights, even when something rewrote the entry's state
 * with the terms under a new location key (a `history.replace` of the router's remembered location does).
 */
let traversedTo: string | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedTo = window.location.href;
  });
}

/** Whether the route now shown was reached by back or forward (and forgets it, so it counts once). */
function reachedByTraversal(): boolean {
  const traversed = traversedTo === window.location.href;
  traversedTo = undefined;
  return traversed;
}

const searchHighlightClient: ClientModule = {
  onRouteDidUpdate({location}) {
    const traversal = reachedByTraversal();
    const terms = searchTermsOf(location.state);
    if (terms === undefined) {
      return;
    }
    forgetSearchTerms();
    if (traversal) {
      return;
    }
    if (location.key !== undefined) {
      if (highlightedEntries.has(location.key)) {
        return;
      }
      highlightedEntries.add(location.key);
    }
    const article = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('article');
    if (article !== null) {
      highlightTerms(article, terms);
    }
    sectionTarget(location.hash)?.scrollIntoView({block: 'start'});
  },
};

export default searchHighlightClient;
