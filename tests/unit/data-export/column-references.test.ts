/**
 * Queries and formulas that readers copy name real export columns: every `alias.column` of a SQL sample
 * (destination pages and guides) exists in the table its alias stands for, and the spreadsheet formula's
 * column letters are where the export writes those columns. A renamed or reordered column fails here
 * instead of in a reader's warehouse.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {exportTables} from '../../../src/data-export/data-model';
import {extractCodeBlocks} from '../../../src/api-reference/guides/code-blocks';
import {bundledCatalogue} from './fixtures';

const docsDir = path.resolve(__dirname, '../../../docs');
const columnsOf = new Map(exportTables.map((table) => [table.name, table.columns.map((c) => c.name)]));
const valuesOf = new Map(
  exportTables.flatMap((table) =>
    table.columns.flatMap((c) => (c.values ? [[`${table.name}.${c.name}`, c.values] as const] : [])),
  ),
);

/** Every `{language: 'sql', value}` in the catalogue, wherever it sits. */
function catalogueSql(node: unknown, where: string, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => catalogueSql(item, `${where}[${index}]`, found));
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.language === 'sql' && typeof record.value === 'string') {
      found.push([where, record.value]);
    }
    for (const [key, value] of Object.entries(record)) {
      catalogueSql(value, `${where}.${key}`, found);
    }
  }
  return found;
}

function docsSql(): [string, string][] {
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));
  return files.flatMap((file) =>
    extractCodeBlocks(readFileSync(path.join(docsDir, file), 'utf8'))
      .filter((block) => block.lang === 'sql')
      .map((block): [string, string] => [`${file}:${block.line}`, block.code]),
  );
}

/** The export table each alias of a query stands for (`FROM meterstone.invoices AS i` → i: invoices). */
function tableAliases(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of sql.matchAll(/\b(?:FROM|JOIN)\s+(?:[\w"`]+\.)?[`"]?(\w+)[`"]?(?:\s+AS)?\s+(\w+)/gi)) {
    aliases.set(match[2]!, match[1]!);
  }
  return aliases;
}

/**
 * Columns a query names that its table does not have, and values it compares a column of a fixed set
 * with that the column never holds (`status = 'void'`). Tables outside the export are not checked.
 */
export function unknownColumns(sql: string): string[] {
  const aliases = tableAliases(sql);
  const problems: string[] = [];
  for (const match of sql.matchAll(/\b([a-z]\w*)\.([a-z_]+)\b/g)) {
    const table = aliases.get(match[1]!);
    const columns = table === undefined ? undefined : columnsOf.get(table);
    if (columns && !columns.includes(match[2]!)) {
      problems.push(`${table}.${match[2]} (as ${match[0]})`);
    }
  }
  for (const match of sql.matchAll(/\b([a-z]\w*)\.([a-z_]+)\s*(?:=\s*('[^']*')|IN\s*\(([^)]*)\))/gi)) {
    const values = valuesOf.get(`${aliases.get(match[1]!)}.${match[2]}`);
    const literals = [...(match[3] ?? match[4] ?? '').matchAll(/'([^']*)'/g)].map((literal) => literal[1]!);
    for (const literal of values ? literals : []) {
      if (!values!.includes(literal)) {
        problems.push(`${aliases.get(match[1]!)}.${match[2]} is never '${literal}'`);
      }
    }
  }
  return problems;
}

describe('SQL samples over the export', () => {
  const samples = [...bundledCatalogue().destinations.flatMap((entry) => catalogueSql(entry, entry.id)), ...docsSql()];

  it('exist', () => {
    expect(samples.length).toBeGreaterThan(5);
  });

  it.each(samples)('%s names only columns its tables have', (_where, sql) => {
    expect(unknownColumns(sql)).toEqual([]);
  });

  it('catch a value the column never holds', () => {
    expect(unknownColumns("SELECT 1 FROM meterstone.invoices AS i WHERE i.status IN ('sent', 'void')")).toEqual([
      "invoices.status is never 'void'",
    ]);
  });

  it('catch a column the export does not have', () => {
    expect(
      unknownColumns('SELECT i.subtotal FROM meterstone.invoices AS i JOIN x.ledger AS l ON l.id = i.invoice_id'),
    ).toEqual(['invoices.subtotal (as i.subtotal)']);
  });
});

describe('the spreadsheet formula', () => {
  it('reads the columns where the export writes them', () => {
    const sheets = bundledCatalogue().destinations.find((entry) => entry.id === 'sheets')!;
    const section = sheets.sections.find((candidate) => candidate.body.includes('column F'))!;
    const invoiceColumns = columnsOf.get('invoices')!;
    const claims = [...section.body.matchAll(/column ([A-Z]) (?:holds )?`(\w+)`/g)];
    expect(claims.length).toBeGreaterThanOrEqual(4);
    for (const [, letter, name] of claims) {
      expect(invoiceColumns[letter!.charCodeAt(0) - 65], `column ${letter}`).toBe(name);
    }
  });
});
