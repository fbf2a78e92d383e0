/**
 * The pricing of each launch guide, built from the one example data module so that the calculator
 * starts on the sample month (January 2026) every page quotes.
 */
import {exampleData} from '../../data/example-data';
import type {Balance, FlatFee, PricingPlan, SeatProduct, UsageProduct} from './pricing';

const {products, rateCard, usage, contract} = exampleData;

const apiRequests: UsageProduct = {
  id: products.apiRequests.id,
  name: products.apiRequests.name,
  unit: 'requests',
  tiers: rateCard.rates.apiRequests.tiers.map((tier) => ({upTo: tier.upTo, unitPrice: tier.unitPrice})),
  defaultQuantity: usage.apiRequests,
};

const computeHours: UsageProduct = {
  id: products.computeHours.id,
  name: products.computeHours.name,
  unit: 'hours',
  tiers: [{upTo: null, unitPrice: rateCard.rates.computeHours.unitPrice}],
  defaultQuantity: usage.computeHours,
};

const platformFee: FlatFee = {
  id: products.platformFee.id,
  name: products.platformFee.name,
  amount: rateCard.rates.platformFee.flatPrice,
};

const seats: SeatProduct = {
  id: products.seats.id,
  name: products.seats.name,
  unitPrice: rateCard.rates.seats.unitPrice,
  defaultQuantity: usage.seats,
};

const onboardingCredit: Balance = {
  id: contract.credit.id,
  name: contract.credit.name,
  kind: 'credit',
  amount: contract.credit.amount,
};

const prepaidCommit: Balance = {
  id: contract.prepaidCommit.id,
  name: contract.prepaidCommit.name,
  kind: 'commit',
  amount: contract.prepaidCommit.amount,
};

/** One plan per launch guide, by the guide's slug. */
export const pricingPresets = {
  /** API requests only: the smallest setup that produces an invoice. */
  quickstart: {usage: [apiRequests], flatFees: [], balances: []},
  /** Usage only, billed in arrears. */
  'pay-go': {usage: [apiRequests, computeHours], flatFees: [], balances: []},
  /** Usage drawn from a $1,000 credit, then a $12,000 prepaid commit. */
  'prepaid-credits': {usage: [apiRequests, computeHours], flatFees: [], balances: [onboardingCredit, prepaidCommit]},
  /** The full Acme Logistics 2026 contract: usage from the balances, platform fee and seats due. */
  'enterprise-commit': {
    usage: [apiRequests, computeHours],
    flatFees: [platformFee],
    seats,
    balances: [onboardingCredit, prepaidCommit],
  },
  /** A platform fee and seats plus usage, with no balances. */
  'hybrid-business': {usage: [apiRequests, computeHours], flatFees: [platformFee], seats, balances: []},
} as const satisfies Record<string, PricingPlan>;

export type PricingPresetName = keyof typeof pricingPresets;
