import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readBundledCatalogue} from '../../../src/data-export/load-catalogue';
import {figureTable} from '../../../src/example/figures';
import {computeAcmeYear} from '../../../src/example/model';
import {dataExportCounts, siteCounts} from '../../../src/example/site-counts';

const docsDir = path.resolve(__dirname, '../../../docs');

describe('site counts', () => {
  const catalogue = readBundledCatalogue();

  it('split the catalogue into destinations and staging buckets', () => {
    const {destinations, stagingBuckets} = dataExportCounts(catalogue);
    expect(destinations + stagingBuckets).toBe(catalogue.destinations.length);
    expect(stagingBuckets).toBe(catalogue.destinations.filter((entry) => entry.id.startsWith('staging-')).length);
  });

  it('follow the catalogue when an entry is added', () => {
    const extra = {...catalogue.destinations.find((entry) => entry.kind === 'staging-bucket')!};
    const grown = {...catalogue, destinations: [...catalogue.destinations, extra]};
    expect(dataExportCounts(grown).stagingBuckets).toBe(dataExportCounts(catalogue).stagingBuckets + 1);
  });

  it('reach pages as {ex.counts.…} figures', () => {
    const counts = siteCounts(computeAcmeYear(), catalogue);
    for (const [key, count] of Object.entries(counts)) {
      expect(figureTable().get(key)?.value).toBe(count);
    }
    expect(counts['counts.automaticTopUps']).toBe(computeAcmeYear().topUps.length);
  });

  it('are never typed in a page: a number of destinations or staging buckets is a figure', () => {
    const typed = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        readFileSync(path.join(docsDir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\s+(data[- ]export\s+)?(destinations|staging buckets)\b/i.test(
              line,
            )
              ? [`${file}:${index + 1}`]
              : [],
          ),
      );
    expect(typed).toEqual([]);
  });
});
