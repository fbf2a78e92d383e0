/**
 * The shared example as a model that computes its figures: Acme Logistics' usage through 2026, priced on
 * the Skyline Standard 2026 rate card, invoiced month by month, with the onboarding credit and the prepaid
 * commits drawn down in Meterstone's documented order, the automatic top-up of the prepaid balance
 * threshold, and the moments the alerts fire. Pages never type these figures: they write a key of
 * `figures.ts` and the remark plugin puts the number in (see CONTRIBUTING.md).
 *
 * Inputs (ids, names, rates, the commit and credit, the thresholds) come from `src/data/example-data.ts`;
 * everything derived is computed here. Money is held in integer cents; usage accrues evenly over each
 * hour of a day, which is what places threshold crossings and alerts at an hour of a day.
 */
import {exampleData} from '../data/example-data';
import {chargeCents, priceTiers, toCents, type Tier} from '../components/PricingCalculator/pricing';

const {rateCard, contract, usage: januaryUsage, seatSchedule, contractV2, alerts} = exampleData;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The months of the story: all of 2026, the contract's term. */
export const monthKeys = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type MonthKey = (typeof monthKeys)[number];

const monthStart = (index: number): Date => new Date(Date.UTC(2026, index, 1));
const daysIn = (index: number): number => (monthStart(index + 1).getTime() - monthStart(index).getTime()) / DAY_MS;

/**
 * API requests of each January day. January is the sample month the invoice-breakdown pages walk through
 * day by day: 980,000 requests by the end of January 20, the 1,000,000th on January 21, then 22,000 a day.
 */
const januaryRequestsByDay: readonly number[] = [
  ...Array<number>(18).fill(50_000),
  40_000,
  40_000,
  50_000,
  ...Array<number>(10).fill(22_000),
];

/** Compute hours of each January day: 48 a day, and 60 on January 31 (a month-end batch job). */
const januaryComputeHoursByDay: readonly number[] = [...Array<number>(30).fill(48), 60];

/**
 * Daily quantities of a month. Acme's usage is steady: every month has January's totals, spread evenly
 * over its days (January keeps its own daily shape).
 */
function dailyUsage(index: number): {apiRequests: readonly number[]; computeHours: readonly number[]} {
  if (index === 0) {
    return {apiRequests: januaryRequestsByDay, computeHours: januaryComputeHoursByDay};
  }
  const days = daysIn(index);
  return {
    apiRequests: Array<number>(days).fill(januaryUsage.apiRequests / days),
    computeHours: Array<number>(days).fill(januaryUsage.computeHours / days),
  };
}

const apiRequestTiers: readonly Tier[] = rateCard.rates.apiRequests.tiers;

/** The compute-hours price at a moment: the rate card's, or the contract override from July 1. */
function computeHourPrice(at: Date): number {
  return at >= new Date(contract.override.startsAt)
    ? contract.override.unitPrice
    : rateCard.rates.computeHours.unitPrice;
}

/** Seats in use on a day, from the seat schedule (8, then 10 from February 15, then 9 from March 17). */
function seatsOn(at: Date): number {
  const changes = [seatSchedule.initial, seatSchedule.increase, seatSchedule.decrease];
  let quantity = 0;
  for (const change of changes) {
    if (new Date(change.effectiveAt) <= at) {
      quantity = change.quantity;
    }
  }
  return quantity;
}

/**
 * The seat charge of a month: the seats at the start of the month for the whole month, plus each change
 * prorated by the days left in the month (day-based proration, as the seats API previews it).
 */
function seatChargeCents(index: number): {quantity: number; amountCents: number} {
  const start = monthStart(index);
  let quantity = seatsOn(start);
  let cents = chargeCents(quantity, rateCard.rates.seats.unitPrice);
  for (const change of [seatSchedule.increase, seatSchedule.decrease]) {
    const at = new Date(change.effectiveAt);
    if (at > start && at < monthStart(index + 1)) {
      cents += seatProrationCents(change, quantity);
      quantity = change.quantity;
    }
  }
  return {quantity, amountCents: cents};
}

