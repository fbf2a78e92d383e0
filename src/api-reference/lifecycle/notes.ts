/**
 * What the specifications cannot say about changing an object: the guide that owns it, changes made
 * through another object's operation or another specification, and what to do instead where a field
 * cannot change. Keyed `<specId>:<SchemaName>`. `tests/unit/api-reference/lifecycle.test.ts` requires a
 * note for every object the specifications return, an alternative for every field set only at
 * creation, and no alternative for a field that an operation can change (a stale note fails).
 *
 * Texts are Markdown; operation links use the reference's anchors (`/api/#createRateCard`).
 */

/** A change that a field undergoes through an operation the derivation cannot tie to it. */
export interface ExtraChange {
  /** The specification of the operation, when it is another one's (`v2` for contract edits). */
  specId?: string;
  operationId: string;
  /** The part of a contract edit's body that makes it. */
  part?: string;
  fields: readonly string[];
}

/** What to do instead of changing fields that cannot change. */
export interface Alternative {
  fields: readonly string[];
  text: string;
}

export interface LifecycleNote {
  /** The guide's path below `docs/`, without extension: where its `## Changing it later` section is. */
  guide: string;
  /** The object is created by an operation of another specification (a v2 contract by v1's createContract). */
  createdElsewhere?: {specId: string; operationId: string; fields: readonly string[]};
  alsoChangedBy?: readonly ExtraChange[];
  /** Markdown: where the app shows the object and its changes, as the owning guide describes. */
  app?: string;
  instead?: readonly Alternative[];
  /** What to do about the object as a whole, shown after the table. */
  general?: string;
}

const contractEdit = '[createContractEdit](/api/v2/#createContractEdit)';
const endContract = '[endContract](/api/#endContract)';

