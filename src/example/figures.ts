/**
 * Every figure of the shared example that a page may show, by key. Authors write `{ex.KEY}` in prose,
 * tables, inline code and code blocks; `remark-figures.ts` replaces it with the figure when the site is
 * built, so two pages that show the same month, balance or invoice show the same numbers. The keys list is
 * printed by `npm run figures` (see CONTRIBUTING.md).
 *
 * A money figure `K` also answers `K.api` ("3375.00"), `K.plain` ("3,375"), `K.cents` ("$3,375.00") and `K.credits` (the amount in Skyline
 * credits, "337,500"); a quantity `K` answers
 * `K.raw` ("1250000"); a moment `K` answers `K.iso`, `K.day`, `K.month` and `K.time`.
 */
import {exampleData} from '../data/example-data';
import {
  formatApiMoney,
  formatDate,
  formatDay,
  formatIso,
  formatMoney,
  formatMoneyWithCents,
  formatMonth,
  formatPlainMoney,
  formatQuantity,
  formatTime,
  formatUnitPrice,
} from './format';
import {
  computeAcmeYear,
  januaryDays,
  monthKeys,
  payGoJanuary,
  seatProrationCents,
  type AcmeYear,
  type MonthInvoice,
} from './model';
import {chargeCents, priceTiers, toCents} from '../components/PricingCalculator/pricing';
import {illustrations} from './illustrations';
import {siteCounts} from './site-counts';

/** One figure: what a page shows for its key, and the value the figure stands for. */
export interface Figure {
  readonly text: string;
  readonly kind: 'money' | 'quantity' | 'moment' | 'price' | 'percent';
  /** Cents for money, the number for quantities and prices, epoch milliseconds for moments. */
  readonly value: number;
  /**
   * A figure of one page's worked arithmetic (a hypothetical, a partial month) rather than of the story:
   * the hand-typed figures check does not match literals against it, since small illustrative numbers
   * (a month of 1,000 hours) would collide with limits and counts elsewhere.
   */
  readonly incidental?: boolean;
}

type FigureTable = Map<string, Figure>;

/** Cents per unit of the custom pricing unit (Skyline credits at $0.01: one credit a cent). */
const centsPerCredit = Math.round(exampleData.customPricingUnit.usdPerUnit * 100);

function addMoney(table: FigureTable, key: string, cents: number): void {
  table.set(key, {text: formatMoney(cents), kind: 'money', value: cents});
  table.set(`${key}.api`, {text: formatApiMoney(cents), kind: 'money', value: cents});
  table.set(`${key}.plain`, {text: formatPlainMoney(cents), kind: 'money', value: cents});
  table.set(`${key}.cents`, {text: formatMoneyWithCents(cents), kind: 'money', value: cents});
  table.set(`${key}.credits`, {
    text: formatQuantity(cents / centsPerCredit),
    kind: 'quantity',
    value: cents / centsPerCredit,
  });
}

function addQuantity(table: FigureTable, key: string, quantity: number): void {
  table.set(key, {text: formatQuantity(quantity), kind: 'quantity', value: quantity});
  table.set(`${key}.raw`, {text: String(quantity), kind: 'quantity', value: quantity});
}

function addMoment(table: FigureTable, key: string, at: Date): void {
  const value = at.getTime();
  table.set(key, {text: formatDate(at), kind: 'moment', value});
  table.set(`${key}.iso`, {text: formatIso(at), kind: 'moment', value});
  table.set(`${key}.day`, {text: formatDay(at), kind: 'moment', value});
  table.set(`${key}.month`, {text: formatMonth(at), kind: 'moment', value});
  table.set(`${key}.time`, {text: formatTime(at), kind: 'moment', value});
}

function addPrice(table: FigureTable, key: string, dollars: number): void {
  table.set(key, {text: formatUnitPrice(dollars), kind: 'price', value: dollars});
  table.set(`${key}.api`, {text: String(dollars), kind: 'price', value: dollars});
  const credits = Math.round((dollars * 100 * 1_000_000) / centsPerCredit) / 1_000_000;
  table.set(`${key}.credits`, {text: formatQuantity(credits), kind: 'quantity', value: credits});
}

const commitCentsOf = (): number => toCents(exampleData.contract.prepaidCommit.amount);

