/**
 * The one set of example data that every page and API example draws on, so that the same customer,
 * products and amounts recur across the docs. Extend it here; never invent a second customer inline.
 *
 * The reader's company is "Skyline Data", an analytics platform that bills its customers through
 * Meterstone. Its example customer is Acme Logistics.
 */
export const exampleData = {
  company: {name: 'Skyline Data'},
  customer: {
    id: '9f1c2a3e-8b7d-4c2e-9f3a-1d2b3c4d5e6f',
    name: 'Acme Logistics',
    ingestAlias: 'acme-logistics',
    email: 'billing@acme-logistics.example',
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
    apiRequests: {name: 'API requests', aggregation: 'count', eventType: 'api_request'},
    computeHours: {name: 'Compute hours', aggregation: 'sum', eventType: 'compute_usage', property: 'cpu_seconds'},
  },
  products: {
    apiRequests: {name: 'API requests', kind: 'usage'},
    computeHours: {name: 'Compute hours', kind: 'usage'},
    platformFee: {name: 'Platform fee', kind: 'fixed'},
    seats: {name: 'Analyst seats', kind: 'subscription'},
    premiumSupport: {name: 'Premium support', kind: 'composite'},
  },
  rateCard: {
    name: 'Skyline Standard 2026',
    currency: 'USD',
    rates: {
      /** Tiered: the first 1,000,000 requests a month at $0.002, every request above at $0.0015. */
      apiRequests: {
        tiers: [
          {upTo: 1_000_000, unitPrice: 0.002},
          {upTo: null, unitPrice: 0.0015},
        ],
      },
      computeHours: {unitPrice: 0.12},
      platformFee: {flatPrice: 500, frequency: 'monthly'},
      seats: {unitPrice: 40, frequency: 'monthly'},
      premiumSupport: {percentage: 10},
    },
  },
  customPricingUnit: {name: 'Skyline credits', usdPerUnit: 0.01},
  contract: {
    name: 'Acme Logistics 2026',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-01-01T00:00:00Z',
    billingFrequency: 'monthly',
    prepaidCommit: {amount: 12_000, currency: 'USD', period: '2026'},
    credit: {amount: 1_000, currency: 'USD', reason: 'Onboarding credit'},
  },
} as const;
