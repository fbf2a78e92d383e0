/** Where the not-found page sends a lost reader: the entry points of each reader's main tasks. */
import {brand} from '../../../config/brand';

export interface NotFoundDestination {
  readonly to: string;
  readonly label: string;
  readonly description: string;
}

export const notFoundDestinations: readonly NotFoundDestination[] = [
  {to: '/', label: 'Documentation home', description: `Start here: what ${brand.name} does and where to go next.`},
  {to: '/launch-guides/quickstart/', label: 'Quickstart', description: 'From a first usage event to a first invoice.'},
  {
    to: `/connect-${brand.slug}/`,
    label: 'Connect usage data',
    description: 'Design and send usage events, define billable metrics.',
  },
  {
    to: '/pricing-packaging/',
    label: 'Pricing and packaging',
    description: 'Products, rate cards, credits and commits.',
  },
  {
    to: '/invoice-customers/',
    label: 'Invoice customers',
    description: 'How invoices are built, taxed and sent to payment systems.',
  },
  {
    to: '/developer-resources/',
    label: 'Developer resources',
    description: 'Authentication, webhooks, SDKs, security and data export.',
  },
];
