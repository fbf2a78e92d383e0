/**
 * Brand, URLs and hosts of the site: the one place to change when the product is renamed or moved.
 * The config, the navbar, the footer, the route list and the API reference all read from here.
 */

export interface Brand {
  /** Product name as readers see it. */
  readonly name: string;
  /** Lower-case slug used in URL paths such as `/how-meterstone-works/`. */
  readonly slug: string;
  /** Short tagline used in the site metadata. */
  readonly tagline: string;
  readonly links: {
    /** The new documentation site that the legacy-docs banner points to. */
    readonly newDocs: string;
    readonly appLogin: string;
    readonly demoRequest: string;
    readonly careers: string;
    readonly blog: string;
    readonly changelog: string;
    /** The service status page: incidents, maintenance and past uptime. */
    readonly status: string;
  };
  /** Where security researchers report vulnerabilities: the `Contact` of `/.well-known/security.txt` (RFC 9116). */
  readonly securityContact: string;
}

export const brand = {
  name: 'Meterstone',
  slug: 'meterstone',
  tagline: 'Meter usage, price it and invoice your customers.',
  links: {
    newDocs: 'https://docs.meterstone.com/',
    appLogin: 'https://app.meterstone.com/login',
    demoRequest: 'https://meterstone.com/demo',
    careers: 'https://meterstone.com/careers',
    blog: 'https://meterstone.com/blog',
    changelog: 'https://meterstone.com/changelog',
    status: 'https://status.meterstone.com',
  },
  securityContact: 'mailto:security@meterstone.com',
} as const satisfies Brand;

/** Where the site is published and where the API lives; each can be overridden at build time. */
export interface SiteLocation {
  /** Origin of the published site, without a trailing slash. */
  readonly url: string;
  /** Path the site is served under, with leading and trailing slashes. */
  readonly baseUrl: string;
  /**
   * Origin that serves the API specifications (`/v1/docs/openapi`, ...). Empty means the docs site
   * itself, which publishes the bundled copies.
   */
  readonly apiHost: string;
  /**
   * Base URL the request console of the API reference sends to by default. Empty means the first
   * `servers` entry of each specification (production); a sandbox or a mock can be set instead.
   */
  readonly apiConsoleUrl: string;
}

/** Names of the environment variables that override the defaults of {@link SiteLocation}. */
export const siteEnvVars = {
  url: 'METERSTONE_SITE_URL',
  baseUrl: 'METERSTONE_BASE_URL',
  apiHost: 'METERSTONE_API_HOST',
  apiConsoleUrl: 'METERSTONE_API_CONSOLE_URL',
} as const;

const defaultLocation: SiteLocation = {
  url: 'https://legacy-docs.meterstone.com',
  baseUrl: '/',
  apiHost: '',
  apiConsoleUrl: '',
};

function normaliseOrigin(value: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${variable} must use http or https, got "${value}"`);
  }
  // Docusaurus and fetch() both expect an origin with no trailing slash.
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Resolves where the site and the API live from environment variables, falling back to the defaults.
 * Pure: pass `process.env` (or a test object).
 */
export function resolveSiteLocation(env: Readonly<Record<string, string | undefined>>): SiteLocation {
  const url = env[siteEnvVars.url]?.trim();
  const baseUrl = env[siteEnvVars.baseUrl]?.trim();
  const apiHost = env[siteEnvVars.apiHost]?.trim();
  const apiConsoleUrl = env[siteEnvVars.apiConsoleUrl]?.trim();
  return {
    url: url ? normaliseOrigin(url, siteEnvVars.url) : defaultLocation.url,
    baseUrl: baseUrl ? normaliseBaseUrl(baseUrl) : defaultLocation.baseUrl,
    apiHost: apiHost ? normaliseOrigin(apiHost, siteEnvVars.apiHost) : defaultLocation.apiHost,
    apiConsoleUrl: apiConsoleUrl
      ? normaliseOrigin(apiConsoleUrl, siteEnvVars.apiConsoleUrl)
      : defaultLocation.apiConsoleUrl,
  };
}
