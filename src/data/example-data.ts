/**
 * The one set of example data that every page and API example draws on, so that the same customer,
 * products and amounts recur across the docs. Extend it here; never invent a second customer inline.
 *
 * The reader's company is "Skyline Data", an analytics platform that bills its customers through
 * Meterstone. Its example customer is Acme Logistics.
 *
 * Only inputs live here: ids, names, prices, dates, quantities and choices. Every value derived from them
 * (invoice amounts, balances, prorations, top-up and alert moments) is computed: `src/example/model.ts`
 * and `src/example/figures.ts` for pages, `src/example/story-data.ts` for these inputs together with the
 * computed values, `src/example/timeline.ts` for each object's state over time. Amounts are plain numbers
 * in US dollars; the API writes them as decimal strings ("2375.00", "0.0015"), see
 * `src/api-reference/spec/money.ts`. The specifications' examples quote the values: `tests/unit/api/specs.test.ts`
 * and `tests/unit/content/story-consistency.test.ts` check them.
 *
 * The story the numbers tell, the one sample month every page and specification quotes: Acme Logistics
 * signs a 2026 contract on the Skyline Standard 2026 rate card with a $12,000 prepaid commit (invoiced on
 * its own on January 1) and a $1,000 onboarding credit, both for usage products only. In January 2026 it
 * makes 1,250,000 API requests ($2,000 + $375 = $2,375) and uses 1,500 compute hours ($180), and pays the
 * $500 platform fee and 8 analyst seats at $40 ($320): $3,375 of charges. The credit is drawn first
 * ($1,000), then the commit ($1,555), so $820 is due and the commit keeps $10,445. On February 15 Acme
 * grows to 10 seats.
 */
