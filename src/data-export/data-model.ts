/**
 * The tables every data export writes, whatever the destination. Each destination maps the logical
 * column types below to its own types (the `typeMapping` of its catalogue entry), so this file is the
 * one place that says which tables and columns exist, and the destination pages and the overview read it.
 *
 * Names follow the API: `customer_id`, `contract_id`, `invoice_id`, `product_id`, `transaction_id`,
 * `event_type`, `timestamp`. Money is integer cents in columns named `*_cents`, always in a table with
 * a `currency` column, so sums never suffer floating-point rounding. Unit prices can be fractions of a
 * cent (the example rate card charges $0.0015 a request), so they are decimal cents: `rates.price_cents`,
 * the `unit_price_cents` of `rates.tiers` and `invoice_line_items.unit_price_cents`.
 */
import {brand} from '../config/brand';
import {exampleData} from '../data/example-data';

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
  /**
   * The API field the column mirrors, as `Schema.property` (or a deeper path such as
   * `Commit.balance.remaining`) in the v1 specification. A unit test compares the column's type,
   * nullability and values with that field, so the export cannot drift from the API.
   */
  readonly api?: string;
  /** The values of a column that holds one of a fixed set, the API's enum where it mirrors one. */
  readonly values?: readonly string[];
}

export interface ExportTable {
  readonly name: string;
  readonly description: string;
  /** Columns that identify a row; every load merges on them. */
  readonly primaryKey: readonly string[];
  readonly columns: readonly Column[];
}

interface ColumnOptions {
  readonly nullable?: boolean;
  readonly references?: string;
  readonly api?: string;
  readonly values?: readonly string[];
}

const column = (name: string, type: LogicalType, description: string, options: ColumnOptions = {}): Column => ({
  name,
  type,
  nullable: options.nullable ?? false,
  description: options.values
    ? `${description}: one of ${options.values.map((value) => `\`${value}\``).join(', ')}`
    : description,
  ...(options.references ? {references: options.references} : {}),
  ...(options.api ? {api: options.api} : {}),
  ...(options.values ? {values: options.values} : {}),
});
const id = (name: string, description: string, options: ColumnOptions = {}): Column =>
  column(name, 'uuid', description, options);
const cents = (name: string, description: string, options: ColumnOptions = {}): Column =>
  column(name, 'bigint', `${description}, in cents`, options);

/**
 * Timestamps every table carries; `updated_at` is what incremental loads compare. `schema` names the API
 * object whose `created_at` (and `archived_at`, when the API has one) the columns mirror.
 */
const lifecycle = (schema: string | undefined, archivable: boolean, archivedInApi = archivable): Column[] => [
  column(
    'created_at',
    'timestamp',
    `When the row was created in ${brand.name}`,
    schema ? {api: `${schema}.created_at`} : {},
  ),
  column('updated_at', 'timestamp', `When the row last changed in ${brand.name}`),
  ...(archivable
    ? [
        column('archived_at', 'timestamp', 'When the row was archived; null while active', {
          nullable: true,
          ...(schema && archivedInApi ? {api: `${schema}.archived_at`} : {}),
        }),
      ]
    : []),
];

/** The balance columns commits and credits share; `exampleName` is the shared example's commit or credit. */
const balanceColumns = (schema: 'Commit' | 'Credit', statuses: readonly string[], exampleName: string): Column[] => [
  id('contract_id', 'The contract that holds it', {references: 'contracts', api: `${schema}.contract_id`}),
  id('customer_id', 'The customer, repeated so you can filter without a join', {references: 'customers'}),
  column('name', 'string', `Display name, for example ${exampleName}`, {api: `${schema}.name`}),
  column('status', 'string', 'Its state', {api: `${schema}.status`, values: statuses}),
  cents('amount_cents', 'The granted or committed amount', {api: `${schema}.amount`}),
  cents('used_cents', 'Drawn by finalized invoices; it no longer changes', {api: `${schema}.balance.used`}),
  cents('pending_cents', 'Drawn by draft invoices; it changes until they finalize', {
    api: `${schema}.balance.pending`,
  }),
  cents('remaining_balance_cents', 'What later charges can still draw at export time: amount − used − pending', {
    api: `${schema}.balance.remaining`,
  }),
  column('currency', 'string', 'ISO 4217 code of the amounts, or the name of the custom pricing unit'),
  column('priority', 'bigint', 'Lower numbers are drawn first (prioritization rules); null for the default order', {
    nullable: true,
    api: `${schema}.priority`,
  }),
  column('access_starts_at', 'timestamp', 'First instant the balance can be used', {
    api: `${schema}.access_schedule.starts_at`,
  }),
  column('access_ends_at', 'timestamp', 'Instant the balance expires (exclusive)', {
    api: `${schema}.access_schedule.ends_at`,
  }),
];

/**
 * The group a usage quantity belongs to: up to 3 group-by properties of its metric (BillableMetric.group_by)
 * and their values. It is text, not `json`, because it is part of a merge key and a join condition, and
 * several destinations cannot compare JSON values (BigQuery JSON, Redshift SUPER); keys sorted and no
 * spaces make equal groups equal strings.
 */
const groupValues = (subject: string, nullWhen?: string): Column =>
  column(
    'group_values',
    'string',
    `${subject}: a JSON object of the metric's group-by properties (up to 3) and their values, keys sorted and no spaces, such as \`{"region":"us-east-1"}\`; \`{}\` when the metric is not grouped${nullWhen ? `, null ${nullWhen}` : ''}`,
    {nullable: nullWhen !== undefined},
  );

