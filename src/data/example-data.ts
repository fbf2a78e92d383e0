/**
 * The one set of example data that every page and API example draws on, so that the same customer,
 * products and amounts recur across the docs. Extend it here; never invent a second customer inline.
 *
 * The reader's company is "Skyline Data", an analytics platform that bills its customers through
 * Meterstone. Its example customer is Acme Logistics.
 *
 * Amounts are plain numbers in US dollars here; the API writes them as decimal strings ("2375.00",
 * "0.0015"), see `src/api/money.ts`. The API specifications under `api/specs/` quote these values
 * literally, and `tests/unit/api/example-data.test.ts` checks that they do and that the sums add up.
 *
 * The story the numbers tell: Acme Logistics signs a 2026 contract on the Skyline Standard 2026 rate
 * card with a $12,000 prepaid commit and a $1,000 onboarding credit. In January it makes 1,250,000 API
 * requests and uses 1,500 compute hours with 25 analyst seats; the January invoice draws the credit
 * first, then the commit. On February 15 it grows to 30 seats.
 */
export const exampleData = {
  company: {
    name: 'Skyline Data',
    /** The Skyline Data admin who appears in audit logs and as the author of contract edits. */
    adminEmail: 'dana.okafor@skyline-data.example',
    webhookUrl: 'https://billing.skyline-data.example/webhooks/meterstone',
  },
  customer: {
    id: '9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f',
    name: 'Acme Logistics',
    ingestAlias: 'acme-logistics',
    email: 'billing@acme-logistics.example',
    createdAt: '2025-12-18T16:42:00Z',
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
    },
    /** The SQL-editor variant: compute hours per instance type. */
    computeHoursByInstanceType: {
      id: 'df5ff942-3785-457a-b553-853a001f1716',
      name: 'Compute hours by instance type',
      sql:
        "SELECT customer_id, properties['instance_type'] AS instance_type, " +
        "SUM(CAST(properties['cpu_seconds'] AS DOUBLE)) / 3600 AS value " +
        "FROM events WHERE event_type = 'compute_usage' GROUP BY customer_id, properties['instance_type']",
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
  customPricingUnit: {id: '74e18067-19ea-46c5-82d2-5812f1e000c0', name: 'Skyline credits', usdPerUnit: 0.01},
  contract: {
    id: 'd7995569-717a-403b-bde8-d9df6b76cfb6',
    name: 'Acme Logistics 2026',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-01-01T00:00:00Z',
    billingFrequency: 'monthly',
    /** Drawn down by API requests and compute hours after the credit (priority 2). */
    prepaidCommit: {
      id: '0206babc-bb62-4e72-8bb7-4d5b8d4deb11',
      amount: 12_000,
      currency: 'USD',
      period: '2026',
      priority: 2,
    },
    /** Drawn first (priority 1), by the same products. */
    credit: {
      id: 'cc3dd629-b68a-4e64-b250-eee110a7a135',
      amount: 1_000,
      currency: 'USD',
      reason: 'Onboarding credit',
      priority: 1,
    },
    /** A negotiated compute price from July 1, added by the contract edit below. */
    override: {
      id: '5877e27f-ccff-4b23-907c-84cfea4f30b5',
      product: 'computeHours',
      unitPrice: 0.1,
      startsAt: '2026-07-01T00:00:00Z',
    },
    /** Invoice as soon as unbilled spend passes $3,000. */
    spendThreshold: {amount: 3_000},
    /** When the prepaid balance falls below $2,000, top it up to $7,000. */
    prepaidBalanceThreshold: {thresholdAmount: 2_000, rechargeToAmount: 7_000},
    customFields: {deal_desk_ticket: 'DD-2291'},
  },
  /** The v2 contract edit that added the compute-hours override. */
  contractEdit: {
    id: 'b3539ee1-9e8d-492b-8ba6-7e2eebe4134a',
    createdAt: '2026-02-10T14:00:00Z',
    reason: 'Renegotiated compute price from July 1',
  },
  customerCustomFields: {crm_account_id: 'ACME-4471'},
  alerts: {
    lowBalance: {
      id: '515f2195-91bc-4fac-940c-75fae5184c26',
      name: 'Acme Logistics balance below $2,500',
      type: 'low_remaining_balance',
      threshold: 2_500,
    },
    monthlySpend: {
      id: '3649387f-9ebd-4a61-a61d-1e5149b9cb38',
      name: 'Acme Logistics spend over $5,000 in a month',
      type: 'monthly_spend_above',
      threshold: 5_000,
    },
  },
  /** January 2026 usage of Acme Logistics. */
  usage: {
    periodStartsAt: '2026-01-01T00:00:00Z',
    periodEndsAt: '2026-02-01T00:00:00Z',
    apiRequests: 1_250_000,
    computeHours: 1_500,
    seats: 25,
  },
  /** The January 2026 invoice: charges from the rates above, the credit drawn first, then the commit. */
  invoice: {
    id: 'fc44399d-3f8f-493d-9acd-8c4c747ebef5',
    number: 'INV-2026-0142',
    status: 'finalized',
    issuedAt: '2026-02-01T00:00:00Z',
    dueAt: '2026-03-03T00:00:00Z',
    lines: {
      apiRequests: {
        quantity: 1_250_000,
        amount: 2_375,
        tiers: [
          {quantity: 1_000_000, amount: 2_000},
          {quantity: 250_000, amount: 375},
        ],
      },
      computeHours: {quantity: 1_500, amount: 180},
      platformFee: {quantity: 1, amount: 500},
      seats: {quantity: 25, amount: 1_000},
      premiumSupport: {quantity: 1, amount: 255.5},
    },
    subtotal: 4_310.5,
    creditApplied: 1_000,
    commitApplied: 1_555,
    total: 1_755.5,
  },
  /** Balances after the January invoice. */
  balances: {commitRemaining: 10_445, creditRemaining: 0},
  /** One day of the January invoice, split by day (invoice breakdowns). */
  invoiceBreakdownDay: {
    startsAt: '2026-01-15T00:00:00Z',
    endsAt: '2026-01-16T00:00:00Z',
    apiRequests: {quantity: 41_000, amount: 82},
    computeHours: {quantity: 48, amount: 5.76},
  },
  creditMemo: {
    id: '97b6bc0b-acf4-4545-853e-e6327cb40a24',
    number: 'CM-2026-0007',
    reason: 'Duplicate API requests during the January 15 incident',
    /** 50,000 requests refunded at the marginal (second-tier) price. */
    quantity: 50_000,
    amount: 75,
    issuedAt: '2026-02-05T00:00:00Z',
  },
  /** Acme grows from 25 to 30 analyst seats on February 15; February has 28 days, 14 of them remain. */
  seats: {
    subscriptionId: 'df53afd5-164d-4f52-bf1a-2f73469e5558',
    quantityChangeId: 'b362f312-05bd-47df-af33-b17acf18b647',
    fromQuantity: 25,
    toQuantity: 30,
    effectiveAt: '2026-02-15T00:00:00Z',
    periodStartsAt: '2026-02-01T00:00:00Z',
    periodEndsAt: '2026-03-01T00:00:00Z',
    proratedAmount: 100,
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
    changedAt: '2026-02-01T00:05:00Z',
    /** Opaque position in the stream, as returned in `next_page`. */
    cursor: 'ZHMuMjAyNi0wMi0wMVQwMDowNTowMFouMDAwMQ',
  },
  webhooks: {
    endpointId: '731ddf10-bed2-4306-971f-096debd48262',
    /** An obviously fake signing secret; real ones are shown once, when the endpoint is created. */
    secret: 'whsec_example_not_a_real_secret_4b1e9c',
    eventId: '7753f7b4-7f9c-4e81-b42e-298ff709a912',
    /** Unix time of the example delivery (2026-02-01T00:05:00Z). */
    timestamp: 1_769_904_300,
  },
  auditLog: {
    id: 'b588e3ad-b992-47da-9cd5-c9bea8c4b889',
    occurredAt: '2025-12-19T10:15:00Z',
    ipAddress: '203.0.113.24',
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
    /** The $12,000 commit invoice of January 1, 2026. */
    prepaidCommitInvoiceId: '591fc723-e31a-47b2-bb21-881a5047ac32',
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
    /** The migration page's example: on July 1 the $12,000 commit grows by $6,000 to $18,000. */
    commitIncrease: {added: 6_000, newAmount: 18_000, effectiveAt: '2026-07-01T00:00:00Z'},
    /** The edit page's example: the contract is extended from January 1 to July 1, 2027. */
    extendedEndsAt: '2027-07-01T00:00:00Z',
    /**
     * The override page's example, previewed on the January draft invoice: the first tier of API requests
     * at $0.0018 and compute hours × 0.9 lower January's charges from $3,375 to $3,157 ($218 less); the
     * usage is still covered by the credit and the commit, so $820 stays due.
     */
    overridePreview: {
      apiRequestsTier1UnitPrice: 0.0018,
      computeHoursMultiplier: 0.9,
      subtotalBefore: 3_375,
      subtotalAfter: 3_157,
      saving: 218,
      amountDue: 820,
    },
  },
  /**
   * The seat schedule of `seats.subscriptionId` (docs: create-subscription): 8 seats from January 1, 10
   * from February 15 (`seats.quantityChangeId`), 9 from March 17 (scheduled on February 20). Proration
   * counts days: 2 × $40 × 14/28 = $40 in February; −1 × $40 × 15/31 = −$19.35 in March.
   */
  seatSchedule: {
    unitPrice: 40,
    initial: {changeId: 'dd3a5e2e-f51d-4299-8e98-115068e7017a', quantity: 8, effectiveAt: '2026-01-01T00:00:00Z'},
    increase: {
      quantity: 10,
      effectiveAt: '2026-02-15T00:00:00Z',
      daysInPeriod: 28,
      daysCharged: 14,
      proratedAmount: 40,
    },
    decrease: {
      changeId: '83954fe3-a170-4fc7-a287-1f193db9994c',
      quantity: 9,
      effectiveAt: '2026-03-17T00:00:00Z',
      createdAt: '2026-02-20T11:00:00Z',
      daysInPeriod: 31,
      daysCharged: 15,
      proratedAmount: -19.35,
    },
    /** Seat charge of each month: 8 × $40; $320 + $40; 10 × $40 − $19.35. */
    periodCharges: {january: 320, february: 360, march: 380.65},
  },
  /** The prepaid balance of the contract at the end of January 2026 (as of 2026-02-01). */
  prepaidLedger: {
    asOf: '2026-02-01T00:00:00Z',
    /** Commit $12,000 + credit $1,000 granted; $2,555 used by the January invoice; nothing pending yet. */
    endOfJanuary: {granted: 13_000, used: 2_555, pending: 0, remaining: 10_445},
    /** What the January invoice drew: the credit first, then the commit. */
    januaryDraws: {credit: 1_000, commit: 1_555},
    /** The prepaid commit that `prepaidCredits.topUp` created, usable until the contract ends. */
    topUpGrant: {name: 'Prepaid top-up', accessEndsAt: '2027-01-01T00:00:00Z'},
  },
  /**
   * Daily windows of the January 2026 invoice around the tier boundary (docs: invoice-breakdowns): by the
   * end of January 20 Acme has sent 980,000 requests ($1,960); January 21 crosses 1,000,000; the 220,000
   * requests after it cost $330. 48 compute hours a day cost $5.76.
   */
  invoiceBreakdown: {
    requestsBeforeJanuary21: 980_000,
    amountBeforeJanuary21: 1_960,
    requestsAfterJanuary21: 220_000,
    amountAfterJanuary21: 330,
    computeHoursPerDay: {quantity: 48, amount: 5.76},
    january20: {
      startsAt: '2026-01-20T00:00:00Z',
      apiRequests: {quantity: 40_000, amount: 80},
      subtotal: 85.76,
    },
    january21: {
      startsAt: '2026-01-21T00:00:00Z',
      apiRequests: {
        quantity: 50_000,
        amount: 85,
        tiers: [
          {quantity: 20_000, unitPrice: 0.002, amount: 40},
          {quantity: 30_000, unitPrice: 0.0015, amount: 45},
        ],
      },
      subtotal: 90.76,
    },
    january22: {
      startsAt: '2026-01-22T00:00:00Z',
      apiRequests: {quantity: 22_000, amount: 33},
      subtotal: 38.76,
    },
  },
  /** January 2026 spend of Acme Logistics by product: charges, amount drawn from balances, net due. */
  spendBreakdown: {
    apiRequests: {quantity: 1_250_000, amount: 2_375, drawn: 2_375, net: 0},
    computeHours: {quantity: 1_500, amount: 180, drawn: 180, net: 0},
    platformFee: {quantity: 1, amount: 500, drawn: 0, net: 500},
    seats: {quantity: 8, amount: 320, drawn: 0, net: 320},
    total: {amount: 3_375, drawn: 2_555, net: 820},
  },
} as const;
