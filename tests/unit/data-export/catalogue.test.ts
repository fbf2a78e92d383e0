import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {exportTables, logicalTypes} from '../../../src/data-export/data-model';
import {destinationIds, type Catalogue} from '../../../src/data-export/schema';
import {parseFrontMatter} from '../../../src/routes/front-matter';
import {dataExportDestinations} from '../../../src/data-export/destinations';
import {docRoutes} from '../../../src/routes/docs-routes';
import {bundledCatalogue} from './fixtures';

const pagesDir = path.resolve(__dirname, '../../../docs/developer-resources/data-export');
const readPage = (slug: string): string => readFileSync(path.join(pagesDir, `${slug}.mdx`), 'utf8');

/** RFC 5737 ranges: the docs must never print a real address as Meterstone's. */
const documentationRanges = ['192.0.2.', '198.51.100.', '203.0.113.'];

/** An IPv4 address as an unsigned 32-bit number, to compare it with a network. */
const ipv4Number = (ip: string): number =>
  ip.split('.').reduce((value, octet) => ((value << 8) | Number(octet)) >>> 0, 0);

/**
 * Warehouses a staging bucket's summary links to that have no connection field to select it: the staging
 * pages tell readers to pick the bucket in the warehouse's Staging field, so that field must exist.
 */
const warehousesWithoutStagingChoice = (catalogue: Catalogue): string[] =>
  catalogue.destinations
    .filter((entry) => entry.kind === 'staging-bucket')
    .flatMap((staging) =>
      [...staging.summary.matchAll(/\]\(\.\/([a-z0-9-]+)\.mdx\)/g)].map((link) => `${staging.id} -> ${link[1]}`),
    )
    .filter((pair) => {
      const warehouse = catalogue.destinations.find((entry) => entry.id === pair.split(' -> ')[1]);
      return !warehouse?.connectionFields.some((field) => field.name.startsWith('staging'));
    });

describe('the bundled data-export catalogue', () => {
  const catalogue = bundledCatalogue();

  it('has exactly one entry per destination route, in any order', () => {
    expect(catalogue.destinations.map((entry) => entry.id).sort()).toEqual([...dataExportDestinations].sort());
  });

  it('lists only documentation-range egress addresses', () => {
    const ips = catalogue.network.egress.flatMap((region) => region.ips);
    expect(ips.length).toBeGreaterThan(0);
    for (const ip of ips) {
      expect(
        documentationRanges.some((range) => ip.startsWith(range)),
        ip,
      ).toBe(true);
    }
  });

  it("keeps Meterstone's egress addresses out of the example customer's networks on the allowlist page", () => {
    const allowlist = readFileSync(
      path.resolve(__dirname, '../../../docs/developer-resources/security/allowlist.mdx'),
      'utf8',
    );
    const networks = [...new Set(allowlist.match(/\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g))].map((cidr) => {
      const [base = '', bits = '32'] = cidr.split('/');
      return {cidr, base: ipv4Number(base), mask: bits === '0' ? 0 : (~0 << (32 - Number(bits))) >>> 0};
    });
    expect(networks.length).toBeGreaterThan(0);
    const inside = catalogue.network.egress
      .flatMap((region) => region.ips)
      .flatMap((ip) =>
        networks
          .filter((network) => (ipv4Number(ip) & network.mask) >>> 0 === (network.base & network.mask) >>> 0)
          .map((network) => `${ip} in ${network.cidr}`),
      );
    expect(inside).toEqual([]);
  });

  it('lets every warehouse a staging bucket serves select it in a staging field', () => {
    expect(warehousesWithoutStagingChoice(catalogue)).toEqual([]);
    const planted = structuredClone(catalogue);
    const snowflake = planted.destinations.find((entry) => entry.id === 'snowflake')!;
    snowflake.connectionFields = snowflake.connectionFields.filter((field) => field.name !== 'staging');
    expect(warehousesWithoutStagingChoice(planted)).toEqual(['staging-abs -> snowflake', 'staging-s3 -> snowflake']);
  });

  it('maps every logical column type for every destination', () => {
    for (const entry of catalogue.destinations) {
      expect(Object.keys(entry.landing.typeMapping).sort(), entry.id).toEqual([...logicalTypes].sort());
    }
  });

  it('gives every destination the exact grants as copyable code', () => {
    for (const entry of catalogue.destinations) {
      const blocks = [...entry.permissions.steps.map((step) => step.code), entry.network.code].filter(Boolean);
      expect(blocks.length, `${entry.id} has no permission code block`).toBeGreaterThan(0);
    }
  });

  it('never names the same table twice in a destination', () => {
    for (const entry of catalogue.destinations) {
      const names = exportTables.map((table) =>
        entry.landing.tableNaming.replaceAll('{table}', table.name).replaceAll('{TABLE}', table.name.toUpperCase()),
      );
      expect(new Set(names).size, entry.id).toBe(names.length);
    }
  });
});

describe('the data-export pages', () => {
  const catalogue = bundledCatalogue();

  it.each(destinationIds)('%s renders its catalogue entry, with a matching title and a good description', (id) => {
    const source = readPage(id);
    const frontMatter = parseFrontMatter(source);
    const entry = catalogue.destinations.find((candidate) => candidate.id === id)!;
    expect(source).toContain(`<DestinationPage id="${id}" />`);
    expect(frontMatter.title).toBe(entry.title);
    expect(frontMatter.description?.length).toBeGreaterThanOrEqual(50);
    expect(frontMatter.description?.length).toBeLessThanOrEqual(160);
  });

  it('keeps the password-deprecation page unlisted and gives it the migration commands', () => {
    const source = readPage('prepare-for-snowflake-password-deprecation');
    expect(docRoutes.find((route) => route.id.endsWith('/prepare-for-snowflake-password-deprecation'))?.unlisted).toBe(
      true,
    );
    for (const command of [
      'openssl genrsa',
      'openssl pkcs8',
      '-pubout',
      'SET RSA_PUBLIC_KEY',
      'DESC USER',
      'RSA_PUBLIC_KEY_FP',
    ]) {
      expect(source).toContain(command);
    }
  });

  it('has an overview that renders the comparison, the egress addresses and the data model', () => {
    const source = readPage('index');
    expect(source).toContain('<DestinationComparison />');
    expect(source).toContain('<EgressIpTable />');
    expect(source).toContain('<DataModelTables />');
  });

  it('gives snapshot loads only to the kinds the overview says receive snapshots', () => {
    // The overview: warehouses and databases merge changed rows; object storage, the query engine over
    // those files (Athena) and Sheets receive a complete snapshot. A kind must not contradict its load.
    const mergingKinds = new Set(['warehouse', 'database']);
    const mismatched = catalogue.destinations
      .filter((entry) => entry.kind !== 'staging-bucket')
      .filter((entry) => mergingKinds.has(entry.kind) === /snapshot|rewritten/i.test(entry.compare.loadMethod))
      .map((entry) => `${entry.id} (${entry.kind}): ${entry.compare.loadMethod}`);
    expect(mismatched).toEqual([]);
  });

  it('contains no stub or placeholder text', () => {
    for (const slug of [...destinationIds, 'index', 'prepare-for-snowflake-password-deprecation']) {
      expect(readPage(slug), slug).not.toMatch(/STUB-PAGE|TODO|lorem ipsum|coming soon/i);
    }
  });
});
