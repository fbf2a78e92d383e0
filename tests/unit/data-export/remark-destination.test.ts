import type {Code, Heading, Root, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {exportTables} from '../../../src/data-export/data-model';
import type {Catalogue, Destination} from '../../../src/data-export/schema';
import remarkDestination, {expandMarkers} from '../../../src/plugins/data-export-pages/remark-destination';
import {bundledCatalogue, staticSource} from './fixtures';

/** A destination entry with known, distinctive values, standing in for any catalogue entry. */
function fixtureCatalogue(): Catalogue {
  const catalogue = bundledCatalogue();
  const base = catalogue.destinations.find((entry) => entry.id === 'redshift')!;
  const fixture: Destination = {
    ...base,
    title: 'Fixture Warehouse',
    summary: 'The fixture summary paragraph says what lands. It has `{process.exit(1)}` as plain text.',
    permissions: {
      intro: 'Grant the fixture user what it needs.',
      steps: [
        {
          title: 'Create the fixture user',
          body: 'Run this.',
          code: {language: 'sql', value: 'CREATE USER fixture_user;'},
        },
        {
          title: 'Attach the fixture policy',
          body: 'Attach it.',
          code: {language: 'json', value: '{"Version": "2012-10-17"}', title: 'policy.json'},
        },
      ],
    },
    landing: {...base.landing, tableNaming: 'fixture_schema.{table}'},
    sections: [{heading: 'A fixture section', body: 'Fixture section body.'}],
    troubleshooting: [
      {error: 'FIXTURE_ERROR_ONE', cause: 'First cause.', fix: 'First fix.'},
      {error: 'FIXTURE_ERROR_TWO', cause: 'Second cause.', fix: 'Second fix.'},
    ],
    related: ['snowflake'],
  };
  return {
    ...catalogue,
    destinations: catalogue.destinations.map((entry) => (entry.id === 'redshift' ? fixture : entry)),
  };
}

function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
}

async function expand(source: string, catalogue = fixtureCatalogue()): Promise<Root> {
  const tree = parseMdx(source);
  await expandMarkers(tree, staticSource(catalogue), 'fixture.mdx');
  return tree;
}

