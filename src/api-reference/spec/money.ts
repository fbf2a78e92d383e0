/**
 * How the API writes money: a decimal string with at least two decimal places ("500.00", "255.50")
 * and as many as a unit price needs ("0.002", "0.0015"). Strings keep exact values that binary
 * floating point would round, and they read the same in every language.
 */
export const decimalAmountPattern = /^-?\d+\.\d{2,12}$/;

/** Writes a dollar amount of the example data the way the API does. */
export function toDecimalAmount(value: number): string {
  if (!Number.isFinite(value)) {
    throw new Error(`Not a finite amount: ${value}`);
  }
  const cents = value * 100;
  // Whole cents get exactly two decimals; finer unit prices keep their shortest exact form.
  return Math.abs(cents - Math.round(cents)) < 1e-9 ? value.toFixed(2) : String(value);
}
