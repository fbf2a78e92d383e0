/** Shared test inputs: the bundled catalogue as raw data, and a catalogue source that serves a given value. */
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {
  bundledCataloguePath,
  type CatalogueSource,
  type LoadedCatalogue,
} from '../../../src/data-export/load-catalogue';
import {validateCatalogue, type Catalogue} from '../../../src/data-export/schema';

export const bundledText = readFileSync(bundledCataloguePath, 'utf8');

/** A fresh, mutable copy of the bundled catalogue before validation, to break on purpose. */
export function rawCatalogue(): {destinations: Record<string, unknown>[]} & Record<string, unknown> {
  return parse(bundledText) as {destinations: Record<string, unknown>[]} & Record<string, unknown>;
}

export function bundledCatalogue(): Catalogue {
  const result = validateCatalogue(rawCatalogue());
  if (!result.ok) {
    throw new Error(`bundled catalogue is invalid:\n${result.problems.join('\n')}`);
  }
  return result.catalogue;
}

export function staticSource(catalogue: Catalogue): CatalogueSource & {calls: number} {
  const source = {
    calls: 0,
    load(): Promise<LoadedCatalogue> {
      source.calls += 1;
      return Promise.resolve({catalogue, source: 'fixture', fromRemote: false, hash: 'fixture'});
    },
  };
  return source;
}
