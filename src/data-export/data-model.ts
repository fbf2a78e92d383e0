/**
 * The tables every data export writes, whatever the destination. Each destination maps the logical
 * column types below to its own types (the `typeMapping` of its catalogue entry), so this file is the
 * one place that says which tables and columns exist, and the destination pages and the overview read it.
 *
 * Names follow the API: `customer_id`, `contract_id`, `invoice_id`, `product_id`, `transaction_id`,
 * `event_type`, `timestamp`. Money is integer cents in columns named `*_cents`, always next to a
 * `currency` column, so sums never suffer floating-point rounding. Unit prices can be fractions of a
 * cent (the example rate card charges $0.0015 a request), so they are decimal cents.
 */

/** Column types as the export produces them, before a destination maps them to its own types. */
export const logicalTypes = ['uuid', 'string', 'bigint', 'decimal', 'boolean', 'timestamp', 'json'] as const;
export type LogicalType = (typeof logicalTypes)[number];

/** What each logical type holds, shown beside every destination's type mapping. */
export const logicalTypeDescriptions: Readonly<Record<LogicalType, string>> = {
  uuid: 'Identifier, a UUID in its 36-character text form',
  string: 'Text, UTF-8',
  bigint: '64-bit signed integer, used for every `*_cents` amount',
  decimal: 'Exact decimal with 38 digits, 9 after the point, used for quantities and unit prices',
  boolean: 'True or false',
  timestamp: 'Instant in UTC with microsecond precision',
  json: 'JSON document (objects and arrays such as ingest aliases)',
};

export interface Column {
  readonly name: string;
  readonly type: LogicalType;
  readonly nullable: boolean;
  readonly description: string;
  /** Table this column references, for foreign keys. */
  readonly references?: string;
}

export interface ExportTable {
  readonly name: string;
  readonly description: string;
  /** Columns that identify a row; every load merges on them. */
  readonly primaryKey: readonly string[];
  readonly columns: readonly Column[];
}

const id = (name: string, description: string, references?: string): Column => ({
  name,
  type: 'uuid',
  nullable: false,
  description,
  ...(references ? {references} : {}),
});
const optionalId = (name: string, description: string, references: string): Column => ({
  name,
  type: 'uuid',
  nullable: true,
  description,
  references,
});
const column = (name: string, type: LogicalType, description: string, nullable = false): Column => ({
  name,
  type,
  nullable,
  description,
});

/** Timestamps every table carries; `updated_at` is what incremental loads compare. */
const lifecycle = (archivable: boolean): Column[] => [
  column('created_at', 'timestamp', 'When the row was created in Meterstone'),
  column('updated_at', 'timestamp', 'When the row last changed in Meterstone'),
  ...(archivable ? [column('archived_at', 'timestamp', 'When the row was archived; null while active', true)] : []),
];