export const exampleData = {
  company: {
    name: 'Skyline Data',
    /**
     * The Skyline Data admin who appears in audit logs and as the author of the contract edits of
     * February 2026, which she saved in the app.
     */
    adminEmail: 'dana.okafor@skyline-data.example',
    /** The API token of Skyline Data's provisioning service, as audit log entries name it. */
    provisioningTokenName: 'skyline-provisioning',
    webhookUrl: 'https://billing.skyline-data.example/webhooks/meterstone',
  },
  customer: {
    id: '9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f',
    name: 'Acme Logistics',
    ingestAlias: 'acme-logistics',
    email: 'billing@acme-logistics.example',
    createdAt: '2025-12-18T16:42:00Z',
    /**
     * Acme does not renew: once its only contract has ended (January 1, 2027), the customer is archived
     * with it on January 15, 2027 (the lifecycle page, and the archiveCustomer example of the v1 API).
     */
    archivedAt: '2027-01-15T00:00:00Z',
    /** Where finalized invoices go, and Acme's id there (an obviously fake Stripe customer id). */
    billingProvider: {provider: 'stripe', customerId: 'cus_example_acme_logistics'},
    /** Acme's customer controls (getCustomerControls): limits of what its admins change in the dashboard. */
    controls: {
      seats: {minQuantity: 5, maxQuantity: 50, allowDecrease: true},
      balanceTopUp: {minThreshold: 500, maxThreshold: 5_000, minTopUp: 1_000, maxTopUp: 10_000},
      alerts: {maxAlerts: 5},
      updatedAt: '2026-01-05T09:30:00Z',
    },
  },
  events: {
    apiRequest: {
      eventType: 'api_request',
      transactionId: 'txn_2026_01_15_000001',
      timestamp: '2026-01-15T09:30:00Z',
      properties: {endpoint: '/v1/reports', region: 'us-east-1'},
    },
    computeUsage: {
      eventType: 'compute_usage',
      transactionId: 'txn_2026_01_15_000002',
      timestamp: '2026-01-15T09:31:00Z',
      properties: {cpu_seconds: '5400', instance_type: 'm6i.large', region: 'us-east-1'},
    },
  },
  billableMetrics: {
    apiRequests: {
      id: 'd453c6c8-4f03-4d0a-8e43-f13450b2e69d',
      name: 'API requests',
      aggregation: 'count',
      eventType: 'api_request',
    },
    computeHours: {
      id: 'c75d5f55-9647-42a9-8760-6e5e477deaaf',
      name: 'Compute hours',
      aggregation: 'sum',
      eventType: 'compute_usage',
      property: 'cpu_seconds',
      /** Leaves out Skyline's own internal workloads (the basic-filters page). */
      filters: [{property: 'region', operator: 'not_in', values: ['internal']}],
    },
    /**
     * The SQL-editor variant: compute hours per region. Meterstone runs the query per customer and
     * billing period, so it never filters on them; it returns `value` plus one column per group.
     */
    computeHoursByRegion: {
      id: 'df5ff942-3785-457a-b553-853a001f1716',
      name: 'Compute hours by region',
      sql:
        "SELECT properties['region'] AS region, SUM(CAST(properties['cpu_seconds'] AS DECIMAL)) / 3600 AS value " +
        "FROM events WHERE event_type = 'compute_usage' AND properties['region'] <> 'internal' " +
        "GROUP BY properties['region']",
      groupBy: ['region'],
    },
  },
  products: {
    apiRequests: {id: '192ad455-0565-46d5-b3d3-56ab778ca326', name: 'API requests', kind: 'usage'},
    /** Priced per hour; the metric sums CPU seconds, so the product divides the quantity by 3,600. */
    computeHours: {
      id: '296d6de3-af8d-4b36-aee9-1bcfddc4bbcb',
      name: 'Compute hours',
      kind: 'usage',
      quantityConversion: {operation: 'divide', factor: 3600},
    },
    platformFee: {id: '75089cf5-292d-4887-899e-8fb4f2a9332f', name: 'Platform fee', kind: 'fixed'},
    seats: {id: '0b71c73f-a9cb-4520-8f8d-8c14347fb094', name: 'Analyst seats', kind: 'subscription'},
    /** 10% of the API requests and compute hours charges. */
    premiumSupport: {id: '3c8ba3e8-20f1-4c8d-aa57-c27172060a5b', name: 'Premium support', kind: 'composite'},
  },
  rateCard: {
    id: '23b65686-bab4-44d9-8a20-4874b51b16ac',
    name: 'Skyline Standard 2026',
    currency: 'USD',
    startsAt: '2026-01-01T00:00:00Z',
    rates: {
      /** Tiered: the first 1,000,000 requests a month at $0.002, every request above at $0.0015. */
      apiRequests: {
        id: '3aa7e026-d843-4879-996f-8e924b966d75',
        tiers: [
          {upTo: 1_000_000, unitPrice: 0.002},
          {upTo: null, unitPrice: 0.0015},
        ],
      },
      computeHours: {id: 'aa20e866-d0f9-4cb5-8824-0ebbceffe14a', unitPrice: 0.12},
      platformFee: {id: 'f7cdf6e1-a58b-436c-afa3-b9b4504ae202', flatPrice: 500, frequency: 'monthly'},
      seats: {id: '435461da-368c-4969-bad9-361acb0f9bbd', unitPrice: 40, frequency: 'monthly'},
      premiumSupport: {id: '2b9f9720-5e5f-4493-9c6a-b84bf7a702c6', percentage: 10},
    },
  },
  customPricingUnit: {
    id: '74e18067-19ea-46c5-82d2-5812f1e000c0',
    name: 'Skyline credits',
    currency: 'USD',
    usdPerUnit: 0.01,
    conversionStartsAt: '2026-01-01T00:00:00Z',
  },
  contract: {
    id: 'd7995569-717a-403b-bde8-d9df6b76cfb6',
    name: 'Acme Logistics 2026',
    /**
     * Created by Skyline's provisioning service with one createContract request (enterprise commit guide):
     * its commit, credit, platform fee, seats and prepaid balance threshold all come with it.
     */
    createdAt: '2025-12-19T10:15:00Z',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-01-01T00:00:00Z',
    /** Archived on January 15, 2027, after it ended (the lifecycle page). */
    archivedAt: '2027-01-15T00:00:00Z',
    /** The end date an early cancellation would set, last day of service 2026-09-15 (lifecycle page). */
    earlyEndsAt: '2026-09-16T00:00:00Z',
    billingFrequency: 'monthly',
    /**
     * Pays for the usage products (API requests, compute hours) after the credit. Neither balance has a
     * priority, so the default draw order applies: credits before commits (prioritization rules page).
     */
    prepaidCommit: {
      id: '0206babc-bb62-4e72-8bb7-4d5b8d4deb11',
      name: '2026 prepaid commit',
      amount: 12_000,
      currency: 'USD',
      period: '2026',
      priority: null,
      accessStartsAt: '2026-01-01T00:00:00Z',
      accessEndsAt: '2027-01-01T00:00:00Z',
      /** Invoiced once, on January 1, by the scheduled invoice `commitInvoice` below. */
      invoiceDate: '2026-01-01T00:00:00Z',
      customFields: {purchase_order: 'PO-77812'},
    },
    /** Drawn first, by the same products; its access ends on April 1. */
    credit: {
      id: 'cc3dd629-b68a-4e64-b250-eee110a7a135',
      name: 'Onboarding credit',
      amount: 1_000,
      currency: 'USD',
      reason: 'Onboarding credit',
      priority: null,
      accessStartsAt: '2026-01-01T00:00:00Z',
      accessEndsAt: '2026-04-01T00:00:00Z',
    },
    /** A negotiated compute price from July 1, added by the contract edit below. */
    override: {
      id: '5877e27f-ccff-4b23-907c-84cfea4f30b5',
      product: 'computeHours',
      unitPrice: 0.1,
      startsAt: '2026-07-01T00:00:00Z',
    },
    /**
     * When the prepaid balance falls to $2,000, add and invoice a $5,000 prepaid commit, usable at once:
     * the balance is then $7,000.
     */
    prepaidBalanceThreshold: {thresholdAmount: 2_000, topUpAmount: 5_000, availableWhen: 'invoiced'},
    customFields: {crm_opportunity_id: 'OPP-2026-0147'},
  },
  /**
   * The pay-as-you-go variant of Acme (the pay-go launch guide and the spend thresholds page): a customer
   * and a contract of their own, so the variant is not a second contract of Acme's (overlapping contracts
   * bill the overlap twice) and does not keep Acme's customer from being archived in January 2027. No
   * commit, no credit, no prepaid balance threshold; a spend threshold invoices unbilled usage as soon as
   * it reaches $1,000, charged automatically to the card on file. It uses Acme's January usage. The
   * prepaid `contract` above has no spend threshold at any date.
   */
  payGoContract: {
    id: '98fb22ab-5c74-4de7-b098-9ae842f4be1b',
    name: 'Acme Logistics pay as you go',
    startsAt: '2026-01-01T00:00:00Z',
    createdAt: '2025-12-18T16:45:00Z',
    spendThreshold: {amount: 1_000, paymentBehavior: 'charge_automatically', startsAt: '2026-01-01T00:00:00Z'},
    /** The variant's own customer, created by the guide's sign-up step three minutes before the contract. */
    customer: {
      id: '3ff14847-2efc-44d1-a338-77c03fc03906',
      name: 'Acme Logistics (pay as you go)',
      ingestAlias: 'acme-logistics-pay-go',
      email: 'billing@acme-logistics.example',
      createdAt: '2025-12-18T16:42:00Z',
      billingProvider: {provider: 'stripe', customerId: 'cus_example_acme_pay_go'},
    },
  },
  /** The v2 contract edit that added the compute-hours override. */
  contractEdit: {
    id: 'b3539ee1-9e8d-492b-8ba6-7e2eebe4134a',
    createdAt: '2026-02-10T14:00:00Z',
    reason: 'Renegotiated compute price from July 1',
  },
  /** Custom field values on the customer (the custom fields page). */
  customerCustomFields: {crm_account_id: 'ACC-004512', erp_customer_number: 'C-20931'},
  /** Custom field keys, each defined for one kind of object before any value is set. */
  customFieldKeys: {
    crmAccountId: {
      id: 'b150c9c5-0b76-4c02-8617-c2543dfa9951',
      key: 'crm_account_id',
      entityType: 'customer',
      description: 'Account ID in the CRM',
      createdAt: '2025-12-10T09:00:00Z',
    },
    erpCustomerNumber: {
      id: 'a16f4293-9915-4a87-8756-1051893aa8c6',
      key: 'erp_customer_number',
      entityType: 'customer',
      description: 'Customer number in the ERP',
      createdAt: '2025-12-10T09:00:00Z',
    },
    crmOpportunityId: {
      id: '96e90f64-a81a-41e2-94ff-fd30fa522a18',
      key: 'crm_opportunity_id',
      entityType: 'contract',
      description: 'CRM opportunity that produced the contract',
      createdAt: '2025-12-10T09:00:00Z',
    },
    purchaseOrder: {
      id: 'e3b1f0a2-5c47-4d8e-9a61-7f2c3b8d4e95',
      key: 'purchase_order',
      entityType: 'commit',
      description: 'Purchase order number of the commit',
      createdAt: '2025-12-10T09:00:00Z',
    },
  },
  /** The alerts of the create-and-manage-alerts page: one of each kind. */
  alerts: {
    lowBalance: {
      id: '515f2195-91bc-4fac-940c-75fae5184c26',
      name: 'Acme balance below $3,000',
      type: 'balance',
      threshold: 3_000,
      createdAt: '2026-01-05T15:00:00Z',
    },
    monthlySpend: {
      id: '3649387f-9ebd-4a61-a61d-1e5149b9cb38',
      name: 'Acme spend reaches $3,000 in a period',
      type: 'spend',
      threshold: 3_000,
      createdAt: '2026-01-05T15:00:00Z',
    },
    apiRequestsTier: {
      id: '0a64f0c7-a0ea-45f3-b22e-89c2154fc912',
      name: 'Acme API requests reach 1,000,000',
      type: 'usage',
      /** Where the lower tier price starts. */
      threshold: 1_000_000,
      createdAt: '2026-01-05T15:00:00Z',
    },
  },
  /** January 2026 usage of Acme Logistics. */
  usage: {
    periodStartsAt: '2026-01-01T00:00:00Z',
    periodEndsAt: '2026-02-01T00:00:00Z',
    apiRequests: 1_250_000,
    computeHours: 1_500,
    seats: 8,
  },
  /**
   * The January 2026 usage invoice, the sample month of every page: charges from the rates above, then
   * the credit drawn first and the commit second (usage products only), as negative lines.
   */
  januaryInvoice: {
    id: 'fc44399d-3f8f-493d-9acd-8c4c747ebef5',
    number: 'INV-2026-0142',
    kind: 'usage',
    periodStartsAt: '2026-01-01T00:00:00Z',
    periodEndsAt: '2026-02-01T00:00:00Z',
    issuedAt: '2026-02-01T00:00:00Z',
    /** Handed to Stripe ten minutes after it is finalized: `sent` from then on. */
    sentAt: '2026-02-01T00:10:00Z',
    dueAt: '2026-03-03T00:00:00Z',
    /** The ids of its lines; quantities and amounts are the model's (src/example/story-data.ts). */
    lines: {
      apiRequests: {id: '3e3e7748-64ce-4d33-8908-e9537a4fcdcd'},
      computeHours: {id: 'f03230f6-0e22-4612-b662-6ae959487eb3'},
      platformFee: {id: '731e4441-2989-41b4-8a93-2ae628d76222'},
      seats: {id: '8105f328-78be-4cd6-8c46-2eecdaf67b6f'},
      creditApplied: {id: 'b40ee567-ce04-47b8-a74b-1a23bb2577b4'},
      commitApplied: {id: '2bf2e0cf-4f2d-4921-a84d-c82338ef71b5'},
    },
  },
  /**
   * Objects of examples that are not about the story (decision S6 of issue #28): an example of an action
   * the story never takes (voiding an invoice, withdrawing a seat change, pausing an alert, removing a
   * threshold) shows its own objects, so it cannot contradict the story's objects. The story timeline
   * (src/example/timeline.ts) does not know these ids; never give them to a story object.
   */
  outsideStory: {
    /**
     * The one void and regenerate example (how-invoicing-works.mdx, voidInvoice and regenerateInvoice in
     * v1.yaml, the `invoice.voided` webhook): the March 2026 invoice of another Skyline Data customer,
     * whose contract has only the platform fee, voided on April 3 because it went to the wrong Stripe
     * customer, then issued again with the same charge. Acme's January invoice is never voided: the story
     * corrects it with a credit memo.
     */
    voidExample: {
      customerId: '11d7c2ca-8f8b-4849-97af-84b7a8a88bd7',
      contractId: '8646c436-8719-426e-89fd-6c1d3696974b',
      periodStartsAt: '2026-03-01T00:00:00Z',
      periodEndsAt: '2026-04-01T00:00:00Z',
      voidedInvoice: {
        id: '9170932b-a02b-4d79-b9c9-168719dd17f9',
        number: 'INV-2026-0163',
        lineId: '5a3f8773-8120-4141-b9bc-084329745f78',
        issuedAt: '2026-04-01T00:00:00Z',
        dueAt: '2026-05-01T00:00:00Z',
        voidedAt: '2026-04-03T10:00:00Z',
      },
      regeneratedInvoice: {
        id: '5bb004d4-e47b-4116-a348-9f57ebd66b3f',
        number: 'INV-2026-0171',
        lineId: 'b4070bf5-ff2a-40e2-9c69-e661bcbe54e4',
        issuedAt: '2026-04-03T10:05:00Z',
        dueAt: '2026-05-03T10:05:00Z',
      },
    },
    /**
     * The cancel example of seat changes: a rise from 9 to 11 seats scheduled on 2026-03-20 for April 1
     * and withdrawn before it applies (on another date than the story's changes: two changes cannot take
     * effect at the same moment).
     */
    canceledSeatChange: {
      id: '72866244-aedb-4b7f-adaf-f9434f2a3cb5',
      quantity: 11,
      previousQuantity: 9,
      effectiveAt: '2026-04-01T00:00:00Z',
      createdAt: '2026-03-20T09:30:00Z',
    },
    /**
     * The migration page's example (migrate-amendments-to-edits.mdx; createAmendment and listAmendments in
     * v1.yaml): another Skyline Data customer's 2026 contract, whose $8,000 prepaid commit grows by $6,000
     * from July 1, 2026. Its integration made the change as a v1 amendment on June 20 (a second commit
     * beside the contract's own); the page shows the v2 edit that would have grown the commit instead.
     * The contract has no other edit. Acme's commit never grows in the story. It is also the contract of
     * the remove-the-spend-threshold example (spend-thresholds.mdx, v1 removeSpendThreshold): it has no
     * prepaid balance threshold, so that answer shows none.
     */
    amendmentExample: {
      contractId: '7451f967-df51-44b6-b6ce-79bc2a26e467',
      contractStartsAt: '2026-01-01T00:00:00Z',
      contractEndsAt: '2027-01-01T00:00:00Z',
      commit: {id: '1093e23e-8e5f-4449-b5be-9f9206d4c482', name: '2026 prepaid commit', amount: 8_000},
      added: 6_000,
      effectiveAt: '2026-07-01T00:00:00Z',
      amendment: {
        id: '6b1f0c2e-4a7d-4e58-9c3b-2f8e1d7a5c40',
        commit: {id: '8c2d4e6f-1a3b-4c5d-9e7f-0a1b2c3d4e5f', name: '2026 prepaid commit expansion'},
        createdAt: '2026-06-20T09:00:00Z',
      },
      /** The edit the same change would have been, had the integration sent it instead (never both). */
      editId: '7f68745b-712e-423c-b369-5788dcb7c963',
    },
    /**
     * The price-change example of the rate cards page: another rate card of Skyline Data's, with the same
     * API request tiers as Skyline Standard 2026, whose first tier drops to $0.0018 from July 1, 2026
     * (added on June 15). Skyline Standard 2026 keeps its prices all year.
     */
    priceChangeRateCard: {
      id: '791f6f50-4b5d-475f-b79c-afe64123b66b',
      name: 'Skyline Growth 2026',
      createdAt: '2026-03-02T09:00:00Z',
      apiRequestsRateId: '733c072b-761e-4c7f-8914-548c396b9413',
      newApiRequestsRateId: 'f92a44b2-ccfa-485f-9668-e76c34ac2ed6',
    },
    /** The pause example of alerts: a second balance alert of Acme's, paused. */
    pausedAlert: {id: 'dc65cb42-36e2-478b-83e4-a0fc9cfce211', name: 'Acme balance below $1,500', threshold: 1_500},
    /** The remove-a-threshold example: a contract whose prepaid balance threshold is removed. */
    contractWithoutThresholdsId: 'eb273a49-6728-436c-9a90-78b4c8d033a5',
    /**
     * That contract's term, a calendar year like Acme's: its commit and credits run from January 1, 2026,
     * and samples that write to it read its `ends_at` (the date calendar answers them with these dates).
     */
    contractWithoutThresholdsTerm: {startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z'},
    /**
     * The gated commit example (manual-payment-gated-commits.mdx): a prepaid commit with
     * `requires_payment` on another customer's contract (eb273a49 above), its commit invoice and the
     * payment recorded on it. Acme's own commit has no gate, and its commit invoice is paid in the story.
     */
    /**
     * The archive examples of products and rate cards: Skyline's 2025 rate card and a product priced
     * only on it, archived in January 2026 once the 2025 contracts had ended. The story's own rate card
     * and products stay in use: the pay-as-you-go contract on Skyline Standard 2026 has no end.
     */
    retiredRateCard: {
      id: '8e3b82fa-0502-412e-a6f2-6109ea4d9730',
      name: 'Skyline Standard 2025',
      createdAt: '2024-12-09T11:00:00Z',
      archivedAt: '2026-01-15T09:00:00Z',
    },
    retiredProduct: {
      id: '45bb9c6b-851f-4b77-8518-ec0cffcf5a75',
      name: 'Dedicated onboarding',
      kind: 'fixed',
      createdAt: '2024-12-09T10:30:00Z',
      archivedAt: '2026-01-15T09:00:00Z',
    },
    /**
     * The v1 addContractOverride example: an override added on its own, to another customer's contract
     * (eb273a49 above). Acme's compute price override was added by a contract edit (contractEdit).
     */
    standaloneOverrideId: '1e2c330f-ca22-47b9-b53c-cc883ac2fbc3',
    /**
     * The v1 createCredit example: a credit created on its own, to another customer's contract (eb273a49
     * above). Acme's onboarding credit came with its contract, so no createCredit call answers with it;
     * the v1 createCommit example is likewise the gated commit below, not Acme's commit.
     */
    standaloneCreditId: 'e6896083-650b-470f-b7fe-c36d9131ded2',
    /**
     * The discounts page's examples, on another customer's contract (eb273a49 above, which ends on January
     * 1, 2027): a $12,000 prepaid commit sold for $10,800, sent on January 20, 2026 with access from
     * February 1 until the contract ends, and a 10% override on API requests from February 1. Acme's commit
     * was invoiced at its full amount, and Acme's contract has no discount.
     */
    discountedCommit: {
      id: '7fdab23a-021b-47d8-af48-e30f414075d6',
      accessStartsAt: '2026-02-01T00:00:00Z',
      accessEndsAt: '2027-01-01T00:00:00Z',
      createdAt: '2026-01-20T10:15:00Z',
    },
    discountOverrideId: '051845d3-6f46-4037-9c42-f32bafbd6d7d',
    /**
     * The prioritization rules page's example: a v2 edit that gives the prepaid commit of another
     * customer's contract (eb273a49 above, `gatedCommit`) priority 1, so it is drawn before that
     * contract's onboarding credit (`standaloneCreditId`). Acme's balances keep no priority.
     */
    priorityEdit: {
      id: 'dbfe6eb7-ab08-4c7a-8c06-82d15db3fd52',
      effectiveAt: '2026-01-01T00:00:00Z',
      createdAt: '2026-01-19T09:30:00Z',
    },
    /**
     * The quickstart's objects: Skyline Data ran it in its sandbox, an account of its own that started
     * empty, on January 5, 2026, with a test customer. None of them is a story object, so its contract
     * is not a second contract of Acme's and its draft invoice holds one test request.
     */
    quickstart: {
      metricId: '7942dd4c-c66e-4215-b8dc-a281e386a19f',
      productId: 'ae1b9629-3f42-4e03-b515-8ca8fb019d1f',
      rateCardId: '94e40ca3-5b1c-4d92-8b4e-0c19a4d5cb30',
      customer: {
        id: '7d9317c5-f873-4639-8752-53baaa4722ce',
        name: 'Acme Logistics (test)',
        ingestAlias: 'acme-logistics-test',
      },
      contractId: '2a8339cd-86c9-4368-9897-2e950fce86fd',
      draftInvoiceId: '673732bb-8cfe-4598-8fa6-d4f06df64d7b',
      draftLineId: '84edc71e-f6f4-4929-b52f-54c221fe8dc3',
    },
    /**
     * The prepaid credits and hybrid launch guides each create a variant of Acme's contract with only
     * their model's terms (like the pay-as-you-go variant): alternatives to Acme's contract, with ids and
     * names of their own, each on a customer of its own (two contracts of one customer on the same
     * products bill the overlap twice, and Acme's customer must stay free to be archived in 2027). They
     * run for Acme's dates but were created apart from it, with no CRM opportunity. Acme's contract
     * (`contract`) is the one the enterprise commit guide creates.
     */
    prepaidVariantContract: {
      id: '2bac7d9c-be1f-4c2b-8046-1604855471d4',
      name: 'Acme Logistics prepaid credits',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
      createdAt: '2025-12-19T09:43:00Z',
      customer: {
        id: '1add5f5b-f385-4b94-9192-c72e8650137e',
        name: 'Acme Logistics (prepaid credits)',
        ingestAlias: 'acme-logistics-prepaid',
        email: 'billing@acme-logistics.example',
        createdAt: '2025-12-19T09:40:00Z',
        billingProvider: {provider: 'stripe', customerId: 'cus_example_acme_prepaid'},
      },
    },
    hybridVariantContract: {
      id: '412a0ea8-26fc-428a-a7ed-f2f858a069c9',
      name: 'Acme Logistics hybrid',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
      createdAt: '2025-12-19T09:53:00Z',
      subscriptionId: '73137c0b-5768-4b4d-b11c-ad46d5f202d9',
      seatIncreaseId: '5ca395f5-288e-4e14-80a0-261b19f48ae8',
      customer: {
        id: 'f988b659-da99-44b0-b22c-88b345044ea6',
        name: 'Acme Logistics (hybrid)',
        ingestAlias: 'acme-logistics-hybrid',
        email: 'billing@acme-logistics.example',
        createdAt: '2025-12-19T09:50:00Z',
        billingProvider: {provider: 'stripe', customerId: 'cus_example_acme_hybrid'},
      },
    },
    /**
     * The create-a-trial example: had Skyline let Acme try its usage products first, the trial would be
     * a contract of a customer of its own, created at sign-up on the day the trial starts (the sample
     * starts the contract "today at midnight UTC") and ending with the trial 14 days later, when the paid
     * contract would start. Acme's customer keeps its one contract.
     */
    trial: {
      contractId: '384ed5e3-ed2e-489b-8f12-70e872577f79',
      name: 'Acme Logistics trial',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-15T00:00:00Z',
      createdAt: '2026-01-01T09:03:00Z',
      customer: {
        id: '358b77fc-c71b-4316-a595-02b5a04e80b3',
        name: 'Acme Logistics (trial)',
        ingestAlias: 'acme-logistics-trial',
        createdAt: '2026-01-01T09:00:00Z',
      },
    },
    /**
     * The createPrepaidGrant example: a credit added on its own, to another customer's contract (eb273a49
     * above). Acme's onboarding credit came with its contract (`origin: contract`).
     */
    apiGrant: {
      id: 'd2b3fe4e-96b8-42ee-8803-c6454667b605',
      name: 'Goodwill credit',
      amount: 250,
      accessStartsAt: '2026-03-01T00:00:00Z',
      accessEndsAt: '2026-06-01T00:00:00Z',
      createdAt: '2026-02-20T10:00:00Z',
    },
    gatedCommit: {
      id: 'b383cb2f-7029-4bff-8b51-b0c0dcd8cf32',
      name: 'Prepaid commit',
      customerId: '472ce2af-bb3b-4372-8bb6-49211787ddab',
      invoiceId: 'bb6cdabc-4126-46e1-b6a2-3d6912b97633',
      invoiceNumber: 'INV-2026-0118',
      lineId: 'd17adf07-1bc0-4162-bec9-7a2f59c8dc63',
      paymentReference: 'WIRE-20260115-0007',
    },
  },
  /**
   * The first automatic top-up of the prepaid balance thresholds page: in July 2026 the balance reaches
   * $2,000, so Meterstone adds a $5,000 prepaid commit and invoices it (a threshold invoice). The moment is
   * computed by src/example/model.ts (tests/unit/example/model.test.ts keeps this value equal to it).
   */
  autoTopUp: {
    /** The top-up record that listPrepaidTopUps returns for it (`trigger: threshold`). */
    topUpId: '4e079631-f4d7-498b-b9bf-5270bc9bd29f',
    name: 'Prepaid balance top-up',
    commitId: '86f87b0f-a158-4e7f-8b60-1e2240e4db9d',
    invoiceId: '0b725d97-ca00-432e-acb5-ddd9d13f87d1',
  },
  /** The scheduled invoice of the $12,000 prepaid commit, issued on January 1 and sent to Stripe. */
  commitInvoice: {
    id: '15f479ff-5cb2-49ca-9b79-d257b80afa02',
    number: 'INV-2026-0101',
    kind: 'scheduled',
    status: 'sent',
    issuedAt: '2026-01-01T00:00:00Z',
    dueAt: '2026-01-31T00:00:00Z',
    lineId: 'd0239b63-fd0e-43d8-a0d0-11fbf16eafb8',
    /** Recorded as paid with updateInvoicePaymentStatus when the wire arrived. */
    paidAt: '2026-02-10T15:00:00Z',
    paymentReference: 'WIRE-20260210-0042',
  },
  /** One day of the January invoice, split by day (invoice breakdowns). */
  invoiceBreakdownDay: {startsAt: '2026-01-15T00:00:00Z', endsAt: '2026-01-16T00:00:00Z'},
  /** Two of the 8 January seats were held by Skyline's onboarding staff and are credited (the credit memos page). */
  creditMemo: {
    id: '97b6bc0b-acf4-4545-853e-e6327cb40a24',
    number: 'CM-2026-0007',
    lineId: 'fb941864-6220-45e6-be03-b4a964fd74db',
    reason: 'billing_error',
    memo: "Two of January's 8 seats were Skyline onboarding staff; not billable.",
    quantity: 2,
    issuedAt: '2026-02-05T00:00:00Z',
  },
  /**
   * Acme grows from 8 to 10 analyst seats on February 15; February has 28 days, 14 of them remain:
   * 2 × $40 × 14/28 = $40 on top of the $320 for 8 seats.
   */
  seats: {
    subscriptionId: 'df53afd5-164d-4f52-bf1a-2f73469e5558',
    quantityChangeId: 'b362f312-05bd-47df-af33-b17acf18b647',
    fromQuantity: 8,
    toQuantity: 10,
    effectiveAt: '2026-02-15T00:00:00Z',
    periodStartsAt: '2026-02-01T00:00:00Z',
    periodEndsAt: '2026-03-01T00:00:00Z',
  },
  prepaidCredits: {
    topUp: {
      id: '340437ff-e23e-467d-b5ad-521f0062b9b7',
      amount: 5_000,
      /** The top-up is a new prepaid grant, invoiced upfront. */
      grantId: '66930837-8551-43b6-9227-7ae210a0cf49',
      invoiceId: '343e1956-77ec-4f18-8d70-1c21cda6c017',
      createdAt: '2026-02-20T10:00:00Z',
    },
    ledgerEntryIds: {
      commitGranted: 'be9fb25f-274d-4045-994e-e2c84d64780f',
      creditGranted: '1c365d57-8e3e-49bb-9102-e030014b89ae',
      creditDrawn: '221da324-2c0f-42f7-9e77-9908dd9d2f8a',
      commitDrawn: 'e07404c7-888a-4ca5-80d7-fa90287b40c2',
    },
  },
  deltaStream: {
    changeId: '8d649529-7db5-41f1-ab03-8c62b192b82c',
    /** The January invoice's finalization, at its issue time (`januaryInvoice.issuedAt`). */
    changedAt: '2026-02-01T00:00:00Z',
    /**
     * The starting cursor of getDeltaStreamCursor with `at` 2026-02-01T00:00:00Z: the position before
     * the first change of that moment (sequence 0000), so listing from it returns the finalization.
     */
    startCursor: 'ZHMuMjAyNi0wMi0wMVQwMDowMDowMFouMDAwMA',
    startAt: '2026-02-01T00:00:00Z',
    /** Opaque position after the change, as returned in `next_page`: listing from it returns nothing new. */
    cursor: 'ZHMuMjAyNi0wMi0wMVQwMDowMDowMFouMDAwMQ',
  },
  webhooks: {
    endpointId: '731ddf10-bed2-4306-971f-096debd48262',
    /** An obviously fake signing secret; real ones are shown once, when the endpoint is created. */
    secret: 'whsec_example_do_not_use',
    eventId: '7753f7b4-7f9c-4e81-b42e-298ff709a912',
    /**
     * Unix time of the example delivery of `invoice.finalized`: the moment the January invoice is
     * finalized (`januaryInvoice.issuedAt`, 2026-02-01T00:00:00Z), which is the event's `created_at`.
     */
    timestamp: 1_769_904_000,
    description: 'Skyline billing service',
    createdAt: '2025-12-12T10:00:00Z',
    /** One event per webhook event type; `invoiceFinalized` is `eventId` above. */
    eventIds: {
      invoiceFinalized: '7753f7b4-7f9c-4e81-b42e-298ff709a912',
      alertStateChanged: '8aa1cf57-1cab-44f0-9a2b-241c074b1b26',
      invoiceVoided: '24e5f6d2-1175-40d9-98fd-772883d6a56a',
      creditMemoIssued: 'a4357eee-f627-46c3-992f-b89c5cf5cab2',
      topUpCreated: '117e0615-fb2c-4a64-8c91-7ae2f7f68bf1',
      /** The commit invoice recorded as paid by wire on February 10 (manual-payment-gated commits page). */
      invoicePaymentStatusChanged: '5e0c8a41-6f2d-4b7a-9c35-d18e2f7a0b64',
    },
  },
  /** Skyline's provisioning service creates the Acme Logistics 2026 contract through the API. */
  auditLog: {
    id: 'b588e3ad-b992-47da-9cd5-c9bea8c4b889',
    occurredAt: '2025-12-19T10:15:00Z',
    ipAddress: '203.0.113.10',
  },
  api: {
    /** Opaque cursor of the second page of a list, as returned in `next_page`. */
    nextPage: 'cGFnZToyO2xpbWl0OjI1',
    requestId: 'req_7f3c9a2b41d8e6f0',
    idempotencyKey: 'acme-logistics-2026-01-15-batch-0001',
  },

  // The keys below hold the values of api/specs/v2.yaml, seats.yaml, prepaid-credits.yaml,
  // invoice-breakdowns.yaml and spend-breakdowns.yaml. They follow the docs pages: one sample month,
  // January 2026 ($3,375 of charges: $2,375 API requests, $180 compute hours, $500 platform fee, $320 for
  // 8 analyst seats; $1,000 credit then $1,555 of commit drawn; $820 due; $10,445 left on the commit).
  /** The v2 contract shape and its edits (docs: edit-contract, add-contract-override, migrate-amendments-to-edits). */
  contractV2: {
    /** Names shown on invoices for `contract.prepaidCommit` and `contract.credit`. */
    prepaidCommit: {name: '2026 prepaid commit'},
    credit: {name: 'Onboarding credit'},
    /** The onboarding credit can be drawn from January 1 until April 1, 2026. */
    creditEndsAt: '2026-04-01T00:00:00Z',
    /** The platform fee, billed as a recurring fee of $500 a month from the contract start. */
    platformFee: {recurringFeeId: '5bfe491f-c544-432c-a29a-ca31c540079a', amount: 500},
    /** Premium support, 10% of the API requests and compute hours charges, added by an edit from April 1. */
    premiumSupport: {
      recurringFeeId: '48680312-bca2-409c-aa8f-20fb2aa144d7',
      percentage: 10,
      startsAt: '2026-04-01T00:00:00Z',
    },
    /** The edit that added premium support; `contractEdit` is the later one that added the override. */
    premiumSupportEdit: {
      id: '82c246f5-182f-49ff-8042-4477c76fbd95',
      createdAt: '2026-02-03T16:20:00Z',
      effectiveAt: '2026-04-01T00:00:00Z',
      reason: 'Add premium support from April 1',
    },
    /** `contractEdit` takes effect when the compute-hours override starts. */
    overrideEditEffectiveAt: '2026-07-01T00:00:00Z',
    /** Prepaid balance threshold as the docs page sets it: below $2,000, add a $5,000 prepaid commit. */
    prepaidBalanceThreshold: {thresholdAmount: 2_000, topUpAmount: 5_000},
    /**
     * The edit page's example of what an edit can change: on July 1 the $12,000 commit would grow by
     * $6,000 to $18,000. The story never makes this change (the migration page's example is
     * `outsideStory.amendmentExample`).
     */
    commitIncrease: {added: 6_000, effectiveAt: '2026-07-01T00:00:00Z'},
    /** The edit page's example: the contract is extended from January 1 to July 1, 2027. */
    extendedEndsAt: '2027-07-01T00:00:00Z',
    /**
     * The override page's example, previewed on the January draft invoice: the first tier of API requests
     * at $0.0018 and compute hours × 0.9 lower January's charges from $3,375 to $3,157 ($218 less); the
     * usage is still covered by the credit and the commit, so $820 stays due.
     */
    overridePreview: {apiRequestsTier1UnitPrice: 0.0018, computeHoursMultiplier: 0.9},
  },
  /**
   * The seat schedule of `seats.subscriptionId` (docs: create-subscription): 8 seats from January 1, 10
   * from February 15 (`seats.quantityChangeId`), 9 from March 17 (scheduled on February 20). Proration
   * counts days: 2 × $40 × 14/28 = $40 in February; −1 × $40 × 15/31 = −$19.35 in March.
   */
  seatSchedule: {
    unitPrice: 40,
    initial: {changeId: 'dd3a5e2e-f51d-4299-8e98-115068e7017a', quantity: 8, effectiveAt: '2026-01-01T00:00:00Z'},
    increase: {quantity: 10, effectiveAt: '2026-02-15T00:00:00Z'},
    decrease: {
      changeId: '83954fe3-a170-4fc7-a287-1f193db9994c',
      quantity: 9,
      effectiveAt: '2026-03-17T00:00:00Z',
      createdAt: '2026-02-20T11:00:00Z',
    },
  },
  /** The prepaid balance of the contract at the end of January 2026 (as of 2026-02-01). */
  prepaidLedger: {
    asOf: '2026-02-01T00:00:00Z',
    /** The prepaid commit that `prepaidCredits.topUp` created, usable until the contract ends. */
    topUpGrant: {name: 'Prepaid top-up', accessEndsAt: '2027-01-01T00:00:00Z'},
  },
} as const;