/** The figures of one month's invoice, under `jan.`, `feb.`, … */
function addInvoice(table: FigureTable, prefix: string, invoice: MonthInvoice): void {
  addQuantity(table, `${prefix}.apiRequests.quantity`, invoice.apiRequests.quantity);
  addMoney(table, `${prefix}.apiRequests.amount`, invoice.apiRequests.amountCents);
  invoice.apiRequests.tiers.forEach((tier, index) => {
    addQuantity(table, `${prefix}.apiRequests.tier${index + 1}.quantity`, tier.quantity);
    addMoney(table, `${prefix}.apiRequests.tier${index + 1}.amount`, tier.amountCents);
  });
  addQuantity(table, `${prefix}.computeHours.quantity`, invoice.computeHours.quantity);
  addMoney(table, `${prefix}.computeHours.amount`, invoice.computeHours.amountCents);
  addMoney(table, `${prefix}.platformFee.amount`, invoice.platformFee.amountCents);
  addQuantity(table, `${prefix}.seats.quantity`, invoice.seats.quantity);
  addMoney(table, `${prefix}.seats.amount`, invoice.seats.amountCents);
  addMoney(table, `${prefix}.premiumSupport.amount`, invoice.premiumSupport.amountCents);
  addMoney(table, `${prefix}.usage`, invoice.usageCents);
  addMoney(table, `${prefix}.fees`, invoice.feesCents);
  addMoney(table, `${prefix}.subtotal`, invoice.subtotalCents);
  addMoney(table, `${prefix}.creditDrawn`, invoice.creditDrawnCents);
  addMoney(table, `${prefix}.commitDrawn`, invoice.commitDrawnCents);
  addMoney(table, `${prefix}.drawn`, invoice.creditDrawnCents + invoice.commitDrawnCents);
  addMoney(table, `${prefix}.total`, invoice.totalCents);
  addMoney(table, `${prefix}.balanceAfter`, invoice.balanceAfterCents);
  addMoney(table, `${prefix}.commitRemaining`, invoice.commitRemainingCents);
  const days = (invoice.periodEndsAt.getTime() - invoice.periodStartsAt.getTime()) / 86_400_000;
  addMoney(table, `${prefix}.usagePerDay`, Math.round(invoice.usageCents / days));
}

/** The rates, the commit, the credit and the thresholds: inputs of the model, quoted by many pages. */
function addTerms(table: FigureTable): void {
  const {rateCard, contract, alerts} = exampleData;
  const [tier1, tier2] = rateCard.rates.apiRequests.tiers;
  addQuantity(table, 'rates.apiRequests.tier1.upTo', tier1.upTo);
  addPrice(table, 'rates.apiRequests.tier1.price', tier1.unitPrice);
  addPrice(table, 'rates.apiRequests.tier2.price', tier2.unitPrice);
  addPrice(table, 'rates.computeHours.price', rateCard.rates.computeHours.unitPrice);
  addPrice(table, 'rates.computeHours.overridePrice', contract.override.unitPrice);
  addMoney(table, 'rates.platformFee', toCents(rateCard.rates.platformFee.flatPrice));
  addMoney(table, 'rates.seat', toCents(rateCard.rates.seats.unitPrice));
  table.set('rates.premiumSupport', {
    text: `${rateCard.rates.premiumSupport.percentage}%`,
    kind: 'percent',
    value: rateCard.rates.premiumSupport.percentage,
  });
  addMoney(table, 'commit.amount', toCents(contract.prepaidCommit.amount));
  addMoney(table, 'credit.amount', toCents(contract.credit.amount));
  addMoney(table, 'prepaid.granted', toCents(contract.prepaidCommit.amount + contract.credit.amount));
  addMoney(table, 'spendThreshold.amount', toCents(exampleData.payGoContract.spendThreshold.amount));
  addMoney(table, 'balanceThreshold.amount', toCents(contract.prepaidBalanceThreshold.thresholdAmount));
  addMoney(table, 'balanceThreshold.topUp', toCents(contract.prepaidBalanceThreshold.topUpAmount));
  addMoney(table, 'alerts.lowBalance.threshold', toCents(alerts.lowBalance.threshold));
  addMoney(table, 'alerts.spend.threshold', toCents(alerts.monthlySpend.threshold));
  addQuantity(table, 'alerts.usage.threshold', alerts.apiRequestsTier.threshold);
}

