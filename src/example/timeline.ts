/**
 * The story's objects over time: every object of the shared example that has an id (customers, contracts
 * and their edits, products, rates, metrics, invoices and their lines, the credit memo, commits, credits
 * and top-ups, seats, alerts, audit entries, webhook endpoints and events), with the API fields it shows
 * at a given moment. The fields are built from the inputs of `src/data/example-data.ts` and the
 * computations of `model.ts` (amounts, balances, top-ups, alert moments), never typed here, so a changed
 * input changes every object that depends on it. `tests/content-checks/story-consistency.ts` compares each
 * JSON sample of a page and each example of a specification with these fields, field by field.
 *
 * The story decisions (issue #28) this encodes: the prepaid contract never has a spend threshold (the
 * pay-as-you-go contract has it); the January invoice is `draft` in January, `finalized` at its issue time
 * and `sent` from `sentAt`, never voided; the Compute hours metric is not grouped.
 */
import {exampleData} from '../data/example-data';
import {toCents} from '../components/PricingCalculator/pricing';
import {formatApiMoney, formatIso} from './format';
import {computeAcmeYear, type AcmeYear, type MonthInvoice} from './model';

/** A JSON value as the API writes it. */
export type ApiValue = string | number | boolean | null | readonly ApiValue[] | ApiFields;

/** Expected fields of an object: only the keys a sample shows are compared (see {@link Exact}). */
export interface ApiFields {
  readonly [field: string]: ApiValue | Exact;
}

/** A value compared as a whole: a sample must show exactly these keys (custom fields, filters). */
export class Exact {
  constructor(readonly value: ApiValue) {}
}

const exact = (value: ApiValue): Exact => new Exact(value);

/** One object of the story: what it is, and its API fields at a moment (undefined: the moment is unknown). */
export interface StoryObject {
  readonly id: string;
  /** Where its inputs live, such as `januaryInvoice` or `contract.prepaidCommit`. */
  readonly key: string;
  /**
   * The fields at `at`. Without a moment, only fields that never change are given; fields that change
   * over time (statuses, balances, quantities) are compared only when the sample's moment is known.
   */
  fieldsAt(at: Date | undefined): ApiFields;
}

const money = (cents: number): string => formatApiMoney(cents);
const dollars = (amount: number): string => money(toCents(amount));
const iso = (text: string): string => formatIso(new Date(text));
const at = (text: string): Date => new Date(text);

/** `fields` merged with `later` when the moment is known. */
const withState = (fields: ApiFields, when: Date | undefined, state: (when: Date) => ApiFields): ApiFields =>
  when ? {...fields, ...state(when)} : fields;

/** The status of an invoice: `draft` until it is issued, `finalized` until it is sent, then `sent`. */
function invoiceStatus(when: Date, issuedAt: Date, sentAt: Date): string {
  if (when < issuedAt) {
    return 'draft';
  }
  return when < sentAt ? 'finalized' : 'sent';
}

/** The lines of the January invoice, by id, from the model's January. */
function januaryLines(jan: MonthInvoice): {id: string; fields: ApiFields}[] {
  const {lines, id: invoiceId} = exampleData.januaryInvoice;
  const {products, rateCard, contract} = exampleData;
  const common = (id: string): ApiFields => ({id, invoice_id: invoiceId});
  return [
    {
      id: lines.apiRequests.id,
      fields: {
        ...common(lines.apiRequests.id),
        type: 'usage',
        product_id: products.apiRequests.id,
        quantity: jan.apiRequests.quantity,
        amount: money(jan.apiRequests.amountCents),
        tiers: jan.apiRequests.tiers.map((tier) => ({
          quantity: tier.quantity,
          unit_price: String(tier.unitPrice),
          amount: money(tier.amountCents),
        })),
      },
    },
    {
      id: lines.computeHours.id,
      fields: {
        ...common(lines.computeHours.id),
        type: 'usage',
        product_id: products.computeHours.id,
        quantity: jan.computeHours.quantity,
        unit_price: String(jan.computeHours.unitPrice),
        amount: money(jan.computeHours.amountCents),
      },
    },
    {
      id: lines.platformFee.id,
      fields: {
        ...common(lines.platformFee.id),
        type: 'fixed',
        product_id: products.platformFee.id,
        quantity: jan.platformFee.quantity,
        unit_price: dollars(rateCard.rates.platformFee.flatPrice),
        amount: money(jan.platformFee.amountCents),
      },
    },
    {
      id: lines.seats.id,
      fields: {
        ...common(lines.seats.id),
        type: 'subscription',
        product_id: products.seats.id,
        quantity: jan.seats.quantity,
        unit_price: dollars(rateCard.rates.seats.unitPrice),
        amount: money(jan.seats.amountCents),
      },
    },
    {
      id: lines.creditApplied.id,
      fields: {
        ...common(lines.creditApplied.id),
        type: 'credit_applied',
        credit_id: contract.credit.id,
        amount: money(-jan.creditDrawnCents),
      },
    },
    {
      id: lines.commitApplied.id,
      fields: {
        ...common(lines.commitApplied.id),
        type: 'commit_applied',
        commit_id: contract.prepaidCommit.id,
        amount: money(-jan.commitDrawnCents),
      },
    },
  ];
}

