import {describe, expect, it} from 'vitest';
import {cacheVersionWithCatalogue} from '../../../src/plugins/data-export-pages/cache-version';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import dataExportPagesPlugin, {validateOptions} from '../../../src/plugins/data-export-pages';
import {bundledCatalogue, staticSource} from './fixtures';

describe('cacheVersionWithCatalogue', () => {
  const hash = 'a'.repeat(64);

  it('extends the Rspack persistent cache version with the catalogue hash', () => {
    expect(
      cacheVersionWithCatalogue({experiments: {cache: {type: 'persistent', version: '3.10.2-abc'}}}, hash),
    ).toEqual({
      experiments: {cache: {version: `3.10.2-abc-catalogue-${'a'.repeat(16)}`}},
    });
  });

  it('extends the Webpack filesystem cache version', () => {
    expect(cacheVersionWithCatalogue({cache: {type: 'filesystem', version: 'v1'}}, hash)).toEqual({
      cache: {version: `v1-catalogue-${'a'.repeat(16)}`},
    });
  });

  it('leaves a disabled cache alone', () => {
    expect(cacheVersionWithCatalogue({cache: undefined, experiments: {}}, hash)).toEqual({});
  });

  it('gives different catalogues different versions', () => {
    const config = {experiments: {cache: {version: 'v'}}};
    expect(cacheVersionWithCatalogue(config, 'b'.repeat(64))).not.toEqual(cacheVersionWithCatalogue(config, hash));
  });
});

describe('dataExportPagesPlugin', () => {
  it('refuses options without a catalogue source', () => {
    const validate = (options: unknown) =>
      validateOptions({validate: normalizePluginOptions, options: options as never});
    expect(() => validate({})).toThrow('"source" is required');
    expect(() => validate({source: {}})).toThrow('"source" must be a catalogue source from createCatalogueSource()');
    const source = staticSource(bundledCatalogue());
    expect(validate({source}).source).toBe(source);
  });

  it('loads the catalogue in loadContent and folds its hash into the cache version', async () => {
    const source = staticSource(bundledCatalogue());
    const plugin = (await dataExportPagesPlugin({} as never, {source}))!;
    await plugin.loadContent!();
    expect(source.calls).toBe(1);
    const fragment = plugin.configureWebpack!(
      {experiments: {cache: {version: 'v'}}} as never,
      false,
      {} as never,
      undefined,
    );
    expect(fragment).toEqual({experiments: {cache: {version: 'v-catalogue-fixture'}}});
  });
});
