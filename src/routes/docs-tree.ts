/**
 * The canonical list of documentation routes, as the tree the sidebar shows.
 * `sidebars.ts`, the redirect map and the tests all read it, so a page added here is a page that
 * must exist, appear in the sidebar (unless unlisted) and answer in the browser.
 */
import {brand} from '../config/brand';
import {dataExportDestinations} from '../data-export/destinations';

export interface DocNode {
  /** Path segment below the parent, without slashes. */
  readonly segment: string;
  /** Unlisted pages are reachable by URL but absent from the sidebar, sitemap and search. */
  readonly unlisted?: boolean;
  readonly children?: readonly DocNode[];
}

const leaf = (segment: string): DocNode => ({segment});
const unlisted = (segment: string): DocNode => ({segment, unlisted: true});
const section = (segment: string, children: readonly DocNode[]): DocNode => ({segment, children});

/** Top-level nodes, in sidebar order. The home page (`/`) sits above them. */
export const docsTree: readonly DocNode[] = [
  leaf(`how-${brand.slug}-works`),
  section('launch-guides', [
    leaf('quickstart'),
    leaf('pay-go'),
    leaf('prepaid-credits'),
    leaf('enterprise-commit'),
    leaf('hybrid-business'),
  ]),
  section(`connect-${brand.slug}`, [
    leaf('design-usage-events'),
    section('send-usage-events', [leaf('send-usage-events-segment')]),
    section('create-billable-metrics', [leaf('billable-metrics-basic-filters'), leaf('billable-metrics-sql-editor')]),
  ]),
  section('pricing-packaging', [
    leaf('create-products-contracts'),
    leaf('create-manage-rate-cards'),
    leaf('use-currency-custompricingunits'),
    section('apply-credits-commits', [
      leaf('target-credits-commits'),
      leaf('prioritization-rules'),
      leaf('remaining-balance'),
      leaf('manual-payment-gated-commits'),
      leaf('discounts'),
      leaf('alerts'),
    ]),
  ]),
  section('manage-product-access', [
    leaf('provision-customer'),
    leaf('create-trial'),
    leaf('create-subscription'),
    leaf('edit-contract'),
    leaf('add-contract-override'),
    leaf('lifecycle-transitions'),
    leaf('spend-thresholds'),
    leaf('prepaid-balance-thresholds'),
    leaf('create-manage-alerts'),
  ]),
  section('invoice-customers', [
    leaf('how-invoicing-works'),
    leaf('calculate-taxes'),
    leaf('issue-credit-memos'),
    leaf('import-invoices'),
    section('solutions', [
      leaf('invoice-with-stripe'),
      section('marketplaces', [leaf('invoice-aws'), leaf('invoice-azure')]),
      leaf('invoice-other-systems'),
    ]),
  ]),
  section('reports-insights', [
    leaf('daily-revenue-reports'),
    section('revenue-recognition', [leaf('revenue-recognition-examples')]),
    leaf('reconcile-data'),
    leaf('sync-into-salesforce'),
    unlisted('in-app-reports'),
  ]),
  section('developer-resources', [
    section('use-api', [
      leaf('authorization'),
      leaf('idempotency'),
      leaf('pagination'),
      leaf('status-codes'),
      leaf('webhooks'),
      leaf('limits-and-retention'),
      leaf('versioning'),
      leaf('sandbox-testing'),
      leaf('postman'),
    ]),
    leaf('sdks'),
    leaf('docs-for-agents'),
    section('security', [
      leaf('principles'),
      leaf('role-based-access-control'),
      leaf('sso'),
      leaf('audit-logs'),
      leaf('allowlist'),
    ]),
    leaf('custom-fields'),
    section('data-export', [
      ...dataExportDestinations.map(leaf),
      unlisted('prepare-for-snowflake-password-deprecation'),
    ]),
    leaf('entity-relationship-diagram'),
    leaf('workato-connector'),
    unlisted('invoice-breakdowns'),
  ]),
  section('enhance-customer-experience', [leaf('customer-controls'), leaf('customer-dashboards')]),
  unlisted('migrate-amendments-to-edits'),
];

/** Id of the home doc, served at `/`. */
export const homeDocId = 'home-page';
