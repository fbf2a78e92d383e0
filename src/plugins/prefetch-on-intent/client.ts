/**
 * Browser side of prefetch-on-intent. Docusaurus's Link prefetches a page's chunks through
 * `window.docusaurus.prefetch` as soon as the link is in view; this module puts a copy of that (frozen)
 * object on `window` whose `prefetch` does nothing, and calls the original when a link gets keyboard
 * focus. Docusaurus's own check still applies, so
 * nothing is prefetched on slow 2g or data-saver connections (spec), and hover and touch keep
 * preloading the page as Link does.
 */
import type {ClientModule} from '@docusaurus/types';
import {intentPath} from './intent';

let installed = false;

function install(): void {
  const docusaurus = window.docusaurus;
  const prefetch = docusaurus.prefetch.bind(docusaurus);
  // Docusaurus freezes its object, so it is replaced rather than changed; Link reads it at each call.
  window.docusaurus = Object.freeze({...docusaurus, prefetch: () => false as const});
  document.addEventListener('focusin', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const path = link instanceof HTMLAnchorElement ? intentPath(link, window.location) : undefined;
    if (path !== undefined) {
      void prefetch(path);
    }
  });
}

const prefetchOnIntentClient: ClientModule = {
  // `window.docusaurus` is set after client modules load, and before the first route update: links
  // only observe their visibility once rendered, so the first update is early enough.
  onRouteUpdate() {
    if (!installed) {
      installed = true;
      install();
    }
  },
};

export default prefetchOnIntentClient;