const headings = (tree: Root) =>
  tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((node) => ({
      depth: node.depth,
      text: toString(node),
      id: (node.data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id,
    }));

const tables = (tree: Root) => tree.children.filter((node): node is Table => node.type === 'table');
const codes = (tree: Root) => tree.children.filter((node): node is Code => node.type === 'code');
const headerOf = (table: Table) => table.children[0].children.map((cell) => toString(cell));

describe('remarkDestination', () => {
  it('replaces the marker with the page: summary first, then the sections as real headings', async () => {
    const tree = await expand('# Ignored title\n\n<DestinationPage id="redshift" />\n\nAn author paragraph after.');
    expect(tree.children.some((node) => (node as {type: string}).type === 'mdxJsxFlowElement')).toBe(false);
    expect(toString(tree.children[1])).toContain('The fixture summary paragraph');
    expect(toString(tree.children.at(-1) as RootContent)).toBe('An author paragraph after.');

    const h = headings(tree).filter((item) => item.depth > 1);
    expect(h.filter((item) => item.depth === 2).map((item) => item.id ?? item.text)).toEqual([
      'at-a-glance',
      'before-you-start',
      'grant-access',
      'network-access',
      'connection-fields',
      'how-data-lands',
      'refresh-schedule-and-latency',
      'limits',
      'A fixture section',
      'troubleshooting',
      'related-pages',
    ]);
    expect(h).toContainEqual({depth: 3, text: 'Create the fixture user', id: undefined});
    expect(h).toContainEqual({depth: 3, text: 'FIXTURE_ERROR_ONE', id: undefined});
    expect(h).toContainEqual({depth: 3, text: 'Private connectivity', id: 'private-connectivity'});
  });

  it('renders permission code blocks with their language and title', async () => {
    const tree = await expand('<DestinationPage id="redshift" />');
    const blocks = codes(tree);
    expect(blocks).toContainEqual(
      expect.objectContaining({lang: 'sql', value: 'CREATE USER fixture_user;', meta: null}),
    );
    expect(blocks).toContainEqual(expect.objectContaining({lang: 'json', meta: 'title="policy.json"'}));
  });

  it('renders the connection fields, the tables and the type mapping as tables', async () => {
    const tree = await expand('<DestinationPage id="redshift" />');
    const all = tables(tree);
    const fields = all.find((table) => headerOf(table)[0] === 'Field')!;
    expect(headerOf(fields)).toEqual(['Field', 'Type', 'Example', 'What to enter']);
    expect(toString(fields.children[1].children[1])).toMatch(
      /^(string|secret|integer|boolean|enum|file), (required|optional)$/,
    );
    expect(fields.children).toHaveLength(
      1 + fixtureCatalogue().destinations.find((e) => e.id === 'redshift')!.connectionFields.length,
    );

    const landing = all.find((table) => headerOf(table)[0] === 'Table')!;
    expect(headerOf(landing)).toEqual(['Table', 'In Fixture Warehouse', 'Primary key']);
    expect(landing.children.slice(1).map((row) => toString(row.children[1]))).toEqual(
      exportTables.map((table) => `fixture_schema.${table.name}`),
    );

    const types = all.find((table) => headerOf(table)[0] === 'Logical type')!;
    expect(headerOf(types)[1]).toBe('Fixture Warehouse type');
  });

  it('parses catalogue prose as Markdown, never as MDX', async () => {
    const tree = await expand('<DestinationPage id="redshift" />');
    const summary = tree.children[0];
    expect(summary.type).toBe('paragraph');
    expect(JSON.stringify(summary)).not.toContain('mdxTextExpression');
    expect(toString(summary)).toContain('{process.exit(1)}');
  });

  it('expands the overview markers', async () => {
    const tree = await expand('<DestinationComparison />\n\n<EgressIpTable />\n\n<DataModelTables />');
    const [comparison, egress] = tables(tree);
    expect(headerOf(comparison)).toEqual([
      'Destination',
      'Kind',
      'Authentication',
      'Load method',
      'Schedule',
      'Best for',
    ]);
    // One header row, then one row per catalogue entry.
    expect(comparison.children).toHaveLength(1 + fixtureCatalogue().destinations.length);
    expect(headerOf(egress)).toEqual(['Region', 'IP addresses', 'Serves']);
    expect(headings(tree).map((item) => item.id)).toEqual(
      exportTables.map((table) => `table-${table.name.replaceAll('_', '-')}`),
    );
  });

  it('points in-page links at the destination when its fields are shown elsewhere', async () => {
    const tree = await expand('<DestinationConnectionFields id="snowflake" />', bundledCatalogue());
    expect(JSON.stringify(tree)).toContain('"url":"./snowflake.mdx#grant-access"');
    expect(JSON.stringify(tree)).not.toContain('"url":"#grant-access"');
  });

  it('loads the catalogue only for files that use a marker', async () => {
    const source = staticSource(fixtureCatalogue());
    const transform = remarkDestination({source});
    await transform(parseMdx('# A page\n\nNo marker here.'), {path: 'plain.mdx'});
    expect(source.calls).toBe(0);
    await transform(parseMdx('<EgressIpTable />'), {path: 'with-marker.mdx'});
    expect(source.calls).toBe(1);
  });

  it('fails with the file and the marker on an unknown destination', async () => {
    await expect(expand('<DestinationPage id="oracle" />')).rejects.toThrow(
      'fixture.mdx: <DestinationPage> unknown destination "oracle"; expected one of athena,',
    );
  });

  it('fails on a missing or computed attribute', async () => {
    await expect(expand('<DestinationPage />')).rejects.toThrow(
      'fixture.mdx: <DestinationPage> is missing the attribute id',
    );
    await expect(expand('<DestinationPage id={"snowflake"} />')).rejects.toThrow('takes only plain string attributes');
  });
});