/** A prepaid commit or credit of the contract, as the draw-down sees it. */
interface Grant {
  readonly key: 'credit' | 'commit' | 'manualTopUp' | `topUp${number}`;
  readonly kind: 'credit' | 'commit';
  readonly amountCents: number;
  readonly accessStartsAt: Date;
  readonly accessEndsAt: Date;
  readonly createdAt: Date;
  usedCents: number;
}

/** Meterstone's default draw order (no priorities set): credits before commits, soonest end, oldest. */
function drawOrder(a: Grant, b: Grant): number {
  if (a.kind !== b.kind) {
    return a.kind === 'credit' ? -1 : 1;
  }
  return a.accessEndsAt.getTime() - b.accessEndsAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime();
}

const usable = (grant: Grant, at: Date): boolean => grant.accessStartsAt <= at && at < grant.accessEndsAt;
const remainingCents = (grant: Grant): number => grant.amountCents - grant.usedCents;

/** Draws `cents` from the grants usable at `at`, in draw order; returns what each grant gave. */
function draw(grants: Grant[], cents: number, at: Date): Map<Grant['key'], number> {
  const drawn = new Map<Grant['key'], number>();
  let left = cents;
  for (const grant of grants.filter((g) => usable(g, at)).sort(drawOrder)) {
    const take = Math.min(left, remainingCents(grant));
    if (take > 0) {
      grant.usedCents += take;
      drawn.set(grant.key, take);
      left -= take;
    }
  }
  return drawn;
}

/** The prepaid balance at `at`: what the usable grants have left. */
const balanceCents = (grants: readonly Grant[], at: Date): number =>
  grants.filter((g) => usable(g, at)).reduce((sum, g) => sum + remainingCents(g), 0);

export interface UsageLine {
  readonly quantity: number;
  readonly amountCents: number;
}

export interface MonthInvoice {
  readonly month: MonthKey;
  readonly periodStartsAt: Date;
  readonly periodEndsAt: Date;
  readonly apiRequests: UsageLine & {
    readonly tiers: readonly {quantity: number; unitPrice: number; amountCents: number}[];
  };
  readonly computeHours: UsageLine & {readonly unitPrice: number};
  readonly platformFee: UsageLine;
  readonly seats: UsageLine;
  /** 10% of the usage charges, from the April 1 contract edit; zero before. */
  readonly premiumSupport: UsageLine;
  /** API requests + compute hours: what the credit and the commits pay for. */
  readonly usageCents: number;
  /** Platform fee + seats + premium support: never drawn from the balances. */
  readonly feesCents: number;
  readonly subtotalCents: number;
  readonly creditDrawnCents: number;
  readonly commitDrawnCents: number;
  readonly totalCents: number;
  /** The prepaid balance (credit + commits) left at the end of the month. */
  readonly balanceAfterCents: number;
  /** What the $12,000 commit alone has left at the end of the month. */
  readonly commitRemainingCents: number;
}

export interface TopUp {
  readonly at: Date;
  readonly amountCents: number;
  readonly balanceBeforeCents: number;
  readonly balanceAfterCents: number;
}

/** What each grant had used (finalized and pending draws) at the end of one simulated hour. */
export interface GrantSnapshot {
  /** The end of the hour. */
  readonly at: Date;
  readonly usedCents: Readonly<Record<string, number>>;
}

/** A grant of the year as the timeline shows it: its terms, and its use over time in `snapshots`. */
export interface GrantTerms {
  readonly key: string;
  readonly kind: 'credit' | 'commit';
  readonly amountCents: number;
  readonly accessStartsAt: Date;
  readonly accessEndsAt: Date;
}

export interface AcmeYear {
  readonly invoices: Readonly<Record<MonthKey, MonthInvoice>>;
  /** Every grant of the year (credit, commit, the manual top-up, the automatic top-ups). */
  readonly grants: readonly GrantTerms[];
  /** Hour by hour, what each grant has used (ascending `at`). */
  readonly snapshots: readonly GrantSnapshot[];
  /** Automatic top-ups of the prepaid balance threshold. */
  readonly topUps: readonly TopUp[];
  /** The hour the prepaid balance first falls to the low-balance alert's threshold. */
  readonly lowBalanceAlertAt: Date;
  /** The hour January's API requests reach the usage alert's threshold (1,000,000). */
  readonly usageAlertAt: Date;
  /** The hour January's charges (fees at the start of the period, then usage) reach the spend alert's threshold. */
  readonly spendAlertAt: Date;
}

