/**
 * The question bank of issue #29: questions readers type that the pages were not written for, each with
 * the section that answers it. They were drawn from what readers of peer billing products ask (the
 * documentation of Metronome, Orb, Lago and Stripe Billing, and their users' issues and forum threads:
 * grace periods, test clocks, late events, idempotency windows, export schedules) and from the limits of
 * the specifications (`api/specs/*.yaml`). The relevance suite scores them by section: the answering
 * section must be in the top 3 results for 90% of them and in the top 8 for 97%.
 */
import {
  access,
  api,
  commits,
  connect,
  dev,
  experience,
  exportPages,
  invoicing,
  launch,
  pricing,
  reports,
  security,
} from './queries';

/** Who asks: the developer who integrates, the billing admin who runs the account day to day, finance, and the administrator of users and security. */
export type Persona = 'developer' | 'billing-admin' | 'finance' | 'administrator';

/** What the reader wants to know. */
export type QuestionKind = 'how-to' | 'can-i' | 'what-if' | 'how-fresh' | 'how-long' | 'why-does' | 'troubleshooting';

/** Where the question came from: a peer's documentation or users' questions, or a limit of the specifications. */
export type QuestionSource = 'peer' | 'spec';

export interface BankQuestion {
  readonly question: string;
  readonly persona: Persona;
  readonly kind: QuestionKind;
  readonly source: QuestionSource;
  /** The answering section: route path and heading anchor, such as `/developer-resources/use-api/idempotency/#worked-example`. */
  readonly section: string;
}

type Entry = readonly [question: string, persona: Persona, kind: QuestionKind, source: QuestionSource];

/** The questions one section answers. */
function answeredBy(section: string, entries: readonly Entry[]): BankQuestion[] {
  return entries.map(([question, persona, kind, source]) => ({question, persona, kind, source, section}));
}

const limits = `${api}/limits-and-retention/`;
const sandbox = `${api}/sandbox-testing/`;
const sendEvents = `${connect}/send-usage-events/`;
const designEvents = `${connect}/design-usage-events/`;
const metrics = `${connect}/create-billable-metrics/`;
const invoicingWorks = `${invoicing}/how-invoicing-works/`;
const webhooks = `${api}/webhooks/`;
const dataExport = `${exportPages}/`;

