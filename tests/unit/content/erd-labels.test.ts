import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {exportTables} from '../../../src/data-export/data-model';
import {diagramEntities, unknownLabels, type FieldSource} from '../../content-checks/erd-labels';

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

  it('catches a label the schema does not have', () => {
    const planted = svg.replace('class="field">ingest_aliases</text>', 'class="field">ingest_alias</text>');
    expect(unknownLabels(diagramEntities(planted), sourceOf)).toEqual([
      expect.stringMatching(/^Customers: ingest_alias \(it has id, name, ingest_aliases/),
    ]);
  });
});
