/**
 * Queries a reader would type, each with the page that must answer it. Shared by the relevance suite
 * and `npm run bench:search`. Paths are docs routes without the base URL.
 */
import {brand} from '../../../../src/config/brand';

/**
 * Kinds of the first 90 queries (`topic`, `term`, `prefix`, `api`, `typo`) and of the queries added for
 * issue #15 (`question`, `api-identifier`, `concept`, `exact-phrase`, `typo`), reported one by one.
 */
export type QueryKind =
  'topic' | 'term' | 'prefix' | 'typo' | 'api' | 'question' | 'api-identifier' | 'concept' | 'exact-phrase';

export interface RelevanceQuery {
  readonly query: string;
  /** The page (route path) whose lead or one of whose sections must be in the top 8. */
  readonly page: string;
  readonly kind: QueryKind;
}

export const connect = `/connect-${brand.slug}`;
export const pricing = '/pricing-packaging';
export const commits = `${pricing}/apply-credits-commits`;
export const access = '/manage-product-access';
export const invoicing = '/invoice-customers';
export const reports = '/reports-insights';
export const dev = '/developer-resources';
export const api = `${dev}/use-api`;
export const security = `${dev}/security`;
export const exportPages = `${dev}/data-export`;
export const launch = '/launch-guides';
export const experience = '/enhance-customer-experience';

