/**
 * DNS-rebinding and cross-site protection of the HTTP transport: a browser page may call the server only
 * from the docs site itself or from loopback, and the Host must be the docs host or loopback. Requests
 * without an Origin (assistants, curl) pass. Pure.
 */

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname);
}

/** Whether a request's `Origin` header may call the server. */
export function originAllowed(origin: string | undefined, siteUrl: string): boolean {
  if (origin === undefined) {
    return true;
  }
  try {
    const url = new URL(origin);
    return url.origin === new URL(siteUrl).origin || (isLoopbackUrl(url) && /^https?:$/.test(url.protocol));
  } catch {
    return false;
  }
}

/** Whether a request's `Host` header names the docs host or loopback (a rebound name does neither). */
export function hostAllowed(host: string | undefined, siteUrl: string): boolean {
  if (host === undefined) {
    return false;
  }
  try {
    const url = new URL(`http://${host}`);
    return url.hostname === new URL(siteUrl).hostname || isLoopbackUrl(url);
  } catch {
    return false;
  }
}
