/**
 * Queries a reader would type, each with the page that must answer it. Shared by the relevance suite
 * and `npm run bench:search`. Paths are docs routes without the base URL.
 */
import {brand} from '../../../../src/config/brand';

export type QueryKind = 'topic' | 'term' | 'prefix' | 'typo' | 'api';

export interface RelevanceQuery {
  readonly query: string;
  /** The page (route path) whose lead or one of whose sections must be in the top 8. */
  readonly page: string;
  readonly kind: QueryKind;
}

const connect = `/connect-${brand.slug}`;
const pricing = '/pricing-packaging';
const commits = `${pricing}/apply-credits-commits`;
const access = '/manage-product-access';
const invoicing = '/invoice-customers';
const reports = '/reports-insights';
const dev = '/developer-resources';
const api = `${dev}/use-api`;
const security = `${dev}/security`;
const exportPages = `${dev}/data-export`;
const launch = '/launch-guides';
const experience = '/enhance-customer-experience';

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Topics, phrased the way a reader asks.
  {query: `how does ${brand.name} work`, page: `/how-${brand.slug}-works/`, kind: 'topic'},
  {query: 'bill my first customer', page: `${launch}/quickstart/`, kind: 'topic'},
  {query: 'pay as you go', page: `${launch}/pay-go/`, kind: 'topic'},
  {query: 'enterprise commit launch', page: `${launch}/enterprise-commit/`, kind: 'topic'},
  {query: 'hybrid subscription and usage', page: `${launch}/hybrid-business/`, kind: 'topic'},
  {query: 'design usage events', page: `${connect}/design-usage-events/`, kind: 'topic'},
  {query: 'choose a transaction id', page: `${connect}/design-usage-events/`, kind: 'topic'},
  {query: 'send events in batches', page: `${connect}/send-usage-events/`, kind: 'topic'},
  {query: 'forward usage from segment', page: `${connect}/send-usage-events/send-usage-events-segment/`, kind: 'topic'},
  {
    query: 'write a metric in sql',
    page: `${connect}/create-billable-metrics/billable-metrics-sql-editor/`,
    kind: 'topic',
  },
  {
    query: 'filter events by property',
    page: `${connect}/create-billable-metrics/billable-metrics-basic-filters/`,
    kind: 'topic',
  },
  {query: 'create a rate card', page: `${pricing}/create-manage-rate-cards/`, kind: 'topic'},
  {query: 'price in credits instead of dollars', page: `${pricing}/use-currency-custompricingunits/`, kind: 'topic'},
  {query: 'which balance is drawn first', page: `${commits}/prioritization-rules/`, kind: 'topic'},
  {query: 'commit unlocked after payment', page: `${commits}/manual-payment-gated-commits/`, kind: 'topic'},
  {query: 'give a customer a discount', page: `${commits}/discounts/`, kind: 'topic'},
  {query: 'start a free trial', page: `${access}/create-trial/`, kind: 'topic'},
  {query: 'change a running contract', page: `${access}/edit-contract/`, kind: 'topic'},
  {query: 'customer specific price', page: `${access}/add-contract-override/`, kind: 'topic'},
  {query: 'upgrade or downgrade a customer', page: `${access}/lifecycle-transitions/`, kind: 'topic'},
  {query: 'automatic top up of prepaid balance', page: `${access}/prepaid-balance-thresholds/`, kind: 'topic'},
  {query: 'draft and finalized invoices', page: `${invoicing}/how-invoicing-works/`, kind: 'topic'},
  {query: 'correct a finalized invoice', page: `${invoicing}/issue-credit-memos/`, kind: 'topic'},
  {query: 'move invoices from another billing system', page: `${invoicing}/import-invoices/`, kind: 'topic'},
  {query: 'invoice from an ERP', page: `${invoicing}/solutions/invoice-other-systems/`, kind: 'topic'},
  {query: 'when is revenue recognized', page: `${reports}/revenue-recognition/`, kind: 'topic'},
  {query: 'check that billing systems agree', page: `${reports}/reconcile-data/`, kind: 'topic'},
  {query: 'retry a request safely', page: `${api}/idempotency/`, kind: 'topic'},
  {query: 'verify webhook signature', page: `${api}/webhooks/`, kind: 'topic'},
  {query: 'sign in with company identity provider', page: `${security}/sso/`, kind: 'topic'},
  {query: 'embed usage dashboard in my app', page: `${experience}/customer-dashboards/`, kind: 'topic'},
  {query: 'what customers can change themselves', page: `${experience}/customer-controls/`, kind: 'topic'},

  // Product terms.
  {query: 'billable metrics', page: `${connect}/create-billable-metrics/`, kind: 'term'},
  {query: 'custom pricing units', page: `${pricing}/use-currency-custompricingunits/`, kind: 'term'},
  {query: 'prioritization rules', page: `${commits}/prioritization-rules/`, kind: 'term'},
  {query: 'remaining balance', page: `${commits}/remaining-balance/`, kind: 'term'},
  {query: 'spend threshold', page: `${access}/spend-thresholds/`, kind: 'term'},
  {query: 'provision customer', page: `${access}/provision-customer/`, kind: 'term'},
  {query: 'subscription', page: `${access}/create-subscription/`, kind: 'term'},
  {query: 'create alert', page: `${access}/create-manage-alerts/`, kind: 'term'},
  {query: 'credit memo', page: `${invoicing}/issue-credit-memos/`, kind: 'term'},
  {query: 'sales tax', page: `${invoicing}/calculate-taxes/`, kind: 'term'},
  {query: 'stripe', page: `${invoicing}/solutions/invoice-with-stripe/`, kind: 'term'},
  {query: 'aws marketplace', page: `${invoicing}/solutions/marketplaces/invoice-aws/`, kind: 'term'},
  {query: 'azure marketplace', page: `${invoicing}/solutions/marketplaces/invoice-azure/`, kind: 'term'},
  {query: 'daily revenue report', page: `${reports}/daily-revenue-reports/`, kind: 'term'},
  {
    query: 'revenue recognition examples',
    page: `${reports}/revenue-recognition/revenue-recognition-examples/`,
    kind: 'term',
  },
  {query: 'salesforce', page: `${reports}/sync-into-salesforce/`, kind: 'term'},
  {query: 'bearer token', page: `${api}/authorization/`, kind: 'term'},
  {query: 'idempotency key', page: `${api}/idempotency/`, kind: 'term'},
  {query: 'cursor pagination', page: `${api}/pagination/`, kind: 'term'},
  {query: '429 status code', page: `${api}/status-codes/`, kind: 'term'},
  {query: 'postman collection', page: `${api}/postman/`, kind: 'term'},
  {query: 'python sdk', page: `${dev}/sdks/`, kind: 'term'},
  {query: 'saml', page: `${security}/sso/`, kind: 'term'},
  {query: 'audit log', page: `${security}/audit-logs/`, kind: 'term'},
  {query: 'ip allowlist', page: `${security}/allowlist/`, kind: 'term'},
  {query: 'role-based access control', page: `${security}/role-based-access-control/`, kind: 'term'},
  {query: 'custom fields', page: `${dev}/custom-fields/`, kind: 'term'},
  {query: 'entity relationship diagram', page: `${dev}/entity-relationship-diagram/`, kind: 'term'},
  {query: 'workato', page: `${dev}/workato-connector/`, kind: 'term'},
  {query: 'snowflake', page: `${exportPages}/snowflake/`, kind: 'term'},
  {query: 'bigquery', page: `${exportPages}/bigquery/`, kind: 'term'},
  {query: 'redshift', page: `${exportPages}/redshift/`, kind: 'term'},
  {query: 'data export', page: `${exportPages}/`, kind: 'term'},

  // Prefixes: what is in the box halfway through typing.
  {query: 'idempot', page: `${api}/idempotency/`, kind: 'prefix'},
  {query: 'paginat', page: `${api}/pagination/`, kind: 'prefix'},
  {query: 'reconcil', page: `${reports}/reconcile-data/`, kind: 'prefix'},
  {query: 'salesfo', page: `${reports}/sync-into-salesforce/`, kind: 'prefix'},
  {query: 'prioritiz', page: `${commits}/prioritization-rules/`, kind: 'prefix'},
  {query: 'credit mem', page: `${invoicing}/issue-credit-memos/`, kind: 'prefix'},
  {query: 'webho', page: `${api}/webhooks/`, kind: 'prefix'},

  // API operations: summaries, methods and paths of the API reference.
  {query: 'POST /v1/customers', page: '/api/', kind: 'api'},
  {query: 'archive billable metric', page: '/api/', kind: 'api'},
  {query: 'register webhook endpoint', page: '/api/', kind: 'api'},
  {query: 'regenerate voided invoice', page: '/api/', kind: 'api'},
  {query: 'preview contract edit', page: '/api/v2/', kind: 'api'},
  {query: 'preview seat proration', page: '/api/seats/', kind: 'api'},
  {query: 'prepaid ledger entries', page: '/api/prepaid-credits/', kind: 'api'},
  {query: 'break down spend across customers', page: '/api/spend-breakdowns/', kind: 'api'},
  {query: 'invoice breakdown windows', page: '/api/invoice-breakdowns/', kind: 'api'},
  {query: 'delta stream starting cursor', page: '/api/delta-stream/', kind: 'api'},

  // Typos: one wrong, missing, extra or swapped letter.
  {query: 'how invocie works', page: `${invoicing}/how-invoicing-works/`, kind: 'typo'},
  {query: 'subscriptoin', page: `${access}/create-subscription/`, kind: 'typo'},
  {query: 'idempotancy', page: `${api}/idempotency/`, kind: 'typo'},
  {query: 'salesfroce', page: `${reports}/sync-into-salesforce/`, kind: 'typo'},
  {query: 'prioritzation rules', page: `${commits}/prioritization-rules/`, kind: 'typo'},
  {query: 'webhoks', page: `${api}/webhooks/`, kind: 'typo'},
  {query: 'credti memo', page: `${invoicing}/issue-credit-memos/`, kind: 'typo'},
  {query: 'thresold spend', page: `${access}/spend-thresholds/`, kind: 'typo'},
];