export const questionBank: readonly BankQuestion[] = [
  // Limits, freshness and retention: the reference page.
  ...answeredBy(`${limits}#how-fresh-is-usage-data`, [
    ['how long until an event shows up on the invoice', 'developer', 'how-fresh', 'peer'],
    ['how soon does usage appear after I send it', 'developer', 'how-fresh', 'peer'],
    ['usage delay before it shows in the dashboard', 'billing-admin', 'how-fresh', 'peer'],
    ['is the draft invoice updated in real time', 'billing-admin', 'how-fresh', 'peer'],
    ['how fresh is the current usage of a customer', 'developer', 'how-fresh', 'peer'],
    ['why does an event I just sent not show yet', 'developer', 'why-does', 'peer'],
    ['how quickly does listCustomerUsage reflect new events', 'developer', 'how-fresh', 'spec'],
    ['processing lag between ingest and billing', 'developer', 'how-fresh', 'peer'],
    ['are usage events processed instantly', 'developer', 'how-fresh', 'peer'],
    ['usage freshness', 'developer', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-fresh-are-balances-and-spend`, [
    ['how up to date is the remaining balance', 'billing-admin', 'how-fresh', 'peer'],
    ['how fresh is the spend shown for a customer', 'finance', 'how-fresh', 'peer'],
    ['does the prepaid balance update in real time', 'developer', 'how-fresh', 'peer'],
    ['balance lags behind usage', 'developer', 'troubleshooting', 'peer'],
    ['when is pending balance drawn down', 'finance', 'how-fresh', 'spec'],
    ['how often is the credit balance recalculated', 'billing-admin', 'how-fresh', 'peer'],
    ['why does the balance not match the usage I just sent', 'developer', 'why-does', 'peer'],
    ['spend data freshness', 'finance', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-fresh-are-alerts-and-thresholds`, [
    ['how quickly does an alert fire after the balance drops', 'developer', 'how-fresh', 'peer'],
    ['how often are alerts evaluated', 'billing-admin', 'how-fresh', 'peer'],
    ['can a customer overspend before the threshold triggers', 'billing-admin', 'what-if', 'peer'],
    ['how fast is a top up triggered when balance is low', 'billing-admin', 'how-fresh', 'peer'],
    ['why did my alert fire late', 'developer', 'why-does', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-fresh-are-reports-and-exports`, [
    ['how fresh is the data in my warehouse export', 'finance', 'how-fresh', 'peer'],
    ['how often do reports refresh', 'finance', 'how-fresh', 'peer'],
    ['how often does data export run', 'developer', 'how-fresh', 'peer'],
    ['how current is the daily revenue report', 'finance', 'how-fresh', 'peer'],
    ['why do exported numbers lag the app', 'finance', 'why-does', 'peer'],
    ['refresh schedule of reports and exports', 'finance', 'how-fresh', 'peer'],
    ['how stale can the google sheets export be', 'finance', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-long-usage-events-are-kept`, [
    ['how long are usage events kept', 'developer', 'how-long', 'peer'],
    ['usage event retention period', 'developer', 'how-long', 'peer'],
    ['are raw events deleted after a while', 'developer', 'how-long', 'peer'],
    ['can I read usage from two years ago', 'finance', 'can-i', 'peer'],
    ['how long is the transaction id deduplication window', 'developer', 'how-long', 'spec'],
    ['for how long are duplicate events detected', 'developer', 'how-long', 'spec'],
    ['data retention for events', 'administrator', 'how-long', 'peer'],
    ['do you keep the properties of old events', 'developer', 'how-long', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-long-keys-cursors-and-urls-last`, [
    ['how long is an idempotency key stored', 'developer', 'how-long', 'spec'],
    ['how long is a pagination cursor valid', 'developer', 'how-long', 'peer'],
    ['can I store a next_page cursor and resume tomorrow', 'developer', 'can-i', 'peer'],
    ['how long does a dashboard url stay valid', 'developer', 'how-long', 'spec'],
    ['expiry of idempotency keys and cursors', 'developer', 'how-long', 'spec'],
  ]),
  ...answeredBy(`${limits}#how-long-webhooks-and-changes-are-kept`, [
    ['how long are webhook deliveries retried', 'developer', 'how-long', 'spec'],
    ['how far back can the delta stream go', 'developer', 'how-long', 'spec'],
    ['how long are changes kept in the delta stream', 'developer', 'how-long', 'spec'],
    ['webhook retry window', 'developer', 'how-long', 'spec'],
    ['my endpoint was down for a week, are the events lost', 'developer', 'what-if', 'peer'],
    ['can I replay old webhook events', 'developer', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${limits}#how-long-invoices-and-audit-logs-are-kept`, [
    ['how long are invoices kept', 'finance', 'how-long', 'peer'],
    ['how long are audit logs retained', 'administrator', 'how-long', 'peer'],
    ['audit log retention', 'administrator', 'how-long', 'peer'],
    ['can I get invoices from previous years', 'finance', 'can-i', 'peer'],
    ['do voided invoices get deleted', 'finance', 'how-long', 'peer'],
    ['record retention for compliance', 'administrator', 'how-long', 'peer'],
    ['how long is exported data kept in the destination', 'finance', 'how-long', 'peer'],
  ]),
  ...answeredBy(`${limits}#when-invoices-are-finalized`, [
    ['when exactly is an invoice finalized', 'finance', 'how-to', 'peer'],
    ['is there a grace period before invoices finalize', 'finance', 'can-i', 'peer'],
    ['can I finalize an invoice early', 'billing-admin', 'can-i', 'peer'],
    ['can I delay invoice finalization to review it', 'finance', 'can-i', 'peer'],
    ['what time zone is the end of the billing period', 'finance', 'how-to', 'peer'],
    ['invoice finalization grace period', 'finance', 'can-i', 'peer'],
    ['can I approve invoices before they are sent', 'finance', 'can-i', 'peer'],
    ['midnight utc invoice cutoff', 'finance', 'how-to', 'peer'],
    ['why was the invoice finalized before I sent late usage', 'developer', 'why-does', 'peer'],
  ]),
  ...answeredBy(`${limits}#limits-at-a-glance`, [
    ['what are the limits of the api', 'developer', 'how-to', 'spec'],
    ['list of all limits', 'developer', 'how-to', 'spec'],
    ['maximum number of ingest aliases per customer', 'developer', 'can-i', 'spec'],
    ['maximum page size of list endpoints', 'developer', 'can-i', 'spec'],
    ['maximum date range for usage and breakdown queries', 'developer', 'can-i', 'spec'],
    ['how many days can one usage request cover', 'developer', 'can-i', 'spec'],
    ['quota limits per account', 'administrator', 'how-to', 'peer'],
  ]),

  // Testing in the sandbox.
  ...answeredBy(`${sandbox}#what-the-sandbox-is`, [
    ['is there a test mode', 'developer', 'can-i', 'peer'],
    ['how do I test without billing real customers', 'developer', 'how-to', 'peer'],
    ['does the sandbox send real invoices', 'billing-admin', 'what-if', 'spec'],
    ['test environment vs production', 'developer', 'how-to', 'spec'],
    ['can I try the api safely', 'developer', 'can-i', 'peer'],
    ['staging environment for billing', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#get-a-sandbox-token`, [
    ['how do I get a sandbox api key', 'developer', 'how-to', 'spec'],
    ['why does my production token fail in the sandbox', 'developer', 'why-does', 'spec'],
    ['401 in sandbox with a valid token', 'developer', 'troubleshooting', 'spec'],
    ['separate tokens for test and live', 'administrator', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${sandbox}#test-usage-events-and-metrics`, [
    ['how do I test my usage events', 'developer', 'how-to', 'peer'],
    ['test a billable metric before going live', 'developer', 'how-to', 'peer'],
    ['send test events without affecting invoices', 'developer', 'how-to', 'peer'],
    ['check a metric counts my test events correctly', 'developer', 'how-to', 'peer'],
    ['can I delete test events', 'developer', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#simulate-a-billing-period`, [
    ['how do I test the end of the month without waiting', 'developer', 'how-to', 'peer'],
    ['is there a test clock', 'developer', 'can-i', 'peer'],
    ['simulate a full billing cycle', 'developer', 'how-to', 'peer'],
    ['advance time to test renewals', 'developer', 'how-to', 'peer'],
    ['test a finalized invoice quickly', 'developer', 'how-to', 'peer'],
    ['backdate a contract to test invoicing', 'developer', 'how-to', 'peer'],
    ['time travel testing billing', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#test-payments-with-stripe`, [
    ['test stripe payments with meterstone', 'developer', 'how-to', 'peer'],
    ['connect stripe test mode to the sandbox', 'developer', 'how-to', 'peer'],
    ['simulate a failed payment', 'developer', 'how-to', 'peer'],
    ['test card declined on an invoice', 'developer', 'what-if', 'peer'],
    ['can the sandbox charge a real card', 'billing-admin', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${sandbox}#test-webhooks-end-to-end`, [
    ['how do I test webhooks locally', 'developer', 'how-to', 'peer'],
    ['trigger a test webhook event', 'developer', 'how-to', 'peer'],
    ['receive sandbox webhooks on my laptop', 'developer', 'how-to', 'peer'],
    ['test invoice finalized webhook', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#test-thresholds-top-ups-and-alerts`, [
    ['test a spend threshold without charging', 'developer', 'how-to', 'peer'],
    ['test auto top up in the sandbox', 'developer', 'how-to', 'peer'],
    ['make an alert fire for testing', 'developer', 'how-to', 'peer'],
    ['test low balance notification', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#test-marketplace-tax-and-crm-integrations`, [
    ['test aws marketplace metering without real charges', 'developer', 'how-to', 'peer'],
    ['test azure marketplace integration', 'developer', 'how-to', 'peer'],
    ['test tax calculation in the sandbox', 'finance', 'how-to', 'peer'],
    ['use a salesforce sandbox org', 'billing-admin', 'how-to', 'peer'],
    ['test data export to my warehouse', 'developer', 'how-to', 'peer'],
    ['test each integration safely', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#move-from-sandbox-to-production`, [
    ['copy sandbox setup to production', 'developer', 'how-to', 'peer'],
    ['go live checklist from sandbox', 'developer', 'how-to', 'peer'],
    ['do rate cards carry over from the sandbox', 'billing-admin', 'what-if', 'peer'],
    ['promote test configuration to live', 'developer', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#limits-of-the-sandbox`, [
    ['does the sandbox have rate limits', 'developer', 'can-i', 'spec'],
    ['is sandbox data deleted', 'developer', 'how-long', 'peer'],
    ['sandbox limitations', 'developer', 'can-i', 'peer'],
    ['can I reset the sandbox', 'developer', 'can-i', 'peer'],
  ]),

  // Usage events: late, duplicate, limits.
  ...answeredBy(`${sendEvents}#what-happens-when-an-event-arrives-late`, [
    ['what if an event arrives after the invoice is finalized', 'developer', 'what-if', 'spec'],
    ['how late can I send usage', 'developer', 'how-long', 'spec'],
    ['can I backfill usage from last month', 'developer', 'can-i', 'peer'],
    ['late arriving usage events', 'developer', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${sendEvents}#limits-of-the-ingest-api`, [
    ['maximum events per second', 'developer', 'can-i', 'spec'],
    ['ingest api limits', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${sendEvents}#batch-and-retry-safely`, [
    ['will retrying a batch double bill', 'developer', 'what-if', 'spec'],
    ['retry a timed out ingest request', 'developer', 'how-to', 'spec'],
    ['safe to resend the same events', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${sendEvents}#what-happens-when-an-event-matches-no-customer`, [
    ['event for a customer that does not exist yet', 'developer', 'what-if', 'peer'],
    ['usage sent before the customer was created', 'developer', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${sendEvents}#how-you-learn-that-events-were-rejected-or-unmatched`, [
    ['how do I know an event was rejected', 'developer', 'troubleshooting', 'peer'],
    ['find events that were dropped', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${sendEvents}#check-that-events-arrived`, [
    ['verify that my events were received', 'developer', 'how-to', 'peer'],
    ['events sent but usage is zero', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${designEvents}#timestamps-and-late-events`, [
    ['which timezone should event timestamps use', 'developer', 'how-to', 'spec'],
    ['can an event timestamp be in the future', 'developer', 'can-i', 'spec'],
    ['event time or ingest time for billing', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${designEvents}#choose-a-transaction-id`, [
    ['how do I avoid duplicate usage events', 'developer', 'how-to', 'peer'],
    ['what should the transaction id be', 'developer', 'how-to', 'spec'],
    ['same transaction id sent twice', 'developer', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${designEvents}#properties`, [
    ['can event properties be nested objects', 'developer', 'can-i', 'spec'],
    ['send numbers as strings in properties', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${designEvents}#batch-limits`, [['batch size limit for events', 'developer', 'can-i', 'spec']]),
  ...answeredBy(`${designEvents}#identify-the-customer`, [
    ['use my own customer id in events', 'developer', 'how-to', 'peer'],
  ]),

  // Metrics.
  ...answeredBy(`${connect}/create-billable-metrics/billable-metrics-basic-filters/#change-what-a-metric-counts`, [
    ['can I change a billable metric after it is used', 'billing-admin', 'can-i', 'peer'],
    ['edit the aggregation of a metric', 'billing-admin', 'can-i', 'peer'],
    ['why can I not edit my metric', 'billing-admin', 'why-does', 'peer'],
  ]),
  ...answeredBy(`${metrics}#archive-a-metric`, [
    ['delete a billable metric', 'billing-admin', 'how-to', 'peer'],
    ['what happens when I archive a metric that is priced', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${metrics}#choose-filters-or-sql`, [
    ['when should I use a sql metric', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${connect}/create-billable-metrics/billable-metrics-sql-editor/#rules-for-the-result`, [
    ['what can a sql metric return', 'developer', 'how-to', 'peer'],
  ]),

  // Pricing: rate cards, products, pricing units.
  ...answeredBy(`${pricing}/create-manage-rate-cards/#change-a-price`, [
    ['can I change a price in the middle of the month', 'billing-admin', 'can-i', 'peer'],
    ['raise prices for all customers next month', 'billing-admin', 'how-to', 'peer'],
    ['schedule a price change', 'billing-admin', 'how-to', 'peer'],
    ['does a price change affect existing contracts', 'billing-admin', 'what-if', 'peer'],
    ['change a rate retroactively', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${pricing}/create-manage-rate-cards/#pricing-models`, [
    ['how do I model tiered pricing', 'billing-admin', 'how-to', 'peer'],
    ['volume versus graduated tiers', 'billing-admin', 'how-to', 'peer'],
    ['package pricing per 1000 requests', 'billing-admin', 'how-to', 'peer'],
    ['flat fee plus per unit price', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${pricing}/create-manage-rate-cards/#archive-a-rate-card`, [
    ['remove an old rate card', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${pricing}/create-products-contracts/#archive-a-product`, [
    ['can I delete a product', 'billing-admin', 'can-i', 'peer'],
    ['retire a product customers still use', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${pricing}/create-products-contracts/#kinds-of-product`, [
    ['fixed fee product or usage product', 'billing-admin', 'how-to', 'peer'],
    ['how do I model a one time setup fee', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${pricing}/use-currency-custompricingunits/#change-a-conversion-rate`, [
    ['change the price of a credit', 'billing-admin', 'can-i', 'peer'],
    ['update credit conversion rate', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${pricing}/use-currency-custompricingunits/#currencies`, [
    ['bill in euros', 'finance', 'can-i', 'peer'],
    ['multiple currencies for one customer', 'finance', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${pricing}/use-currency-custompricingunits/#custom-pricing-units`, [
    ['how do I model token based pricing with credits', 'billing-admin', 'how-to', 'peer'],
  ]),

  // Commits, credits, discounts, balances.
  ...answeredBy(`${commits}/#commits-and-credits-compared`, [
    ['difference between a commit and a credit', 'finance', 'how-to', 'peer'],
    ['prepaid commit or postpaid commit', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/remaining-balance/#when-access-ends`, [
    ['do unused credits roll over', 'finance', 'what-if', 'peer'],
    ['what happens to unused commit at the end of the year', 'finance', 'what-if', 'peer'],
    ['when do credits expire', 'finance', 'how-long', 'peer'],
    ['can I extend the expiry of a credit', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${commits}/remaining-balance/#used-pending-and-remaining`, [
    ['what does pending mean on a balance', 'finance', 'how-to', 'spec'],
    ['used vs remaining balance', 'finance', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${commits}/remaining-balance/#troubleshooting`, [
    ['balance looks wrong', 'billing-admin', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${commits}/remaining-balance/#trace-a-balance-through-the-ledger`, [
    ['see every draw against a commit', 'finance', 'how-to', 'spec'],
    ['ledger of a prepaid balance', 'finance', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${commits}/prioritization-rules/#the-draw-order`, [
    ['which credit is used first', 'finance', 'how-to', 'peer'],
    ['do credits burn before commits', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/prioritization-rules/#set-a-balances-priority`, [
    ['change the priority of a commit', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${commits}/target-credits-commits/#targeting-options`, [
    ['credit that only applies to one product', 'billing-admin', 'how-to', 'peer'],
    ['restrict a commit to some products', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${commits}/manual-payment-gated-commits/#how-a-gated-commit-behaves`, [
    ['usage before the wire transfer arrives', 'finance', 'what-if', 'peer'],
    ['commit only usable after payment', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/manual-payment-gated-commits/#record-the-payment`, [
    ['mark a commit invoice as paid by wire', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/discounts/#ways-to-discount`, [
    ['how do I give a percentage discount', 'billing-admin', 'how-to', 'peer'],
    ['coupon for first three months', 'billing-admin', 'how-to', 'peer'],
    ['how do I model a promo code', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/discounts/#sell-a-prepaid-commit-below-face-value`, [
    ['sell 12000 of credit for 10000', 'finance', 'how-to', 'peer'],
    ['prepaid commit at a discount', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/discounts/#grant-a-credit`, [
    ['give a goodwill credit after an outage', 'billing-admin', 'how-to', 'peer'],
    ['free credits for new customers', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/alerts/#what-a-balance-alert-watches`, [
    ['notify me when a commit is 80 percent used', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${commits}/alerts/#act-on-an-alert`, [
    ['what to do when a customer runs low on credits', 'billing-admin', 'what-if', 'peer'],
  ]),

  // Customers, contracts and their changes.
  ...answeredBy(`${access}/provision-customer/#add-or-remove-an-ingest-alias`, [
    ['change the id my events use for a customer', 'developer', 'can-i', 'peer'],
    ['add a second alias to a customer', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${access}/provision-customer/#common-problems`, [
    ['customer created but no usage shows', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${access}/provision-customer/#customer-fields`, [
    ['which fields does a customer need', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${access}/edit-contract/#what-one-edit-can-change`, [
    ['what can I change on a signed contract', 'billing-admin', 'can-i', 'peer'],
    ['can I change the rate card of a contract', 'billing-admin', 'can-i', 'peer'],
    ['add a product to an existing contract', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/edit-contract/#what-happens-to-finalized-and-draft-invoices`, [
    ['can I backdate a contract change', 'billing-admin', 'can-i', 'peer'],
    ['does editing a contract change past invoices', 'finance', 'what-if', 'peer'],
    ['earliest effective date of an edit', 'billing-admin', 'can-i', 'spec'],
    ['change effective from the start of the period', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/edit-contract/#step-1-preview-the-edit`, [
    ['preview a contract change before saving', 'billing-admin', 'how-to', 'peer'],
    ['see what an edit would cost the customer', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/edit-contract/#step-3-read-the-edit-history`, [
    ['history of changes to a contract', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/edit-contract/#troubleshooting`, [
    ['contract edit rejected', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${access}/add-contract-override/#kinds-of-override`, [
    ['negotiated price for one customer', 'billing-admin', 'how-to', 'peer'],
    ['how do I model a custom enterprise price', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/add-contract-override/#preview-a-proposal-on-the-current-draft-invoice`, [
    ['what would the invoice be with a lower price', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#cancel-a-contract`, [
    ['cancel a customer at the end of the month', 'billing-admin', 'how-to', 'peer'],
    ['cancel immediately and bill usage so far', 'billing-admin', 'how-to', 'peer'],
    ['can I undo a cancellation', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#which-action-for-which-transition`, [
    ['upgrade a customer mid cycle', 'billing-admin', 'how-to', 'peer'],
    ['renew a contract', 'billing-admin', 'how-to', 'peer'],
    ['move a customer from trial to paid', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#what-happens-to-commits-and-credits`, [
    ['what happens to the prepaid balance when a contract ends', 'finance', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#archive-ended-contracts-and-customers`, [
    ['delete a customer', 'billing-admin', 'can-i', 'peer'],
    ['hide old customers', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#contract-states`, [
    ['contract status values', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${access}/create-trial/#a-trial-period-or-a-trial-credit`, [
    ['free trial with a usage cap', 'billing-admin', 'how-to', 'peer'],
    ['trial credit or trial days', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/create-trial/#what-happens-when`, [
    ['what happens when the trial ends', 'billing-admin', 'what-if', 'peer'],
    ['extend a trial', 'billing-admin', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${access}/create-subscription/#change-the-number-of-seats`, [
    ['add seats mid month', 'billing-admin', 'how-to', 'peer'],
    ['reduce seats and refund', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${access}/create-subscription/#how-proration-is-calculated`, [
    ['how is proration calculated', 'finance', 'how-to', 'spec'],
    ['can I turn off proration', 'billing-admin', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${access}/create-subscription/#cancel-a-scheduled-change`, [
    ['undo a scheduled seat change', 'billing-admin', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${access}/create-subscription/#keep-seat-counts-in-sync-from-your-product`, [
    ['sync seat counts from my app', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/spend-thresholds/#how-spend-thresholds-work`, [
    ['charge the customer every time they spend 100 dollars', 'billing-admin', 'how-to', 'peer'],
    ['limit credit risk for pay as you go', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/spend-thresholds/#when-a-threshold-payment-fails`, [
    ['card fails at the spend threshold', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${access}/prepaid-balance-thresholds/#when-a-top-up-payment-fails`, [
    ['auto recharge payment failed', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${access}/prepaid-balance-thresholds/#how-a-top-up-works`, [
    ['auto recharge credits when low', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${access}/create-manage-alerts/#alert-states`, [
    ['why is my alert in evaluating state', 'developer', 'why-does', 'spec'],
  ]),
  ...answeredBy(`${access}/create-manage-alerts/#edit-or-pause-an-alert`, [
    ['change the amount of an alert', 'billing-admin', 'can-i', 'spec'],
    ['pause an alert temporarily', 'billing-admin', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${access}/create-manage-alerts/#kinds-of-alert`, [
    ['alert when spend passes a limit', 'billing-admin', 'how-to', 'peer'],
  ]),

  // Invoices.
  ...answeredBy(`${invoicingWorks}#the-invoice-lifecycle`, [
    ['invoice statuses explained', 'finance', 'how-to', 'spec'],
    ['when is an invoice sent to the customer', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicingWorks}#void-and-regenerate-an-invoice`, [
    ['can I edit a finalized invoice', 'finance', 'can-i', 'peer'],
    ['reissue an invoice with a correction', 'finance', 'how-to', 'peer'],
    ['void an invoice and create a new one', 'finance', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${invoicingWorks}#what-happens-when-a-payment-fails`, [
    ['invoice payment failed what now', 'finance', 'what-if', 'peer'],
    ['dunning retries', 'finance', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${invoicingWorks}#what-happens-when-usage-arrives-after-the-invoice-is-finalized`, [
    ['usage arrived after invoice closed', 'finance', 'what-if', 'peer'],
    ['bill missed usage from last month', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicingWorks}#amounts-and-rounding`, [
    ['how are invoice amounts rounded', 'finance', 'how-to', 'spec'],
    ['why is the total off by a cent', 'finance', 'why-does', 'peer'],
  ]),
  ...answeredBy(`${invoicingWorks}#kinds-of-invoice`, [['types of invoices', 'finance', 'how-to', 'spec']]),
  ...answeredBy(`${invoicing}/issue-credit-memos/#issue-a-credit-memo`, [
    ['refund part of a finalized invoice', 'finance', 'how-to', 'peer'],
    ['correct an overcharge', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/issue-credit-memos/#credit-memo-or-credit`, [
    ['credit note or account credit', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/issue-credit-memos/#what-the-customer-sees`, [
    ['does the customer get notified of a credit memo', 'finance', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/calculate-taxes/#what-happens-when`, [
    ['tax provider is down at finalization', 'finance', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/calculate-taxes/#set-a-customers-tax-details`, [
    ['tax exempt customer', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/import-invoices/#validation-errors`, [
    ['invoice import failed', 'finance', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/solutions/invoice-with-stripe/#how-invoices-flow-to-stripe`, [
    ['what does stripe receive from meterstone', 'developer', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/solutions/marketplaces/invoice-azure/#what-azure-marketplace-expects`, [
    ['how late can usage reach azure marketplace', 'developer', 'how-long', 'peer'],
  ]),
  ...answeredBy(`${invoicing}/solutions/marketplaces/invoice-aws/#how-meterstone-reports-to-aws-marketplace`, [
    ['how often is usage reported to aws marketplace', 'developer', 'how-fresh', 'peer'],
  ]),

  // Reports, reconciliation and revenue.
  ...answeredBy(`${reports}/reconcile-data/#why-usage-counts-differ`, [
    ['why does my usage count differ from meterstone', 'finance', 'why-does', 'peer'],
    ['numbers in my database do not match the invoice', 'finance', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${reports}/reconcile-data/#what-to-reconcile-each-month`, [
    ['month end close checklist', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${reports}/daily-revenue-reports/#how-a-days-figures-are-calculated`, [
    ['why is the platform fee on one day only', 'finance', 'why-does', 'peer'],
  ]),
  ...answeredBy(`${reports}/daily-revenue-reports/#read-spend-through-the-api`, [
    ['daily spend per product over a quarter', 'finance', 'can-i', 'spec'],
    ['get spend per customer through the api', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${reports}/revenue-recognition/#common-treatments-by-kind-of-charge`, [
    ['how to recognize revenue for prepaid credits', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${reports}/revenue-recognition/revenue-recognition-examples/#example-3-breakage-on-an-unused-commit`, [
    ['breakage on expired credits', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${reports}/sync-into-salesforce/#what-syncs`, [
    ['which fields sync to salesforce', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${reports}/sync-into-salesforce/#common-problems`, [
    ['salesforce sync not updating', 'billing-admin', 'troubleshooting', 'peer'],
  ]),

  // Developer resources: API behavior.
  ...answeredBy(`${api}/idempotency/#what-meterstone-does-with-the-key`, [
    ['what happens if I reuse an idempotency key', 'developer', 'what-if', 'spec'],
    ['same key different body', 'developer', 'what-if', 'spec'],
    ['concurrent requests with the same idempotency key', 'developer', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${api}/idempotency/#send-an-idempotency-key-header`, [
    ['do GET requests need an idempotency key', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${api}/status-codes/#rate-limits`, [
    ['what is the api rate limit', 'developer', 'can-i', 'spec'],
    ['how many requests per second can I make', 'developer', 'can-i', 'spec'],
    ['what happens if I exceed the rate limit', 'developer', 'what-if', 'spec'],
    ['RateLimit-Remaining header', 'developer', 'how-to', 'spec'],
    ['write rate limit per token', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${api}/status-codes/#rate-limited`, [
    ['getting 429 too many requests', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${api}/status-codes/#retry-or-fix`, [
    ['which errors should I retry', 'developer', 'how-to', 'spec'],
    ['retry on 500 errors', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${api}/status-codes/#cursor-expired`, [
    ['cursor_expired error', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${api}/status-codes/#idempotency-key-reused`, [
    ['409 idempotency_key_reused', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${api}/pagination/#rules-for-cursors`, [
    ['can I build a cursor myself', 'developer', 'can-i', 'spec'],
    ['change the limit halfway through paging', 'developer', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${api}/pagination/#request-and-response-fields`, [
    ['maximum limit for list requests', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${api}/authorization/#rotate-and-revoke-tokens`, [
    ['rotate an api key without downtime', 'administrator', 'how-to', 'peer'],
    ['revoke a leaked token', 'administrator', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${api}/authorization/#when-authorization-fails`, []),
  ...answeredBy(`${webhooks}#delivery-behavior`, [
    ['how many times is a webhook retried', 'developer', 'how-long', 'spec'],
    ['webhook timeout', 'developer', 'how-long', 'spec'],
    ['are webhooks delivered in order', 'developer', 'what-if', 'peer'],
    ['duplicate webhook deliveries', 'developer', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#verify-every-delivery`, [
    ['reject old webhook deliveries', 'developer', 'how-to', 'spec'],
    ['webhook replay attack protection', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#test-your-verification`, [
    ['test my webhook signature check', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#troubleshooting`, [
    ['webhooks not arriving', 'developer', 'troubleshooting', 'peer'],
    ['signature verification fails', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#choose-a-feed`, [['webhooks or polling for changes', 'developer', 'how-to', 'spec']]),
  ...answeredBy(`${webhooks}#change-or-disable-an-endpoint`, [
    ['temporarily disable a webhook endpoint', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#delete-an-endpoint-or-rotate-its-secret`, [
    ['rotate a webhook secret', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${webhooks}#read-the-delta-stream`, [
    ['sync all changes since yesterday', 'developer', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${dev}/custom-fields/#list-and-delete-keys`, [
    ['delete a custom field key', 'developer', 'what-if', 'spec'],
  ]),
  ...answeredBy(`${dev}/custom-fields/#how-keys-and-values-work`, [
    ['custom field not accepted 400', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${dev}/sdks/#what-your-client-must-handle`, [
    ['what should my api client retry', 'developer', 'how-to', 'spec'],
  ]),

  // Security and administration.
  ...answeredBy(`${security}/role-based-access-control/#roles`, [
    ['read only access for finance', 'administrator', 'how-to', 'peer'],
    ['which role can edit contracts', 'administrator', 'can-i', 'peer'],
  ]),
  ...answeredBy(`${security}/role-based-access-control/#roles-for-api-tokens`, [
    ['limit what an api token can do', 'administrator', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${security}/audit-logs/#worked-example-who-changed-a-price`, [
    ['who changed this price', 'administrator', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${security}/audit-logs/#what-is-recorded`, [
    ['are api changes in the audit log', 'administrator', 'how-to', 'spec'],
  ]),
  ...answeredBy(`${security}/sso/#when-sign-in-fails`, [
    ['sso login fails', 'administrator', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${security}/allowlist/#how-the-allowlist-works`, [
    ['403 from an ip not allowed', 'administrator', 'troubleshooting', 'spec'],
  ]),

  // Data export.
  ...answeredBy(`${dataExport}#when-a-run-fails`, [
    ['export run failed what happens to the data', 'developer', 'what-if', 'peer'],
    ['export paused after failures', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${dataExport}#how-data-export-works`, [
    ['first export backfill of history', 'developer', 'how-to', 'peer'],
    ['does export include deleted rows', 'developer', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${dataExport}#network-access`, [
    ['which ip addresses does the export use', 'administrator', 'how-to', 'peer'],
  ]),

  // Customer experience.
  ...answeredBy(`${experience}/customer-dashboards/#limits`, [
    ['maximum lifetime of an embedded dashboard url', 'developer', 'how-long', 'spec'],
  ]),
  ...answeredBy(`${experience}/customer-dashboards/#troubleshooting`, [
    ['embedded dashboard shows expired', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${experience}/customer-controls/#what-a-customer-can-control`, [
    ['let customers change their own seats', 'billing-admin', 'can-i', 'spec'],
  ]),

  // Launch guides: modelling.
  ...answeredBy(`${launch}/hybrid-business/#the-model`, [
    ['how do I model a platform fee plus usage', 'billing-admin', 'how-to', 'peer'],
    ['subscription with usage overage', 'billing-admin', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${launch}/prepaid-credits/#if-the-balance-runs-out`, [
    ['what if prepaid credits run out', 'billing-admin', 'what-if', 'peer'],
  ]),
  ...answeredBy(`${launch}/enterprise-commit/#the-model`, [
    ['how do I model an annual minimum commitment', 'finance', 'how-to', 'peer'],
  ]),
  ...answeredBy(`${launch}/pay-go/#the-model`, [
    ['how do I model pay as you go with a card', 'billing-admin', 'how-to', 'peer'],
  ]),
  // Answered where the reader of the task looks, which the search finds first.
  ...answeredBy(`${access}/create-manage-alerts/#alert-states`, [
    ['alert evaluation frequency', 'developer', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${reports}/sync-into-salesforce/#what-syncs`, [
    ['how often does salesforce get updated spend', 'billing-admin', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${api}/idempotency/#send-an-idempotency-key-header`, [
    ['when does an idempotency key expire', 'developer', 'how-long', 'spec'],
  ]),
  ...answeredBy(`${access}/lifecycle-transitions/#archive-ended-contracts-and-customers`, [
    ['are archived customers deleted', 'billing-admin', 'how-long', 'peer'],
  ]),
  ...answeredBy(`${sandbox}#get-a-sandbox-token`, [['sandbox environment url', 'developer', 'how-to', 'spec']]),
  ...answeredBy(`${designEvents}#timestamps-and-late-events`, [
    ['events older than 34 days rejected', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${designEvents}#timestamps-and-late-events`, [
    ['send an event with a timestamp in the past', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${designEvents}#batch-limits`, [['how many events per batch', 'developer', 'can-i', 'spec']]),
  ...answeredBy(`${sendEvents}#send-a-batch`, [
    ['can I send 1000 events in one request', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${sendEvents}#how-you-learn-that-events-were-rejected-or-unmatched`, [
    ['unmatched events', 'developer', 'troubleshooting', 'peer'],
  ]),
  ...answeredBy(`${api}/status-codes/#unauthorized`, [
    ['401 unauthorized with a new token', 'developer', 'troubleshooting', 'spec'],
  ]),
  ...answeredBy(`${access}/spend-thresholds/#what-happens-when-the-threshold-is-crossed-mid-period`, [
    ['delay between crossing a spend threshold and the charge', 'billing-admin', 'how-fresh', 'peer'],
  ]),
  ...answeredBy(`${designEvents}#fields-of-a-usage-event`, [
    ['how many properties can an event have', 'developer', 'can-i', 'spec'],
  ]),
  ...answeredBy(`${connect}/create-billable-metrics/billable-metrics-basic-filters/#build-the-metric`, [
    ['how many group by keys can a metric have', 'developer', 'can-i', 'spec'],
  ]),
];
