/**
 * The data-export page promises that money sits in `*_cents` columns of a table with a `currency`
 * column, integer cents except unit prices. This holds the data model to that sentence.
 */
import {describe, expect, it} from 'vitest';
import {exportTables} from '../../../src/data-export/data-model';

const moneyTables = exportTables.filter((table) => table.columns.some((column) => column.name.endsWith('_cents')));

describe('money columns of the export', () => {
  it.each(moneyTables.map((table) => [table.name, table] as const))('%s has a currency column', (_name, table) => {
    expect(table.columns.map((column) => column.name)).toContain('currency');
  });

  it('are integer cents, except unit prices, which can be fractions of a cent', () => {
    const decimalCents = moneyTables.flatMap((table) =>
      table.columns
        .filter((column) => column.name.endsWith('_cents') && column.type !== 'bigint')
        .map((column) => `${table.name}.${column.name} (${column.type})`),
    );
    expect(decimalCents).toEqual(['rates.price_cents (decimal)', 'invoice_line_items.unit_price_cents (decimal)']);
  });
});
