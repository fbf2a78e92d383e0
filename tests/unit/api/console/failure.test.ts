import {describe, expect, it} from 'vitest';
import {describeFailure, networkOrCorsSummary} from '../../../../src/api-reference/console/failure';

const network = {kind: 'network', target: 'http://127.0.0.1:4319', pageOrigin: 'https://docs.example.com'} as const;

describe('describeFailure', () => {
  it('explains a network error or CORS block and lists what to check', () => {
    const message = describeFailure(network);
    expect(message.title).toBe('No response: network error or CORS block.');
    expect(message.details[0]).toBe(networkOrCorsSummary);
    const text = message.details.join('\n');
    expect(text).toContain('reachable at http://127.0.0.1:4319');
    expect(text).toContain('base URL');
    expect(text).toContain('Access-Control-Allow-Origin allowing https://docs.example.com');
    expect(text).not.toContain('Likely cause');
  });

  it('names the likely cause when the opaque probe told', () => {
    expect(describeFailure({...network, serverAnswered: true}).details[1]).toMatch(
      /^Likely cause: CORS\. The server at http:\/\/127\.0\.0\.1:4319 answered/,
    );
    expect(describeFailure({...network, serverAnswered: false}).details[1]).toMatch(
      /^Likely cause: the server .* could not be reached/,
    );
  });

  it("says a Content-Security-Policy refusal is the site's own rule, and what to do instead", () => {
    const message = describeFailure({kind: 'policy', target: 'http://localhost:8080'});
    expect(message.title).toBe("Blocked by this site's Content-Security-Policy: the request was not sent.");
    const text = message.details.join('\n');
    expect(text).toContain('http://localhost:8080 is not one of them');
    expect(text).toContain('sandbox server');
    expect(text).toContain('run the docs site locally');
  });

  it('says a timeout, a cancellation and a browser refusal apart', () => {
    expect(describeFailure({kind: 'timeout', seconds: 30}).title).toBe(
      'No response within 30 seconds: the request was stopped.',
    );
    expect(describeFailure({kind: 'cancelled'}).title).toBe('Request cancelled.');
    expect(describeFailure({kind: 'browser', reason: 'Invalid header value'})).toEqual({
      title: 'The browser could not send this request.',
      details: ['Invalid header value'],
    });
  });
});
