import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import type {SiteOperations} from '../config';

export const name = 'meterstone-feedback-widget';

/**
 * Adds the feedback widget below every docs page by wrapping the classic theme's `DocItem/Footer`, and
 * only when a feedback endpoint is configured. Listed in `themes` after the classic theme, whose
 * component it wraps (`@theme-init`); with no endpoint it registers nothing, so no code ships.
 */
export function feedbackThemePlugin(operations: SiteOperations): PluginModule {
  return (): Plugin =>
    operations.feedbackUrl === ''
      ? {name}
      : {
          name,
          getThemePath() {
            return path.join(__dirname, '../theme');
          },
        };
}
