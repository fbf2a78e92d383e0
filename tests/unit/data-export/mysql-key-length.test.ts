/**
 * InnoDB refuses a key longer than 3,072 bytes (`ERROR 1071: Specified key was too long`), and in
 * `utf8mb4` MySQL counts 4 bytes per character of a key column. A MySQL destination page whose primary
 * keys would pass that limit with the page's own column types promises tables the export cannot create.
 * Each key is measured with the page's type mapping, or with the `CREATE TABLE` the page shows for the
 * table, which must then keep every column of the data model.
 */
import {describe, expect, it} from 'vitest';
import {exportTables} from '../../../src/data-export/data-model';
import type {Catalogue, Destination} from '../../../src/data-export/schema';
import {bundledCatalogue} from './fixtures';

const innodbMaxKeyBytes = 3072;
const mysqlDestinations = ['mysql-aurora', 'mysql-generic'] as const;

/** Bytes a column of this MySQL type takes in an index, with utf8mb4 text. */
export function keyBytes(mysqlType: string): number {
  const type = mysqlType.trim().toUpperCase();
  const text = /^(?:VAR)?CHAR\((\d+)\)/.exec(type);
  if (text) {
    return Number(text[1]) * 4;
  }
  const binary = /^(?:VAR)?BINARY\((\d+)\)/.exec(type);
  if (binary) {
    return Number(binary[1]);
  }
  if (/^DATETIME/.test(type)) {
    return 8;
  }
  if (/^BIGINT/.test(type)) {
    return 8;
  }
  if (/^(TINY|MEDIUM|LONG)?(TEXT|BLOB)\b|^JSON\b/.test(type)) {
    // Only a prefix of these can be indexed: a full-length key is impossible.
    return Number.POSITIVE_INFINITY;
  }
  throw new Error(`no key length known for MySQL type ${mysqlType}`);
}

/** The `CREATE TABLE` statements a destination page shows: table name to column types and primary key. */
export function shownTables(entry: Destination): Map<string, {types: Map<string, string>; primaryKey: string[]}> {
  const sql = [...entry.permissions.steps.map((step) => step.code), ...entry.sections.map((section) => section.code)]
    .filter((block) => block?.language === 'sql')
    .map((block) => block!.value)
    .join('\n');
  const tables = new Map<string, {types: Map<string, string>; primaryKey: string[]}>();
  for (const match of sql.matchAll(/CREATE TABLE (?:\w+\.)?(\w+) \(([\s\S]*?)\n\) ENGINE/g)) {
    const types = new Map<string, string>();
    let primaryKey: string[] = [];
    for (const line of match[2]!.split('\n').map((candidate) => candidate.trim().replace(/,$/, ''))) {
      const key = /^PRIMARY KEY \((.+)\)$/.exec(line);
      if (key) {
        primaryKey = key[1]!.split(',').map((name) => name.trim().replaceAll('`', ''));
        continue;
      }
      const column = /^`?(\w+)`?\s+(\w+(?:\([\d,]+\))?)/.exec(line);
      if (column && column[1] !== 'KEY') {
        types.set(column[1]!, column[2]!);
      }
    }
    tables.set(match[1]!, {types, primaryKey});
  }
  return tables;
}

/** Primary keys over InnoDB's limit, as `table (bytes)`, and shown tables that drop a data-model column. */
export function keyProblems(catalogue: Catalogue, id: (typeof mysqlDestinations)[number]): string[] {
  const entry = catalogue.destinations.find((candidate) => candidate.id === id)!;
  const shown = shownTables(entry);
  const problems: string[] = [];
  for (const table of exportTables) {
    const ddl = shown.get(table.name);
    if (ddl) {
      const missing = table.columns.filter((column) => !ddl.types.has(column.name)).map((column) => column.name);
      if (missing.length > 0) {
        problems.push(`${table.name} is shown without ${missing.join(', ')}`);
      }
    }
    const key = ddl?.primaryKey ?? table.primaryKey;
    const bytes = key.reduce((sum, name) => {
      const logical = table.columns.find((column) => column.name === name)?.type;
      const mysqlType = ddl?.types.get(name) ?? (logical ? entry.landing.typeMapping[logical] : undefined);
      if (!mysqlType) {
        throw new Error(`${id}: ${table.name}.${name} has no type`);
      }
      return sum + keyBytes(mysqlType);
    }, 0);
    if (bytes > innodbMaxKeyBytes) {
      problems.push(`${table.name} (${bytes} bytes)`);
    }
  }
  return problems;
}

describe('MySQL destination pages', () => {
  const catalogue = bundledCatalogue();

  it.each(mysqlDestinations)('%s creates primary keys within the InnoDB 3,072-byte limit', (id) => {
    expect(keyProblems(catalogue, id)).toEqual([]);
  });

  it('catch a text key built from the type mapping alone', () => {
    const planted = structuredClone(catalogue);
    const aurora = planted.destinations.find((entry) => entry.id === 'mysql-aurora')!;
    aurora.sections = aurora.sections.filter((section) => !section.code?.value.includes('CREATE TABLE'));
    expect(keyProblems(planted, 'mysql-aurora')).toEqual([
      'usage_aggregates (4392 bytes)',
      'custom_fields (8336 bytes)',
    ]);
  });

  it('catch a shown table that drops a column of the data model', () => {
    const planted = structuredClone(catalogue);
    const generic = planted.destinations.find((entry) => entry.id === 'mysql-generic')!;
    const section = generic.sections.find((candidate) => candidate.code?.value.includes('CREATE TABLE'))!;
    section.code = {...section.code!, value: section.code!.value.replace(/\n\s+event_count\s+BIGINT\s+NOT NULL,/, '')};
    expect(keyProblems(planted, 'mysql-generic')).toEqual(['usage_aggregates is shown without event_count']);
  });
});
