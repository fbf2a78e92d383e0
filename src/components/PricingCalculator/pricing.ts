/**
 * Pure pricing arithmetic of the usage pricing calculator: tiered and per-unit usage rates, flat fees,
 * seats, and the draw-down of credits and commits. It mirrors how Meterstone prices an invoice (each
 * line rounded to cents, totals as sums of rounded lines, credits drawn before commits, balances paying
 * usage charges only), so the numbers on the launch guides match the invoices they describe.
 *
 * Money is held in integer cents and unit prices in integer millionths of a dollar, so that
 * 250,000 × $0.0015 is exactly $375.00 rather than a binary floating-point neighbour.
 */

/** One tier of a graduated rate: units up to `upTo` (counted from the start of the period) cost `unitPrice`. */
export interface Tier {
  /** Last quantity of the tier; `null` for the last tier. */
  readonly upTo: number | null;
  /** Price of each unit in the tier, in dollars (for example 0.0015). */
  readonly unitPrice: number;
}

/** A usage product the reader can enter a quantity for. */
export interface UsageProduct {
  readonly id: string;
  /** Name shown on the invoice line and as the input label. */
  readonly name: string;
  /** The billed unit, for the input's hint ("requests", "hours"). */
  readonly unit: string;
  /** Graduated tiers; a single tier with `upTo: null` is a per-unit rate. */
  readonly tiers: readonly Tier[];
  /** The quantity the calculator starts with: the sample month of the example data. */
  readonly defaultQuantity: number;
}

/** A fixed fee charged every period whatever the usage. */
export interface FlatFee {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
}

/** A per-seat subscription: quantity × unit price each period. */
export interface SeatProduct {
  readonly id: string;
  readonly name: string;
  readonly unitPrice: number;
  readonly defaultQuantity: number;
}

/** A prepaid balance that pays usage charges: a free credit or a purchased (prepaid) commit. */
export interface Balance {
  readonly id: string;
  readonly name: string;
  readonly kind: 'credit' | 'commit';
  /** What is left on the balance at the start of the period, in dollars. */
  readonly amount: number;
}

/** The pricing of one business model: what the calculator prices. */
export interface PricingPlan {
  readonly usage: readonly UsageProduct[];
  readonly flatFees: readonly FlatFee[];
  readonly seats?: SeatProduct;
  readonly balances: readonly Balance[];
}

/** The quantities the reader entered, by usage product id, plus the seat count. */
export interface UsageInput {
  readonly quantities: Readonly<Record<string, number>>;
  readonly seats?: number;
}

export interface TierCharge {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly amountCents: number;
}

export interface ChargeLine {
  readonly id: string;
  readonly name: string;
  readonly kind: 'usage' | 'fixed' | 'subscription';
  readonly quantity: number;
  readonly amountCents: number;
  /** How a tiered usage charge splits over its tiers; empty for other lines. */
  readonly tiers: readonly TierCharge[];
}

export interface BalanceDraw {
  readonly id: string;
  readonly name: string;
  readonly kind: 'credit' | 'commit';
  readonly drawnCents: number;
  readonly remainingCents: number;
}

export interface InvoiceEstimate {
  readonly lines: readonly ChargeLine[];
  /** Sum of the charge lines, before credits and commits. */
  readonly subtotalCents: number;
  /** Usage charges: the part of the subtotal that credits and commits may pay. */
  readonly usageCents: number;
  /** One entry per balance, in draw order (credits first, then commits). */
  readonly draws: readonly BalanceDraw[];
  /** What is left to pay: subtotal minus every draw. */
  readonly totalCents: number;
}

const MICROS_PER_DOLLAR = 1_000_000;
const MICROS_PER_CENT = 10_000;

/** Converts a dollar amount to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cost of `quantity` units at `unitPrice` dollars, rounded half up to cents. */
export function chargeCents(quantity: number, unitPrice: number): number {
  const priceMicros = Math.round(unitPrice * MICROS_PER_DOLLAR);
  return Math.round((quantity * priceMicros) / MICROS_PER_CENT);
}

