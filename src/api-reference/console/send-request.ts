/**
 * Sends a console request with `fetch`: a time limit, cancellation by the reader, and, when fetch
 * rejects with its bare `TypeError`, a second opaque request (`mode: 'no-cors'`, `HEAD`) whose
 * outcome tells a server that answered without CORS headers from one that did not answer at all.
 * `fetch` is passed in, so tests drive every path without a network.
 */
import type {ConsoleRequest} from './build-request';
import type {ConsoleFailure} from './failure';

export const requestTimeoutMs = 30_000;
const probeTimeoutMs = 5_000;

export interface ConsoleResponse {
  status: number;
  statusText: string;
  /** The headers the browser lets the page read (CORS hides those the API does not expose). */
  headers: Array<[string, string]>;
  contentType: string | null;
  /** The body decoded as text (with the charset the type names, else UTF-8). */
  text: string;
  bytes: number;
  durationMs: number;
  /** Where the response came from, after redirects. */
  url: string;
}

export type SendOutcome =
  {ok: true; response: ConsoleResponse} | {ok: false; failure: ConsoleFailure; durationMs: number};

export interface SendOptions {
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  /** Aborted when the reader cancels. */
  signal: AbortSignal;
  /** Origin of the docs page, named in the CORS advice. */
  pageOrigin: string;
  timeoutMs?: number;
  now?: () => number;
  /** Tell an unreachable server from a CORS block with an opaque request (default true). */
  probe?: boolean;
  /**
   * Whether the page's Content-Security-Policy refused a connection to this URL (see
   * policy-violations.ts). A refused request never reaches the network, so it is not probed.
   */
  blockedByPolicy?: (url: string) => Promise<boolean>;
}

function decode(buffer: ArrayBuffer, contentType: string | null): string {
  const charset = /;\s*charset="?([\w-]+)"?/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(buffer);
  } catch {
    return new TextDecoder('utf-8').decode(buffer);
  }
}

/** True when something at `url` answered an opaque request; false when that failed too; undefined if unsure. */
async function serverAnswers(url: string, fetchImpl: SendOptions['fetch']): Promise<boolean | undefined> {
  const signal = AbortSignal.timeout(probeTimeoutMs);
  try {
    await fetchImpl(url, {method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal});
    return true;
  } catch {
    return signal.aborted ? undefined : false;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function sendRequest(request: ConsoleRequest, options: SendOptions): Promise<SendOutcome> {
  const now = options.now ?? (() => performance.now());
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const started = now();
  const elapsed = () => now() - started;
  if (options.signal.aborted) {
    return {ok: false, failure: {kind: 'cancelled'}, durationMs: 0};
  }

  let prepared: Request;
  const controller = new AbortController();
  try {
    prepared = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : {body: request.body}),
      signal: controller.signal,
      mode: 'cors',
      // Bearer tokens only: no cookies, which also lets an API answer `Access-Control-Allow-Origin: *`.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    return {ok: false, failure: {kind: 'browser', reason: reasonOf(error)}, durationMs: 0};
  }

  let timedOut = false;
  const cancel = () => controller.abort();
  options.signal.addEventListener('abort', cancel, {once: true});
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await options.fetch(prepared);
    const buffer = await response.arrayBuffer();
    const contentType = response.headers.get('content-type');
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      ok: true,
      response: {
        status: response.status,
        statusText: response.statusText,
        headers,
        contentType,
        text: decode(buffer, contentType),
        bytes: buffer.byteLength,
        durationMs: elapsed(),
        url: response.url || request.url,
      },
    };
  } catch (error) {
    const durationMs = elapsed();
    if (timedOut) {
      return {ok: false, failure: {kind: 'timeout', seconds: Math.round(timeoutMs / 1000)}, durationMs};
    }
    if (options.signal.aborted) {
      return {ok: false, failure: {kind: 'cancelled'}, durationMs};
    }
    if (error instanceof TypeError) {
      const target = new URL(request.url).origin;
      if ((await options.blockedByPolicy?.(request.url)) === true) {
        return {ok: false, failure: {kind: 'policy', target}, durationMs};
      }
      const serverAnswered = options.probe === false ? undefined : await serverAnswers(request.url, options.fetch);
      return {
        ok: false,
        failure: {
          kind: 'network',
          target,
          pageOrigin: options.pageOrigin,
          ...(serverAnswered === undefined ? {} : {serverAnswered}),
        },
        durationMs,
      };
    }
    return {ok: false, failure: {kind: 'browser', reason: reasonOf(error)}, durationMs};
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', cancel);
  }
}
