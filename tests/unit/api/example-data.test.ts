/**
 * The sample month of src/data/example-data.ts adds up: every charge of the January 2026 invoice follows
 * from the rates and the usage, the balances are drawn in the documented order, and the derived numbers
 * (seat proration, credit memo, top-up, pricing unit) follow from the same data. Pages and API examples
 * quote these numbers, so an inconsistency here would spread to both.
 */
import {describe, expect, it} from 'vitest';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();

const {rateCard, usage, januaryInvoice: invoice, contract, balances} = exampleData;
const lines = invoice.lines;

/** Rounds to cents, as invoices do per line. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/** Graduated tiers: each tier's quantity × its unit price. */
function tieredCharge(quantity: number, tiers: readonly {upTo: number | null; unitPrice: number}[]): number[] {
  let previous = 0;
  return tiers.map(({upTo, unitPrice}) => {
    const inTier = Math.max(0, Math.min(quantity, upTo ?? Infinity) - previous);
    previous = upTo ?? previous;
    return cents(inTier * unitPrice);
  });
}

describe('the January 2026 invoice of Acme Logistics', () => {
  it('prices API requests on the two graduated tiers: $2,000 + $375 = $2,375', () => {
    const byTier = tieredCharge(usage.apiRequests, rateCard.rates.apiRequests.tiers);
    expect(byTier).toEqual(lines.apiRequests.tiers.map((tier) => tier.amount));
    expect(lines.apiRequests.tiers.map((tier) => tier.quantity)).toEqual([1_000_000, 250_000]);
    expect(lines.apiRequests.quantity).toBe(usage.apiRequests);
    expect(cents(byTier[0]! + byTier[1]!)).toBe(lines.apiRequests.amount);
    expect(lines.apiRequests.amount).toBe(2_375);
  });

  it('prices compute hours, the platform fee and 8 seats from the rate card', () => {
    expect(cents(usage.computeHours * rateCard.rates.computeHours.unitPrice)).toBe(lines.computeHours.amount);
    expect(lines.computeHours.amount).toBe(180);
    expect(lines.platformFee.amount).toBe(rateCard.rates.platformFee.flatPrice);
    expect(usage.seats).toBe(8);
    expect(lines.seats.quantity).toBe(usage.seats);
    expect(cents(usage.seats * rateCard.rates.seats.unitPrice)).toBe(lines.seats.amount);
    expect(lines.seats.amount).toBe(320);
  });

  it('has a subtotal of $3,375, split into $2,555 of usage and $820 of fees and seats', () => {
    const usageCharges = lines.apiRequests.amount + lines.computeHours.amount;
    const fixedCharges = lines.platformFee.amount + lines.seats.amount;
    expect(usageCharges).toBe(invoice.usageCharges);
    expect(fixedCharges).toBe(invoice.fixedCharges);
    expect(usageCharges + fixedCharges).toBe(invoice.subtotal);
    expect(invoice.subtotal).toBe(3_375);
  });

  it('draws the $1,000 credit first, then $1,555 of the commit, for usage products only: $820 due', () => {
    const creditDrawn = Math.min(contract.credit.amount, invoice.usageCharges);
    const commitDrawn = Math.min(contract.prepaidCommit.amount, invoice.usageCharges - creditDrawn);
    expect(creditDrawn).toBe(invoice.creditApplied);
    expect(commitDrawn).toBe(invoice.commitApplied);
    expect(lines.creditApplied.amount).toBe(-creditDrawn);
    expect(lines.commitApplied.amount).toBe(-commitDrawn);
    const total = invoice.subtotal + lines.creditApplied.amount + lines.commitApplied.amount;
    expect(total).toBe(invoice.total);
    expect(invoice.total).toBe(820);
    expect(invoice.total).toBe(invoice.fixedCharges);
  });

  it('leaves $10,445 on the commit and nothing on the credit', () => {
    expect(balances.commitUsed).toBe(invoice.commitApplied);
    expect(contract.prepaidCommit.amount - balances.commitUsed - balances.pending).toBe(balances.commitRemaining);
    expect(balances.commitRemaining).toBe(10_445);
    expect(contract.credit.amount - balances.creditUsed).toBe(balances.creditRemaining);
  });

  it('follows the default draw order: neither balance has a priority, and credits come before commits', () => {
    expect(contract.credit.priority).toBeNull();
    expect(contract.prepaidCommit.priority).toBeNull();
  });

  it('gives every line its own id', () => {
    const ids = Object.values(lines).map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('numbers derived from the sample month', () => {
  it('prorates the 2 seats added on February 15 over 14 of 28 days: $40', () => {
    const {seats} = exampleData;
    expect([seats.fromQuantity, seats.toQuantity]).toEqual([8, 10]);
    const added = seats.toQuantity - seats.fromQuantity;
    const daysLeft = (Date.parse(seats.periodEndsAt) - Date.parse(seats.effectiveAt)) / 86_400_000;
    const daysInPeriod = (Date.parse(seats.periodEndsAt) - Date.parse(seats.periodStartsAt)) / 86_400_000;
    expect([daysLeft, daysInPeriod]).toEqual([14, 28]);
    expect(cents((added * rateCard.rates.seats.unitPrice * daysLeft) / daysInPeriod)).toBe(seats.proratedAmount);
  });

  it('credits 2 of the 8 January seats on the credit memo: $80', () => {
    const memo = exampleData.creditMemo;
    expect(memo.quantity).toBeLessThanOrEqual(lines.seats.quantity);
    expect(memo.quantity * rateCard.rates.seats.unitPrice).toBe(memo.amount);
  });

  it('tops the prepaid balance up from $2,000 by $5,000 to $7,000', () => {
    const threshold = contract.prepaidBalanceThreshold;
    expect(threshold.thresholdAmount + threshold.topUpAmount).toBe(threshold.rechargeToAmount);
    expect(exampleData.autoTopUp.amount).toBe(threshold.topUpAmount);
  });

  it('prices the same January usage at 255,500 Skyline credits, worth $2,555', () => {
    const perCredit = exampleData.customPricingUnit.usdPerUnit;
    expect(Math.round(invoice.usageCharges / perCredit)).toBe(255_500);
  });

  it('ends the contract early the day after the last day of service, before its planned end', () => {
    expect(Date.parse(contract.earlyEndsAt)).toBeLessThan(Date.parse(contract.endsAt));
    expect(Date.parse(contract.earlyEndsAt)).toBeGreaterThan(Date.parse(contract.startsAt));
  });
});