/** Checks that tiers are usable: at least one, rising `upTo`, and only the last one open-ended. */
export function assertValidTiers(tiers: readonly Tier[]): void {
  if (tiers.length === 0) {
    throw new Error('A rate needs at least one tier');
  }
  let previous = 0;
  tiers.forEach((tier, index) => {
    const isLast = index === tiers.length - 1;
    if (tier.upTo === null) {
      if (!isLast) {
        throw new Error('Only the last tier may be open-ended');
      }
    } else if (tier.upTo <= previous) {
      throw new Error('Each tier must end above the previous one');
    } else {
      previous = tier.upTo;
    }
    if (isLast && tier.upTo !== null) {
      throw new Error('The last tier must be open-ended');
    }
    if (tier.unitPrice < 0) {
      throw new Error('Unit prices cannot be negative');
    }
  });
}

/** Splits a quantity over graduated tiers and prices each part. Tiers reset every period. */
export function priceTiers(quantity: number, tiers: readonly Tier[]): {amountCents: number; tiers: TierCharge[]} {
  assertValidTiers(tiers);
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new Error('Quantity must be a number of 0 or more');
  }
  const charges: TierCharge[] = [];
  let start = 0;
  for (const tier of tiers) {
    if (quantity <= start) {
      break;
    }
    const end = tier.upTo === null ? quantity : Math.min(quantity, tier.upTo);
    const inTier = end - start;
    charges.push({quantity: inTier, unitPrice: tier.unitPrice, amountCents: chargeCents(inTier, tier.unitPrice)});
    start = end;
  }
  return {amountCents: charges.reduce((sum, charge) => sum + charge.amountCents, 0), tiers: charges};
}

/**
 * Draws balances against the usage charges: credits before commits, in the order given within each
 * kind (Meterstone's default order when no priority is set). Fixed fees and seats are never drawn.
 */
export function drawBalances(usageCents: number, balances: readonly Balance[]): BalanceDraw[] {
  const ordered = [...balances.filter((b) => b.kind === 'credit'), ...balances.filter((b) => b.kind === 'commit')];
  let unpaid = usageCents;
  return ordered.map((balance) => {
    const availableCents = toCents(balance.amount);
    const drawnCents = Math.max(0, Math.min(availableCents, unpaid));
    unpaid -= drawnCents;
    return {
      id: balance.id,
      name: balance.name,
      kind: balance.kind,
      drawnCents,
      remainingCents: availableCents - drawnCents,
    };
  });
}

/** Prices one period of a plan for the quantities entered. */
export function estimateInvoice(plan: PricingPlan, input: UsageInput): InvoiceEstimate {
  const usageLines: ChargeLine[] = plan.usage.map((product) => {
    const quantity = input.quantities[product.id] ?? 0;
    const priced = priceTiers(quantity, product.tiers);
    return {
      id: product.id,
      name: product.name,
      kind: 'usage',
      quantity,
      amountCents: priced.amountCents,
      tiers: priced.tiers,
    };
  });
  const feeLines: ChargeLine[] = plan.flatFees.map((fee) => ({
    id: fee.id,
    name: fee.name,
    kind: 'fixed',
    quantity: 1,
    amountCents: toCents(fee.amount),
    tiers: [],
  }));
  const seatLines: ChargeLine[] = [];
  if (plan.seats) {
    const quantity = input.seats ?? plan.seats.defaultQuantity;
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new Error('Seats must be a whole number of 0 or more');
    }
    seatLines.push({
      id: plan.seats.id,
      name: plan.seats.name,
      kind: 'subscription',
      quantity,
      amountCents: chargeCents(quantity, plan.seats.unitPrice),
      tiers: [],
    });
  }
  const lines = [...usageLines, ...feeLines, ...seatLines];
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const usageCents = usageLines.reduce((sum, line) => sum + line.amountCents, 0);
  const draws = drawBalances(usageCents, plan.balances);
  const drawnCents = draws.reduce((sum, draw) => sum + draw.drawnCents, 0);
  return {lines, subtotalCents, usageCents, draws, totalCents: subtotalCents - drawnCents};
}

/** The quantities a plan starts with. */
export function defaultInput(plan: PricingPlan): UsageInput {
  return {
    quantities: Object.fromEntries(plan.usage.map((product) => [product.id, product.defaultQuantity])),
    seats: plan.seats?.defaultQuantity,
  };
}
