/**
 * Inputs of the hypotheticals some pages work through beside the main story ("suppose Acme bought an
 * Azure plan instead"), kept here so that their figures are computed like the story's and never typed
 * into a page. Each says which page uses it.
 */
export const illustrations = {
  /** invoice-azure: Skyline's Azure Marketplace plan includes this many compute hours a month. */
  azurePlanIncludedComputeHours: 500,
  /** Marketplaces overview: spend reported in units of a dimension priced at one cent. */
  marketplaceSpendUnitPrice: 0.01,
  /** issue-credit-memos: the example sales tax rate applied to Acme's January invoice. */
  creditMemoExampleTaxRate: 0.08,
  /** import-invoices: Acme's November 2025 invoice from the system used before Meterstone. */
  importedInvoice: {apiRequests: 800_000, unitPrice: 0.0025, supportFee: 450},
  /** revenue-recognition-examples: the breakage case supposes Acme draws this much of its commit a month. */
  breakageMonthlyDraw: 900,
  /** enterprise-commit: the postpaid variant supposes the year's usage comes to this much. */
  postpaidYearUsage: 10_400,
  /** discounts: the discounted commit's invoice amount, and the override multiplier of the third option. */
  discountedCommitPrice: 10_800,
  discountMultiplier: 0.9,
  /** create-trial: a 14-day trial's usage, its spending cap, and the heavier usage of the "had Acme" case. */
  trial: {apiRequests: 100_000, computeHours: 100, spendingCap: 250, heavierApiRequests: 130_000},
  /** reconcile-data: what Skyline's own request logs hold beyond Meterstone's count for January. */
  reconciliation: {duplicates: 300, unmatched: 112},
} as const;
