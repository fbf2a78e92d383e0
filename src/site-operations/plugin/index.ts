import type {Plugin, PluginModule} from '@docusaurus/types';
import type {SiteOperations} from '../config';

export const name = 'meterstone-site-operations';

/**
 * Registers the client module of each enabled operation and of no other, so a site with none set ships
 * none of their code. (The feedback widget is a theme component: feedback-theme.ts.)
 */
export function siteOperationsPlugin(operations: SiteOperations): PluginModule {
  return (): Plugin => ({
    name,
    getClientModules() {
      return [
        ...(operations.analyticsId === '' ? [] : [require.resolve('../client/analytics')]),
        ...(operations.tagManagerId === '' ? [] : [require.resolve('../client/tag-manager')]),
      ];
    },
  });
}
