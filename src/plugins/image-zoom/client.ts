/** Browser side of the image zoom: (re)attaches medium-zoom to content images after each route change. */
import type {ClientModule} from '@docusaurus/types';
import mediumZoom, {type Zoom} from 'medium-zoom';
import {imageZoomOptions, scheduleAttach, type Cancel} from './options';

let zoom: Zoom | undefined;
let pending: Cancel | undefined;

function attach(): void {
  zoom?.detach();
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
    pending = scheduleAttach(attach, imageZoomOptions.reapplyDelayMs);
  },
};

export default imageZoomClient;
