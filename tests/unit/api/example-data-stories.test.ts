/**
 * The numbers behind the examples of the v2, seats, prepaid credits, invoice breakdowns and spend
 * breakdowns specifications add up: proration, tier boundaries, draw order and totals are recomputed
 * here from the rates, so an edit to one value that breaks the story fails.
 */
import {describe, expect, it} from 'vitest';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();

const {rateCard, contract, contractV2, seatSchedule, prepaidLedger, invoiceBreakdown, spendBreakdown} = exampleData;

/** Rounds to whole cents, as invoices do. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/** The charge of a quantity of API requests on the tiered rate, tiers following the running total. */
function apiRequestsCharge(
  quantity: number,
  alreadyInPeriod = 0,
  firstTierPrice: number = rateCard.rates.apiRequests.tiers[0].unitPrice,
): number {
  const [first, second] = rateCard.rates.apiRequests.tiers;
  const inFirst = Math.max(0, Math.min(quantity, first.upTo - alreadyInPeriod));
  return cents(inFirst * firstTierPrice + (quantity - inFirst) * second.unitPrice);
}

const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the January 2026 sample month', () => {
  const usage = apiRequestsCharge(1_250_000) + cents(1_500 * rateCard.rates.computeHours.unitPrice);
  const fixed = rateCard.rates.platformFee.flatPrice + seatSchedule.periodCharges.january;

  it('spends $3,375 by product, of which the credit and the commit pay the $2,555 of usage', () => {
    expect(spendBreakdown.apiRequests.amount).toBe(apiRequestsCharge(spendBreakdown.apiRequests.quantity));
    expect(spendBreakdown.computeHours.amount).toBe(cents(spendBreakdown.computeHours.quantity * 0.12));
    expect(spendBreakdown.platformFee.amount).toBe(rateCard.rates.platformFee.flatPrice);
    expect(spendBreakdown.seats.amount).toBe(spendBreakdown.seats.quantity * rateCard.rates.seats.unitPrice);
    const rows = [
      spendBreakdown.apiRequests,
      spendBreakdown.computeHours,
      spendBreakdown.platformFee,
      spendBreakdown.seats,
    ];
    expect(cents(rows.reduce((sum, row) => sum + row.amount, 0))).toBe(spendBreakdown.total.amount);
    expect(cents(rows.reduce((sum, row) => sum + row.drawn, 0))).toBe(spendBreakdown.total.drawn);
    for (const row of rows) {
      expect(row.net).toBe(cents(row.amount - row.drawn));
    }
    expect(spendBreakdown.total).toEqual({amount: 3_375, drawn: usage, net: fixed});
    expect(spendBreakdown.total.net).toBe(820);
  });

  it('draws the credit first, then the commit, leaving $10,445', () => {
    const creditDraw = Math.min(contract.credit.amount, usage);
    // Neither balance has a priority, so the default draw order applies: credits before commits.
    expect([contract.credit.priority, contract.prepaidCommit.priority]).toEqual([null, null]);
    expect(prepaidLedger.januaryDraws).toEqual({credit: creditDraw, commit: usage - creditDraw});
    expect(prepaidLedger.endOfJanuary).toEqual({
      granted: contract.prepaidCommit.amount + contract.credit.amount,
      used: usage,
      pending: 0,
      remaining: contract.prepaidCommit.amount + contract.credit.amount - usage,
    });
    expect(prepaidLedger.endOfJanuary.remaining).toBe(10_445);
  });
});

