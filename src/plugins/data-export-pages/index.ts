import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {pluginWithOptions} from '../plugin-module';
import type {CatalogueSource} from '../../data-export/load-catalogue';
import {cacheVersionWithCatalogue} from './cache-version';

export const name = 'meterstone-data-export-pages';

export interface DataExportPagesOptions {
  readonly source: CatalogueSource;
}

export interface ResolvedDataExportPagesOptions extends DataExportPagesOptions {
  readonly id: string;
}

const schema = Joi.object<ResolvedDataExportPagesOptions>({
  // `custom` keeps the source object itself (it caches the catalogue), where an object schema would copy it.
  source: Joi.any()
    .required()
    .custom((value: unknown, helpers) =>
      typeof (value as Partial<CatalogueSource> | null)?.load === 'function' ? value : helpers.error('any.invalid'),
    )
    .messages({'any.invalid': '{#label} must be a catalogue source from createCatalogueSource()'}),
});

/** Checks the options given in the site config: a missing source is a config mistake worth naming. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<DataExportPagesOptions, ResolvedDataExportPagesOptions>): ResolvedDataExportPagesOptions {
  return validate(schema, options);
}

/**
 * Loads the data-export catalogue once, before any page compiles, so a bad remote source stops the
 * build at its start with one clear message instead of once per page. It also folds the catalogue's
 * hash into the bundler cache version: the MDX files do not change when the catalogue does, and a
 * persistent cache would otherwise serve pages rendered from the old catalogue.
 */
function dataExportPagesPlugin(_context: LoadContext, {source}: ResolvedDataExportPagesOptions): Plugin {
  // Set by loadContent, which Docusaurus always runs before configureWebpack.
  let catalogueHash = '';
  return {
    name,
    async loadContent() {
      const loaded = await source.load();
      catalogueHash = loaded.hash;
      logger.info(`[${name}] catalogue from ${loaded.source} (${loaded.catalogue.destinations.length} destinations)`);
    },
    configureWebpack(config) {
      return cacheVersionWithCatalogue(config, catalogueHash);
    },
  };
}

export default pluginWithOptions(dataExportPagesPlugin, validateOptions);
