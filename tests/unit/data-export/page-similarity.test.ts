/**
 * No destination page may be the template with the name swapped. Each page is rendered exactly as the
 * build renders it, reduced to words, the destination's own names replaced by one token, and cut into
 * overlapping 5-word shingles. Two pages fail when their shingle sets have a Jaccard index of 1/3 or
 * more: with pages of similar length, J = 1/3 is the point where half of each page's shingles also
 * occur in the other (k / (2n - k) = 1/3 for k = n/2), which is what "share most of their text" means.
 * Shared tables (the table list, the logical types) and template sentences count against a page here,
 * so the margin left for copied prose is smaller than the threshold suggests.
 */
import {describe, expect, it} from 'vitest';
import {renderDestinationPage} from '../../../src/data-export/render/destination-page';
import {destinationIds, type Catalogue, type DestinationId} from '../../../src/data-export/schema';
import {bundledCatalogue} from './fixtures';
import {fullText, jaccard, ownProse, shingles, withoutNames, words} from './page-text';

const shingleSize = 5;
const maxSimilarity = 1 / 3;
const minOwnProseWords = 400;

function namesOf(catalogue: Catalogue, id: DestinationId): string[] {
  const entry = catalogue.destinations.find((candidate) => candidate.id === id)!;
  return [entry.title, id, id.replaceAll('-', ' ')];
}

function pageShingles(catalogue: Catalogue, id: DestinationId): Set<string> {
  const text = withoutNames(fullText(renderDestinationPage(catalogue, id)), namesOf(catalogue, id));
  return shingles(words(text), shingleSize);
}

function mostSimilarPair(catalogue: Catalogue): {pair: string; similarity: number} {
  const sets = new Map(destinationIds.map((id) => [id, pageShingles(catalogue, id)]));
  let worst = {pair: '', similarity: 0};
  destinationIds.forEach((left, index) => {
    for (const right of destinationIds.slice(index + 1)) {
      const similarity = jaccard(sets.get(left)!, sets.get(right)!);
      if (similarity > worst.similarity) {
        worst = {pair: `${left} / ${right}`, similarity};
      }
    }
  });
  return worst;
}

describe('destination pages', () => {
  const catalogue = bundledCatalogue();

  it('do not share most of their text with any other destination page', () => {
    const worst = mostSimilarPair(catalogue);
    console.info(`most similar pair: ${worst.pair}, Jaccard ${worst.similarity.toFixed(3)}`);
    expect(worst.similarity, worst.pair).toBeLessThan(maxSimilarity);
  });

  it.each(destinationIds)('%s has at least 400 words of its own prose beside tables and code', (id) => {
    const count = words(ownProse(renderDestinationPage(catalogue, id))).length;
    expect(count).toBeGreaterThanOrEqual(minOwnProseWords);
  });

  it('catches a page that is another page with the name swapped', () => {
    // The check must be able to fail: clone Snowflake's entry into BigQuery's slot, renamed.
    const snowflake = catalogue.destinations.find((entry) => entry.id === 'snowflake')!;
    const swap = (value: string) => value.replaceAll('Snowflake', 'Google BigQuery');
    const clone = JSON.parse(swap(JSON.stringify({...snowflake, id: 'bigquery'})));
    const forged: Catalogue = {
      ...catalogue,
      destinations: catalogue.destinations.map((entry) => (entry.id === 'bigquery' ? clone : entry)),
    };
    const worst = mostSimilarPair(forged);
    expect(worst.pair).toBe('bigquery / snowflake');
    expect(worst.similarity).toBeGreaterThan(0.9);
  });

  it('catches a page that copies half of another page', () => {
    const postgres = catalogue.destinations.find((entry) => entry.id === 'postgres-generic')!;
    const aws = catalogue.destinations.find((entry) => entry.id === 'postgres-aws')!;
    const halfCopied = {
      ...aws,
      permissions: postgres.permissions,
      sections: postgres.sections,
      troubleshooting: postgres.troubleshooting,
      landing: postgres.landing,
      schedule: postgres.schedule,
    };
    const forged: Catalogue = {
      ...catalogue,
      destinations: catalogue.destinations.map((entry) => (entry.id === 'postgres-aws' ? halfCopied : entry)),
    };
    expect(mostSimilarPair(forged).similarity).toBeGreaterThanOrEqual(maxSimilarity);
  });
});
