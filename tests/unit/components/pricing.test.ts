import {describe, expect, it} from 'vitest';
import {
  chargeCents,
  defaultInput,
  drawBalances,
  estimateInvoice,
  priceTiers,
  type PricingPlan,
} from '../../../src/components/PricingCalculator/pricing';
import {pricingPresets} from '../../../src/components/PricingCalculator/presets';
import {formatMoneyWithCents} from '../../../src/example/format';
import {storyData} from '../../../src/example/story-data';

/** The example's inputs with the values the model computes from them. */
const exampleData = storyData();

const apiTiers = [
  {upTo: 1_000_000, unitPrice: 0.002},
  {upTo: null, unitPrice: 0.0015},
];

describe('priceTiers', () => {
  it('stays in the first tier up to its end', () => {
    expect(priceTiers(1_000_000, apiTiers)).toEqual({
      amountCents: 200_000,
      tiers: [{quantity: 1_000_000, unitPrice: 0.002, amountCents: 200_000}],
    });
  });

  it('prices the units above a boundary at the next tier', () => {
    const priced = priceTiers(1_250_000, apiTiers);
    expect(priced.tiers).toEqual([
      {quantity: 1_000_000, unitPrice: 0.002, amountCents: 200_000},
      {quantity: 250_000, unitPrice: 0.0015, amountCents: 37_500},
    ]);
    expect(priced.amountCents).toBe(237_500);
  });

  it('charges nothing for no usage', () => {
    expect(priceTiers(0, apiTiers)).toEqual({amountCents: 0, tiers: []});
  });

  it('rounds each tier to cents, half up', () => {
    // 1 request at $0.002 is 0.2 cents: it rounds to 0; 3 requests are 0.6 cents: 1 cent.
    expect(priceTiers(1, apiTiers).amountCents).toBe(0);
    expect(priceTiers(3, apiTiers).amountCents).toBe(1);
  });

  it('rejects tiers that do not rise or do not end open', () => {
    expect(() => priceTiers(5, [{upTo: 10, unitPrice: 1}])).toThrow(/open-ended/);
    expect(() =>
      priceTiers(5, [
        {upTo: null, unitPrice: 1},
        {upTo: null, unitPrice: 2},
      ]),
    ).toThrow(/last tier/);
    expect(() =>
      priceTiers(5, [
        {upTo: 10, unitPrice: 1},
        {upTo: 5, unitPrice: 1},
        {upTo: null, unitPrice: 1},
      ]),
    ).toThrow(/above the previous/);
    expect(() => priceTiers(-1, apiTiers)).toThrow(/Quantity/);
  });
});

describe('chargeCents', () => {
  it('multiplies without binary floating-point drift', () => {
    expect(chargeCents(250_000, 0.0015)).toBe(37_500);
    expect(chargeCents(1_500, 0.12)).toBe(18_000);
    expect(chargeCents(8, 40)).toBe(32_000);
  });
});

describe('drawBalances', () => {
  const credit = {id: 'c', name: 'Onboarding credit', kind: 'credit', amount: 1_000} as const;
  const commit = {id: 'm', name: '2026 prepaid commit', kind: 'commit', amount: 12_000} as const;

  it('draws the credit before the commit, whatever the order given', () => {
    expect(drawBalances(255_500, [commit, credit])).toEqual([
      {id: 'c', name: 'Onboarding credit', kind: 'credit', drawnCents: 100_000, remainingCents: 0},
      {id: 'm', name: '2026 prepaid commit', kind: 'commit', drawnCents: 155_500, remainingCents: 1_044_500},
    ]);
  });

  it('leaves the commit untouched while the credit covers usage', () => {
    const draws = drawBalances(40_000, [credit, commit]);
    expect(draws.map((draw) => draw.drawnCents)).toEqual([40_000, 0]);
    expect(draws[0]?.remainingCents).toBe(60_000);
  });

  it('never draws more than the balances hold', () => {
    const draws = drawBalances(2_000_000, [credit, commit]);
    expect(draws.map((draw) => draw.remainingCents)).toEqual([0, 0]);
    expect(draws.reduce((sum, draw) => sum + draw.drawnCents, 0)).toBe(1_300_000);
  });
});

describe('estimateInvoice', () => {
  it('reproduces the January 2026 invoice of the example data', () => {
    const plan = pricingPresets['enterprise-commit'];
    const estimate = estimateInvoice(plan, defaultInput(plan));
    const invoice = exampleData.januaryInvoice;
    expect(estimate.subtotalCents).toBe(invoice.subtotal * 100);
    expect(estimate.usageCents).toBe(invoice.usageCharges * 100);
    expect(estimate.draws.map((draw) => draw.drawnCents)).toEqual([
      invoice.creditApplied * 100,
      invoice.commitApplied * 100,
    ]);
    expect(estimate.totalCents).toBe(invoice.total * 100);
    expect(estimate.draws[1]?.remainingCents).toBe(exampleData.balances.commitRemaining * 100);
  });

  it('adds flat fees and seats, which balances do not pay', () => {
    const plan = pricingPresets['hybrid-business'];
    const estimate = estimateInvoice(plan, {quantities: {}, seats: 10});
    // No usage: platform fee $500 + 10 seats × $40.
    expect(estimate.lines.map((line) => line.amountCents)).toEqual([0, 0, 50_000, 40_000]);
    expect(estimate.totalCents).toBe(90_000);
  });

  it('changes the total when usage changes', () => {
    const plan = pricingPresets['pay-go'];
    const january = estimateInvoice(plan, defaultInput(plan));
    const busier = estimateInvoice(plan, {quantities: {...defaultInput(plan).quantities, [plan.usage[1].id]: 2_000}});
    expect(january.totalCents).toBe(255_500);
    expect(busier.totalCents - january.totalCents).toBe(6_000);
  });

  it('rejects a fractional seat count', () => {
    const plan: PricingPlan = pricingPresets['hybrid-business'];
    expect(() => estimateInvoice(plan, {quantities: {}, seats: 2.5})).toThrow(/whole number/);
  });
});

describe('formatMoneyWithCents, as the calculator shows amounts', () => {
  it('writes US dollars with separators and a sign', () => {
    expect(formatMoneyWithCents(337_500)).toBe('$3,375.00');
    expect(formatMoneyWithCents(-155_500)).toBe('-$1,555.00');
  });
});
