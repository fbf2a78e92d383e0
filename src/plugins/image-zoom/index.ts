import type {Plugin} from '@docusaurus/types';

export const name = 'meterstone-image-zoom';

/** Adds click-to-zoom to images in page content (spec: margin 10, re-applied 1 s after route changes). */
export default function imageZoomPlugin(): Plugin {
  return {
    name,
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
