/**
 * Local plugins are passed to the config as functions, and Docusaurus then reads `validateOptions`
 * from the function itself (for a plugin given by path it reads the module's export). This attaches the
 * typed validator the plugin module exports.
 */
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';

export function pluginWithOptions<In, Out>(
  factory: (context: LoadContext, options: Out) => Plugin,
  validateOptions: (data: OptionValidationContext<In, Out>) => Out,
): PluginModule {
  // Docusaurus types validateOptions as generic in its input and output; this plugin's are fixed, and
  // Docusaurus passes the factory exactly what the validator returned.
  return Object.assign(factory as PluginModule, {validateOptions: validateOptions as PluginModule['validateOptions']});
}