/** The year's events: automatic top-ups and the moments the alerts fire. */
function addEvents(table: FigureTable, year: AcmeYear): void {
  year.topUps.forEach((topUp, index) => {
    const key = `topUp${index + 1}`;
    addMoment(table, `${key}.at`, topUp.at);
    addMoney(table, `${key}.amount`, topUp.amountCents);
    addMoney(table, `${key}.balanceBefore`, topUp.balanceBeforeCents);
    addMoney(table, `${key}.balanceAfter`, topUp.balanceAfterCents);
  });
  addQuantity(
    table,
    'alerts.lowBalance.daysBeforeTopUp',
    Math.round((year.topUps[0]!.at.getTime() - year.lowBalanceAlertAt.getTime()) / 86_400_000),
  );
  addMoney(
    table,
    'alerts.lowBalance.marginToTopUp',
    toCents(exampleData.alerts.lowBalance.threshold - exampleData.contract.prepaidBalanceThreshold.thresholdAmount),
  );
  const manual = exampleData.prepaidCredits.topUp;
  addMoment(table, 'manualTopUp.at', new Date(manual.createdAt));
  addMoney(table, 'manualTopUp.amount', toCents(manual.amount));
  addMoment(table, 'alerts.lowBalance.at', year.lowBalanceAlertAt);
  // How much of the alert month's usage it takes to bring the balance down to the alert's threshold.
  const alertMonth = year.lowBalanceAlertAt.getUTCMonth();
  const balanceBefore = alertMonth === 0 ? 0 : year.invoices[monthKeys[alertMonth - 1]!].balanceAfterCents;
  addMoney(table, 'alerts.lowBalance.usageBefore', balanceBefore - toCents(exampleData.alerts.lowBalance.threshold));
  addMoment(table, 'alerts.usage.at', year.usageAlertAt);
  addMoment(table, 'alerts.spend.at', year.spendAlertAt);
}

/** January day by day (invoice breakdowns, daily revenue): `jan20.…` for January 20. */
function addJanuaryDays(table: FigureTable): void {
  const days = januaryDays();
  days.forEach((day, index) => {
    const key = `jan${index + 1}`;
    addQuantity(table, `${key}.apiRequests.quantity`, day.apiRequests);
    addMoney(table, `${key}.apiRequests.amount`, day.apiRequestsCents);
    day.apiRequestTiers.forEach((tier, tierIndex) => {
      addQuantity(table, `${key}.apiRequests.tier${tierIndex + 1}.quantity`, tier.quantity);
      addMoney(table, `${key}.apiRequests.tier${tierIndex + 1}.amount`, tier.amountCents);
    });
    addQuantity(table, `${key}.computeHours.quantity`, day.computeHours);
    addMoney(table, `${key}.computeHours.amount`, day.computeCents);
    addMoney(table, `${key}.usage`, day.apiRequestsCents + day.computeCents);
    addQuantity(table, `${key}.requestsToDate`, day.requestsToDate);
    addMoney(
      table,
      `${key}.requestsToDateAmount`,
      priceTiers(day.requestsToDate, exampleData.rateCard.rates.apiRequests.tiers).amountCents,
    );
  });
  // Before and after the day the tier boundary is crossed (January 21).
  const boundary = days.findIndex((day) => day.apiRequestTiers.length > 1);
  const before = days.slice(0, boundary);
  const after = days.slice(boundary + 1);
  const sum = (list: typeof days, pick: (day: (typeof days)[number]) => number) =>
    list.reduce((total, day) => total + pick(day), 0);
  addMoment(table, 'janTier.crossedOn', days[boundary]!.startsAt);
  for (const [side, list] of [
    ['before', before],
    ['after', after],
  ] as const) {
    addQuantity(
      table,
      `janTier.${side}.apiRequests.quantity`,
      sum(list, (day) => day.apiRequests),
    );
    addMoney(
      table,
      `janTier.${side}.apiRequests.amount`,
      sum(list, (day) => day.apiRequestsCents),
    );
  }
}

