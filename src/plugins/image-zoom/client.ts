/**
 * Browser side of the image zoom: (re)attaches medium-zoom to content images after each route change.
 * medium-zoom is imported only when a page has a content image to zoom, so pages without images (most
 * of them) do not download or run it: a client module is part of every page's main bundle.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {imageZoomOptions, scheduleAttach, type Cancel} from './options';

let zoom: Zoom | undefined;
let pending: Cancel | undefined;
/** Bumped on every route change, so an import that resolves after the reader moved on attaches nothing. */
let generation = 0;

async function attach(forGeneration: number): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  if (document.querySelector(imageZoomOptions.selector) === null) {
    return;
  }
  const {default: mediumZoom} = await import('medium-zoom');
  if (forGeneration !== generation) {
    return;
  }
  zoom = mediumZoom(imageZoomOptions.selector, {
    margin: imageZoomOptions.margin,
    // Follows the colour mode: the overlay takes the page background.
    background: 'var(--ifm-background-color)',
  });
}

const imageZoomClient: ClientModule = {
  onRouteDidUpdate() {
    // A newer navigation supersedes a pending attach to the previous page.
    pending?.();
    generation += 1;
    const current = generation;
    pending = scheduleAttach(() => {
      // A failed chunk download (offline, new deploy) leaves images unzoomed, which is harmless.
      attach(current).catch(() => undefined);
    }, imageZoomOptions.reapplyDelayMs);
  },
};

export default imageZoomClient;
