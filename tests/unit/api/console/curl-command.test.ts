import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import type {ConsoleRequest} from '../../../../src/api-reference/console/build-request';
import {curlCommand, curlReadsToken, shellQuote} from '../../../../src/api-reference/console/curl-command';
import {shellAuthorizationArgument, tokenVariable} from '../../../../src/api-reference/view-model/sample-conventions';

/**
 * The arguments a POSIX shell passes to curl for `command`: `curl` is a shell function that prints
 * them, so the quoting is checked by a real shell rather than by reading the text.
 */
function shellArguments(command: string, token = 'sk_test_from_env'): string[] {
  const output = execFileSync('sh', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], {
    env: {PATH: process.env.PATH, [tokenVariable]: token},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  return output.split('\0').slice(0, -1);
}

describe('shellQuote', () => {
  it('keeps every character as it is, single quotes included', () => {
    for (const text of [
      '',
      'plain',
      "it's",
      "''",
      'a "double" quote',
      '$HOME `id` $(id) \\n !! * ? ~ # ; & | < > ( ) { }',
      'line one\nline two\ttab',
      'émoji 🚀 and ünïcode',
    ]) {
      expect(shellArguments(`curl ${shellQuote(text)}`), text).toEqual([text]);
    }
  });

  it('writes a single quote as end quote, escaped quote, start quote', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('curlCommand', () => {
  it('writes a GET with its query and headers, without -X', () => {
    const request: ConsoleRequest = {
      method: 'GET',
      url: 'https://sandbox.api.meterstone.com/v1/invoices?customer_id=9f1c&status=finalized&limit=2',
      headers: [
        ['Accept', 'application/json'],
        ['Authorization', 'Bearer sk_test_secret'],
      ],
    };
    const command = curlCommand(request);
    expect(command).toBe(
      [
        "curl 'https://sandbox.api.meterstone.com/v1/invoices?customer_id=9f1c&status=finalized&limit=2'",
        "-H 'Accept: application/json'",
        `-H ${shellAuthorizationArgument}`,
      ].join(' \\\n  '),
    );
    expect(shellArguments(command)).toEqual([
      request.url,
      '-H',
      'Accept: application/json',
      '-H',
      'Authorization: Bearer sk_test_from_env',
    ]);
  });

  it('stops with a message naming the variable when the token is not set, instead of sending no token', () => {
    const command = curlCommand({method: 'GET', url: 'https://x.test/a', headers: [['Authorization', 'Bearer t']]});
    expect(() => shellArguments(command, '')).toThrow(new RegExp(`${tokenVariable}: set ${tokenVariable}`));
  });

  it("never writes the reader's token", () => {
    const command = curlCommand({
      method: 'GET',
      url: 'https://api.meterstone.com/v1/customers',
      headers: [['authorization', 'Bearer sk_live_do_not_copy']],
    });
    expect(command).not.toContain('sk_live_do_not_copy');
    expect(command).toContain(shellAuthorizationArgument);
  });

  it("writes a POST with every header and a JSON body holding ' and shell characters, exactly", () => {
    const body = JSON.stringify({name: "Acme's Logistics", memo: 'costs $5 `now`\nthanks!'}, null, 2);
    const request: ConsoleRequest = {
      method: 'POST',
      url: 'http://127.0.0.1:4010/v1/customers',
      headers: [
        ['Accept', 'application/json'],
        ['Idempotency-Key', '3f2c1b7e-5d4a-4c3b-9a8f-7e6d5c4b3a21'],
        ['Authorization', 'Bearer sk_test_secret'],
        ['Content-Type', 'application/json'],
      ],
      body,
    };
    const command = curlCommand(request);
    expect(command.split(' \\\n  ')[0]).toBe("curl -X POST 'http://127.0.0.1:4010/v1/customers'");
    expect(shellArguments(command, 'tok')).toEqual([
      '-X',
      'POST',
      request.url,
      '-H',
      'Accept: application/json',
      '-H',
      'Idempotency-Key: 3f2c1b7e-5d4a-4c3b-9a8f-7e6d5c4b3a21',
      '-H',
      'Authorization: Bearer tok',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      body,
    ]);
  });

  it('sends a body starting with @ as text, and a HEAD with --head', () => {
    expect(
      shellArguments(curlCommand({method: 'PUT', url: 'https://x.test/a', headers: [], body: '@/etc/passwd'})),
    ).toEqual(['-X', 'PUT', 'https://x.test/a', '--data-raw', '@/etc/passwd']);
    expect(curlCommand({method: 'HEAD', url: 'https://x.test/a', headers: []})).toBe("curl --head 'https://x.test/a'");
    expect(curlCommand({method: 'DELETE', url: 'https://x.test/a', headers: []})).toBe(
      "curl -X DELETE 'https://x.test/a'",
    );
  });
});

describe('curlReadsToken', () => {
  it('is true only when the request carried an Authorization header', () => {
    expect(curlReadsToken({method: 'GET', url: 'https://x.test', headers: [['Authorization', 'Bearer a']]})).toBe(true);
    expect(curlReadsToken({method: 'GET', url: 'https://x.test', headers: [['Accept', 'application/json']]})).toBe(
      false,
    );
  });
});
