/**
 * What a request console says when a request got no response. `fetch` rejects with the same bare
 * `TypeError` whether the server is down, the address is wrong or the browser blocked the answer
 * (CORS), so the message lists what the reader can check, and a second, opaque request (see
 * send-request) tells whether the server answered at all.
 */

export type ConsoleFailure =
  | {
      kind: 'network';
      /** Origin the request went to. */
      target: string;
      /** Origin of the docs page, which the API must allow. */
      pageOrigin: string;
      /** An opaque request to the same URL got an answer (true), failed too (false), or was not tried. */
      serverAnswered?: boolean;
    }
  /**
   * The page's own Content-Security-Policy refused the connection before it left the browser: only the
   * API hosts the site was built for (and the site itself) may be called from its pages.
   */
  | {kind: 'policy'; target: string}
  | {kind: 'timeout'; seconds: number}
  | {kind: 'cancelled'}
  /** The browser refused to build or read the request or response, for a reason other than the network. */
  | {kind: 'browser'; reason: string};

export interface FailureMessage {
  /** One line, also announced to screen readers. */
  title: string;
  details: string[];
}

/** The sentence both the unreachable and the CORS case start with: browsers report them the same way. */
export const networkOrCorsSummary =
  'The browser could not complete the request: either the server could not be reached, or it did not allow this site to read its answer (CORS).';

export function describeFailure(failure: ConsoleFailure): FailureMessage {
  switch (failure.kind) {
    case 'network': {
      const checks = [
        `Check that the server is running and reachable at ${failure.target}.`,
        'Check the base URL: scheme (https:// or http://), host and port.',
        `Check that the API answers with Access-Control-Allow-Origin allowing ${failure.pageOrigin} (or *), and allows the Authorization and Content-Type headers in its answer to the preflight (OPTIONS) request.`,
      ];
      const likely =
        failure.serverAnswered === true
          ? `Likely cause: CORS. The server at ${failure.target} answered, but not with headers that let this site read the response.`
          : failure.serverAnswered === false
            ? `Likely cause: the server at ${failure.target} could not be reached (nothing answered there).`
            : undefined;
      return {
        title: 'No response: network error or CORS block.',
        details: [networkOrCorsSummary, ...(likely === undefined ? [] : [likely]), ...checks],
      };
    }
    case 'policy':
      return {
        title: "Blocked by this site's Content-Security-Policy: the request was not sent.",
        details: [
          `This docs site lets its pages call only its own API hosts, and ${failure.target} is not one of them, so the browser stopped the request before it left.`,
          'Choose the sandbox server (or production) in Server to send from here.',
          'To call another host, such as a local server, run the docs site locally (npm start), which sends no Content-Security-Policy, or copy the request as curl.',
        ],
      };
    case 'timeout':
      return {
        title: `No response within ${failure.seconds} seconds: the request was stopped.`,
        details: [
          'The server may be slow or unreachable behind a firewall that drops packets. Try again, or check the base URL.',
        ],
      };
    case 'cancelled':
      return {title: 'Request cancelled.', details: ['You cancelled it before a response arrived.']};
    case 'browser':
      return {title: 'The browser could not send this request.', details: [failure.reason]};
  }
}
