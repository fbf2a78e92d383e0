import {describe, expect, it, vi} from 'vitest';
import type {ConsoleRequest} from '../../../../src/api-reference/console/build-request';
import {sendRequest, type SendOptions} from '../../../../src/api-reference/console/send-request';

const request: ConsoleRequest = {
  method: 'POST',
  url: 'http://127.0.0.1:4010/v1/customers',
  headers: [
    ['Accept', 'application/json'],
    ['Authorization', 'Bearer sk_test_123'],
    ['Content-Type', 'application/json'],
  ],
  body: '{"name": "Acme Logistics"}',
};

function options(fetch: SendOptions['fetch'], extra: Partial<SendOptions> = {}): SendOptions {
  let clock = 0;
  return {
    fetch,
    signal: new AbortController().signal,
    pageOrigin: 'http://127.0.0.1:4301',
    // Each reading of the clock moves it 40 ms on.
    now: () => (clock += 40),
    ...extra,
  };
}

/** Requests in flight, held as a real fetch holds them (undici lets an unreferenced request's signal go). */
const inFlight = new Set<Request>();

/** A fetch that never answers until its request is aborted, like a server that hangs. */
function hangingFetch(input: Request | string): Promise<Response> {
  const sent = input as Request;
  inFlight.add(sent);
  return new Promise((_resolve, reject) => {
    sent.signal.addEventListener('abort', () => {
      inFlight.delete(sent);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

describe('sendRequest', () => {
  it('sends method, headers and body, and reads status, headers, body and duration', async () => {
    const fetch = vi.fn(async (input: Request | string) => {
      const sent = input as Request;
      expect(sent.method).toBe('POST');
      expect(sent.headers.get('authorization')).toBe('Bearer sk_test_123');
      expect(sent.credentials).toBe('omit');
      expect(await sent.text()).toBe('{"name": "Acme Logistics"}');
      return new Response('{"id":"c1"}', {
        status: 201,
        statusText: 'Created',
        headers: {'content-type': 'application/json', 'x-request-id': 'req_1'},
      });
    });
    const outcome = await sendRequest(request, options(fetch));
    expect(outcome).toEqual({
      ok: true,
      response: {
        status: 201,
        statusText: 'Created',
        headers: [
          ['content-type', 'application/json'],
          ['x-request-id', 'req_1'],
        ],
        contentType: 'application/json',
        text: '{"id":"c1"}',
        bytes: 11,
        durationMs: 40,
        url: request.url,
      },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('decodes the body with the charset the type names', async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    const outcome = await sendRequest(
      {...request, method: 'GET', body: undefined},
      options(async () => new Response(latin1, {headers: {'content-type': 'text/plain; charset=iso-8859-1'}})),
    );
    expect(outcome.ok && outcome.response.text).toBe('café');
  });

  it('tells a CORS block (the opaque probe is answered) from an unreachable server (the probe fails too)', async () => {
    const corsBlocked = vi.fn(async (input: Request | string, init?: RequestInit) => {
      if (init?.mode === 'no-cors') {
        expect(input).toBe(request.url);
        expect(init.method).toBe('HEAD');
        return new Response(null, {status: 200});
      }
      throw new TypeError('Failed to fetch');
    });
    expect(await sendRequest(request, options(corsBlocked))).toEqual({
      ok: false,
      failure: {
        kind: 'network',
        target: 'http://127.0.0.1:4010',
        pageOrigin: 'http://127.0.0.1:4301',
        serverAnswered: true,
      },
      durationMs: 40,
    });
    expect(corsBlocked).toHaveBeenCalledTimes(2);

    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await sendRequest(request, options(unreachable));
    expect(outcome.ok === false && outcome.failure).toMatchObject({kind: 'network', serverAnswered: false});

    const noProbe = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const unprobed = await sendRequest(request, options(noProbe, {probe: false}));
    expect(unprobed.ok === false && unprobed.failure).toEqual({
      kind: 'network',
      target: 'http://127.0.0.1:4010',
      pageOrigin: 'http://127.0.0.1:4301',
    });
    expect(noProbe).toHaveBeenCalledTimes(1);
  });

  it("reports a request the page's Content-Security-Policy refused, without probing it", async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const blockedByPolicy = vi.fn(async (url: string) => url === request.url);
    const outcome = await sendRequest(request, options(refused, {blockedByPolicy}));
    expect(outcome.ok === false && outcome.failure).toEqual({kind: 'policy', target: 'http://127.0.0.1:4010'});
    expect(refused).toHaveBeenCalledTimes(1);

    // A policy that refused nothing leaves the network diagnosis as it was.
    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const network = await sendRequest(request, options(unreachable, {blockedByPolicy: async () => false}));
    expect(network.ok === false && network.failure).toMatchObject({kind: 'network', serverAnswered: false});
  });

  it('stops a request that takes longer than the time limit', async () => {
    const outcome = await sendRequest(request, options(hangingFetch, {timeoutMs: 30}));
    expect(outcome.ok === false && outcome.failure).toEqual({kind: 'timeout', seconds: 0});
  });

  it('stops a request the reader cancels, and sends none when cancelled before', async () => {
    const controller = new AbortController();
    const pending = sendRequest(request, options(hangingFetch, {signal: controller.signal}));
    controller.abort();
    const outcome = await pending;
    expect(outcome.ok === false && outcome.failure).toEqual({kind: 'cancelled'});

    const fetch = vi.fn(hangingFetch);
    const early = await sendRequest(request, options(fetch, {signal: AbortSignal.abort()}));
    expect(early.ok === false && early.failure).toEqual({kind: 'cancelled'});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a request the browser refuses to build without calling fetch', async () => {
    const fetch = vi.fn(hangingFetch);
    const outcome = await sendRequest({...request, method: 'GET'}, options(fetch));
    expect(outcome.ok === false && outcome.failure).toMatchObject({kind: 'browser'});
    expect(fetch).not.toHaveBeenCalled();
  });
});
