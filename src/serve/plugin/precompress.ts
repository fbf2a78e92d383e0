/**
 * After the build (and after every plugin that writes into it): `.gz` and `.br` twins of every text
 * file, which nginx (gzip_static, and the `.br` rules of nginx-config.ts) and CDNs send as they are.
 */
import logger from '@docusaurus/logger';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {apiSpecs} from '../../api-reference/spec/registry';
import type {PostBuildOrder} from '../../plugins/post-build-order';
import {precompressBuild} from '../precompress';

export const name = 'meterstone-precompress';

export function precompressPlugin(order: PostBuildOrder): PluginModule {
  return (): Plugin => ({
    name,
    async postBuild({outDir}) {
      await order.written();
      // The extensionless specification paths (`/v1/docs/openapi`) are JSON too.
      const specFiles = new Set(apiSpecs.map((entry) => entry.publishPath.replace(/^\//, '')));
      const count = await precompressBuild(outDir, specFiles);
      logger.info(`[${name}] wrote .gz and .br twins of ${count} files`);
    },
  });
}
