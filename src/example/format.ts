/**
 * How figures of the shared example read on a page. Each figure has a display form (what prose shows)
 * and variants an author picks with a suffix of the key: `.api` writes money the way the API does
 * ("3375.00"), `.plain` drops the dollar sign ("3,375"), `.cents` keeps them ("$3,375.00"), `.raw` writes a quantity without separators
 * ("1250000"), `.iso`, `.day`, `.month` and `.time` pick parts of a date.
 */

import {toDecimalAmount} from '../api-reference/spec/money';

const grouped = new Intl.NumberFormat('en-US', {maximumFractionDigits: 6});

/** "$3,375", "$3,435.65", "-$19.35": whole dollars without cents, otherwise two decimals. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${formatPlainMoney(Math.abs(cents))}`;
}

/** "$3,375.00": always with cents, for invoice tables. */
export function formatMoneyWithCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const text = new Intl.NumberFormat('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2}).format(
    Math.abs(cents) / 100,
  );
  return `${sign}$${text}`;
}

/** "3,375", "3,435.65": the display form without the dollar sign. */
export function formatPlainMoney(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** "3375.00": the API's decimal string (whole cents: always two decimals). */
export const formatApiMoney = (cents: number): string => toDecimalAmount(cents / 100);

/** "$0.0015": a unit price in dollars, as precise as it is. */
export const formatUnitPrice = (dollars: number): string =>
  `$${dollars.toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 6})}`;

/** "1,250,000"; fractional quantities keep their decimals ("1,250.5"). */
export const formatQuantity = (value: number): string => grouped.format(value);

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "May 10, 2026". */
export const formatDate = (date: Date): string =>
  `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** "May 10". */
export const formatDay = (date: Date): string => `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** "May". */
export const formatMonth = (date: Date): string => monthNames[date.getUTCMonth()]!;

/** "00:31 UTC". */
export const formatTime = (date: Date): string => `${date.toISOString().slice(11, 16)} UTC`;

/** "2026-05-10T00:31:00Z", as the API writes times. */
export const formatIso = (date: Date): string => date.toISOString().replace('.000Z', 'Z');