/**
 * The minute within the hour starting at `hourStart` at which a balance falling evenly from `before` to
 * `after` reaches `level`.
 */
function crossingMinute(hourStart: Date, before: number, after: number, level: number): Date {
  const fraction = before === after ? 1 : (before - level) / (before - after);
  return new Date(hourStart.getTime() + Math.ceil(fraction * 60) * 60_000);
}

/** Prices one month's usage up to a quantity, tiers counted from the start of the month. */
const requestsCents = (quantity: number): number => priceTiers(quantity, apiRequestTiers).amountCents;

/** Simulates 2026 hour by hour for the balance events and month by month for the invoices. */
export function computeAcmeYear(): AcmeYear {
  const grants: Grant[] = [
    {
      key: 'credit',
      kind: 'credit',
      amountCents: toCents(contract.credit.amount),
      accessStartsAt: new Date(contract.credit.accessStartsAt),
      accessEndsAt: new Date(contract.credit.accessEndsAt),
      createdAt: new Date(contract.startsAt),
      usedCents: 0,
    },
    {
      key: 'commit',
      kind: 'commit',
      amountCents: toCents(contract.prepaidCommit.amount),
      accessStartsAt: new Date(contract.prepaidCommit.accessStartsAt),
      accessEndsAt: new Date(contract.prepaidCommit.accessEndsAt),
      createdAt: new Date(contract.startsAt),
      usedCents: 0,
    },
  ];
  const threshold = contract.prepaidBalanceThreshold;
  const contractEndsAt = new Date(contract.endsAt);
  // The top-up Acme buys through the prepaid credits API on February 20: a new prepaid commit, drawn
  // after the original one (same end date, created later).
  const manualTopUpAt = new Date(exampleData.prepaidCredits.topUp.createdAt);
  grants.push({
    key: 'manualTopUp',
    kind: 'commit',
    amountCents: toCents(exampleData.prepaidCredits.topUp.amount),
    accessStartsAt: manualTopUpAt,
    accessEndsAt: contractEndsAt,
    createdAt: manualTopUpAt,
    usedCents: 0,
  });
  const topUps: TopUp[] = [];
  const snapshots: GrantSnapshot[] = [];
  let lowBalanceAlertAt: Date | undefined;
  let usageAlertAt: Date | undefined;
  let spendAlertAt: Date | undefined;
  const invoices = {} as Record<MonthKey, MonthInvoice>;

  monthKeys.forEach((month, index) => {
    const start = monthStart(index);
    const daily = dailyUsage(index);
    const usedAtStart = new Map(grants.map((g) => [g.key, g.usedCents]));
    const apiPriced = priceTiers(januaryUsage.apiRequests, apiRequestTiers);
    const computeUnitPrice = computeHourPrice(start);
    const computeCents = chargeCents(januaryUsage.computeHours, computeUnitPrice);
    const usageCents = apiPriced.amountCents + computeCents;
    const lastHour = daily.apiRequests.length * 24 - 1;
    const seats = seatChargeCents(index);
    const platformFeeCents = toCents(rateCard.rates.platformFee.flatPrice);
    // Hour by hour: usage charges accrue and are drawn at once (pending on the draft invoice), so the
    // balance falls through the month and thresholds fire mid-month.
    let requests = 0;
    let hours = 0;
    let accruedCents = 0;
    let drawnCents = 0;
    let balanceBefore = balanceCents(grants, start);
    let requestsBefore = 0;
    let spendBefore = platformFeeCents + seats.amountCents;
    for (let day = 0; day < daily.apiRequests.length; day += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        const at = new Date(start.getTime() + day * DAY_MS + hour * HOUR_MS);
        const end = new Date(at.getTime() + HOUR_MS);
        requests += daily.apiRequests[day]! / 24;
        hours += daily.computeHours[day]! / 24;
        // Charges so far, in fractional cents; the last hour settles on the invoice's rounded lines.
        accruedCents = requestsCents(requests) + hours * computeHourPrice(at) * 100;
        const isLast = day * 24 + hour === lastHour;
        const due = (isLast ? usageCents : Math.floor(accruedCents)) - drawnCents;
        if (due > 0) {
          draw(grants, due, at);
          drawnCents += due;
        }
        const balance = balanceCents(grants, end);
        if (!lowBalanceAlertAt && balance <= toCents(alerts.lowBalance.threshold)) {
          lowBalanceAlertAt = crossingMinute(at, balanceBefore, balance, toCents(alerts.lowBalance.threshold));
        }
        if (balance <= toCents(threshold.thresholdAmount) && end < contractEndsAt) {
          // Meterstone checks the balance as usage arrives, so the top-up happens at the moment the balance
          // reaches the threshold: the balance is then exactly the threshold plus the top-up.
          const toppedUpAt = crossingMinute(at, balanceBefore, balance, toCents(threshold.thresholdAmount));
          const topUp: Grant = {
            key: `topUp${topUps.length + 1}`,
            kind: 'commit',
            amountCents: toCents(threshold.topUpAmount),
            accessStartsAt: toppedUpAt,
            accessEndsAt: contractEndsAt,
            createdAt: toppedUpAt,
            usedCents: 0,
          };
          grants.push(topUp);
          topUps.push({
            at: toppedUpAt,
            amountCents: topUp.amountCents,
            balanceBeforeCents: toCents(threshold.thresholdAmount),
            balanceAfterCents: toCents(threshold.thresholdAmount) + topUp.amountCents,
          });
        }
        balanceBefore = balanceCents(grants, end);
        snapshots.push({at: end, usedCents: Object.fromEntries(grants.map((g) => [g.key, g.usedCents]))});
        const spend = platformFeeCents + seats.amountCents + accruedCents;
        if (index === 0 && !usageAlertAt && requests >= alerts.apiRequestsTier.threshold) {
          usageAlertAt = crossingMinute(at, -requestsBefore, -requests, -alerts.apiRequestsTier.threshold);
        }
        if (index === 0 && !spendAlertAt && spend >= toCents(alerts.monthlySpend.threshold)) {
          spendAlertAt = crossingMinute(at, -spendBefore, -spend, -toCents(alerts.monthlySpend.threshold));
        }
        requestsBefore = requests;
        spendBefore = spend;
      }
    }
    const premiumCents =
      start >= new Date(contractV2.premiumSupport.startsAt)
        ? Math.round((usageCents * contractV2.premiumSupport.percentage) / 100)
        : 0;
    const feesCents = platformFeeCents + seats.amountCents + premiumCents;
    // What the month's invoice shows as drawn: each grant's use since the start of the month.
    const drawnThisMonth = {credit: 0, commit: 0};
    for (const grant of grants) {
      drawnThisMonth[grant.kind] += grant.usedCents - (usedAtStart.get(grant.key) ?? 0);
    }
    invoices[month] = {
      month,
      periodStartsAt: start,
      periodEndsAt: monthStart(index + 1),
      apiRequests: {
        quantity: januaryUsage.apiRequests,
        amountCents: apiPriced.amountCents,
        tiers: apiPriced.tiers,
      },
      computeHours: {quantity: januaryUsage.computeHours, unitPrice: computeUnitPrice, amountCents: computeCents},
      platformFee: {quantity: 1, amountCents: platformFeeCents},
      seats,
      premiumSupport: {quantity: 1, amountCents: premiumCents},
      usageCents,
      feesCents,
      subtotalCents: usageCents + feesCents,
      creditDrawnCents: drawnThisMonth.credit,
      commitDrawnCents: drawnThisMonth.commit,
      totalCents: usageCents + feesCents - drawnThisMonth.credit - drawnThisMonth.commit,
      balanceAfterCents: balanceCents(grants, new Date(monthStart(index + 1).getTime() - 1)),
      commitRemainingCents: remainingCents(grants.find((g) => g.key === 'commit')!),
    };
  });
  if (!lowBalanceAlertAt || !usageAlertAt || !spendAlertAt) {
    throw new Error('The example year never reaches an alert threshold: check the example data');
  }
  const grantTerms = grants.map(({key, kind, amountCents, accessStartsAt, accessEndsAt}) => ({
    key,
    kind,
    amountCents,
    accessStartsAt,
    accessEndsAt,
  }));
  return {invoices, grants: grantTerms, snapshots, topUps, lowBalanceAlertAt, usageAlertAt, spendAlertAt};
}

