import type {Plugin} from '@docusaurus/types';
import {apiSpecs} from '../spec/registry';
import {publishApiSpecs} from './publish';

export const name = 'meterstone-api-specs';

/**
 * Writes each API specification of the registry, bundled into one JSON document, at its publish path
 * in the build (`/v1/docs/openapi`, `/v2/openapi.json`, ...), so that by default the docs site itself
 * is the API host the reference pages fetch from (METERSTONE_API_HOST points them elsewhere).
 */
export default function apiSpecsPlugin(): Plugin {
  return {
    name,
    async postBuild({siteDir, outDir}) {
      await publishApiSpecs({
        siteDir,
        outDir,
        entries: apiSpecs,
        warn: (message) => console.warn(`[WARNING] [${name}] ${message}`),
      });
    },
  };
}
