/**
 * The security headers every response of the site carries, built from data: the inline-script hashes of
 * the build, the origins the pages may call, and the sources an opt-in site operation needs. The nginx
 * configuration and the `_headers` file both take their headers from here.
 */

/** The directives a caller can widen; every other one is fixed below. */
export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

export interface CspInput {
  /** `'sha256-...'` of every inline script the build emits (see inline-scripts.ts). */
  readonly scriptHashes: readonly string[];
  /** Further sources per directive: API origins, opt-in analytics, the feedback endpoint. */
  readonly sources: readonly CspSources[];
}

/** The origin of an absolute http(s) URL, or undefined for a relative or empty one. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The `connect-src` origins of the API: the specifications' host, the console's URL, the specs' servers. */
export function apiConnectSources(urls: readonly string[]): CspSources {
  return {'connect-src': urls.map(originOf).filter((origin): origin is string => origin !== undefined)};
}

/** A directive with its base sources plus the callers'; `'none'` gives way to any source added. */
function merged(directive: CspDirective, base: readonly string[], sources: readonly CspSources[]): string {
  const added = sources.flatMap((source) => source[directive] ?? []);
  const all = base[0] === "'none'" && added.length > 0 ? added : [...base, ...added];
  return [directive, ...new Set(all)].join(' ');
}

export function contentSecurityPolicy({scriptHashes, sources}: CspInput): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline': the build's own inline scripts are allowed by hash, nothing else inline runs.
    merged('script-src', ["'self'", ...scriptHashes], sources),
    // React renders `style` attributes (the progress bar, the zoom, collapsibles): inline styles stay.
    "style-src 'self' 'unsafe-inline'",
    // Small icons are inlined as data: URIs by the CSS bundler.
    merged('img-src', ["'self'", 'data:'], sources),
    "font-src 'self' data:",
    merged('connect-src', ["'self'"], sources),
    merged('frame-src', ["'none'"], sources),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Name and value of each security header, in the order they are written. */
export function securityHeaders(csp: string): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', csp],
    // Two years, the preload list's minimum; browsers ignore it on plain-HTTP loopback.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}