/** One day of January, priced the way an invoice breakdown window prices it. */
export interface JanuaryDay {
  readonly startsAt: Date;
  readonly apiRequests: number;
  /** The day's requests split over the tiers, counted from the start of the month. */
  readonly apiRequestTiers: readonly {quantity: number; unitPrice: number; amountCents: number}[];
  readonly apiRequestsCents: number;
  readonly computeHours: number;
  readonly computeCents: number;
  /** Requests sent from January 1 to the end of this day. */
  readonly requestsToDate: number;
}

/** January day by day: each day's requests priced at the tier the month had reached. */
export function januaryDays(): JanuaryDay[] {
  let requestsToDate = 0;
  return januaryRequestsByDay.map((requests, day) => {
    const before = priceTiers(requestsToDate, apiRequestTiers);
    const after = priceTiers(requestsToDate + requests, apiRequestTiers);
    const tiers = after.tiers
      .map((tier, index) => ({
        quantity: tier.quantity - (before.tiers[index]?.quantity ?? 0),
        unitPrice: tier.unitPrice,
        amountCents: tier.amountCents - (before.tiers[index]?.amountCents ?? 0),
      }))
      .filter((tier) => tier.quantity > 0);
    requestsToDate += requests;
    const computeHours = januaryComputeHoursByDay[day]!;
    return {
      startsAt: new Date(Date.UTC(2026, 0, day + 1)),
      apiRequests: requests,
      apiRequestTiers: tiers,
      apiRequestsCents: after.amountCents - before.amountCents,
      computeHours,
      computeCents: chargeCents(computeHours, rateCard.rates.computeHours.unitPrice),
      requestsToDate,
    };
  });
}

