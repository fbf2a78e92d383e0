/**
 * Docusaurus starts every plugin's `postBuild` at once (`Promise.all`), so a plugin that reads the whole
 * build folder (precompression, the CSP's script hashes) could read a file another plugin is still
 * writing. This orders them explicitly: plugins that write in `postBuild` are wrapped with `writer()`,
 * and a plugin that must see their output awaits `written()` first.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/** A plugin factory, as a module's default export is. */
type Factory<Options, Content> = (
  context: LoadContext,
  options: Options,
) => Plugin<Content> | null | Promise<Plugin<Content> | null>;

export interface PostBuildOrder {
  /**
   * The same plugin, whose `postBuild` (if any) `written()` then waits for. `validateOptions`: the
   * module's validator when it is a separate export (Docusaurus's own plugins) rather than a property.
   */
  writer<Options, Content>(
    factory: Factory<Options, Content>,
    validateOptions?: PluginModule['validateOptions'],
  ): PluginModule;
  /** Resolves once every writer's `postBuild` has finished; rejects if one failed. */
  written(): Promise<void>;
}

export function createPostBuildOrder(): PostBuildOrder {
  let writers = 0;
  const running: Promise<unknown>[] = [];
  return {
    writer<Options, Content>(factory: Factory<Options, Content>, validateOptions?: PluginModule['validateOptions']) {
      const wrapped = async (context: LoadContext, options: unknown): Promise<Plugin<Content> | null> => {
        // Docusaurus passes what the validator returned, which is the factory's own option type.
        const plugin = await factory(context, options as Options);
        const postBuild = plugin?.postBuild;
        if (plugin === null || postBuild === undefined) {
          return plugin;
        }
        writers += 1;
        return {
          ...plugin,
          postBuild(props) {
            const done = Promise.resolve(postBuild.call(plugin, props));
            running.push(done);
            return done;
          },
        };
      };
      const validate = validateOptions ?? (factory as PluginModule).validateOptions;
      return Object.assign(wrapped, {validateOptions: validate}) as PluginModule;
    },
    async written() {
      // Docusaurus calls every postBuild synchronously before awaiting any of them: one turn of the
      // microtask queue later, each writer has started and registered its promise.
      await Promise.resolve();
      if (running.length !== writers) {
        throw new Error(
          `Only ${running.length} of ${writers} postBuild writers had started: Docusaurus no longer starts them together, so the build files cannot be read safely.`,
        );
      }
      await Promise.all(running);
    },
  };
}
