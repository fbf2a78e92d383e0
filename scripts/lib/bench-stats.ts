/** Pure helpers of `bench-lighthouse.ts`: medians, ratios and a plain-text table. */

/** The median of some numbers (the mean of the two middle ones for an even count); NaN when none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** project / stock, or NaN when the stock figure is zero or missing. */
export function ratio(project: number, stock: number): number {
  return stock === 0 || Number.isNaN(stock) || Number.isNaN(project) ? Number.NaN : project / stock;
}

/** A ratio as `1.23x`, or `-` when it is not a number. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}x` : '-';
}

/** A number rounded to `digits` decimals, or `-` when it is not a number. */
export function formatNumber(value: number, digits = 0): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/**
 * Rows as a plain-text table: columns separated by two spaces, the first column left-aligned and the
 * others right-aligned, a dashed line under the first row (the header).
 */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({length: columns}, (_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? '';
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  if (rows.length === 0) {
    return '';
  }
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
