/**
 * One input, one edit: changing the first-tier price of API requests ($0.002 to $0.0025) in the example's
 * inputs leaves every check naming what must change, the figures pages follow by themselves and the
 * specification fields that show story values by hand (tests/content-checks/story-impact.ts, also
 * `npm run story:impact`).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {exampleData} from '../../../src/data/example-data';
import {storyImpact} from '../../content-checks/story-impact';

const siteDir = path.resolve(__dirname, '../../..');

describe('the impact of one changed input', () => {
  it('names every figure, page and specification field that a new first-tier price changes', {timeout: 600_000}, () => {
    const impact = storyImpact(siteDir, 'rateCard.rates.apiRequests.tiers.0.unitPrice=0.0025');
    const figure = (key: string) => impact.figures.find((candidate) => candidate.key === key);
    // Figures: the price, January's API requests line and everything drawn from it.
    expect(figure('rates.apiRequests.tier1.price')).toMatchObject({before: '$0.002', after: '$0.0025'});
    expect(figure('jan.apiRequests.amount')).toMatchObject({before: '$2,375', after: '$2,875'});
    expect(figure('jan.commitRemaining')).toMatchObject({before: '$10,445', after: '$9,945'});
    expect(figure('jan.apiRequests.amount')!.uses.length).toBeGreaterThan(0);
    // Hand-written story values, field by field: the invoice line (its tiers too, where $2,000 equals the
    // balance threshold), the commit's draw in the ledger, the grant's balance.
    const stale = impact.stale.join('\n');
    expect(stale).toContain(
      '#/components/examples/Invoice $.line_items[0].amount: shows "2375.00", the model has "2875.00"',
    );
    expect(stale).toMatch(
      /#\/components\/examples\/Invoice \$\.line_items\[0\]\.tiers: shows \[\{"quantity":1000000,"unit_price":"0\.002","amount":"2000\.00"\}/,
    );
    expect(stale).toContain('$.data[3].grant_balance_after: shows "10445.00", the model has "9945.00"');
    // Breakdown examples, which carry no story id, are named by the example data check.
    expect(stale).toMatch(
      /spend-breakdowns\.yaml .*totals\/0\/amount: amount "766\.50" is no longer a value of the example/,
    );
    expect(stale).toMatch(/invoice-breakdowns\.yaml .*: amount "90\.76" is no longer a value of the example/);
    // The input is restored.
    expect(exampleData.rateCard.rates.apiRequests.tiers[0].unitPrice).toBe(0.002);
  });
});