/** The pay-as-you-go variant of January: threshold invoices and the end-of-month rest. */
function addPayGo(table: FigureTable): void {
  const payGo = payGoJanuary();
  payGo.thresholdInvoices.forEach((invoice, index) => {
    addMoment(table, `payGo.thresholdInvoice${index + 1}.at`, invoice.at);
    addMoney(table, `payGo.thresholdInvoice${index + 1}.amount`, invoice.amountCents);
  });
  addQuantity(table, 'payGo.thresholdInvoices.count', payGo.thresholdInvoices.length);
  addMoney(table, 'payGo.thresholdInvoices.total', payGo.usageCents - payGo.finalCents);
  addMoney(table, 'payGo.usage', payGo.usageCents);
  addMoney(table, 'payGo.final', payGo.finalCents);
  // The spend thresholds page keeps Acme's platform fee and seats: they stay on the end-of-period invoice.
  const janFees = computeAcmeYear().invoices.jan.feesCents;
  addMoney(table, 'payGo.finalWithFees', payGo.finalCents + janFees);
  addMoney(table, 'payGo.totalWithFees', payGo.usageCents + janFees);
}

/** Seat changes, the credit memo, the contract edit previews: figures derived from the example's terms. */
function addChanges(table: FigureTable): void {
  const {seatSchedule, creditMemo, contractV2, rateCard} = exampleData;
  addMoney(table, 'seats.increase.prorated', seatProrationCents(seatSchedule.increase, seatSchedule.initial.quantity));
  addMoney(table, 'seats.decrease.prorated', seatProrationCents(seatSchedule.decrease, seatSchedule.increase.quantity));
  addQuantity(table, 'seats.increase.from', seatSchedule.initial.quantity);
  addQuantity(table, 'seats.increase.to', seatSchedule.increase.quantity);
  addQuantity(table, 'seats.increase.added', seatSchedule.increase.quantity - seatSchedule.initial.quantity);
  addQuantity(table, 'seats.decrease.to', seatSchedule.decrease.quantity);
  addMoney(table, 'seats.tenSeatsMonth', seatSchedule.increase.quantity * toCents(rateCard.rates.seats.unitPrice));
  addMoney(table, 'creditMemo.amount', creditMemo.quantity * toCents(rateCard.rates.seats.unitPrice));
  // The override preview of the January draft: the first tier at a lower price, compute hours × 0.9.
  const preview = contractV2.overridePreview;
  const jan = computeAcmeYear().invoices.jan;
  const [tier1, tier2] = jan.apiRequests.tiers;
  const previewApi = Math.round(tier1!.quantity * preview.apiRequestsTier1UnitPrice * 100) + tier2!.amountCents;
  const previewCompute = Math.round(
    jan.computeHours.quantity * rateCard.rates.computeHours.unitPrice * preview.computeHoursMultiplier * 100,
  );
  const previewSubtotal = previewApi + previewCompute + jan.feesCents;
  addPrice(table, 'overridePreview.tier1Price', preview.apiRequestsTier1UnitPrice);
  addMoney(table, 'overridePreview.tier1Amount', Math.round(tier1!.quantity * preview.apiRequestsTier1UnitPrice * 100));
  addMoney(table, 'overridePreview.computeAmount', previewCompute);
  addPrice(
    table,
    'overridePreview.computePrice',
    Math.round(rateCard.rates.computeHours.unitPrice * preview.computeHoursMultiplier * 10_000) / 10_000,
  );
  addMoney(table, 'overridePreview.apiSaving', jan.apiRequests.amountCents - previewApi);
  addMoney(table, 'overridePreview.computeSaving', jan.computeHours.amountCents - previewCompute);
  addMoney(table, 'overridePreview.commitDrawn', jan.commitDrawnCents - (jan.subtotalCents - previewSubtotal));
  addMoney(table, 'overridePreview.subtotal', previewSubtotal);
  addMoney(table, 'overridePreview.saving', jan.subtotalCents - previewSubtotal);
  // The July compute override: July's compute line at the list price and at the override.
  const jul = computeAcmeYear().invoices.jul;
  const julListCompute = chargeCents(jul.computeHours.quantity, rateCard.rates.computeHours.unitPrice);
  addMoney(table, 'override.julyComputeAtList', julListCompute);
  addMoney(table, 'override.julySaving', julListCompute - jul.computeHours.amountCents);
  // Premium support is a share of the usage charges, so the override lowers it, and the amount due, too.
  const julPremiumAtList = Math.round(
    ((jul.usageCents - jul.computeHours.amountCents + julListCompute) * contractV2.premiumSupport.percentage) / 100,
  );
  addMoney(table, 'override.julyPremiumSupportAtList', julPremiumAtList);
  addMoney(table, 'override.julyDueAtList', jul.totalCents - jul.premiumSupport.amountCents + julPremiumAtList);
  addMoney(table, 'commitIncrease.added', toCents(contractV2.commitIncrease.added));
  addMoney(
    table,
    'commitIncrease.newAmount',
    toCents(exampleData.contract.prepaidCommit.amount + contractV2.commitIncrease.added),
  );
  // The migration page's amendment, on another customer's contract (outside the story).
  const {amendmentExample} = exampleData.outsideStory;
  addMoney(table, 'amendmentExample.commitAmount', toCents(amendmentExample.commit.amount));
  addMoney(table, 'amendmentExample.added', toCents(amendmentExample.added));
  addMoney(table, 'amendmentExample.newAmount', toCents(amendmentExample.commit.amount + amendmentExample.added));
}

