/**
 * The story's objects over time (src/example/timeline.ts): states follow the story decisions of issue
 * #28, and amounts and balances come from the model.
 */
import {describe, expect, it} from 'vitest';
import {exampleData} from '../../../src/data/example-data';
import {computeAcmeYear} from '../../../src/example/model';
import {expectedFields, Exact, storyObjects} from '../../../src/example/timeline';
import {formatApiMoney} from '../../../src/example/format';

const year = computeAcmeYear();
const {januaryInvoice, contract, payGoContract} = exampleData;
const on = (text: string) => new Date(text);

describe('the story timeline', () => {
  it('shows the January invoice draft in January, finalized when issued, sent from ten past midnight', () => {
    const status = (when: string) => expectedFields(januaryInvoice.id, on(when))?.status;
    expect(status('2026-01-20T00:00:00Z')).toBe('draft');
    expect(status('2026-02-01T00:00:00Z')).toBe('finalized');
    expect(status('2026-02-01T00:05:00Z')).toBe('finalized');
    expect(status('2026-02-01T00:10:00Z')).toBe('sent');
    expect(status('2026-02-05T00:00:00Z')).toBe('sent');
    expect(expectedFields(januaryInvoice.id, on('2026-02-02T00:00:00Z'))?.total).toBe(
      formatApiMoney(year.invoices.jan.totalCents),
    );
  });

  it('gives the prepaid contract a balance threshold and no spend threshold, the pay-go contract the spend threshold', () => {
    const prepaid = expectedFields(contract.id, on('2026-03-01T00:00:00Z'))!;
    expect(prepaid.spend_threshold).toBeNull();
    expect(prepaid.prepaid_balance_threshold).toMatchObject({threshold_amount: '2000.00', top_up_amount: '5000.00'});
    expect((prepaid.custom_fields as Exact).value).toEqual({crm_opportunity_id: 'OPP-2026-0147'});
    expect(prepaid.status).toBe('active');
    expect(expectedFields(contract.id, on('2025-12-19T10:15:00Z'))?.status).toBe('upcoming');
    const payGo = expectedFields(payGoContract.id)!;
    expect(payGo.prepaid_balance_threshold).toBeNull();
    expect(payGo.spend_threshold).toMatchObject({amount: '1000.00', payment_behavior: 'charge_automatically'});
  });

  it('gives each customer one contract: a variant of the contract is on a customer of its own', () => {
    // Overlapping contracts of one customer bill the overlap twice, and an active contract keeps the
    // customer from being archived (v1.yaml): the story never has two contracts on one customer.
    const contractsByCustomer = new Map<string, string[]>();
    for (const object of storyObjects().values()) {
      const customerId = object.fieldsAt(undefined).customer_id;
      if (/contract$/i.test(object.key) && typeof customerId === 'string') {
        contractsByCustomer.set(customerId, [...(contractsByCustomer.get(customerId) ?? []), object.id]);
      }
    }
    expect(contractsByCustomer.get(exampleData.customer.id)).toEqual([contract.id]);
    expect(contractsByCustomer.get(payGoContract.customer.id)).toEqual([payGoContract.id]);
    // The launch guides' other variants and the trial example are outside the story: each has a
    // customer of its own, neither Acme's nor another variant's, with a contract the story never sees.
    const {prepaidVariantContract, hybridVariantContract, trial} = exampleData.outsideStory;
    const variants = [payGoContract, prepaidVariantContract, hybridVariantContract];
    const customerIds = [...variants.map((variant) => variant.customer.id), trial.customer.id];
    expect(new Set([exampleData.customer.id, ...customerIds]).size).toBe(customerIds.length + 1);
    for (const variant of [prepaidVariantContract, hybridVariantContract]) {
      expect(contractsByCustomer.has(variant.customer.id)).toBe(false);
      // Created apart from Acme's contract (its audit log entry dates it), not at the same moment.
      expect(variant.createdAt).not.toBe(exampleData.auditLog.occurredAt);
      expect(variant.customer.name).not.toBe(exampleData.customer.name);
    }
  });

  it('draws the credit and the commit: pending in January, used once the invoice is finalized', () => {
    const commit = (when: string) => expectedFields(contract.prepaidCommit.id, on(when));
    const {jan} = year.invoices;
    expect(commit('2026-02-01T00:00:00Z')).toMatchObject({
      used: formatApiMoney(jan.commitDrawnCents),
      pending: '0.00',
      remaining: formatApiMoney(jan.commitRemainingCents),
    });
    expect(commit('2026-01-31T23:59:00Z')).toMatchObject({used: '0.00'});
    expect(expectedFields(contract.credit.id, on('2026-02-01T00:00:00Z'))).toMatchObject({
      used: formatApiMoney(jan.creditDrawnCents),
    });
    // Without a moment only what never changes is compared.
    expect(expectedFields(contract.prepaidCommit.id)).not.toHaveProperty('used');
  });

  it('moves seats and alerts with time', () => {
    const subscription = (when: string) => expectedFields(exampleData.seats.subscriptionId, on(when))?.quantity;
    expect([
      subscription('2026-01-10T00:00:00Z'),
      subscription('2026-02-20T00:00:00Z'),
      subscription('2026-03-20T00:00:00Z'),
    ]).toEqual([8, 10, 9]);
    const decrease = (when: string) => expectedFields(exampleData.seatSchedule.decrease.changeId, on(when))?.status;
    expect([decrease('2026-02-20T11:00:00Z'), decrease('2026-03-17T00:00:00Z')]).toEqual(['scheduled', 'applied']);
    const lowBalance = (when: Date) => expectedFields(exampleData.alerts.lowBalance.id, when)?.status;
    expect(lowBalance(on('2026-02-01T00:00:00Z'))).toBe('ok');
    expect(lowBalance(new Date(year.lowBalanceAlertAt.getTime() + 3_600_000))).toBe('in_alarm');
    expect(lowBalance(new Date(year.topUps[0]!.at.getTime() + 3_600_000))).toBe('ok');
  });
});
