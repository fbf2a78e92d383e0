/**
 * The shared example as the specifications and tests quote it: the inputs of `src/data/example-data.ts`
 * with every derived value (invoice amounts, balances, prorations, top-up and alert moments, breakdowns)
 * computed by the model and the figures, in the shape the example data had when those values were typed
 * by hand. Nothing here is a literal: change an input and every value below follows.
 */
import {exampleData} from '../data/example-data';
import {figureFor, buildFigureTable, type Figure} from './figures';
import {formatIso} from './format';
import {computeAcmeYear, januaryDays, type AcmeYear} from './model';

const dollars = (cents: number): number => Math.round(cents) / 100;

/** Builds the example data with its derived values from a year of the model (and its figure table). */
export function buildStoryData(
  year: AcmeYear = computeAcmeYear(),
  table: ReadonlyMap<string, Figure> = buildFigureTable(year),
) {
  const money = (key: string): number => dollars(figureFor(key, table).value);
  const data = exampleData;
  const {jan} = year.invoices;
  const {lines} = data.januaryInvoice;
  const days = januaryDays();
  const day = (date: number) => days[date - 1]!;
  const dayWindow = (date: number) => ({
    startsAt: formatIso(day(date).startsAt),
    apiRequests: {
      quantity: day(date).apiRequests,
      amount: dollars(day(date).apiRequestsCents),
      tiers: day(date).apiRequestTiers.map((tier) => ({
        quantity: tier.quantity,
        unitPrice: tier.unitPrice,
        amount: dollars(tier.amountCents),
      })),
    },
    subtotal: dollars(day(date).apiRequestsCents + day(date).computeCents),
  });
  const boundary = days.findIndex((candidate) => candidate.apiRequestTiers.length > 1);
  const sum = (list: typeof days, pick: (entry: (typeof days)[number]) => number) =>
    list.reduce((total, entry) => total + pick(entry), 0);
  const [firstTopUp] = year.topUps;
  const increaseProrated = money('seats.increase.prorated');
  const decreaseProrated = money('seats.decrease.prorated');
  const daysOf = (effectiveAt: string) => {
    const at = new Date(effectiveAt);
    const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
    return {daysInPeriod: (end - start) / 86_400_000, daysCharged: (end - at.getTime()) / 86_400_000};
  };
  const drawn = jan.creditDrawnCents + jan.commitDrawnCents;
  // The balances pay the usage lines in the order the invoice lists them.
  const apiDrawn = Math.min(drawn, jan.apiRequests.amountCents);
  const granted = data.contract.prepaidCommit.amount + data.contract.credit.amount;
  const computeDay = days[0]!;
  return {
    ...data,
    contract: {
      ...data.contract,
      prepaidBalanceThreshold: {
        ...data.contract.prepaidBalanceThreshold,
        rechargeToAmount: money('balanceThreshold.amount') + money('balanceThreshold.topUp'),
      },
    },
    alerts: {
      ...data.alerts,
      lowBalance: {...data.alerts.lowBalance, triggeredAt: formatIso(year.lowBalanceAlertAt)},
    },
    januaryInvoice: {
      ...data.januaryInvoice,
      lines: {
        apiRequests: {
          id: lines.apiRequests.id,
          quantity: jan.apiRequests.quantity,
          amount: dollars(jan.apiRequests.amountCents),
          tiers: jan.apiRequests.tiers.map((tier) => ({
            quantity: tier.quantity,
            unitPrice: tier.unitPrice,
            amount: dollars(tier.amountCents),
          })),
        },
        computeHours: {
          id: lines.computeHours.id,
          quantity: jan.computeHours.quantity,
          unitPrice: jan.computeHours.unitPrice,
          amount: dollars(jan.computeHours.amountCents),
        },
        platformFee: {
          id: lines.platformFee.id,
          quantity: jan.platformFee.quantity,
          unitPrice: data.rateCard.rates.platformFee.flatPrice,
          amount: dollars(jan.platformFee.amountCents),
        },
        seats: {
          id: lines.seats.id,
          quantity: jan.seats.quantity,
          unitPrice: data.rateCard.rates.seats.unitPrice,
          amount: dollars(jan.seats.amountCents),
        },
        creditApplied: {id: lines.creditApplied.id, amount: -dollars(jan.creditDrawnCents)},
        commitApplied: {id: lines.commitApplied.id, amount: -dollars(jan.commitDrawnCents)},
      },
      usageCharges: dollars(jan.usageCents),
      fixedCharges: dollars(jan.feesCents),
      subtotal: dollars(jan.subtotalCents),
      creditApplied: dollars(jan.creditDrawnCents),
      commitApplied: dollars(jan.commitDrawnCents),
      total: dollars(jan.totalCents),
    },
    autoTopUp: {
      ...data.autoTopUp,
      createdAt: firstTopUp ? formatIso(firstTopUp.at) : '',
      amount: firstTopUp ? dollars(firstTopUp.amountCents) : 0,
    },
    commitInvoice: {...data.commitInvoice, total: money('commit.amount')},
    /** The daily revenue report's spend summary: premium support in the second quarter of 2026. */
    spendSummary: {premiumSupportQ2: money('spendSummary.premiumSupportQ2')},
    balances: {
      commitUsed: dollars(jan.commitDrawnCents),
      commitRemaining: dollars(jan.commitRemainingCents),
      creditUsed: dollars(jan.creditDrawnCents),
      creditRemaining: data.contract.credit.amount - dollars(jan.creditDrawnCents),
      pending: 0,
    },
    invoiceBreakdownDay: {
      ...data.invoiceBreakdownDay,
      apiRequests: {quantity: day(15).apiRequests, amount: dollars(day(15).apiRequestsCents)},
      computeHours: {quantity: day(15).computeHours, amount: dollars(day(15).computeCents)},
    },
    creditMemo: {...data.creditMemo, amount: money('creditMemo.amount')},
    seats: {...data.seats, proratedAmount: increaseProrated},
    contractV2: {
      ...data.contractV2,
      commitIncrease: {...data.contractV2.commitIncrease, newAmount: money('commitIncrease.newAmount')},
      overridePreview: {
        ...data.contractV2.overridePreview,
        subtotalBefore: dollars(jan.subtotalCents),
        subtotalAfter: money('overridePreview.subtotal'),
        saving: money('overridePreview.saving'),
        amountDue: dollars(jan.totalCents),
      },
    },
    seatSchedule: {
      ...data.seatSchedule,
      increase: {
        ...data.seatSchedule.increase,
        ...daysOf(data.seatSchedule.increase.effectiveAt),
        proratedAmount: increaseProrated,
      },
      decrease: {
        ...data.seatSchedule.decrease,
        ...daysOf(data.seatSchedule.decrease.effectiveAt),
        proratedAmount: decreaseProrated,
      },
      periodCharges: {
        january: dollars(year.invoices.jan.seats.amountCents),
        february: dollars(year.invoices.feb.seats.amountCents),
        march: dollars(year.invoices.mar.seats.amountCents),
      },
    },
    prepaidLedger: {
      ...data.prepaidLedger,
      endOfJanuary: {granted, used: dollars(drawn), pending: 0, remaining: granted - dollars(drawn)},
      januaryDraws: {credit: dollars(jan.creditDrawnCents), commit: dollars(jan.commitDrawnCents)},
    },
    invoiceBreakdown: {
      requestsBeforeJanuary21: days[boundary - 1]!.requestsToDate,
      amountBeforeJanuary21: dollars(sum(days.slice(0, boundary), (entry) => entry.apiRequestsCents)),
      requestsAfterJanuary21: sum(days.slice(boundary + 1), (entry) => entry.apiRequests),
      amountAfterJanuary21: dollars(sum(days.slice(boundary + 1), (entry) => entry.apiRequestsCents)),
      computeHoursPerDay: {quantity: computeDay.computeHours, amount: dollars(computeDay.computeCents)},
      january20: dayWindow(20),
      january21: dayWindow(21),
      january22: dayWindow(22),
    },
    spendBreakdown: {
      apiRequests: {
        quantity: jan.apiRequests.quantity,
        amount: dollars(jan.apiRequests.amountCents),
        drawn: dollars(apiDrawn),
        net: dollars(jan.apiRequests.amountCents - apiDrawn),
      },
      computeHours: {
        quantity: jan.computeHours.quantity,
        amount: dollars(jan.computeHours.amountCents),
        drawn: dollars(drawn - apiDrawn),
        net: dollars(jan.computeHours.amountCents - (drawn - apiDrawn)),
      },
      platformFee: {
        quantity: 1,
        amount: dollars(jan.platformFee.amountCents),
        drawn: 0,
        net: dollars(jan.platformFee.amountCents),
      },
      seats: {
        quantity: jan.seats.quantity,
        amount: dollars(jan.seats.amountCents),
        drawn: 0,
        net: dollars(jan.seats.amountCents),
      },
      total: {amount: dollars(jan.subtotalCents), drawn: dollars(drawn), net: dollars(jan.totalCents)},
    },
  };
}

export type StoryData = ReturnType<typeof buildStoryData>;

let cached: StoryData | undefined;

/** The story data of this build, computed once. */
export function storyData(): StoryData {
  cached ??= buildStoryData();
  return cached;
}