export const lifecycleNotes: Readonly<Record<string, LifecycleNote>> = {
  'v1:Alert': {
    app: 'Go to **Alerts** and select the alert.',
    guide: 'manage-product-access/create-manage-alerts',
    // `paused: true` in the update body is how an alert's status becomes `paused`.
    alsoChangedBy: [{operationId: 'updateAlert', fields: ['status']}],
    instead: [
      {
        fields: ['type', 'customer_id', 'rate_card_id', 'billable_metric_id', 'balance_types'],
        text: `Create a new alert with [createAlert](/api/#createAlert) for the other type, customer, rate card, metric or balances, then archive the old one with [archiveAlert](/api/#archiveAlert).`,
      },
    ],
  },
  'v1:Amendment': {
    guide: 'migrate-amendments-to-edits',
    instead: [
      {
        fields: ['starts_at', 'overrides', 'commits', 'credits'],
        text: `An amendment is a record of the change it made. To change the contract again, save a contract edit with ${contractEdit}: it can update or archive what the amendment added.`,
      },
    ],
  },
  'v1:AuditLogEntry': {
    guide: 'developer-resources/security/audit-logs',
    general: 'Audit log entries are a record: no operation changes or deletes them.',
  },
  'v1:BalanceSummary': {
    guide: 'pricing-packaging/apply-credits-commits/remaining-balance',
    general: `A balance summary is computed from the commit or credit behind it and the usage drawn: change the commit or credit with ${contractEdit}.`,
  },
  'v1:BillableMetric': {
    app: 'Open **Billable metrics** and select the metric.',
    guide: 'connect-meterstone/create-billable-metrics/index',
    instead: [
      {
        fields: ['name', 'event_type', 'aggregation', 'aggregation_property', 'filters', 'group_by', 'sql'],
        text: 'Invoices depend on a metric as it was defined. Create a new metric with [createBillableMetric](/api/#createBillableMetric) and price a new product on it; archive the old metric with [archiveBillableMetric](/api/#archiveBillableMetric) once no product that is not archived uses it.',
      },
    ],
  },
  'v1:Commit': {
    guide: 'pricing-packaging/apply-credits-commits/index',
    alsoChangedBy: [
      {
        specId: 'v2',
        operationId: 'createContractEdit',
        part: 'update_commits',
        fields: ['amount', 'access_schedule', 'applies_to', 'priority'],
      },
    ],
    instead: [
      {
        fields: ['name', 'type', 'invoice_schedule', 'requires_payment'],
        text: `Save one contract edit with ${contractEdit} that archives the commit (\`archive_commits\`) and adds a new one with the terms you want (\`add_commits\`).`,
      },
    ],
  },
  'v1:Contract': {
    guide: 'pricing-packaging/create-products-contracts',
    alsoChangedBy: [
      {operationId: 'setSpendThreshold', fields: ['spend_threshold']},
      {operationId: 'removeSpendThreshold', fields: ['spend_threshold']},
      {operationId: 'setPrepaidBalanceThreshold', fields: ['prepaid_balance_threshold']},
      {operationId: 'removePrepaidBalanceThreshold', fields: ['prepaid_balance_threshold']},
      {specId: 'v2', operationId: 'createContractEdit', part: 'update_ends_at', fields: ['ends_at']},
      {specId: 'v2', operationId: 'createContractEdit', part: 'set_custom_fields', fields: ['custom_fields']},
    ],
    instead: [
      {
        fields: ['customer_id', 'rate_card_id', 'starts_at', 'billing_frequency'],
        text: `End the contract with ${endContract} and create a new one for the customer with [createContract](/api/#createContract), starting when the old one ends, so no usage falls between the two.`,
      },
      {
        fields: ['name'],
        text: 'The name is fixed. Keep a label that changes, such as a deal reference, in a custom field.',
      },
      {
        fields: ['trial'],
        text: `A trial's terms are fixed at creation. To stop a trial early, end the contract with ${endContract}; to give a different trial, create a new contract.`,
      },
    ],
  },
  'v1:ContractThresholds': {guide: 'manage-product-access/spend-thresholds'},
  'v1:Credit': {
    guide: 'pricing-packaging/apply-credits-commits/index',
    alsoChangedBy: [
      {
        specId: 'v2',
        operationId: 'createContractEdit',
        part: 'update_credits',
        fields: ['amount', 'access_schedule', 'applies_to', 'priority'],
      },
    ],
    instead: [
      {
        fields: ['name'],
        text: `Save one contract edit with ${contractEdit} that archives the credit (\`archive_credits\`) and adds a new one under the new name (\`add_credits\`).`,
      },
    ],
  },
  'v1:CreditMemo': {
    guide: 'invoice-customers/issue-credit-memos',
    instead: [
      {
        fields: ['invoice_id', 'reason', 'memo', 'line_items'],
        text: 'An issued credit memo is final. To credit more, issue another credit memo on the same invoice for what is left of its lines.',
      },
    ],
  },
  'v1:Customer': {
    guide: 'manage-product-access/provision-customer',
    app: 'Open **Customers** and select the customer.',
  },
  'v1:CustomerControls': {guide: 'enhance-customer-experience/customer-controls'},
  'v1:CustomFieldKey': {
    guide: 'developer-resources/custom-fields',
    instead: [
      {
        fields: ['entity_type', 'key', 'description'],
        text: 'Create a new key with [createCustomFieldKey](/api/#createCustomFieldKey), copy the values over with [setCustomFieldValues](/api/#setCustomFieldValues), then delete the old key with [deleteCustomFieldKey](/api/#deleteCustomFieldKey).',
      },
    ],
  },
  'v1:Invoice': {
    guide: 'invoice-customers/how-invoicing-works',
    general:
      'A draft follows the contract and its usage: change those, not the invoice. To correct a finalized invoice, issue a credit memo with [createCreditMemo](/api/#createCreditMemo), or void it with [voidInvoice](/api/#voidInvoice) and issue a replacement with [regenerateInvoice](/api/#regenerateInvoice).',
  },
  'v1:Override': {
    guide: 'manage-product-access/add-contract-override',
    alsoChangedBy: [
      {
        specId: 'v2',
        operationId: 'createContractEdit',
        part: 'update_overrides',
        fields: ['price', 'multiplier', 'discount_percentage', 'ends_at'],
      },
    ],
    instead: [
      {
        fields: ['product_id', 'type', 'tiers', 'starts_at'],
        text: `Save one contract edit with ${contractEdit} that archives the override (\`archive_overrides\`) and adds a new one (\`add_overrides\`) from the date you choose.`,
      },
    ],
  },
  'v1:PricingUnit': {
    app: 'Open **Settings → Pricing units** and select the unit: the app adds a new conversion rate from a later start date, which no API operation does.',
    guide: 'pricing-packaging/use-currency-custompricingunits',
    instead: [
      {
        fields: ['conversion_rates'],
        text: 'Add the new rate in the app with its start date: usage from that date converts at it. Through the API, list known future rates in the first request to [createPricingUnit](/api/#createPricingUnit).',
      },
      {
        fields: ['name', 'currency'],
        text: 'Create a new pricing unit with [createPricingUnit](/api/#createPricingUnit) and a rate card priced in it, then move contracts to that rate card from a chosen date.',
      },
    ],
  },
  'v1:Product': {
    app: 'Open **Products** and select the product.',
    guide: 'pricing-packaging/create-products-contracts',
    instead: [
      {
        fields: ['name', 'type', 'billable_metric_id', 'quantity_conversion', 'composite_product_ids', 'tax_code'],
        text: 'Create a new product with [createProduct](/api/#createProduct), add its rate to your rate cards from a chosen date with [addRate](/api/#addRate), then archive the old product with [archiveProduct](/api/#archiveProduct).',
      },
    ],
  },
  'v1:Rate': {
    app: 'Open **Rate cards**, select the rate card and add the new rate from its start date.',
    guide: 'pricing-packaging/create-manage-rate-cards',
    instead: [
      {
        fields: ['product_id', 'pricing_model', 'price', 'tiers', 'percentage', 'starts_at', 'ends_at'],
        text: 'Add a new rate for the product with [addRate](/api/#addRate) and a later `starts_at`: from that date it prices the product, and invoices before it keep the old rate.',
      },
    ],
  },
  'v1:RateCard': {
    app: 'Open **Rate cards** and select the rate card.',
    guide: 'pricing-packaging/create-manage-rate-cards',
    instead: [
      {
        fields: ['name', 'currency', 'pricing_unit_id'],
        text: 'Create a new rate card with [createRateCard](/api/#createRateCard) and put new contracts on it; archive the old one with [archiveRateCard](/api/#archiveRateCard) once no contract needs it.',
      },
    ],
  },
  'v1:WebhookEndpoint': {
    guide: 'developer-resources/use-api/webhooks',
    app: 'Go to **Settings** › **Webhooks** and select the endpoint.',
  },
  'v2:Commit': {
    guide: 'manage-product-access/edit-contract',
    instead: [
      {
        fields: ['type', 'name', 'requires_payment'],
        text: `In one edit, archive the commit (\`archive_commits\`) and add a new one with these terms (\`add_commits\`).`,
      },
    ],
  },
  'v2:Contract': {
    guide: 'manage-product-access/edit-contract',
    createdElsewhere: {
      specId: 'v1',
      operationId: 'createContract',
      fields: [
        'customer_id',
        'name',
        'rate_card_id',
        'starts_at',
        'ends_at',
        'billing_frequency',
        'commits',
        'credits',
        'overrides',
        'recurring_fees',
        'subscriptions',
        'spend_threshold',
        'prepaid_balance_threshold',
        'custom_fields',
      ],
    },
    alsoChangedBy: [{specId: 'v1', operationId: 'endContract', fields: ['ends_at']}],
    instead: [
      {
        fields: ['customer_id', 'name', 'rate_card_id', 'starts_at', 'billing_frequency'],
        text: `End the contract with ${endContract} and create a new one with [createContract](/api/#createContract), starting when the old one ends.`,
      },
    ],
  },
  'v2:ContractEdit': {
    guide: 'manage-product-access/edit-contract',
    instead: [
      {
        fields: [
          'effective_at',
          'reason',
          'add_commits',
          'add_credits',
          'add_overrides',
          'add_recurring_fees',
          'update_ends_at',
          'update_commits',
          'archive_commits',
          'update_credits',
          'archive_credits',
          'update_overrides',
          'archive_overrides',
          'archive_recurring_fees',
          'update_subscriptions',
          'set_spend_threshold',
          'set_prepaid_balance_threshold',
          'set_custom_fields',
        ],
        text: 'A saved edit is history. To undo it, save another edit that reverses it: archive what it added and set the earlier values again. Preview it first with [previewContractEdit](/api/v2/#previewContractEdit).',
      },
    ],
  },
  'v2:Credit': {
    guide: 'manage-product-access/edit-contract',
    instead: [
      {
        fields: ['name'],
        text: 'In one edit, archive the credit (`archive_credits`) and add a new one under the new name (`add_credits`).',
      },
    ],
  },
  'v2:Override': {
    guide: 'manage-product-access/edit-contract',
    instead: [
      {
        fields: ['product_id', 'type', 'tier'],
        text: 'In one edit, archive the override (`archive_overrides`) and add a new one (`add_overrides`).',
      },
    ],
  },
  'v2:RecurringFee': {
    guide: 'manage-product-access/edit-contract',
    instead: [
      {
        fields: ['product_id', 'ends_at'],
        text: 'In one edit, archive the fee (`archive_recurring_fees`) and add a new one for the product and end date you want (`add_recurring_fees`).',
      },
    ],
  },
  'v2:Subscription': {
    guide: 'manage-product-access/edit-contract',
    createdElsewhere: {specId: 'v1', operationId: 'createContract', fields: ['product_id', 'quantity', 'proration']},
    instead: [
      {
        fields: ['product_id', 'proration'],
        text: `Subscriptions are set when the contract is created. For another product or proration, end the contract with ${endContract} and create a new one.`,
      },
    ],
  },
  'seats:SeatChange': {
    guide: 'manage-product-access/create-subscription',
    instead: [
      {
        fields: ['quantity', 'effective_at'],
        text: 'Cancel a scheduled change with [cancelSeatChange](/api/seats/#cancelSeatChange) and set the quantity again with [setSeatQuantity](/api/seats/#setSeatQuantity). An applied change stays: set a new quantity instead.',
      },
    ],
  },
  'seats:SeatSubscription': {
    guide: 'manage-product-access/create-subscription',
    createdElsewhere: {specId: 'v1', operationId: 'createContract', fields: ['product_id', 'quantity', 'proration']},
    // A seat change's quantity becomes the subscription's when it takes effect.
    alsoChangedBy: [{operationId: 'setSeatQuantity', fields: ['quantity']}],
    instead: [
      {
        fields: ['product_id', 'proration'],
        text: `Subscriptions are set when the contract is created. For another product or proration, end the contract with ${endContract} and create a new one.`,
      },
    ],
  },
  'prepaid-credits:LedgerEntry': {
    guide: 'pricing-packaging/apply-credits-commits/remaining-balance',
    general: 'Ledger entries are a record of what happened to a balance and never change.',
  },
  'prepaid-credits:PrepaidGrant': {
    guide: 'pricing-packaging/apply-credits-commits/remaining-balance',
    instead: [
      {
        fields: ['type', 'name', 'amount', 'access_starts_at', 'access_ends_at', 'applicable_product_ids', 'priority'],
        text: `A grant is a commit or credit of the contract: change its amount, end date, products or priority with ${contractEdit} (\`update_commits\`, \`update_credits\`), or archive it and grant a new one.`,
      },
    ],
  },
  'prepaid-credits:TopUp': {
    guide: 'manage-product-access/prepaid-balance-thresholds',
    instead: [
      {
        fields: ['amount', 'available_when'],
        text: 'A top-up is final once created. To add more balance, create another top-up with [createPrepaidTopUp](/api/prepaid-credits/#createPrepaidTopUp).',
      },
    ],
  },
  'delta-stream:Change': {
    guide: 'developer-resources/use-api/webhooks',
    general:
      'A change is a record of the delta stream and never changes; a later change of the same object is a new entry.',
  },
};