/** The first 90 queries, kept as they were so later changes can be compared with them. */
export const originalQueries: readonly RelevanceQuery[] = [
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

const dataExport = `${exportPages}/`;
const taxes = `${invoicing}/calculate-taxes/`;
const creditMemos = `${invoicing}/issue-credit-memos/`;
const webhooks = `${api}/webhooks/`;

/**
 * Queries of issue #15, written from the pages' text (the expected page is the one whose content answers
 * the query), not tuned to the results.
 */
export const issue15Queries: readonly RelevanceQuery[] = [
  // Questions, as a reader types them into the box.
  {query: 'how do I refund part of an invoice', page: creditMemos, kind: 'question'},
  {query: 'can I charge VAT on invoices', page: taxes, kind: 'question'},
  {query: 'how do I give a customer money back', page: creditMemos, kind: 'question'},
  {query: 'what happens when the prepaid balance runs out', page: `${launch}/prepaid-credits/`, kind: 'question'},
  {query: 'how are seats prorated mid month', page: `${access}/create-subscription/`, kind: 'question'},
  {query: 'who changed the price on a contract', page: `${security}/audit-logs/`, kind: 'question'},
  {query: 'how do I rotate an API token', page: `${api}/authorization/`, kind: 'question'},
  {query: 'which roles can a user have', page: `${security}/role-based-access-control/`, kind: 'question'},
  {query: 'why do usage counts differ between systems', page: `${reports}/reconcile-data/`, kind: 'question'},
  {
    query: 'how do I sell through the amazon marketplace',
    page: `${invoicing}/solutions/marketplaces/invoice-aws/`,
    kind: 'question',
  },
  {
    query: 'what happens when a card payment fails in stripe',
    page: `${invoicing}/solutions/invoice-with-stripe/`,
    kind: 'question',
  },
  {
    query: 'how do I recharge a customer balance automatically',
    page: `${access}/prepaid-balance-thresholds/`,
    kind: 'question',
  },
  {query: 'how long is an idempotency key kept', page: `${api}/idempotency/`, kind: 'question'},
  {query: 'what happens to an unused commit when access ends', page: `${commits}/remaining-balance/`, kind: 'question'},
  {query: 'how do I cancel a customer contract', page: `${access}/lifecycle-transitions/`, kind: 'question'},
  {query: 'can customers change their own seat count', page: `${experience}/customer-controls/`, kind: 'question'},
  {query: 'how do I link a customer to my CRM id', page: `${dev}/custom-fields/`, kind: 'question'},
  {query: 'what if an event arrives late', page: `${connect}/design-usage-events/`, kind: 'question'},
  {query: 'how do I move from amendments to edits', page: '/migrate-amendments-to-edits/', kind: 'question'},
  {
    query: 'how do I show customers their usage in my app',
    page: `${experience}/customer-dashboards/`,
    kind: 'question',
  },
  {query: 'how is tax calculated on an invoice', page: taxes, kind: 'question'},
  {query: 'why was my webhook signature rejected', page: webhooks, kind: 'question'},
  {query: 'how do I limit API access to my own servers', page: `${security}/allowlist/`, kind: 'question'},
  {query: 'when does a draft invoice become final', page: `${invoicing}/how-invoicing-works/`, kind: 'question'},
  {query: 'how do I bill seats and usage on one invoice', page: `${launch}/hybrid-business/`, kind: 'question'},

  // API identifiers: operation ids, method and path, webhook events, fields and error codes.
  {query: 'createCustomer', page: '/api/', kind: 'api-identifier'},
  {query: 'listInvoices', page: '/api/', kind: 'api-identifier'},
  {query: 'voidInvoice', page: '/api/', kind: 'api-identifier'},
  {query: 'setSpendThreshold', page: '/api/', kind: 'api-identifier'},
  {query: 'updateCustomerControls', page: '/api/', kind: 'api-identifier'},
  {query: 'previewSeatProration', page: '/api/seats/', kind: 'api-identifier'},
  {query: 'createContractEdit', page: '/api/v2/', kind: 'api-identifier'},
  {query: 'getDeltaStreamCursor', page: '/api/delta-stream/', kind: 'api-identifier'},
  {query: 'listPrepaidLedgerEntries', page: '/api/prepaid-credits/', kind: 'api-identifier'},
  {query: 'getSpendSummary', page: '/api/spend-breakdowns/', kind: 'api-identifier'},
  {query: 'listInvoiceBreakdownWindows', page: '/api/invoice-breakdowns/', kind: 'api-identifier'},
  {query: 'POST /v1/usage/events', page: '/api/', kind: 'api-identifier'},
  {query: 'GET /v1/customers/{customer_id}/balances', page: '/api/', kind: 'api-identifier'},
  {query: 'DELETE /v1/webhook-endpoints', page: '/api/', kind: 'api-identifier'},
  {query: '/v2/contracts/{contract_id}/edit-previews', page: '/api/v2/', kind: 'api-identifier'},
  {query: 'invoice.finalized', page: webhooks, kind: 'api-identifier'},
  {query: 'credit_memo.issued', page: webhooks, kind: 'api-identifier'},
  {query: 'commit.top_up_created', page: webhooks, kind: 'api-identifier'},
  {query: 'transaction_id', page: `${connect}/design-usage-events/`, kind: 'api-identifier'},
  {query: 'next_page', page: `${api}/pagination/`, kind: 'api-identifier'},
  {query: 'idempotency_key_reused', page: `${api}/status-codes/`, kind: 'api-identifier'},
  {query: 'Meterstone-Signature header', page: webhooks, kind: 'api-identifier'},

  // Typos in the new vocabulary.
  {query: 'reconcilation', page: `${reports}/reconcile-data/`, kind: 'typo'},
  {query: 'allowlsit', page: `${security}/allowlist/`, kind: 'typo'},
  {query: 'snowfalke', page: `${exportPages}/snowflake/`, kind: 'typo'},
  {query: 'revenue recogntion', page: `${reports}/revenue-recognition/`, kind: 'typo'},
  {query: 'custmer dashboards', page: `${experience}/customer-dashboards/`, kind: 'typo'},
  {query: 'billabel metrics', page: `${connect}/create-billable-metrics/`, kind: 'typo'},
  {query: 'amendmnets to edits', page: '/migrate-amendments-to-edits/', kind: 'typo'},
  {query: 'idempotnecy key', page: `${api}/idempotency/`, kind: 'typo'},

  // Concepts under another name: acronyms, synonyms, joined words, the owner of a shared topic.
  {query: 'RBAC', page: `${security}/role-based-access-control/`, kind: 'concept'},
  {query: 'SSO', page: `${security}/sso/`, kind: 'concept'},
  {query: 'OIDC', page: `${security}/sso/`, kind: 'concept'},
  {query: 'VAT', page: taxes, kind: 'concept'},
  {query: 'GST', page: taxes, kind: 'concept'},
  {query: 'refund', page: creditMemos, kind: 'concept'},
  {query: 'money back', page: creditMemos, kind: 'concept'},
  {query: 'recharge balance', page: `${access}/prepaid-balance-thresholds/`, kind: 'concept'},
  {query: 'top up', page: `${access}/prepaid-balance-thresholds/`, kind: 'concept'},
  {query: 'amazon marketplace', page: `${invoicing}/solutions/marketplaces/invoice-aws/`, kind: 'concept'},
  {query: 'ratecard', page: `${pricing}/create-manage-rate-cards/`, kind: 'concept'},
  {query: 'price list', page: `${pricing}/create-manage-rate-cards/`, kind: 'concept'},
  {query: 'PAYG', page: `${launch}/pay-go/`, kind: 'concept'},
  {query: 'true up', page: `${launch}/enterprise-commit/`, kind: 'concept'},
  {query: 'proration', page: `${access}/create-subscription/`, kind: 'concept'},
  {query: 'breakage', page: `${reports}/revenue-recognition/revenue-recognition-examples/`, kind: 'concept'},
  {query: 'deferred revenue', page: `${reports}/revenue-recognition/`, kind: 'concept'},
  {query: 'ASC 606', page: `${reports}/revenue-recognition/`, kind: 'concept'},
  {query: 'S3', page: `${exportPages}/s3/`, kind: 'concept'},
  {query: 'data export network access', page: dataExport, kind: 'concept'},
  {query: 'export data model', page: dataExport, kind: 'concept'},
  {query: 'export run fails', page: dataExport, kind: 'concept'},

  // Exact phrases: headings and lines copied from a page.
  {query: 'Choose a transaction ID', page: `${connect}/design-usage-events/`, kind: 'exact-phrase'},
  {query: 'Rotate and revoke tokens', page: `${api}/authorization/`, kind: 'exact-phrase'},
  {query: 'Priority and targeting together', page: `${commits}/prioritization-rules/`, kind: 'exact-phrase'},
  {query: 'Effective dates and finalized invoices', page: `${access}/edit-contract/`, kind: 'exact-phrase'},
  {query: 'When a threshold payment fails', page: `${access}/spend-thresholds/`, kind: 'exact-phrase'},
  {query: 'Credit memo or credit?', page: creditMemos, kind: 'exact-phrase'},
  {query: 'Reports versus invoices', page: `${reports}/`, kind: 'exact-phrase'},
  {query: 'What stays with you', page: `${security}/principles/`, kind: 'exact-phrase'},
  {query: 'Keep seat counts in sync', page: `${access}/create-subscription/`, kind: 'exact-phrase'},
  {query: 'Two ways to report', page: `${invoicing}/solutions/marketplaces/`, kind: 'exact-phrase'},
  {query: 'The Skyline Standard 2026 rate card', page: `${pricing}/`, kind: 'exact-phrase'},
  {query: 'Add or change entries without an outage', page: `${security}/allowlist/`, kind: 'exact-phrase'},
  {query: 'Map amendment operations to edits', page: '/migrate-amendments-to-edits/', kind: 'exact-phrase'},
];

export const relevanceQueries: readonly RelevanceQuery[] = [...originalQueries, ...issue15Queries];

/**
 * Issue #29: "can I change it afterwards?" questions, answered by a guide's "Changing it later"
 * section. Checked on their own, so the figures of the queries above stay comparable.
 */
export const issue29Queries: readonly RelevanceQuery[] = [
  {query: 'can I change the rate card after', page: `${pricing}/create-manage-rate-cards/`, kind: 'question'},
  {query: 'delete a customer', page: `${access}/lifecycle-transitions/`, kind: 'question'},
  {query: 'change billing frequency of a contract', page: `${pricing}/create-products-contracts/`, kind: 'question'},
  {query: 'undo a contract edit', page: `${access}/edit-contract/`, kind: 'question'},
];

/** What an issue #31 query names: an API object, a field with its object, a response header, a webhook event. */
export type ReferenceKind = 'object' | 'field' | 'header' | 'event';

export interface ReferenceQuery {
  readonly question: string;
  /** The answering section: its section of the API reference, or of the guide that is its home. */
  readonly section: string;
  /** Other sections that answer as well, such as the operation that returns the object. */
  readonly alsoAnswers?: readonly string[];
  readonly kind: ReferenceKind;
}

/**
 * Issue #31: API objects and their fields, response headers and webhook events are found like operations
 * are. Scored by section: the answering section must be in the top 3.
 */
export const issue31Queries: readonly ReferenceQuery[] = [
  {question: 'Invoice', section: '/api/#object-Invoice', kind: 'object'},
  {question: 'invoice object', section: '/api/#object-Invoice', kind: 'object'},
  {question: 'Customer', section: '/api/#object-Customer', kind: 'object'},
  {question: 'Contract', section: '/api/#object-Contract', kind: 'object'},
  {question: 'CreditMemo', section: '/api/#object-CreditMemo', kind: 'object'},
  {question: 'RateCard', section: '/api/#object-RateCard', kind: 'object'},
  {question: 'Error object', section: '/api/#object-Error', kind: 'object'},
  // The operations that return or change the object answer too: getPrepaidGrant shows the PrepaidGrant it
  // returns, and the ingest alias operations are the field's own. At most two entries of one page show
  // while other pages match, and these operations score within 1% of the object, so either may show.
  {
    question: 'prepaid grant',
    section: '/api/prepaid-credits/#object-PrepaidGrant',
    alsoAnswers: ['/api/prepaid-credits/#getPrepaidGrant'],
    kind: 'object',
  },
  {question: 'ledger entry', section: '/api/prepaid-credits/#object-LedgerEntry', kind: 'object'},
  {question: 'invoice status', section: '/api/#object-Invoice', kind: 'field'},
  {question: 'contract starting_at', section: '/api/#object-Contract', kind: 'field'},
  {question: 'customer external_id', section: '/api/#object-Customer', kind: 'field'},
  {
    question: 'customer ingest aliases',
    section: '/api/#object-Customer',
    alsoAnswers: ['/api/#addIngestAlias', '/api/#removeIngestAlias'],
    kind: 'field',
  },
  {question: 'RateLimit-Remaining', section: '/api/#header-ratelimit-remaining', kind: 'header'},
  {question: 'RateLimit-Reset', section: '/api/#header-ratelimit-reset', kind: 'header'},
  {question: 'rate limit headers', section: '/api/#header-ratelimit-limit', kind: 'header'},
  {question: 'Retry-After', section: '/api/#header-retry-after', kind: 'header'},
  {question: 'Sunset header', section: '/api/#header-sunset', kind: 'header'},
  {question: 'Deprecation header', section: '/api/#header-deprecation', kind: 'header'},
  {question: 'Idempotency-Key', section: `${api}/idempotency/#send-an-idempotency-key-header`, kind: 'header'},
  {question: 'webhook events', section: '/api/#webhook-events', kind: 'event'},
  {question: 'invoice.finalized', section: '/api/#onInvoiceFinalized', kind: 'event'},
  {question: 'credit_memo.issued', section: '/api/#onCreditMemoIssued', kind: 'event'},
  {question: 'alert.state_changed', section: '/api/#onAlertStateChanged', kind: 'event'},
  {question: 'commit.top_up_created', section: `${api}/webhooks/#event-commit-top-up-created`, kind: 'event'},
];