describe('invoice breakdown windows around the tier boundary', () => {
  const {january20, january21, january22, computeHoursPerDay} = invoiceBreakdown;

  it('adds the daily windows up to the API requests line of the invoice', () => {
    const total =
      invoiceBreakdown.requestsBeforeJanuary21 +
      january21.apiRequests.quantity +
      invoiceBreakdown.requestsAfterJanuary21;
    expect(total).toBe(1_250_000);
    expect(invoiceBreakdown.amountBeforeJanuary21).toBe(apiRequestsCharge(invoiceBreakdown.requestsBeforeJanuary21));
    expect(invoiceBreakdown.amountAfterJanuary21).toBe(
      apiRequestsCharge(invoiceBreakdown.requestsAfterJanuary21, 1_000_000),
    );
    expect(
      cents(
        invoiceBreakdown.amountBeforeJanuary21 + january21.apiRequests.amount + invoiceBreakdown.amountAfterJanuary21,
      ),
    ).toBe(apiRequestsCharge(total));
  });

  it('prices January 21 in two tiers and each window from the running total', () => {
    const before = invoiceBreakdown.requestsBeforeJanuary21;
    expect(january21.apiRequests.amount).toBe(apiRequestsCharge(january21.apiRequests.quantity, before));
    expect(january21.apiRequests.tiers.map((tier) => tier.quantity)).toEqual([
      1_000_000 - before,
      january21.apiRequests.quantity - (1_000_000 - before),
    ]);
    for (const tier of january21.apiRequests.tiers) {
      expect(tier.amount).toBe(cents(tier.quantity * tier.unitPrice));
    }
    // January 20 is inside the first tier; January 22 is the first day after the boundary.
    expect(january20.apiRequests.amount).toBe(
      apiRequestsCharge(january20.apiRequests.quantity, before - january20.apiRequests.quantity),
    );
    expect(january22.apiRequests.amount).toBe(apiRequestsCharge(january22.apiRequests.quantity, 1_000_000));
    expect(january22.apiRequests.quantity).toBeLessThanOrEqual(invoiceBreakdown.requestsAfterJanuary21);
  });

  it('gives each window the subtotal of its lines', () => {
    expect(computeHoursPerDay.amount).toBe(cents(computeHoursPerDay.quantity * rateCard.rates.computeHours.unitPrice));
    for (const window of [january20, january21, january22]) {
      expect(window.subtotal).toBe(cents(window.apiRequests.amount + computeHoursPerDay.amount));
    }
  });
});

describe('seat schedule proration', () => {
  const {unitPrice, initial, increase, decrease, periodCharges} = seatSchedule;

  it('prices seats at the rate card price', () => {
    expect(unitPrice).toBe(rateCard.rates.seats.unitPrice);
    expect(periodCharges.january).toBe(initial.quantity * unitPrice);
  });

  it('charges 2 added seats for 14 of February 28 days', () => {
    expect(increase.daysInPeriod).toBe(daysBetween('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'));
    expect(increase.daysCharged).toBe(daysBetween(increase.effectiveAt, '2026-03-01T00:00:00Z'));
    expect(increase.proratedAmount).toBe(
      cents(((increase.quantity - initial.quantity) * unitPrice * increase.daysCharged) / increase.daysInPeriod),
    );
    expect(increase.proratedAmount).toBe(40);
    expect(periodCharges.february).toBe(initial.quantity * unitPrice + increase.proratedAmount);
  });

  it('credits 1 removed seat for 15 of March 31 days', () => {
    expect(decrease.daysInPeriod).toBe(daysBetween('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'));
    expect(decrease.daysCharged).toBe(daysBetween(decrease.effectiveAt, '2026-04-01T00:00:00Z'));
    expect(decrease.proratedAmount).toBe(
      cents(((decrease.quantity - increase.quantity) * unitPrice * decrease.daysCharged) / decrease.daysInPeriod),
    );
    expect(periodCharges.march).toBe(cents(increase.quantity * unitPrice + decrease.proratedAmount));
  });
});

describe('contract edit examples', () => {
  it('previews the override page example: $3,157 of charges instead of $3,375, $820 still due', () => {
    const {overridePreview} = contractV2;
    const requests = apiRequestsCharge(1_250_000, 0, overridePreview.apiRequestsTier1UnitPrice);
    const compute = cents(1_500 * rateCard.rates.computeHours.unitPrice * overridePreview.computeHoursMultiplier);
    const fixed = rateCard.rates.platformFee.flatPrice + seatSchedule.periodCharges.january;
    expect(overridePreview.subtotalBefore).toBe(spendBreakdown.total.amount);
    expect(overridePreview.subtotalAfter).toBe(cents(requests + compute + fixed));
    expect(overridePreview.saving).toBe(cents(overridePreview.subtotalBefore - overridePreview.subtotalAfter));
    // The overridden usage is still below the credit and the commit together, so only fixed charges are due.
    expect(requests + compute).toBeLessThan(contract.credit.amount + contract.prepaidCommit.amount);
    expect(overridePreview.amountDue).toBe(fixed);
  });

  it('grows the commit by the amount the migration page adds', () => {
    const {commitIncrease} = contractV2;
    expect(commitIncrease.newAmount).toBe(contract.prepaidCommit.amount + commitIncrease.added);
  });

  it('tops up by the difference between the recharge level and the threshold', () => {
    const {prepaidBalanceThreshold} = contractV2;
    expect(prepaidBalanceThreshold.thresholdAmount).toBe(contract.prepaidBalanceThreshold.thresholdAmount);
    expect(prepaidBalanceThreshold.topUpAmount).toBe(
      contract.prepaidBalanceThreshold.rechargeToAmount - contract.prepaidBalanceThreshold.thresholdAmount,
    );
    expect(prepaidBalanceThreshold.topUpAmount).toBe(exampleData.prepaidCredits.topUp.amount);
  });
});
