/**
 * The domain's other names for things, in one reviewed list: acronyms, a reader's everyday words and
 * the docs' terms. Applied at query time only (see `synonymQueries`), so the index stays as written.
 * Phrases are plain words; stop words in them are ignored (`single sign on` is `single sign`).
 * Add an entry only when every page the expansion finds would be a right answer for the reader's words.
 */

/** Names of one thing: a query with any of them also searches for the others. */
export const equivalentPhrases: readonly (readonly string[])[] = [
  ['rbac', 'role based access control'],
  ['sso', 'single sign on'],
  ['oidc', 'openid connect'],
  ['idp', 'identity provider'],
  ['payg', 'pay as you go'],
  ['top up', 'recharge', 'refill'],
  ['erp', 'enterprise resource planning'],
  ['crm', 'customer relationship management'],
  ['gcp', 'google cloud'],
  ['hmac', 'signature'],
  ['true up', 'minimum commitment'],
  ['proration', 'prorate'],
];

/**
 * A reader's word and what the docs call it, one way only: the docs' term does not also search for the
 * reader's word (`aws` must not find every "Amazon" data-export title; `tax` must not find "refund").
 */
export const readerPhrases: Readonly<Record<string, readonly string[]>> = {
  vat: ['tax'],
  gst: ['tax'],
  hst: ['tax'],
  refund: ['credit memo'],
  'money back': ['refund', 'credit memo'],
  reimburse: ['refund', 'credit memo'],
  amazon: ['aws'],
  'price list': ['rate card'],
  'pricing plan': ['rate card'],
  'api key': ['api token'],
  whitelist: ['allowlist'],
  callback: ['webhook'],
  churn: ['cancel'],
  license: ['seat'],
  licence: ['seat'],
  'asc 606': ['revenue recognition'],
  'ifrs 15': ['revenue recognition'],
  overage: ['usage above'],
  'usage based': ['usage'],
  dunning: ['payment fails'],
  // How current a figure is: the limits page answers under "How fresh is ..." headings.
  'real time': ['fresh'],
  instantly: ['fresh'],
  'up to date': ['fresh'],
  stale: ['fresh'],
  lag: ['fresh'],
  freshness: ['fresh'],
  // Test without billing anyone: the sandbox.
  'test mode': ['sandbox'],
  'test environment': ['sandbox'],
  'staging environment': ['sandbox'],
  // Removing things: objects are archived, never deleted.
  retire: ['archive'],
  hide: ['archive'],
  backfill: ['late'],
  coupon: ['discount'],
  promo: ['discount'],
  goodwill: ['grant credit'],
  'roll over': ['expire'],
  negotiated: ['override'],
  'too many requests': ['rate limited'],
  'requests per second': ['rate limits'],
  types: ['kinds'],
  euros: ['currency'],
  euro: ['currency'],
  cent: ['rounding'],
  overcharge: ['credit memo'],
  'credit note': ['credit memo'],
  // Something is broken: pages answer under "Troubleshooting" or "Common problems".
  wrong: ['troubleshooting', 'common problems'],
  'not arriving': ['troubleshooting', 'common problems'],
  'not updating': ['troubleshooting', 'common problems'],
  rejected: ['troubleshooting', 'common problems'],
  remove: ['archive'],
  expiry: ['access ends'],
  burn: ['draw order'],
  'used first': ['draw order'],
  renew: ['transition'],
  upgrade: ['transition'],
  downgrade: ['transition'],
  reissue: ['regenerate'],
  statuses: ['lifecycle'],
  notified: ['customer sees'],
  'read only': ['roles'],
  permission: ['roles'],
  'month end': ['each month'],
  'setup fee': ['fixed'],
  'custom price': ['override'],
  // Questions of speed and delay ("how soon", "how often") ask how fresh a figure is.
  soon: ['fresh'],
  quickly: ['fresh'],
  'how fast': ['fresh'],
  'how often': ['fresh'],
  recalculated: ['fresh'],
  // A reader who tests wants the sandbox; one who asks for a maximum wants the limits.
  test: ['sandbox'],
  maximum: ['limits'],
  'per second': ['rate limits'],
  'one time': ['one off'],
};