/** What a grant has used by the end of the last simulated hour at or before `when` (0 before any). */
function usedAt(year: AcmeYear, key: string, when: Date): number {
  const {snapshots} = year;
  let low = 0;
  let high = snapshots.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (snapshots[middle]!.at <= when) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found === -1 ? 0 : (snapshots[found]!.usedCents[key] ?? 0);
}

/** The start of the billing period (month) that contains `when`. */
const periodStart = (when: Date): Date => new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), 1));

/**
 * A grant's balance at a moment: `used` by finalized invoices (every period before the current one),
 * `pending` on the current period's draft invoice, and what `remaining` is left.
 */
function grantBalance(year: AcmeYear, key: string, when: Date): ApiFields {
  const grant = year.grants.find((candidate) => candidate.key === key);
  if (!grant) {
    return {};
  }
  const used = usedAt(year, key, periodStart(when));
  const pending = usedAt(year, key, when) - used;
  return {
    used: money(used),
    pending: money(pending),
    remaining: money(grant.amountCents - used - pending),
  };
}

/** The prepaid balance at a moment: what the usable grants have left, pending draws included. */
function prepaidBalanceAt(year: AcmeYear, when: Date): number {
  return year.grants
    .filter((grant) => grant.accessStartsAt <= when && when < grant.accessEndsAt)
    .reduce((sum, grant) => sum + grant.amountCents - usedAt(year, grant.key, when), 0);
}