export const exportTables: readonly ExportTable[] = [
  {
    name: 'customers',
    description: 'Every customer you bill, archived ones included.',
    primaryKey: ['customer_id'],
    columns: [
      id('customer_id', `${brand.name} ID of the customer`, {api: 'Customer.id'}),
      column('name', 'string', `Name shown on invoices and in reports, for example ${exampleData.customer.name}`, {
        api: 'Customer.name',
      }),
      column('ingest_aliases', 'json', 'Array of aliases that usage events may use instead of `customer_id`', {
        api: 'Customer.ingest_aliases',
      }),
      column('email', 'string', 'Where invoice notices go when the payment system does not send them', {
        nullable: true,
        api: 'Customer.email',
      }),
      column(
        'billing_provider',
        'string',
        `Where finalized invoices are sent; null when payment is collected outside ${brand.name}`,
        {
          nullable: true,
          api: 'Customer.billing_provider.provider',
          values: ['stripe', 'aws_marketplace', 'azure_marketplace', 'other'],
        },
      ),
      column('billing_provider_customer_id', 'string', "The customer's ID in that payment system", {
        nullable: true,
        api: 'Customer.billing_provider.provider_customer_id',
      }),
      ...lifecycle('Customer', true),
    ],
  },
  {
    name: 'billable_metrics',
    description: 'How usage events become quantities: the event type, the aggregation and the grouping.',
    primaryKey: ['billable_metric_id'],
    columns: [
      id('billable_metric_id', `${brand.name} ID of the billable metric`, {api: 'BillableMetric.id'}),
      column('name', 'string', `Display name, for example ${exampleData.billableMetrics.computeHours.name}`, {
        api: 'BillableMetric.name',
      }),
      column('kind', 'string', 'How it is defined', {api: 'BillableMetric.kind', values: ['basic', 'sql']}),
      column('event_type', 'string', 'The `event_type` of the usage events it counts; null for SQL metrics', {
        nullable: true,
        api: 'BillableMetric.event_type',
      }),
      column('aggregation', 'string', 'How events become a number; null for SQL metrics', {
        nullable: true,
        api: 'BillableMetric.aggregation',
        values: ['count', 'sum', 'max', 'unique_count'],
      }),
      column('aggregation_property', 'string', 'The event property that is summed, maxed or counted', {
        nullable: true,
        api: 'BillableMetric.aggregation_property',
      }),
      column('group_by', 'json', 'Array of the event properties usage is grouped by, such as `["region"]`', {
        api: 'BillableMetric.group_by',
      }),
      column('sql', 'string', 'The query of a SQL metric; null for basic metrics', {
        nullable: true,
        api: 'BillableMetric.sql',
      }),
      ...lifecycle('BillableMetric', true),
    ],
  },
  {
    name: 'products',
    description: 'What you sell, with the billable metric that prices usage products.',
    primaryKey: ['product_id'],
    columns: [
      id('product_id', `${brand.name} ID of the product`, {api: 'Product.id'}),
      column('name', 'string', `Display name, for example ${exampleData.products.apiRequests.name}`, {
        api: 'Product.name',
      }),
      column('type', 'string', 'How it is billed', {
        api: 'Product.type',
        values: ['usage', 'subscription', 'fixed', 'composite'],
      }),
      id('billable_metric_id', 'The metric that prices a usage product; null for other types', {
        nullable: true,
        references: 'billable_metrics',
        api: 'Product.billable_metric_id',
      }),
      column('tax_code', 'string', "The tax provider's code for the product; null until set", {
        nullable: true,
        api: 'Product.tax_code',
      }),
      ...lifecycle('Product', true),
    ],
  },
  {
    name: 'rate_cards',
    description: 'List prices over time, one row per rate card.',
    primaryKey: ['rate_card_id'],
    columns: [
      id('rate_card_id', `${brand.name} ID of the rate card`, {api: 'RateCard.id'}),
      column('name', 'string', `Display name, for example ${exampleData.rateCard.name}`, {api: 'RateCard.name'}),
      column(
        'currency',
        'string',
        'ISO 4217 code of the rates; null when the rate card prices in a custom pricing unit',
        {
          nullable: true,
          api: 'RateCard.currency',
        },
      ),
      id('pricing_unit_id', 'The custom pricing unit of the rates; null for a currency', {
        nullable: true,
        api: 'RateCard.pricing_unit_id',
      }),
      ...lifecycle('RateCard', true),
    ],
  },
  {
    name: 'rates',
    description: 'One row per product price on a rate card and per period it applies.',
    primaryKey: ['rate_id'],
    columns: [
      id('rate_id', `${brand.name} ID of the rate`, {api: 'Rate.id'}),
      id('rate_card_id', 'The rate card it belongs to', {references: 'rate_cards', api: 'Rate.rate_card_id'}),
      id('product_id', 'The product it prices', {references: 'products', api: 'Rate.product_id'}),
      column('pricing_model', 'string', 'How the charge is computed', {
        api: 'Rate.pricing_model',
        values: ['flat', 'per_unit', 'tiered', 'percentage'],
      }),
      column(
        'price_cents',
        'decimal',
        'The flat amount or unit price in cents, which can be a fraction of a cent; null for tiered and percentage rates',
        {
          nullable: true,
          api: 'Rate.price',
        },
      ),
      column(
        'tiers',
        'json',
        'Array of `{up_to, unit_price_cents}` for tiered rates, with decimal cents; null for other models',
        {
          nullable: true,
          api: 'Rate.tiers',
        },
      ),
      column(
        'currency',
        'string',
        "ISO 4217 code of the prices, the rate card's currency repeated so you can read a price without a join; null when the rate card prices in a custom pricing unit",
        {nullable: true},
      ),
      column('percentage', 'decimal', "The percentage of a composite product's charges; null for other models", {
        nullable: true,
        api: 'Rate.percentage',
      }),
      column('starts_at', 'timestamp', 'First instant the rate applies', {api: 'Rate.starts_at'}),
      column('ends_at', 'timestamp', 'Instant the rate stops applying; null when open-ended', {
        nullable: true,
        api: 'Rate.ends_at',
      }),
      ...lifecycle('Rate', false),
    ],
  },
  {
    name: 'contracts',
    description: 'Customer agreements with their rate card, dates and billing frequency.',
    primaryKey: ['contract_id'],
    columns: [
      id('contract_id', `${brand.name} ID of the contract`, {api: 'Contract.id'}),
      id('customer_id', 'The customer the contract belongs to', {references: 'customers', api: 'Contract.customer_id'}),
      id('rate_card_id', 'The rate card the contract prices from', {
        references: 'rate_cards',
        api: 'Contract.rate_card_id',
      }),
      column('name', 'string', `Display name, for example ${exampleData.contract.name}`, {api: 'Contract.name'}),
      column('status', 'string', 'Follows from the dates', {
        api: 'Contract.status',
        values: ['upcoming', 'active', 'ended', 'archived'],
      }),
      column('starts_at', 'timestamp', 'Start of the contract', {api: 'Contract.starts_at'}),
      column('ends_at', 'timestamp', 'End of the contract; null when open-ended', {
        nullable: true,
        api: 'Contract.ends_at',
      }),
      column('billing_frequency', 'string', "How often the contract's usage invoice closes", {
        api: 'Contract.billing_frequency',
        values: ['monthly', 'quarterly', 'annual'],
      }),
      ...lifecycle('Contract', true),
    ],
  },
  {
    name: 'commits',
    description: 'Spend a customer promised, prepaid or postpaid, with what remains of it.',
    primaryKey: ['commit_id'],
    columns: [
      id('commit_id', `${brand.name} ID of the commit`, {api: 'Commit.id'}),
      column('type', 'string', 'Whether it is invoiced up front or at the end', {
        api: 'Commit.type',
        values: ['prepaid', 'postpaid'],
      }),
      ...balanceColumns(
        'Commit',
        ['awaiting_payment', 'active', 'expired', 'voided'],
        exampleData.contract.prepaidCommit.name,
      ),
      ...lifecycle('Commit', true, false),
    ],
  },
  {
    name: 'credits',
    description: 'Free balances granted to a customer, with what remains of them.',
    primaryKey: ['credit_id'],
    columns: [
      id('credit_id', `${brand.name} ID of the credit`, {api: 'Credit.id'}),
      ...balanceColumns('Credit', ['active', 'expired', 'voided'], exampleData.contract.credit.name),
      ...lifecycle('Credit', true, false),
    ],
  },
  {
    name: 'invoices',
    description: 'Every invoice with its totals, drafts and voided ones included.',
    primaryKey: ['invoice_id'],
    columns: [
      id('invoice_id', `${brand.name} ID of the invoice`, {api: 'Invoice.id'}),
      column('status', 'string', 'Where the invoice is in its life', {
        api: 'Invoice.status',
        values: ['draft', 'finalized', 'sent', 'voided'],
      }),
      id('customer_id', 'The customer invoiced', {references: 'customers', api: 'Invoice.customer_id'}),
      column('currency', 'string', 'ISO 4217 code of every amount on the invoice', {api: 'Invoice.currency'}),
      cents('subtotal_cents', 'Sum of the charge lines, before credits, commits and tax', {api: 'Invoice.subtotal'}),
      cents('total_cents', 'The amount due: the sum of every line, credits and commits applied included, plus tax', {
        api: 'Invoice.total',
      }),
      cents('tax_cents', 'Tax from the tax provider, included in `total_cents`; 0 when not taxed, null on a draft', {
        nullable: true,
        api: 'Invoice.tax',
      }),
      id('contract_id', 'The contract invoiced', {references: 'contracts', api: 'Invoice.contract_id'}),
      column('period_starts_at', 'timestamp', 'Start of the service period', {api: 'Invoice.starts_at'}),
      column('period_ends_at', 'timestamp', 'End of the service period (exclusive)', {api: 'Invoice.ends_at'}),
      column('number', 'string', 'The invoice number; null on a draft', {nullable: true, api: 'Invoice.number'}),
      column('kind', 'string', 'Why it was issued', {
        api: 'Invoice.kind',
        values: ['usage', 'scheduled', 'threshold'],
      }),
      column('issued_at', 'timestamp', 'When the invoice was finalized; null for drafts', {
        nullable: true,
        api: 'Invoice.issued_at',
      }),
      column('due_at', 'timestamp', 'When payment is due; null for drafts', {nullable: true, api: 'Invoice.due_at'}),
      column('payment_status', 'string', 'Whether it has been paid, from the payment system or marked by you', {
        api: 'Invoice.payment_status',
        values: ['not_applicable', 'pending', 'paid', 'failed', 'uncollectible'],
      }),
      column('paid_at', 'timestamp', 'When it was paid; null until then', {nullable: true, api: 'Invoice.paid_at'}),
      column('voided_at', 'timestamp', 'When it was voided; null otherwise', {
        nullable: true,
        api: 'Invoice.voided_at',
      }),
      id('replaces_invoice_id', 'The voided invoice this one replaces, if any', {
        nullable: true,
        references: 'invoices',
        api: 'Invoice.replaces_invoice_id',
      }),
      column(
        'billing_provider',
        'string',
        "Where it was sent: the customer's billing provider when it finalized; null when none",
        {
          nullable: true,
          api: 'Customer.billing_provider.provider',
          values: ['stripe', 'aws_marketplace', 'azure_marketplace', 'other'],
        },
      ),
      ...lifecycle(undefined, false),
    ],
  },
  {
    name: 'invoice_line_items',
    description: 'Every line of every invoice: usage, subscriptions, fixed fees, commits and credits applied.',
    primaryKey: ['line_item_id'],
    columns: [
      id('line_item_id', `${brand.name} ID of the line item`, {api: 'LineItem.id'}),
      id('invoice_id', 'The invoice the line belongs to', {references: 'invoices', api: 'LineItem.invoice_id'}),
      column('type', 'string', 'What the line charges or applies', {
        api: 'LineItem.type',
        values: ['usage', 'subscription', 'fixed', 'composite', 'commit_purchase', 'credit_applied', 'commit_applied'],
      }),
      id('product_id', 'The product charged; null for commit and credit lines', {
        nullable: true,
        references: 'products',
        api: 'LineItem.product_id',
      }),
      id('commit_id', 'The commit bought or drawn, if any', {
        nullable: true,
        references: 'commits',
        api: 'LineItem.commit_id',
      }),
      id('credit_id', 'The credit applied, if any', {nullable: true, references: 'credits', api: 'LineItem.credit_id'}),
      column('name', 'string', 'The line as the invoice shows it', {api: 'LineItem.name'}),
      column('quantity', 'decimal', 'Units charged, for example 1250000 API requests; null on balance lines', {
        nullable: true,
        api: 'LineItem.quantity',
      }),
      column('unit_price_cents', 'decimal', 'Price per unit in cents; null on tiered, percentage and balance lines', {
        nullable: true,
        api: 'LineItem.unit_price',
      }),
      cents('amount_cents', 'Line amount; negative for credits and commits applied', {api: 'LineItem.amount'}),
      column('currency', 'string', 'ISO 4217 code, the invoice currency'),
      groupValues('The group a usage line charges', 'on other lines'),
      column('starts_at', 'timestamp', 'Start of the period the line covers', {api: 'LineItem.starts_at'}),
      column('ends_at', 'timestamp', 'End of the period the line covers (exclusive)', {api: 'LineItem.ends_at'}),
      ...lifecycle(undefined, false),
    ],
  },
  {
    name: 'credit_memos',
    description: 'Corrections issued against finalized invoices.',
    primaryKey: ['credit_memo_id'],
    columns: [
      id('credit_memo_id', `${brand.name} ID of the credit memo`, {api: 'CreditMemo.id'}),
      column('number', 'string', 'The credit memo number', {api: 'CreditMemo.number'}),
      id('invoice_id', 'The invoice it corrects', {references: 'invoices', api: 'CreditMemo.invoice_id'}),
      id('customer_id', 'The customer, repeated so you can filter without a join', {
        references: 'customers',
        api: 'CreditMemo.customer_id',
      }),
      column('reason', 'string', 'Why the invoice is corrected', {
        api: 'CreditMemo.reason',
        values: ['billing_error', 'service_issue', 'goodwill', 'duplicate', 'other'],
      }),
      column('memo', 'string', 'The note shown to the customer; null when none', {
        nullable: true,
        api: 'CreditMemo.memo',
      }),
      cents('total_cents', 'Amount credited', {api: 'CreditMemo.total'}),
      column('currency', 'string', 'ISO 4217 code, the invoice currency'),
      column('issued_at', 'timestamp', 'When it was issued', {api: 'CreditMemo.issued_at'}),
      ...lifecycle(undefined, false),
    ],
  },
  {
    name: 'usage_aggregates',
    description: 'Usage per customer, billable metric, hour and group: what the invoices priced.',
    primaryKey: ['customer_id', 'billable_metric_id', 'window_starts_at', 'group_values'],
    columns: [
      id('customer_id', 'The customer whose events were counted', {references: 'customers'}),
      id('billable_metric_id', 'The metric that aggregated them', {references: 'billable_metrics'}),
      column('event_type', 'string', 'The `event_type` of the events, from the metric; null for SQL metrics', {
        nullable: true,
      }),
      column('window_starts_at', 'timestamp', 'Start of the one-hour window'),
      groupValues('The group the quantity belongs to'),
      column('quantity', 'decimal', 'The aggregated quantity in the window'),
      column('event_count', 'bigint', 'Number of distinct `transaction_id` values aggregated'),
      column('updated_at', 'timestamp', 'When late events last changed the window'),
    ],
  },
  {
    name: 'custom_fields',
    description: 'Key-value pairs attached to customers, contracts, products, commits, credits and invoices.',
    primaryKey: ['entity_type', 'entity_id', 'key'],
    columns: [
      column('entity_type', 'string', 'The kind of object the field is set on', {
        api: 'CustomFieldValues.entity_type',
        values: ['customer', 'contract', 'product', 'commit', 'credit', 'invoice'],
      }),
      id('entity_id', 'ID of the object, in the table the entity type names', {api: 'CustomFieldValues.entity_id'}),
      column(
        'key',
        'string',
        'Field name, for example `crm_account_id` on a customer or `crm_opportunity_id` on a contract',
      ),
      column('value', 'string', 'Field value, always text'),
      column('updated_at', 'timestamp', 'When the value last changed'),
    ],
  },
];