export const exportTables: readonly ExportTable[] = [
  {
    name: 'customers',
    description: 'Every customer you bill, archived ones included.',
    primaryKey: ['customer_id'],
    columns: [
      id('customer_id', 'Meterstone ID of the customer'),
      column('name', 'string', 'Display name, for example Acme Logistics'),
      column('ingest_aliases', 'json', 'Array of aliases that usage events may use instead of `customer_id`'),
      column('external_id', 'string', 'The ID of the customer in your own systems', true),
      ...lifecycle(true),
    ],
  },
  {
    name: 'billable_metrics',
    description: 'How usage events become quantities: the event type, the aggregation and the grouping.',
    primaryKey: ['billable_metric_id'],
    columns: [
      id('billable_metric_id', 'Meterstone ID of the billable metric'),
      column('name', 'string', 'Display name, for example Compute hours'),
      column('event_type', 'string', 'The `event_type` of the usage events it counts'),
      column('aggregation', 'string', 'One of `count`, `sum`, `max`, `unique_count`'),
      column('aggregation_key', 'string', 'The event property that is summed, maxed or counted', true),
      column('group_key', 'string', 'The event property usage is grouped by, such as `region`', true),
      ...lifecycle(true),
    ],
  },
  {
    name: 'products',
    description: 'What you sell, with the billable metric that prices usage products.',
    primaryKey: ['product_id'],
    columns: [
      id('product_id', 'Meterstone ID of the product'),
      column('name', 'string', 'Display name, for example API requests'),
      column('kind', 'string', 'One of `usage`, `subscription`, `fixed`, `composite`'),
      optionalId('billable_metric_id', 'The metric that prices a usage product', 'billable_metrics'),
      ...lifecycle(true),
    ],
  },
  {
    name: 'rate_cards',
    description: 'List prices over time, one row per rate card.',
    primaryKey: ['rate_card_id'],
    columns: [
      id('rate_card_id', 'Meterstone ID of the rate card'),
      column('name', 'string', 'Display name, for example Skyline Standard 2026'),
      column('currency', 'string', 'ISO 4217 code such as `USD`, or the name of a custom pricing unit'),
      ...lifecycle(true),
    ],
  },
  {
    name: 'rates',
    description: 'One row per product price on a rate card and per period it applies.',
    primaryKey: ['rate_id'],
    columns: [
      id('rate_id', 'Meterstone ID of the rate'),
      id('rate_card_id', 'The rate card it belongs to', 'rate_cards'),
      id('product_id', 'The product it prices', 'products'),
      column('pricing_model', 'string', 'One of `flat`, `per_unit`, `tiered`'),
      column('unit_price_cents', 'decimal', 'Price per unit in cents; null for flat and tiered rates', true),
      column('flat_price_cents', 'bigint', 'Fixed price in cents for flat rates', true),
      column('tiers', 'json', 'Array of `{up_to, unit_price_cents}` for tiered rates', true),
      column('starts_at', 'timestamp', 'First instant the rate applies'),
      column('ends_at', 'timestamp', 'Instant the rate stops applying; null when open-ended', true),
      ...lifecycle(false),
    ],
  },
  {
    name: 'contracts',
    description: 'Customer agreements with their rate card, dates and billing frequency.',
    primaryKey: ['contract_id'],
    columns: [
      id('contract_id', 'Meterstone ID of the contract'),
      id('customer_id', 'The customer the contract belongs to', 'customers'),
      id('rate_card_id', 'The rate card the contract prices from', 'rate_cards'),
      column('name', 'string', 'Display name, for example Acme Logistics 2026'),
      column('starts_at', 'timestamp', 'Start of the contract'),
      column('ends_at', 'timestamp', 'End of the contract; null when open-ended', true),
      column('billing_frequency', 'string', 'One of `monthly`, `quarterly`, `annual`'),
      ...lifecycle(true),
    ],
  },
  {
    name: 'commits',
    description: 'Spend a customer promised, prepaid or postpaid, with what remains of it.',
    primaryKey: ['commit_id'],
    columns: [
      id('commit_id', 'Meterstone ID of the commit'),
      id('contract_id', 'The contract that holds the commit', 'contracts'),
      id('customer_id', 'The customer, repeated so you can filter without a join', 'customers'),
      column('type', 'string', 'One of `prepaid`, `postpaid`'),
      column('name', 'string', 'Display name'),
      column('amount_cents', 'bigint', 'The committed amount in cents'),
      column('remaining_balance_cents', 'bigint', 'What is left to draw down, in cents, at export time'),
      column('currency', 'string', 'ISO 4217 code or custom pricing unit of the amounts'),
      column('priority', 'bigint', 'Lower numbers are drawn down first (prioritization rules)'),
      column('access_starts_at', 'timestamp', 'First instant the balance can be used'),
      column('access_ends_at', 'timestamp', 'Instant the balance expires'),
      ...lifecycle(true),
    ],
  },
  {
    name: 'credits',
    description: 'Free balances granted to a customer, with what remains of them.',
    primaryKey: ['credit_id'],
    columns: [
      id('credit_id', 'Meterstone ID of the credit'),
      id('contract_id', 'The contract that holds the credit', 'contracts'),
      id('customer_id', 'The customer, repeated so you can filter without a join', 'customers'),
      column('name', 'string', 'Display name, for example Onboarding credit'),
      column('amount_cents', 'bigint', 'The granted amount in cents'),
      column('remaining_balance_cents', 'bigint', 'What is left, in cents, at export time'),
      column('currency', 'string', 'ISO 4217 code or custom pricing unit of the amounts'),
      column('priority', 'bigint', 'Lower numbers are drawn down first (prioritization rules)'),
      column('access_starts_at', 'timestamp', 'First instant the balance can be used'),
      column('access_ends_at', 'timestamp', 'Instant the balance expires'),
      ...lifecycle(true),
    ],
  },
  {
    name: 'invoices',
    description: 'Draft, finalized and voided invoices with their totals.',
    primaryKey: ['invoice_id'],
    columns: [
      id('invoice_id', 'Meterstone ID of the invoice'),
      id('customer_id', 'The customer invoiced', 'customers'),
      optionalId('contract_id', 'The contract invoiced; null for invoices imported from another system', 'contracts'),
      column('status', 'string', 'One of `draft`, `finalized`, `void`'),
      column('currency', 'string', 'ISO 4217 code of every amount on the invoice'),
      column('subtotal_cents', 'bigint', 'Sum of the line items before tax, in cents'),
      column('tax_cents', 'bigint', 'Tax from the tax provider, in cents; 0 when not taxed'),
      column('total_cents', 'bigint', 'Amount due, in cents'),
      column('period_starts_at', 'timestamp', 'Start of the service period'),
      column('period_ends_at', 'timestamp', 'End of the service period'),
      column('issued_at', 'timestamp', 'When the invoice was finalized; null for drafts', true),
      column(
        'billing_provider',
        'string',
        'Where it was sent: `stripe`, `aws_marketplace`, `azure_marketplace`, or null',
        true,
      ),
      ...lifecycle(false),
    ],
  },
  {
    name: 'invoice_line_items',
    description: 'Every line of every invoice: usage, subscriptions, fixed fees, commits and credits applied.',
    primaryKey: ['line_item_id'],
    columns: [
      id('line_item_id', 'Meterstone ID of the line item'),
      id('invoice_id', 'The invoice the line belongs to', 'invoices'),
      optionalId('product_id', 'The product charged; null for commit and credit lines', 'products'),
      optionalId('commit_id', 'The commit drawn down or invoiced, if any', 'commits'),
      optionalId('credit_id', 'The credit applied, if any', 'credits'),
      column('name', 'string', 'The line as the invoice shows it'),
      column('quantity', 'decimal', 'Units charged, for example 1250000 API requests'),
      column('unit_price_cents', 'decimal', 'Price per unit in cents; null for tiered and flat lines', true),
      column('total_cents', 'bigint', 'Line total in cents; negative for credits applied'),
      column('currency', 'string', 'ISO 4217 code, the invoice currency'),
      column('group_key', 'string', 'Property the line is grouped by, such as `region`', true),
      column('group_value', 'string', 'Value of that property, such as `us-east-1`', true),
      column('starts_at', 'timestamp', 'Start of the period the line covers'),
      column('ends_at', 'timestamp', 'End of the period the line covers'),
      ...lifecycle(false),
    ],
  },
  {
    name: 'credit_memos',
    description: 'Adjustments issued against finalized invoices.',
    primaryKey: ['credit_memo_id'],
    columns: [
      id('credit_memo_id', 'Meterstone ID of the credit memo'),
      id('invoice_id', 'The invoice it adjusts', 'invoices'),
      id('customer_id', 'The customer, repeated so you can filter without a join', 'customers'),
      column('status', 'string', 'One of `draft`, `issued`, `void`'),
      column('reason', 'string', 'Why it was issued', true),
      column('total_cents', 'bigint', 'Amount credited, in cents'),
      column('currency', 'string', 'ISO 4217 code, the invoice currency'),
      column('issued_at', 'timestamp', 'When it was issued; null for drafts', true),
      ...lifecycle(false),
    ],
  },
  {
    name: 'usage_aggregates',
    description: 'Usage per customer, billable metric, hour and group value: what the invoices priced.',
    primaryKey: ['customer_id', 'billable_metric_id', 'window_starts_at', 'group_value'],
    columns: [
      id('customer_id', 'The customer whose events were counted', 'customers'),
      id('billable_metric_id', 'The metric that aggregated them', 'billable_metrics'),
      column('event_type', 'string', 'The `event_type` of the events, from the metric'),
      column('window_starts_at', 'timestamp', 'Start of the one-hour window'),
      column('group_value', 'string', "Value of the metric's group key; empty text when the metric is not grouped"),
      column('quantity', 'decimal', 'The aggregated quantity in the window'),
      column('event_count', 'bigint', 'Number of distinct `transaction_id` values aggregated'),
      column('updated_at', 'timestamp', 'When late events last changed the window'),
    ],
  },
  {
    name: 'custom_fields',
    description: 'Key-value pairs attached to customers, contracts, products, commits, credits and rate cards.',
    primaryKey: ['entity', 'entity_id', 'key'],
    columns: [
      column('entity', 'string', 'One of `customer`, `contract`, `product`, `commit`, `credit`, `rate_card`'),
      id('entity_id', 'ID of the row the field belongs to, in the table the entity names'),
      column('key', 'string', 'Field name, for example `salesforce_account_id`'),
      column('value', 'string', 'Field value, always text'),
      column('updated_at', 'timestamp', 'When the value last changed'),
    ],
  },
];

/** Table names in export order: parents before the tables that reference them. */
export const exportTableNames: readonly string[] = exportTables.map((table) => table.name);