/**
 * Figures particular to some pages, each computed from the model or the example data (never a literal),
 * grouped by the pages that show them.
 */
function addPageFigures(table: FigureTable, year: AcmeYear): void {
  // Launch guides.
  const postpaidUsage = toCents(illustrations.postpaidYearUsage);
  addMoney(table, 'postpaid.yearUsage', postpaidUsage);
  addMoney(table, 'postpaid.trueUp', Math.max(0, commitCentsOf() - postpaidUsage));
  // Pricing, packaging, credits and commits.
  // Discounts: a commit sold below its amount, a credit, a multiplier override, for API requests alone.
  const discountedPrice = toCents(illustrations.discountedCommitPrice);
  const janRequests = year.invoices.jan.apiRequests.amountCents;
  const overridden = Math.round(janRequests * illustrations.discountMultiplier);
  addMoney(table, 'discounts.commitPrice', discountedPrice);
  addMoney(table, 'discounts.commitDiscount', commitCentsOf() - discountedPrice);
  table.set('discounts.commitDiscountShare', {
    text: `${Math.round(((commitCentsOf() - discountedPrice) / commitCentsOf()) * 100)}%`,
    kind: 'percent',
    value: ((commitCentsOf() - discountedPrice) / commitCentsOf()) * 100,
  });
  addMoney(table, 'discounts.creditJanuaryDue', janRequests - toCents(exampleData.contract.credit.amount));
  addMoney(table, 'discounts.overrideMonthly', overridden);
  addMoney(table, 'discounts.overrideSaving', janRequests - overridden);
  // Targeting (target-credits-commits): a credit for compute hours only, the commit for the rest.
  addMoney(
    table,
    'targeting.creditRemaining',
    toCents(exampleData.contract.credit.amount) - year.invoices.jan.computeHours.amountCents,
  );
  addMoney(table, 'targeting.commitRemaining', commitCentsOf() - year.invoices.jan.apiRequests.amountCents);
  // The custom pricing unit page: Acme's commit in Skyline credits, without the onboarding credit.
  addMoney(table, 'creditsUnit.commitAfterJanuary', commitCentsOf() - year.invoices.jan.usageCents);
  // The daily revenue report's spend summary: premium support in the second quarter, a product only Acme's
  // contract has (from its April edit), so the account-wide total is Acme's alone.
  const {apr, may, jun} = year.invoices;
  addMoney(
    table,
    'spendSummary.premiumSupportQ2',
    apr.premiumSupport.amountCents + may.premiumSupport.amountCents + jun.premiumSupport.amountCents,
  );
  // The manual-payment-gated page: the commit's payment arrives after January is finalized.
  addMoney(table, 'gated.januaryDue', year.invoices.jan.commitDrawnCents + year.invoices.jan.feesCents);
  addMoney(table, 'commit.afterOneMonthOfUsage', commitCentsOf() - year.invoices.jan.usageCents);
  // The original commit at the start of March 16: used by the finalized January and February invoices,
  // pending on March's draft for the 15 days of usage so far. Usage accrues evenly in March, and the draft
  // prices the month's requests so far by tier (all within the first tier by mid-month).
  const {jan: janInvoice, feb: febInvoice} = year.invoices;
  const marDaysPassed = 15;
  const marShare = marDaysPassed / 31;
  const marPending =
    priceTiers(exampleData.usage.apiRequests * marShare, exampleData.rateCard.rates.apiRequests.tiers).amountCents +
    chargeCents(exampleData.usage.computeHours * marShare, exampleData.rateCard.rates.computeHours.unitPrice);
  const commitUsedByFeb =
    janInvoice.commitDrawnCents + (janInvoice.commitRemainingCents - febInvoice.commitRemainingCents);
  addQuantity(table, 'mar16.daysPassed', marDaysPassed);
  addMoney(table, 'mar16.commitUsed', commitUsedByFeb);
  addMoney(table, 'mar16.commitPending', marPending);
  addMoney(
    table,
    'mar16.commitRemaining',
    toCents(exampleData.contract.prepaidCommit.amount) - commitUsedByFeb - marPending,
  );
  // Invoicing and reports.
  const {jan} = year.invoices;
  const azureReported = jan.computeHours.quantity - illustrations.azurePlanIncludedComputeHours;
  addQuantity(table, 'azure.includedHours', illustrations.azurePlanIncludedComputeHours);
  addQuantity(table, 'azure.reportedHours', azureReported);
  const azureUsageCents = chargeCents(azureReported, exampleData.rateCard.rates.computeHours.unitPrice);
  addMoney(table, 'azure.reportedAmount', azureUsageCents);
  addMoney(table, 'azure.total', azureUsageCents + toCents(exampleData.rateCard.rates.platformFee.flatPrice));
  // AWS Marketplace (invoice-aws): the hour 09:00-10:00 UTC of January 15, with the day's usage accruing
  // evenly over its 24 hours. A marketplace record carries whole units, so the hour's requests round down.
  // AWS prices every request at the first tier's price (the page explains why).
  const awsDay = januaryDays()[14]!;
  const awsRequests = Math.floor(awsDay.apiRequests / 24);
  const awsComputeHours = awsDay.computeHours / 24;
  const awsRequestsCents = chargeCents(awsRequests, exampleData.rateCard.rates.apiRequests.tiers[0]!.unitPrice);
  const awsComputeCents = chargeCents(awsComputeHours, exampleData.rateCard.rates.computeHours.unitPrice);
  addQuantity(table, 'aws.hour.apiRequests', awsRequests);
  addQuantity(table, 'aws.hour.computeHours', awsComputeHours);
  addMoney(table, 'aws.hour.apiRequestsAmount', awsRequestsCents);
  addMoney(table, 'aws.hour.computeHoursAmount', awsComputeCents);
  addMoney(table, 'aws.hour.total', awsRequestsCents + awsComputeCents);
  addQuantity(table, 'marketplace.janUnits', jan.totalCents / toCents(illustrations.marketplaceSpendUnitPrice));
  const taxRate = illustrations.creditMemoExampleTaxRate;
  addMoney(table, 'tax.commitTax', Math.round(commitCentsOf() * taxRate));
  addMoney(table, 'tax.commitTotal', commitCentsOf() + Math.round(commitCentsOf() * taxRate));
  addMoney(table, 'jan.tax', Math.round(jan.totalCents * taxRate));
  const memoCents = exampleData.creditMemo.quantity * toCents(exampleData.rateCard.rates.seats.unitPrice);
  const janTax = Math.round(jan.totalCents * taxRate);
  const memoTax = Math.round(memoCents * taxRate);
  table.set('creditMemo.taxRate', {text: `${taxRate * 100}%`, kind: 'percent', value: taxRate * 100});
  addMoney(table, 'creditMemo.tax', memoTax);
  addMoney(table, 'creditMemo.totalCredited', memoCents + memoTax);
  addMoney(table, 'jan.totalWithTax', jan.totalCents + janTax);
  addMoney(table, 'jan.totalAfterMemo', jan.totalCents + janTax - memoCents - memoTax);
  // What Acme owes on the January invoice after the credit memo, with no tax provider (issue-credit-memos).
  addMoney(table, 'jan.dueAfterMemo', jan.totalCents - memoCents);
  const imported = illustrations.importedInvoice;
  addQuantity(table, 'importedInvoice.apiRequests', imported.apiRequests);
  addPrice(table, 'importedInvoice.unitPrice', imported.unitPrice);
  addMoney(table, 'importedInvoice.apiRequestsAmount', chargeCents(imported.apiRequests, imported.unitPrice));
  addMoney(table, 'importedInvoice.supportFee', toCents(imported.supportFee));
  addMoney(
    table,
    'importedInvoice.total',
    chargeCents(imported.apiRequests, imported.unitPrice) + toCents(imported.supportFee),
  );
  // Revenue recognition: usage paid by the credit adds no revenue; fees are recognized in their month.
  addMoney(table, 'jan.recognized', jan.commitDrawnCents + jan.feesCents);
  addMoney(table, 'jan.billedWithCommit', toCents(exampleData.contract.prepaidCommit.amount) + jan.totalCents);
  const topUpMonth = monthKeys[year.topUps[0]!.at.getUTCMonth()]!;
  const beforeTopUpMonth = monthKeys[year.topUps[0]!.at.getUTCMonth() - 1]!;
  addMoney(table, 'topUp1.monthStartBalance', year.invoices[beforeTopUpMonth].balanceAfterCents);
  addMoney(table, 'topUp1.monthUsage', year.invoices[topUpMonth].usageCents);
  addMoney(table, 'topUp1.monthEndBalance', year.invoices[topUpMonth].balanceAfterCents);
  const usageBeforeTopUp =
    year.invoices[beforeTopUpMonth].balanceAfterCents -
    toCents(exampleData.contract.prepaidBalanceThreshold.thresholdAmount);
  addMoney(table, 'topUp1.usageBefore', usageBeforeTopUp);
  addMoney(table, 'topUp1.usageAfter', year.invoices[topUpMonth].usageCents - usageBeforeTopUp);
  addMoney(table, 'topUp1.monthSubtotal', year.invoices[topUpMonth].subtotalCents);
  addMoney(table, 'topUp1.monthPremiumSupport', year.invoices[topUpMonth].premiumSupport.amountCents);
  addMoney(table, 'topUp1.monthSeats', year.invoices[topUpMonth].seats.amountCents);
  addQuantity(table, 'topUp1.monthSeatCount', year.invoices[topUpMonth].seats.quantity);
  const commitCents = toCents(exampleData.contract.prepaidCommit.amount);
  const monthlyDraw = toCents(illustrations.breakageMonthlyDraw);
  addMoney(table, 'breakage.monthlyDraw', monthlyDraw);
  addMoney(table, 'breakage.yearDraw', monthlyDraw * 12);
  addMoney(table, 'breakage.unused', commitCents - monthlyDraw * 12);
  addMoney(table, 'breakage.monthlyRecognized', Math.round((monthlyDraw * commitCents) / (monthlyDraw * 12)));
  table.set('breakage.unusedShare', {
    text: `${Math.round(((commitCents - monthlyDraw * 12) / commitCents) * 100)}%`,
    kind: 'percent',
    value: ((commitCents - monthlyDraw * 12) / commitCents) * 100,
  });
  const {duplicates, unmatched} = illustrations.reconciliation;
  addQuantity(table, 'reconcile.loggedRequests', jan.apiRequests.quantity + duplicates + unmatched);
  addQuantity(table, 'reconcile.duplicates', duplicates);
  addQuantity(table, 'reconcile.unmatched', unmatched);
  addMoney(
    table,
    'reconcile.unmatchedValue',
    chargeCents(unmatched, exampleData.rateCard.rates.apiRequests.tiers[1].unitPrice),
  );
  // Other pages.
  // create-trial: list value of the trial's usage against its cap.
  const {trial} = illustrations;
  const [firstTier] = exampleData.rateCard.rates.apiRequests.tiers;
  const trialRequests = chargeCents(trial.apiRequests, firstTier.unitPrice);
  const trialCompute = chargeCents(trial.computeHours, exampleData.rateCard.rates.computeHours.unitPrice);
  const heavierRequests = chargeCents(trial.heavierApiRequests, firstTier.unitPrice);
  addQuantity(table, 'trial.apiRequests', trial.apiRequests);
  addQuantity(table, 'trial.computeHours', trial.computeHours);
  addMoney(table, 'trial.apiRequestsAmount', trialRequests);
  addMoney(table, 'trial.computeAmount', trialCompute);
  addMoney(table, 'trial.listValue', trialRequests + trialCompute);
  addMoney(table, 'trial.spendingCap', toCents(trial.spendingCap));
  addQuantity(table, 'trial.heavierApiRequests', trial.heavierApiRequests);
  addMoney(table, 'trial.heavierApiRequestsAmount', heavierRequests);
  addMoney(table, 'trial.heavierListValue', heavierRequests + trialCompute);
  addMoney(table, 'trial.heavierCharged', Math.max(0, heavierRequests + trialCompute - toCents(trial.spendingCap)));
  const cpuSecondsPerHour = exampleData.products.computeHours.quantityConversion.factor;
  addQuantity(table, 'jan.computeHours.cpuSeconds', year.invoices.jan.computeHours.quantity * cpuSecondsPerHour);
  // An early cancellation (lifecycle transitions): the platform fee of the last month, prorated by day.
  const earlyEnd = new Date(exampleData.contract.earlyEndsAt);
  const lastMonthStart = Date.UTC(earlyEnd.getUTCFullYear(), earlyEnd.getUTCMonth(), 1);
  const lastMonthDays = new Date(Date.UTC(earlyEnd.getUTCFullYear(), earlyEnd.getUTCMonth() + 1, 0)).getUTCDate();
  const daysServed = (earlyEnd.getTime() - lastMonthStart) / 86_400_000;
  addQuantity(table, 'cancellation.daysServed', daysServed);
  addQuantity(table, 'cancellation.daysInMonth', lastMonthDays);
  addMoney(
    table,
    'cancellation.platformFee',
    Math.round((toCents(exampleData.rateCard.rates.platformFee.flatPrice) * daysServed) / lastMonthDays),
  );
  void table;
  void year;
}

