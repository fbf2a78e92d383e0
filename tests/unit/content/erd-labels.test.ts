import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {exportTables} from '../../../src/data-export/data-model';
import {diagramEntities, unknownLabels, wrongPrimaryKeys, type FieldSource} from '../../content-checks/erd-labels';

const root = path.resolve(__dirname, '../../..');
const svg = readFileSync(path.join(root, 'static/img/entity-relationship-diagram.svg'), 'utf8');
const v1 = parseYaml(readFileSync(path.join(root, 'api/specs/v1.yaml'), 'utf8')) as {
  components: {schemas: Record<string, {properties?: Record<string, unknown>}>};
};

/** The v1 schema each box draws; custom fields are rows of the export only. */
const schemaOfBox: Readonly<Record<string, string>> = {
  Customers: 'Customer',
  'Usage events': 'UsageEvent',
  'Billable metrics': 'BillableMetric',
  Products: 'Product',
  'Rate cards': 'RateCard',
  Rates: 'Rate',
  Contracts: 'Contract',
  Commits: 'Commit',
  Credits: 'Credit',
  Invoices: 'Invoice',
  'Line items': 'LineItem',
  'Credit memos': 'CreditMemo',
};
const exportedTableOfBox: Readonly<Record<string, string>> = {'Custom fields': 'custom_fields'};

function sourceOf(title: string): FieldSource | undefined {
  const schema = schemaOfBox[title];
  if (schema) {
    return new Set(Object.keys(v1.components.schemas[schema]?.properties ?? {}));
  }
  const table = exportTables.find((candidate) => candidate.name === exportedTableOfBox[title]);
  return table ? new Set(table.columns.map((column) => column.name)) : undefined;
}

/** What identifies a row of a box: an API object's `id`, or an exported table's primary key; nothing else. */
function keyOf(title: string): readonly string[] | undefined {
  const schema = schemaOfBox[title];
  if (schema) {
    return v1.components.schemas[schema]?.properties?.id ? ['id'] : [];
  }
  return exportTables.find((candidate) => candidate.name === exportedTableOfBox[title])?.primaryKey;
}

describe('entity-relationship diagram labels', () => {
  it('reads every entity box of the diagram', () => {
    expect(
      diagramEntities(svg)
        .map((entity) => entity.title)
        .sort(),
    ).toEqual([...Object.keys(schemaOfBox), ...Object.keys(exportedTableOfBox)].sort());
  });

  it('name fields of the API (or of the export, for custom fields)', () => {
    expect(unknownLabels(diagramEntities(svg), sourceOf)).toEqual([]);
  });

  it('tag as PK only what identifies a row for good (usage events have no such field)', () => {
    expect(wrongPrimaryKeys(diagramEntities(svg), keyOf)).toEqual([]);
  });

  it('catches transaction_id tagged as the key of usage events, though it repeats after 34 days', () => {
    const planted = svg.replace(
      '<text x="694" y="746" class="field">transaction_id</text>',
      '<text x="662" y="746" class="tag">PK</text>\n    <text x="694" y="746" class="field">transaction_id</text>',
    );
    expect(planted).not.toEqual(svg);
    expect(wrongPrimaryKeys(diagramEntities(planted), keyOf)).toEqual([
      'Usage events: PK transaction_id (expected (none))',
    ]);
  });

  it('catches a label the schema does not have', () => {
    const planted = svg.replace('class="field">ingest_aliases</text>', 'class="field">ingest_alias</text>');
    expect(unknownLabels(diagramEntities(planted), sourceOf)).toEqual([
      expect.stringMatching(/^Customers: ingest_alias \(it has id, name, ingest_aliases/),
    ]);
  });
});
