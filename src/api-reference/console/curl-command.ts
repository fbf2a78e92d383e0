/**
 * The curl command of a request the console sent, for "Copy as curl": the same method, URL (with its
 * query), headers in the order sent (Idempotency-Key and Content-Type included) and body, each
 * argument quoted for a POSIX shell (sh, bash, zsh). The reader's token is never written into it: the
 * Authorization header reads the token from an environment variable when the command runs, as every
 * generated sample does (sample-conventions). The Idempotency-Key is the one the console sent, so the
 * command repeats that request exactly (a retry answers the first answer).
 */
import {shellAuthorizationArgument} from '../view-model/sample-conventions';
import type {ConsoleRequest} from './build-request';

/**
 * One shell word holding exactly `text`: single quotes keep every character as it is (`$`, `` ` ``,
 * `\`, `!`, line breaks), and a single quote inside ends the quoting, adds an escaped `'`, and
 * starts it again.
 */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function methodArguments(method: string): string[] {
  switch (method.toUpperCase()) {
    case 'GET':
      return [];
    // `-X HEAD` would make curl wait for a body that never comes.
    case 'HEAD':
      return ['--head'];
    default:
      return ['-X', method.toUpperCase()];
  }
}

/** Whether the command reads the token from the environment (the request was sent with one). */
export function curlReadsToken(request: ConsoleRequest): boolean {
  return request.headers.some(([name]) => name.toLowerCase() === 'authorization');
}

/** The command, one argument group per line, joined with backslash line continuations. */
export function curlCommand(request: ConsoleRequest): string {
  const lines = [['curl', ...methodArguments(request.method), shellQuote(request.url)].join(' ')];
  for (const [name, value] of request.headers) {
    lines.push(
      `-H ${name.toLowerCase() === 'authorization' ? shellAuthorizationArgument : shellQuote(`${name}: ${value}`)}`,
    );
  }
  if (request.body !== undefined) {
    // --data-raw sends the text as it is: --data would read a body starting with @ as a file name.
    lines.push(`--data-raw ${shellQuote(request.body)}`);
  }
  return lines.join(' \\\n  ');
}
