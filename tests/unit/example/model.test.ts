/**
 * The example model computes what the pages and the API examples quote. These tests pin its rules (draw
 * order, top-ups at the threshold, day-based seat proration, threshold invoices) and check that the
 * hand-written values of src/data/example-data.ts, which the specifications' examples quote, are the
 * model's figures.
 */
import {describe, expect, it} from 'vitest';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();
import {computeAcmeYear, januaryDays, payGoJanuary} from '../../../src/example/model';
import {figureTable, substituteFigures} from '../../../src/example/figures';
import {toCents} from '../../../src/components/PricingCalculator/pricing';

const year = computeAcmeYear();
const {jan, feb, mar, apr, may, jun, jul} = year.invoices;
const figure = (key: string) => figureTable().get(key)?.text;

describe('the example year of Acme Logistics', () => {
  it('prices January from the usage and the rate card: $3,375, of which $820 is due', () => {
    expect(jan.apiRequests.tiers.map((tier) => tier.amountCents)).toEqual([200_000, 37_500]);
    expect(jan.usageCents).toBe(255_500);
    expect(jan.feesCents).toBe(82_000);
    expect(jan.subtotalCents).toBe(toCents(exampleData.januaryInvoice.subtotal));
    expect(jan.totalCents).toBe(toCents(exampleData.januaryInvoice.total));
  });

  it('draws the credit before the commit, and usage products only', () => {
    expect(jan.creditDrawnCents).toBe(toCents(exampleData.januaryInvoice.creditApplied));
    expect(jan.commitDrawnCents).toBe(toCents(exampleData.januaryInvoice.commitApplied));
    expect(jan.commitRemainingCents).toBe(toCents(exampleData.balances.commitRemaining));
    // Fees and seats are never drawn: each month's total is its fees.
    for (const invoice of Object.values(year.invoices)) {
      expect(invoice.totalCents).toBe(invoice.feesCents);
    }
  });

  it('prorates seat changes by day: +$40 in February, -$19.35 in March', () => {
    expect(feb.seats.amountCents - jan.seats.amountCents).toBe(
      toCents(exampleData.seatSchedule.increase.proratedAmount),
    );
    expect(feb.seats.amountCents).toBe(toCents(exampleData.seatSchedule.periodCharges.february));
    expect(mar.seats.amountCents).toBe(toCents(exampleData.seatSchedule.periodCharges.march));
  });

  it('adds premium support from April 1: 10% of the usage charges, not drawn from the commit', () => {
    expect(mar.premiumSupport.amountCents).toBe(0);
    expect(apr.premiumSupport.amountCents).toBe(apr.usageCents / 10);
  });

  it('tops the balance up by $5,000 at the moment it reaches $2,000', () => {
    const [first] = year.topUps;
    expect(first!.balanceBeforeCents).toBe(toCents(exampleData.contract.prepaidBalanceThreshold.thresholdAmount));
    expect(first!.balanceAfterCents).toBe(toCents(exampleData.contract.prepaidBalanceThreshold.rechargeToAmount));
    expect(first!.at.toISOString()).toBe(new Date(exampleData.autoTopUp.createdAt).toISOString());
    // The February 20 top-up bought through the prepaid credits API is drawn after the original commit.
    expect(feb.balanceAfterCents).toBe(
      jan.balanceAfterCents - feb.usageCents + toCents(exampleData.prepaidCredits.topUp.amount),
    );
    expect(may.commitRemainingCents).toBe(jan.commitRemainingCents - 4 * may.usageCents);
    expect(jun.balanceAfterCents).toBeGreaterThan(toCents(2_000));
    expect(jul.balanceAfterCents).toBe(jun.balanceAfterCents - jul.usageCents + first!.amountCents);
  });

  it('fires the low-balance alert when the balance reaches $3,000', () => {
    expect(year.lowBalanceAlertAt.toISOString()).toBe(
      new Date(exampleData.alerts.lowBalance.triggeredAt).toISOString(),
    );
    expect(year.lowBalanceAlertAt < year.topUps[0]!.at).toBe(true);
  });

  it('walks January day by day as the invoice breakdowns do', () => {
    const days = januaryDays();
    const {invoiceBreakdown} = exampleData;
    expect(days.reduce((sum, day) => sum + day.apiRequests, 0)).toBe(exampleData.usage.apiRequests);
    expect(days.reduce((sum, day) => sum + day.computeHours, 0)).toBe(exampleData.usage.computeHours);
    expect(days[19]!.requestsToDate).toBe(invoiceBreakdown.requestsBeforeJanuary21);
    expect(days[20]!.apiRequestTiers.map((tier) => tier.quantity)).toEqual(
      invoiceBreakdown.january21.apiRequests.tiers.map((tier) => tier.quantity),
    );
    expect((days[21]!.apiRequestsCents + days[21]!.computeCents) / 100).toBe(invoiceBreakdown.january22.subtotal);
  });

  it('bills the pay-as-you-go January with two $1,000 threshold invoices and the rest at the end', () => {
    const payGo = payGoJanuary();
    expect(payGo.thresholdInvoices.map((invoice) => invoice.amountCents)).toEqual([100_000, 100_000]);
    expect(payGo.finalCents).toBe(payGo.usageCents - 200_000);
  });
});

describe('figures', () => {
  it('read as a reader expects them', () => {
    expect(figure('jan.subtotal')).toBe('$3,375');
    expect(figure('jan.subtotal.api')).toBe('3375.00');
    expect(figure('jan.subtotal.cents')).toBe('$3,375.00');
    expect(figure('jan.usage.credits')).toBe('255,500');
    expect(figure('mar.seats.amount')).toBe('$380.65');
    expect(figure('seats.decrease.prorated')).toBe('-$19.35');
    expect(figure('rates.apiRequests.tier2.price')).toBe('$0.0015');
    expect(figure('jan.apiRequests.quantity.raw')).toBe('1250000');
  });

  it('are keys an MDX expression can hold: `{ex.KEY}` must parse as JavaScript', () => {
    const memberPath = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
    expect([...figureTable().keys()].filter((key) => !memberPath.test(key))).toEqual([]);
  });

  it('replace keys in any text and name an unknown key with the keys near it', () => {
    expect(substituteFigures('Due: {ex.jan.total} ("{ex.jan.total.api}")')).toBe('Due: $820 ("820.00")');
    expect(() => substituteFigures('{ex.jan.totl}')).toThrow(/Unknown example figure "\{ex\.jan\.totl\}".*jan\.total/);
  });
});