/**
 * The pay-as-you-go variant of the story (the pay-go guide and the spend thresholds page): Acme's same
 * January usage with no commit or credit, and the contract's spend threshold. Each time unbilled usage
 * spend reaches the threshold, a threshold invoice of exactly that amount is finalized; the end-of-month
 * invoice bills the rest.
 */
export interface PayGoJanuary {
  readonly thresholdInvoices: readonly {at: Date; amountCents: number}[];
  readonly usageCents: number;
  /** What the end-of-month invoice bills: usage not yet billed by threshold invoices. */
  readonly finalCents: number;
}

export function payGoJanuary(): PayGoJanuary {
  const thresholdCents = toCents(exampleData.payGoContract.spendThreshold.amount);
  const days = januaryDays();
  const thresholdInvoices: {at: Date; amountCents: number}[] = [];
  let accrued = 0;
  let billed = 0;
  for (const day of days) {
    const perHour = (day.apiRequestsCents + day.computeCents) / 24;
    for (let hour = 0; hour < 24; hour += 1) {
      const before = accrued;
      accrued += perHour;
      if (accrued - billed >= thresholdCents) {
        const level = billed + thresholdCents;
        const at = new Date(day.startsAt.getTime() + hour * HOUR_MS);
        thresholdInvoices.push({at: crossingMinute(at, -before, -accrued, -level), amountCents: thresholdCents});
        billed += thresholdCents;
      }
    }
  }
  const usageCents = days.reduce((sum, day) => sum + day.apiRequestsCents + day.computeCents, 0);
  return {thresholdInvoices, usageCents, finalCents: usageCents - billed};
}

/** A seat change's prorated charge: the change in seats × the seat price × the share of the month left. */
export function seatProrationCents(change: {quantity: number; effectiveAt: string}, previous: number): number {
  const at = new Date(change.effectiveAt);
  const index = at.getUTCMonth();
  const days = daysIn(index);
  const daysCharged = days - (at.getTime() - monthStart(index).getTime()) / DAY_MS;
  return Math.round(((change.quantity - previous) * toCents(rateCard.rates.seats.unitPrice) * daysCharged) / days);
}
