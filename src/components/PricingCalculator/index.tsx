/**
 * Usage pricing calculator for the launch guides: the reader enters usage and sees the invoice lines,
 * the credit and commit draws and the amount due for the guide's pricing. Pricing comes from a preset
 * (by guide) or a `plan` prop; the arithmetic lives in `./pricing` and is unit-tested there.
 *
 * Every row is rendered whatever the input, so typing never changes the layout; the amount due is in a
 * polite live region so screen readers hear the new total once the reader pauses.
 */
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {formatMoneyWithCents as formatCents} from '../../example/format';
import {defaultInput, estimateInvoice, type ChargeLine, type PricingPlan} from './pricing';
import {pricingPresets, type PricingPresetName} from './presets';
import styles from './styles.module.css';

export interface PricingCalculatorProps {
  /** The guide whose pricing to use. */
  readonly preset?: PricingPresetName;
  /** A pricing plan of your own, instead of a preset. */
  readonly plan?: PricingPlan;
  /** Heading of the calculator. */
  readonly title?: string;
}

const quantityFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 4});

/** Reads a whole number of 0 or more, allowing thousands separators ("1,250,000"). */
export function parseQuantity(text: string): number | null {
  const cleaned = text.replace(/[,_\s]/g, '');
  if (!/^\d{1,12}$/.test(cleaned)) {
    return null;
  }
  return Number(cleaned);
}

interface QuantityFieldProps {
  readonly id: string;
  readonly label: string;
  readonly unit: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

function QuantityField({id, label, unit, value, onChange}: QuantityFieldProps): ReactNode {
  const invalid = parseQuantity(value) === null;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className={invalid ? styles.error : styles.hint}>
        {invalid ? 'Use a whole number, 0 or more.' : `${unit} this month`}
      </span>
    </div>
  );
}

/** "1,000,000 × $0.002 + 250,000 × $0.0015": how a tiered line splits over its tiers. */
function tierDetail(line: ChargeLine): string {
  if (line.tiers.length === 0) {
    return 'No usage yet';
  }
  return line.tiers.map((tier) => `${quantityFormat.format(tier.quantity)} × $${tier.unitPrice}`).join(' + ');
}

/** The plan to price: the `plan` prop, else the named preset. */
export function resolvePlan(preset: PricingPresetName | undefined, plan: PricingPlan | undefined): PricingPlan {
  const resolved = plan ?? (preset ? pricingPresets[preset] : undefined);
  if (!resolved) {
    throw new Error('PricingCalculator needs a `preset` or a `plan`');
  }
  return resolved;
}

export default function PricingCalculator({
  preset,
  plan,
  title = 'Estimate a month',
}: PricingCalculatorProps): ReactNode {
  const pricing = resolvePlan(preset, plan);
  const baseId = useId();
  const initial = useMemo(() => defaultInput(pricing), [pricing]);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(initial.quantities).map(([id, quantity]) => [id, String(quantity)])),
  );
  const [seats, setSeats] = useState(String(initial.seats ?? 0));

  const estimate = useMemo(
    () =>
      estimateInvoice(pricing, {
        quantities: Object.fromEntries(
          pricing.usage.map((product) => [product.id, parseQuantity(quantities[product.id] ?? '') ?? 0]),
        ),
        seats: pricing.seats ? (parseQuantity(seats) ?? 0) : undefined,
      }),
    [pricing, quantities, seats],
  );
  const headingId = `${baseId}-heading`;
  // Tiered lines always show their tier split (even at zero usage) so the table keeps its height.
  const tieredIds = new Set(pricing.usage.filter((product) => product.tiers.length > 1).map((product) => product.id));

  return (
    // Left out of the search index (data-search-skip): its heading's id is React's, and its text is labels.
    <section className={styles.calculator} aria-labelledby={headingId} data-search-skip="">
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {/* A group, not a form: the estimate follows every keystroke, so there is nothing to submit. */}
      <div className={styles.fields} role="group" aria-label="Usage this month">
        {pricing.usage.map((product) => (
          <QuantityField
            key={product.id}
            id={`${baseId}-${product.id}`}
            label={product.name}
            unit={product.unit}
            value={quantities[product.id] ?? ''}
            onChange={(value) => setQuantities((previous) => ({...previous, [product.id]: value}))}
          />
        ))}
        {pricing.seats ? (
          <QuantityField
            id={`${baseId}-seats`}
            label={pricing.seats.name}
            unit="seats"
            value={seats}
            onChange={setSeats}
          />
        ) : null}
      </div>
      <table className={styles.lines}>
        <caption className={styles.caption}>Invoice lines for the quantities above</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.name}
                {tieredIds.has(line.id) ? <span className={styles.detail}>{tierDetail(line)}</span> : null}
              </th>
              <td className={styles.number}>{quantityFormat.format(line.quantity)}</td>
              <td className={styles.number}>{formatCents(line.amountCents)}</td>
            </tr>
          ))}
          <tr className={styles.subtotal}>
            <th scope="row">Subtotal</th>
            <td />
            <td className={styles.number}>{formatCents(estimate.subtotalCents)}</td>
          </tr>
          {estimate.draws.map((draw) => (
            <tr key={draw.id}>
              <th scope="row">
                {draw.name}
                <span className={styles.detail}>
                  {draw.kind === 'credit' ? 'Credit' : 'Prepaid commit'}: {formatCents(draw.remainingCents)} left
                </span>
              </th>
              <td />
              <td className={styles.number}>{formatCents(-draw.drawnCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">Amount due</th>
            <td />
            <td className={styles.number}>
              <output aria-live="polite" aria-atomic="true" data-testid="pricing-total">
                {formatCents(estimate.totalCents)}
              </output>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