/** Builds the table of every figure from the model. */
export function buildFigureTable(year: AcmeYear = computeAcmeYear()): ReadonlyMap<string, Figure> {
  const table: FigureTable = new Map();
  addTerms(table);
  for (const month of monthKeys) {
    addInvoice(table, month, year.invoices[month]);
  }
  addEvents(table, year);
  addJanuaryDays(table);
  addPayGo(table);
  addChanges(table);
  const storyKeys = new Set(table.keys());
  addPageFigures(table, year);
  Object.entries(siteCounts(year)).forEach(([key, count]) => addQuantity(table, key, count));
  for (const [key, figure] of table) {
    if (!storyKeys.has(key)) {
      table.set(key, {...figure, incidental: true});
    }
  }
  return table;
}

let cached: ReadonlyMap<string, Figure> | undefined;

/** The figure table of this build, computed once. */
export function figureTable(): ReadonlyMap<string, Figure> {
  cached ??= buildFigureTable();
  return cached;
}

/** `{ex.jan.total}` in text, inline code and code blocks. */
export const figureReference = /\{ex\.([A-Za-z0-9_.]+)\}/g;

/** The figure of a key, or an error that names the key and the nearest keys. */
export function figureFor(key: string, table: ReadonlyMap<string, Figure> = figureTable()): Figure {
  const figure = table.get(key);
  if (!figure) {
    const commonPrefix = (candidate: string) => {
      let length = 0;
      while (length < key.length && candidate[length] === key[length]) {
        length += 1;
      }
      return length;
    };
    const near = [...table.keys()]
      .filter((candidate) => !/\.(api|plain|cents|credits|raw|iso|day|month|time)$/.test(candidate))
      .sort((a, b) => commonPrefix(b) - commonPrefix(a))
      .slice(0, 6);
    throw new Error(
      `Unknown example figure "{ex.${key}}".${near.length > 0 ? ` Keys near it: ${near.join(', ')}.` : ''} ` +
        'See CONTRIBUTING.md for how to add one.',
    );
  }
  return figure;
}

/** Replaces every `{ex.KEY}` of a text with its figure. */
export function substituteFigures(text: string, table: ReadonlyMap<string, Figure> = figureTable()): string {
  return text.replace(figureReference, (_, key: string) => figureFor(key, table).text);
}
