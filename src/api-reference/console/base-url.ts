/**
 * The base URL a request console sends to: its default (the site's override, else the specification's
 * sandbox server, else its first server) and the checks a typed URL must pass before anything is sent.
 */
import {sampleServer} from '../view-model/sample-conventions';

export type BaseUrlCheck =
  | {ok: true; /** Origin and path, without a trailing slash: operation paths start with `/`. */ url: string}
  | {ok: false; problem: 'empty' | 'invalid' | 'scheme' | 'mixed-content'; message: string};

const example = 'https://api.meterstone.com';

/**
 * Hosts a browser treats as potentially trustworthy over plain HTTP: an HTTPS page may call them
 * without a mixed-content block (a mock or a local server of the reader's own).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}

/** Checks a typed base URL against the protocol of the page (`location.protocol`) that will send to it. */
export function checkBaseUrl(text: string, pageProtocol: string): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') {
    return {ok: false, problem: 'empty', message: `Enter the base URL of the API, such as ${example}.`};
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return {
      ok: false,
      problem: 'invalid',
      message: `The base URL "${trimmed}" is not a valid URL: write it in full, with https:// and the host, such as ${example}.`,
    };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {
      ok: false,
      problem: 'scheme',
      message: `The base URL must start with https:// (or http://), not ${parsed.protocol}//.`,
    };
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.search !== '' || parsed.hash !== '') {
    return {
      ok: false,
      problem: 'invalid',
      message: `The base URL must be a scheme, host and optional path only, without a user name, password, query or fragment, such as ${example}.`,
    };
  }
  if (pageProtocol === 'https:' && parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    return {
      ok: false,
      problem: 'mixed-content',
      message: `This page is served over HTTPS, so the browser blocks requests to the plain-HTTP address ${parsed.origin} (mixed content). Use the API's https:// address.`,
    };
  }
  return {ok: true, url: `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '')};
}

/**
 * A server's URL as the console sends to it: a relative server URL is relative to the page (as
 * OpenAPI says for documents served by the site), and the trailing slash goes.
 */
export function resolveServerUrl(url: string, pageOrigin: string): string {
  try {
    return new URL(url, pageOrigin).href.replace(/\/+$/, '');
  } catch {
    return url;
  }
}

/**
 * The base URL a console starts with: the site's build-time override when set, else the
 * specification's sandbox server (trying a call must not touch real billing data), else its first
 * server, else empty. The sandbox is recognised by its marker, never by its wording or host.
 */
export function defaultBaseUrl(
  servers: readonly {url: string; environment?: string}[],
  override: string | undefined,
  pageOrigin: string,
): string {
  if (override !== undefined && override.trim() !== '') {
    return override.trim();
  }
  const server = sampleServer(servers);
  return server === undefined ? '' : resolveServerUrl(server.url, pageOrigin);
}
