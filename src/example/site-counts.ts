/**
 * Counts that pages state in prose ("13 destinations", "three automatic top-ups"), computed from the
 * source that defines them, so a page never types a count that drifts when the catalogue or the story
 * changes. `figures.ts` registers each as the quantity figure `{ex.counts.NAME}`.
 */
import {readBundledCatalogue} from '../data-export/load-catalogue';
import type {Catalogue} from '../data-export/schema';
import type {AcmeYear} from './model';

/** Catalogue entries that are staging buckets: storage a warehouse loads from, not a place to query. */
const stagingKind = 'staging-bucket';

/** How many destinations and staging buckets the data export offers, from the catalogue. */
export function dataExportCounts(catalogue: Catalogue): {destinations: number; stagingBuckets: number} {
  const stagingBuckets = catalogue.destinations.filter((entry) => entry.kind === stagingKind).length;
  return {destinations: catalogue.destinations.length - stagingBuckets, stagingBuckets};
}

/** How often the story's prepaid balance grows in 2026: the one top-up Acme buys, and the automatic ones. */
export function topUpCounts(year: AcmeYear): {automaticTopUps: number; balanceTopUps: number} {
  const manualTopUps = 1; // exampleData.prepaidCredits.topUp: the story has exactly one bought top-up.
  return {automaticTopUps: year.topUps.length, balanceTopUps: year.topUps.length + manualTopUps};
}

/** Every count, by the key a page writes after `counts.`. */
export function siteCounts(year: AcmeYear, catalogue: Catalogue = readBundledCatalogue()): Record<string, number> {
  const counts = {...dataExportCounts(catalogue), ...topUpCounts(year)};
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [`counts.${name}`, count]));
}