/** Every object of the story, by id. */
export function storyTimeline(year: AcmeYear = computeAcmeYear()): ReadonlyMap<string, StoryObject> {
  const objects = new Map<string, StoryObject>();
  const add = (key: string, id: string, fieldsAt: (when: Date | undefined) => ApiFields): void => {
    objects.set(id, {id, key, fieldsAt});
  };
  const constant = (key: string, id: string, fields: ApiFields): void => add(key, id, () => fields);
  const data = exampleData;
  const {contract, customer, rateCard, products, billableMetrics} = data;

  add('customer', customer.id, (when) =>
    withState({name: customer.name, email: customer.email, created_at: iso(customer.createdAt)}, when, (moment) => ({
      archived_at: moment >= at(customer.archivedAt) ? iso(customer.archivedAt) : null,
    })),
  );
  // The rate card and its products stay in use at every date: the pay-as-you-go variant's contract on the
  // card has no end, so archiving either would answer 409. Archive examples use objects of their own (S6).
  constant('rateCard', rateCard.id, {name: rateCard.name, currency: rateCard.currency, archived_at: null});
  constant('customPricingUnit', data.customPricingUnit.id, {name: data.customPricingUnit.name});
  for (const [name, product] of Object.entries(products)) {
    constant(`products.${name}`, product.id, {name: product.name, type: product.kind, archived_at: null});
  }
  constant('billableMetrics.apiRequests', billableMetrics.apiRequests.id, {
    name: billableMetrics.apiRequests.name,
    event_type: billableMetrics.apiRequests.eventType,
    aggregation: billableMetrics.apiRequests.aggregation,
  });
  constant('billableMetrics.computeHours', billableMetrics.computeHours.id, {
    name: billableMetrics.computeHours.name,
    event_type: billableMetrics.computeHours.eventType,
    aggregation: billableMetrics.computeHours.aggregation,
    aggregation_property: billableMetrics.computeHours.property,
    group_by: exact([]),
  });
  constant('billableMetrics.computeHoursByRegion', billableMetrics.computeHoursByRegion.id, {
    name: billableMetrics.computeHoursByRegion.name,
    group_by: exact([...billableMetrics.computeHoursByRegion.groupBy]),
  });
  const {rates} = rateCard;
  constant('rateCard.rates.computeHours', rates.computeHours.id, {
    product_id: products.computeHours.id,
    price: String(rates.computeHours.unitPrice),
  });
  constant('rateCard.rates.platformFee', rates.platformFee.id, {
    product_id: products.platformFee.id,
    price: dollars(rates.platformFee.flatPrice),
  });
  constant('rateCard.rates.seats', rates.seats.id, {
    product_id: products.seats.id,
    price: dollars(rates.seats.unitPrice),
  });
  constant('rateCard.rates.apiRequests', rates.apiRequests.id, {product_id: products.apiRequests.id});
  constant('rateCard.rates.premiumSupport', rates.premiumSupport.id, {product_id: products.premiumSupport.id});

  // Contracts: the prepaid one (a balance threshold from its start, never a spend threshold) and the
  // pay-as-you-go one (a spend threshold, no balance threshold).
  const contractStatus = (when: Date, startsAt: string, endsAt: string | null, archivedAt?: string): string => {
    if (when < at(startsAt)) {
      return 'upcoming';
    }
    if (archivedAt && when >= at(archivedAt)) {
      return 'archived';
    }
    return endsAt && when >= at(endsAt) ? 'ended' : 'active';
  };
  const threshold = contract.prepaidBalanceThreshold;
  add('contract', contract.id, (when) =>
    withState(
      {
        name: contract.name,
        customer_id: customer.id,
        rate_card_id: rateCard.id,
        starts_at: iso(contract.startsAt),
        billing_frequency: contract.billingFrequency,
        spend_threshold: null,
        // Sent in the createContract request that made the contract (enterprise commit guide).
        prepaid_balance_threshold: {
          threshold_amount: dollars(threshold.thresholdAmount),
          top_up_amount: dollars(threshold.topUpAmount),
          available_when: threshold.availableWhen,
        },
        custom_fields: exact({...contract.customFields}),
        created_at: iso(contract.createdAt),
      },
      when,
      (moment) => ({
        status: contractStatus(moment, contract.startsAt, contract.endsAt, contract.archivedAt),
        archived_at: moment >= at(contract.archivedAt) ? iso(contract.archivedAt) : null,
      }),
    ),
  );
  // The pay-as-you-go variant has a customer of its own: Acme's customer keeps one contract.
  const payGo = data.payGoContract;
  constant('payGoContract.customer', payGo.customer.id, {
    name: payGo.customer.name,
    email: payGo.customer.email,
    created_at: iso(payGo.customer.createdAt),
  });
  add('payGoContract', payGo.id, (when) =>
    withState(
      {
        name: payGo.name,
        customer_id: payGo.customer.id,
        starts_at: iso(payGo.startsAt),
        spend_threshold: {
          amount: dollars(payGo.spendThreshold.amount),
          payment_behavior: payGo.spendThreshold.paymentBehavior,
          starts_at: iso(payGo.spendThreshold.startsAt),
        },
        prepaid_balance_threshold: null,
      },
      when,
      (moment) => ({status: contractStatus(moment, payGo.startsAt, null)}),
    ),
  );

  // The contract's edits, the override and the recurring fees they add.
  const {contractV2, contractEdit} = data;
  // Both February edits were saved in the app by Skyline's admin, so the history names her email (an edit
  // sent with an API token would name the token, company.provisioningTokenName).
  const editAuthor = data.company.adminEmail;
  constant('contractV2.premiumSupportEdit', contractV2.premiumSupportEdit.id, {
    contract_id: contract.id,
    created_by: editAuthor,
    created_at: iso(contractV2.premiumSupportEdit.createdAt),
    effective_at: iso(contractV2.premiumSupportEdit.effectiveAt),
    reason: contractV2.premiumSupportEdit.reason,
  });
  constant('contractEdit', contractEdit.id, {
    contract_id: contract.id,
    created_by: editAuthor,
    created_at: iso(contractEdit.createdAt),
    effective_at: iso(contractV2.overrideEditEffectiveAt),
    reason: contractEdit.reason,
  });
  const overridePrice = String(contract.override.unitPrice);
  constant('contract.override', contract.override.id, {
    product_id: products[contract.override.product].id,
    price: overridePrice,
    unit_price: overridePrice,
    starts_at: iso(contract.override.startsAt),
  });
  constant('contractV2.platformFee', contractV2.platformFee.recurringFeeId, {
    product_id: products.platformFee.id,
    amount: dollars(contractV2.platformFee.amount),
  });
  constant('contractV2.premiumSupport', contractV2.premiumSupport.recurringFeeId, {
    product_id: products.premiumSupport.id,
    starts_at: iso(contractV2.premiumSupport.startsAt),
  });

  // Grants and their balances over time.
  const grantFields = (
    key: string,
    id: string,
    grantKey: string,
    terms: {name: string; amount: number; accessStartsAt?: string; accessEndsAt?: string},
    fixed: ApiFields = {},
  ): void =>
    add(key, id, (when) =>
      withState(
        {
          ...fixed,
          name: terms.name,
          amount: dollars(terms.amount),
          ...(terms.accessStartsAt ? {access_starts_at: iso(terms.accessStartsAt)} : {}),
          ...(terms.accessEndsAt ? {access_ends_at: iso(terms.accessEndsAt)} : {}),
        },
        when,
        (moment) => grantBalance(year, grantKey, moment),
      ),
    );
  // Acme's commit and credit belong to its contract, and the commit has no payment gate: an example that
  // shows them on another contract or gated is an example of its own and needs its own ids (S6).
  grantFields('contract.prepaidCommit', contract.prepaidCommit.id, 'commit', contract.prepaidCommit, {
    contract_id: contract.id,
    origin: 'contract',
    requires_payment: false,
  });
  grantFields('contract.credit', contract.credit.id, 'credit', contract.credit, {
    contract_id: contract.id,
    origin: 'contract',
  });
  const manual = data.prepaidCredits.topUp;
  const [firstTopUp] = year.topUps;
  grantFields('prepaidCredits.topUp.grantId', manual.grantId, 'manualTopUp', {
    name: data.prepaidLedger.topUpGrant.name,
    amount: manual.amount,
    accessEndsAt: data.prepaidLedger.topUpGrant.accessEndsAt,
  });
  constant('prepaidCredits.topUp', manual.id, {
    contract_id: contract.id,
    trigger: 'manual',
    amount: dollars(manual.amount),
    grant_id: manual.grantId,
    invoice_id: manual.invoiceId,
    created_at: iso(manual.createdAt),
  });
  if (firstTopUp) {
    grantFields('autoTopUp.commitId', data.autoTopUp.commitId, 'topUp1', {
      name: data.autoTopUp.name,
      amount: firstTopUp.amountCents / 100,
    });
    constant('autoTopUp.topUpId', data.autoTopUp.topUpId, {
      contract_id: contract.id,
      trigger: 'threshold',
      amount: money(firstTopUp.amountCents),
      grant_id: data.autoTopUp.commitId,
      invoice_id: data.autoTopUp.invoiceId,
      created_at: formatIso(firstTopUp.at),
    });
    constant('autoTopUp.invoiceId', data.autoTopUp.invoiceId, {
      kind: 'threshold',
      total: money(firstTopUp.amountCents),
      issued_at: formatIso(firstTopUp.at),
    });
  }
  // The prepaid ledger of January: grants on January 1, draws by the January invoice on February 1.
  const {jan} = year.invoices;
  const ledger = data.prepaidCredits.ledgerEntryIds;
  const commitCents = toCents(contract.prepaidCommit.amount);
  const creditCents = toCents(contract.credit.amount);
  constant('prepaidCredits.ledgerEntryIds.commitGranted', ledger.commitGranted, {
    grant_id: contract.prepaidCommit.id,
    amount: money(commitCents),
    grant_balance_after: money(commitCents),
    occurred_at: iso(contract.prepaidCommit.accessStartsAt),
  });
  constant('prepaidCredits.ledgerEntryIds.creditGranted', ledger.creditGranted, {
    grant_id: contract.credit.id,
    amount: money(creditCents),
    grant_balance_after: money(creditCents),
    occurred_at: iso(contract.credit.accessStartsAt),
  });
  constant('prepaidCredits.ledgerEntryIds.creditDrawn', ledger.creditDrawn, {
    grant_id: contract.credit.id,
    invoice_id: data.januaryInvoice.id,
    amount: money(-jan.creditDrawnCents),
    grant_balance_after: money(creditCents - jan.creditDrawnCents),
    occurred_at: iso(data.januaryInvoice.issuedAt),
  });
  constant('prepaidCredits.ledgerEntryIds.commitDrawn', ledger.commitDrawn, {
    grant_id: contract.prepaidCommit.id,
    invoice_id: data.januaryInvoice.id,
    amount: money(-jan.commitDrawnCents),
    grant_balance_after: money(commitCents - jan.commitDrawnCents),
    occurred_at: iso(data.januaryInvoice.issuedAt),
  });

  // Invoices: the January usage invoice (amounts once it is issued) and the commit's scheduled invoice.
  const invoice = data.januaryInvoice;
  const issuedAt = at(invoice.issuedAt);
  add('januaryInvoice', invoice.id, (when) =>
    withState(
      {
        number: invoice.number,
        customer_id: customer.id,
        contract_id: contract.id,
        kind: invoice.kind,
        starts_at: iso(invoice.periodStartsAt),
        ends_at: iso(invoice.periodEndsAt),
        issued_at: iso(invoice.issuedAt),
        due_at: iso(invoice.dueAt),
        voided_at: null,
      },
      when,
      (moment) => ({
        status: invoiceStatus(moment, issuedAt, at(invoice.sentAt)),
        // Finalized with money due and, in the story, no payment recorded: `pending` (v1 Invoice.payment_status).
        payment_status: moment >= issuedAt ? 'pending' : 'not_applicable',
        // A draft's amounts grow through the month; the check compares them once the invoice is issued.
        // Finalization gives the number, the issue and due dates and the tax (none is connected: 0.00);
        // a draft has none of them (v1 Invoice).
        ...(moment >= issuedAt
          ? {subtotal: money(jan.subtotalCents), total: money(jan.totalCents), tax: money(0)}
          : {number: null, issued_at: null, due_at: null, tax: null}),
      }),
    ),
  );
  for (const line of januaryLines(jan)) {
    add(`januaryInvoice.lines(${line.id})`, line.id, (when) =>
      when && when < issuedAt ? {id: line.fields.id!, invoice_id: invoice.id} : line.fields,
    );
  }
  const commitInvoice = data.commitInvoice;
  add('commitInvoice', commitInvoice.id, (when) =>
    withState(
      {
        number: commitInvoice.number,
        customer_id: customer.id,
        contract_id: contract.id,
        kind: commitInvoice.kind,
        issued_at: iso(commitInvoice.issuedAt),
        due_at: iso(commitInvoice.dueAt),
        total: money(commitCents),
      },
      when,
      (moment) => ({
        status: moment < at(commitInvoice.issuedAt) ? 'draft' : commitInvoice.status,
        ...(moment >= at(commitInvoice.paidAt) ? {payment_status: 'paid', paid_at: iso(commitInvoice.paidAt)} : {}),
      }),
    ),
  );
  constant('commitInvoice.lineId', commitInvoice.lineId, {
    invoice_id: commitInvoice.id,
    commit_id: contract.prepaidCommit.id,
    amount: money(commitCents),
  });

  // The credit memo of two January seats.
  const memo = data.creditMemo;
  const seatCents = toCents(rateCard.rates.seats.unitPrice);
  constant('creditMemo', memo.id, {
    number: memo.number,
    invoice_id: invoice.id,
    customer_id: customer.id,
    reason: memo.reason,
    total: money(memo.quantity * seatCents),
    issued_at: iso(memo.issuedAt),
  });
  constant('creditMemo.lineId', memo.lineId, {
    invoice_line_item_id: invoice.lines.seats.id,
    product_id: products.seats.id,
    quantity: memo.quantity,
    amount: money(memo.quantity * seatCents),
  });

  // Seats: the subscription's quantity over time and its dated changes.
  const {seatSchedule, seats} = data;
  const seatChanges = [
    {key: 'seatSchedule.initial', id: seatSchedule.initial.changeId, change: seatSchedule.initial, previous: 0},
    {
      key: 'seats.quantityChangeId',
      id: seats.quantityChangeId,
      change: seatSchedule.increase,
      previous: seatSchedule.initial.quantity,
    },
    {
      key: 'seatSchedule.decrease',
      id: seatSchedule.decrease.changeId,
      change: seatSchedule.decrease,
      previous: seatSchedule.increase.quantity,
    },
  ];
  add('seats.subscriptionId', seats.subscriptionId, (when) =>
    withState({product_id: products.seats.id}, when, (moment): ApiFields => {
      const applied = seatChanges.filter(({change}) => at(change.effectiveAt) <= moment);
      return applied.length > 0 ? {quantity: applied.at(-1)!.change.quantity} : {};
    }),
  );
  for (const {key, id, change, previous} of seatChanges) {
    add(key, id, (when) =>
      withState(
        {
          subscription_id: seats.subscriptionId,
          quantity: change.quantity,
          ...(previous > 0 ? {previous_quantity: previous} : {}),
          effective_at: iso(change.effectiveAt),
          // Skyline's product sends each change with the seats API, and the starting quantity came with
          // createContract; none is a contract edit, which the contract's edit history would list.
          source: 'api',
        },
        when,
        (moment) => ({status: moment < at(change.effectiveAt) ? 'scheduled' : 'applied'}),
      ),
    );
  }

  // Alerts: the balance alert follows the prepaid balance; the spend and usage alerts are modeled in
  // January, the month the pages walk through.
  const {alerts} = data;
  const january = {starts: at(invoice.periodStartsAt), ends: at(invoice.periodEndsAt)};
  add('alerts.lowBalance', alerts.lowBalance.id, (when) =>
    withState(
      {
        name: alerts.lowBalance.name,
        type: alerts.lowBalance.type,
        customer_id: customer.id,
        threshold_amount: dollars(alerts.lowBalance.threshold),
        created_at: iso(alerts.lowBalance.createdAt),
      },
      when,
      (moment) => ({
        status: prepaidBalanceAt(year, moment) <= toCents(alerts.lowBalance.threshold) ? 'in_alarm' : 'ok',
      }),
    ),
  );
  const januaryAlert = (
    key: string,
    alert: {id: string; name: string; type: string; createdAt: string},
    threshold: ApiFields,
    firesAt: Date,
  ): void =>
    add(key, alert.id, (when) =>
      withState(
        {name: alert.name, type: alert.type, customer_id: customer.id, created_at: iso(alert.createdAt), ...threshold},
        when && when >= january.starts && when < january.ends ? when : undefined,
        (moment) => ({status: moment >= firesAt ? 'in_alarm' : 'ok'}),
      ),
    );
  januaryAlert(
    'alerts.monthlySpend',
    alerts.monthlySpend,
    {threshold_amount: dollars(alerts.monthlySpend.threshold)},
    year.spendAlertAt,
  );
  januaryAlert(
    'alerts.apiRequestsTier',
    alerts.apiRequestsTier,
    {threshold_quantity: alerts.apiRequestsTier.threshold},
    year.usageAlertAt,
  );

  // Webhooks, the audit entry.
  const {webhooks, company, auditLog} = data;
  constant('webhooks.endpoint', webhooks.endpointId, {
    url: company.webhookUrl,
    description: webhooks.description,
    created_at: iso(webhooks.createdAt),
  });
  constant('webhooks.eventIds.invoiceFinalized', webhooks.eventIds.invoiceFinalized, {
    type: 'invoice.finalized',
    // The event happens when the invoice is finalized: at its issue time.
    created_at: iso(invoice.issuedAt),
  });
  constant('webhooks.eventIds.alertStateChanged', webhooks.eventIds.alertStateChanged, {type: 'alert.state_changed'});
  constant('webhooks.eventIds.invoiceVoided', webhooks.eventIds.invoiceVoided, {type: 'invoice.voided'});
  constant('webhooks.eventIds.creditMemoIssued', webhooks.eventIds.creditMemoIssued, {type: 'credit_memo.issued'});
  constant('auditLog', auditLog.id, {occurred_at: iso(auditLog.occurredAt)});
  return objects;
}

let cached: ReadonlyMap<string, StoryObject> | undefined;

/** The timeline of this build, computed once. */
export function storyObjects(): ReadonlyMap<string, StoryObject> {
  cached ??= storyTimeline();
  return cached;
}

/** The API fields of a story object at a moment; undefined when the id is not a story id. */
export function expectedFields(id: string, when?: Date, objects = storyObjects()): ApiFields | undefined {
  return objects.get(id)?.fieldsAt(when);
}

/**
 * The fields of a story object that change at `when`: those the model gives both just before and at that
 * moment, with another value (a delta-stream change's `changed_fields`). Empty when nothing changes then.
 */
export function changedFieldsAt(object: StoryObject, when: Date): string[] {
  const before = object.fieldsAt(new Date(when.getTime() - 1));
  const after = object.fieldsAt(when);
  const plainValue = (value: ApiValue | Exact): string => JSON.stringify(value instanceof Exact ? value.value : value);
  return Object.keys(after).filter(
    (key) => before[key] !== undefined && plainValue(before[key]!) !== plainValue(after[key]!),
  );
}
