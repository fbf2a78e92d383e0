import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pluginWithOptions} from '../../plugins/plugin-module';
import {validateOptions, type ResolvedApiReferenceOptions} from '../plugin/options';
import {publishApiSpecs} from './publish';

export {validateOptions};

export const name = 'meterstone-api-specs';

/**
 * Writes each API specification of its source, bundled into one JSON document, at its publish path
 * in the build (`/v1/docs/openapi`, `/v2/openapi.json`, ...), so that by default the docs site itself
 * is the API host the reference pages fetch from (METERSTONE_API_HOST points them elsewhere). It takes
 * the same source as the reference pages, so it publishes the documents they were built from.
 */
function apiSpecsPlugin(context: LoadContext, {source}: ResolvedApiReferenceOptions): Plugin {
  return {
    name,
    async postBuild({outDir}) {
      await publishApiSpecs({
        outDir,
        specs: await source.load(context.siteDir),
        warn: (message) => logger.warn(`[${name}] ${message}`),
      });
    },
  };
}

export default pluginWithOptions(apiSpecsPlugin, validateOptions);
