import type {Plugin} from '@docusaurus/types';

export const name = 'meterstone-prefetch-on-intent';

/**
 * Prefetches linked pages when a reader shows intent (focus; hover and touch already preload through
 * Docusaurus's Link) instead of whenever a link scrolls into view: a docs page shows dozens of sidebar
 * links, and fetching all their chunks cost a first visit about 100 KB it never used (issue 16).
 */
export default function prefetchOnIntentPlugin(): Plugin {
  return {
    name,
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
