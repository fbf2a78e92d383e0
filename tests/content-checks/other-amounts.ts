/**
 * Money amounts (and quantities) that pages show and that are not figures of the shared example:
 * illustrations of a rule with other numbers, API limits, rounding. Each is listed per page (path under `docs/`) with the reason
 * it is not taken from the model, so that a stale or invented figure of the example cannot hide among
 * them: `tests/content-checks/example-figures.ts` fails on any other amount a page types.
 */
export const otherAmounts: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Launch guides.
  // Pricing, packaging, credits and commits.
  'pricing-packaging/create-manage-rate-cards.mdx': {
    '$1,600': 'a month of 800,000 requests, to show a quantity that stays in the first tier',
    '800,000': 'the same illustrative month of requests',
    '$1,900.00': 'the free-allowance override example: 950,000 second-tier requests at $0.002, not the story',
    '$2,275.00': 'the same free-allowance example: its total for a month of Acme-sized volume',
    $100: 'the same free-allowance example: 50,000 free requests priced at the first tier',
  },
  'pricing-packaging/apply-credits-commits/index.mdx': {
    $250: 'the goodwill credit of the createPrepaidGrant example, outside the story (exampleData.outsideStory.apiGrant)',
  },
  'pricing-packaging/apply-credits-commits/alerts.mdx': {
    '$2,400': 'how to turn a share of a balance into an alert amount (20% of the commit), not an alert of the example',
  },
  // Invoicing and reports.
  'invoice-customers/solutions/marketplaces/invoice-aws.mdx': {
    '$3.40': 'one sample hour of metering records (1,700 requests), to show how dimensions are priced',
    '$0.24': 'the same sample hour: 2 compute hours',
    '$3.64': 'the sample hour in all',
  },
  // Other pages.
  'manage-product-access/create-manage-alerts.mdx': {
    '$1,500': 'the paused alert of the pause example, outside the story (exampleData.outsideStory.pausedAlert)',
  },
  'enhance-customer-experience/customer-controls.mdx': {
    $500: 'the lowest threshold Acme may choose, a limit of the control, not a figure of the story',
    '$5,000': 'the highest threshold Acme may choose',
    '$1,000': 'the smallest top-up amount Acme may choose',
    '$10,000': 'the largest top-up amount Acme may choose',
    '"500.00"': 'the lowest threshold, as the request and response of the controls write it',
    '"5000.00"': 'the highest threshold, as the request and response write it',
    '"1000.00"': 'the smallest top-up amount, as the request and response write it',
  },
  'enhance-customer-experience/customer-dashboards.mdx': {
    '$2,000': 'a spend alert Acme sets for itself, not one of the example alerts',
  },
  'connect-meterstone/create-billable-metrics/billable-metrics-basic-filters.mdx': {
    '$0.48':
      'the worked example prices four test events sent to a sandbox customer (4 compute hours), not a month of the story',
    '$0.42': 'the us-east-1 line of the four test events',
    '$0.06': 'the eu-west-1 line of the four test events',
  },
  'connect-meterstone/create-billable-metrics/billable-metrics-sql-editor.mdx': {
    '$0.48':
      'the worked example prices four test events sent to a sandbox customer (4 compute hours), not a month of the story',
    '$0.42': 'the us-east-1 line of the four test events',
    '$0.06': 'the eu-west-1 line of the four test events',
  },
};
