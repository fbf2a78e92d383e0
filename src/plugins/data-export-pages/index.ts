import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {CatalogueSource} from '../../data-export/load-catalogue';
import {cacheVersionWithCatalogue} from './cache-version';

export const name = 'meterstone-data-export-pages';

export interface DataExportPagesOptions {
  readonly source: CatalogueSource;
}

/** Docusaurus hands plugin options over untyped; a missing source is a config mistake worth naming. */
export function validatePluginOptions(options: unknown): DataExportPagesOptions {
  const source = (options as Partial<DataExportPagesOptions> | undefined)?.source;
  if (typeof source?.load !== 'function') {
    throw new Error(`${name}: options.source must be a catalogue source from createCatalogueSource()`);
  }
  return {source};
}

/**
 * Loads the data-export catalogue once, before any page compiles, so a bad remote source stops the
 * build at its start with one clear message instead of once per page. It also folds the catalogue's
 * hash into the bundler cache version: the MDX files do not change when the catalogue does, and a
 * persistent cache would otherwise serve pages rendered from the old catalogue.
 */
export default function dataExportPagesPlugin(_context: LoadContext, options: unknown): Plugin {
  const {source} = validatePluginOptions(options);
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
