/**
 * The destination pages' troubleshooting entries must not contradict each other: the same cause gives
 * the same error wherever the catalogue names it (a staging bucket in another Region than its warehouse
 * once gave Redshift an `Access Denied` and S3 staging an endpoint error), an error that quotes one of
 * Meterstone's egress addresses is not explained as a connection Meterstone never makes, and a field
 * that one page says is "entered in" another destination's field exists there (the GCS staging page
 * once sent readers to a BigQuery field that did not exist). Each check is shown to fail on a planted case.
 */
import {describe, expect, it} from 'vitest';
import type {Catalogue} from '../../../src/data-export/schema';
import {bundledCatalogue} from './fixtures';

/**
 * Conditions several pages describe, each recognized in a cause by a pattern. Every entry whose cause
 * matches must quote one and the same error.
 */
const sharedCauses: readonly {readonly name: string; readonly cause: RegExp}[] = [
  {name: 'staging bucket in another Region than the warehouse', cause: /bucket is in another Region than/i},
  {name: 'bucket policy without s3:DeleteObject', cause: /allows writing but not deleting/i},
];

interface Entry {
  readonly destination: string;
  readonly error: string;
  readonly cause: string;
}

const entries = (catalogue: Catalogue): Entry[] =>
  catalogue.destinations.flatMap((destination) =>
    destination.troubleshooting.map((item) => ({destination: destination.id, error: item.error, cause: item.cause})),
  );

/** Normalized cause text, so that a cause copied with other line breaks still counts as the same. */
const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Causes, named or repeated word for word, that are given more than one error text. */
export function causesWithSeveralErrors(catalogue: Catalogue): string[] {
  const all = entries(catalogue);
  const groups = new Map<string, Entry[]>();
  for (const entry of all) {
    const named = sharedCauses.filter((shared) => shared.cause.test(entry.cause)).map((shared) => shared.name);
    for (const key of named.length > 0 ? named : [normalize(entry.cause)]) {
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
  }
  return [...groups]
    .filter(([, group]) => new Set(group.map((entry) => entry.error)).size > 1)
    .map(([key, group]) => `${key}: ${group.map((entry) => `${entry.destination} "${entry.error}"`).join(' vs ')}`);
}

/** Errors that quote a Meterstone egress address under a cause saying the client was not Meterstone. */
export function egressErrorsBlamedOnOthers(catalogue: Catalogue): string[] {
  const egress = catalogue.network.egress.flatMap((region) => region.ips);
  return entries(catalogue)
    .filter((entry) => egress.some((ip) => new RegExp(`\\b${ip.replaceAll('.', '\\.')}\\b`).test(entry.error)))
    .filter((entry) => /always (uses|connects with) TLS|your own (test|client)|not Meterstone/i.test(entry.cause))
    .map((entry) => `${entry.destination}: "${entry.error}"`);
}

/** Help texts that say a value is "Entered in the X destination's **Label** field" where X has no such field. */
export function missingReferencedFields(catalogue: Catalogue): string[] {
  const labelsOf = new Map(
    catalogue.destinations.map((destination) => [
      destination.title.toLowerCase(),
      destination.connectionFields.map((field) => field.label),
    ]),
  );
  const titleOf = (name: string): string | undefined =>
    [...labelsOf.keys()].find((title) => title === name.toLowerCase() || title.endsWith(` ${name.toLowerCase()}`));
  return catalogue.destinations.flatMap((destination) =>
    destination.connectionFields.flatMap((field) =>
      [...field.help.matchAll(/Entered in the (.+?) destination's \*\*(.+?)\*\* field/g)]
        .filter((match) => {
          const title = titleOf(match[1]!);
          return !title || !labelsOf.get(title)!.includes(match[2]!);
        })
        .map((match) => `${destination.id}.${field.name} -> ${match[1]} **${match[2]}**`),
    ),
  );
}

describe('troubleshooting and connection fields across destination pages', () => {
  const catalogue = bundledCatalogue();

  it('gives one error text for one cause, wherever the catalogue names it', () => {
    expect(causesWithSeveralErrors(catalogue)).toEqual([]);
    const planted = structuredClone(catalogue);
    const redshift = planted.destinations.find((entry) => entry.id === 'redshift')!;
    const crossRegion = redshift.troubleshooting.find((item) => /another Region/i.test(item.cause))!;
    crossRegion.error = 'S3ServiceException: Access Denied, Status 403';
    expect(causesWithSeveralErrors(planted)).toEqual([
      expect.stringMatching(/^staging bucket in another Region than the warehouse: .*redshift.*staging-s3/),
    ]);
  });

  it("never quotes one of Meterstone's egress addresses under a cause that says the client was someone else", () => {
    expect(egressErrorsBlamedOnOthers(catalogue)).toEqual([]);
    const planted = structuredClone(catalogue);
    const postgres = planted.destinations.find((entry) => entry.id === 'postgres-aws')!;
    const tls = postgres.troubleshooting.find((item) => /no encryption/.test(item.error))!;
    tls.error = tls.error.replace(/host "[^"]+"/, `host "${catalogue.network.egress[0]!.ips[0]!}"`);
    expect(egressErrorsBlamedOnOthers(planted)).toHaveLength(1);
  });

  it("names only fields that exist when a page sends readers to another destination's field", () => {
    expect(missingReferencedFields(catalogue)).toEqual([]);
    const planted = structuredClone(catalogue);
    const bigquery = planted.destinations.find((entry) => entry.id === 'bigquery')!;
    bigquery.connectionFields = bigquery.connectionFields.filter((field) => field.name !== 'staging_prefix');
    expect(missingReferencedFields(planted)).toEqual(['staging-gcs.prefix -> BigQuery **Staging prefix**']);
  });
});
