import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {redirectRules, toRedirectsFile} from '../../routes/redirects';

export const name = 'meterstone-redirects-file';

/**
 * Writes `_redirects` beside the static redirect pages, from the same map, so a host that reads
 * server rules answers old paths with a real 301 instead of a client-side hop.
 */
export default function redirectsFilePlugin(): Plugin {
  return {
    name,
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, '_redirects'), toRedirectsFile(redirectRules));
    },
  };
}
