/**
 * Runs the TypeScript and JavaScript samples of the docs (transpiled to modules) on each day of a
 * calendar (tests/content-checks/date-calendar-run.ts). One process runs them all with an injected clock
 * rather than faketime: a Node process under faketime starts in most of a second, fifty times over.
 * `Date` answers the day, `fetch` records each request and answers like the API (a contract's own dates
 * for GET /v1/contracts/{id}, an id for anything else). Each run imports the module afresh (`?run=`).
 *
 * Input: a JSON file named by argv[2]: {modules: [path, ...], days: [{epochMs, contracts: {id: body}}]}.
 * Output on stdout: one JSON line per module and day: {sample, day, exitCode, stderr, requests, calls}.
 */
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';

const RealDate = Date;
const realFetch = globalThis.fetch;
const realConsole = {log: console.log, error: console.error, warn: console.warn};
const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));

/** A Date whose "now" is `epochMs`; every other use is the real Date. */
function clockAt(epochMs) {
  return class Date extends RealDate {
    constructor(...args) {
      super(...(args.length === 0 ? [epochMs] : args));
    }
    static now() {
      return epochMs;
    }
  };
}

/** A sample that sends more requests than this on one day loops without end (a cursor it never stops on). */
const maxRequests = 1000;

/**
 * Anything a sample reads from an answer: every property is another answer, JSON is an id. A list's
 * `next_page` is null, so every stubbed list is its last page and a sample that follows the cursor ends.
 */
function anything() {
  const value = new Proxy(function () {}, {
    get: (_, key) => {
      if (key === 'then') {
        return undefined; // not a promise: `await` takes it as it is
      }
      if (key === 'next_page') {
        return null;
      }
      if (key === 'toJSON') {
        return () => '5b0e2f44-3c1a-4d7e-9a55-0c2b7f1e9d31';
      }
      return key === Symbol.toPrimitive ? () => '' : value;
    },
  });
  return value;
}

function fetchStub(record, contracts) {
  return async (input, init = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    record.push({method, url, body: typeof init.body === 'string' ? init.body : undefined});
    if (record.length > maxRequests) {
      throw new Error(`the sample sent over ${maxRequests} requests: a loop that never ends?`);
    }
    const path = new URL(url).pathname;
    const contract = Object.entries(contracts).find(([id]) => method === 'GET' && path.endsWith(`/v1/contracts/${id}`));
    const body = contract ? JSON.parse(contract[1]) : anything();
    return {
      ok: true,
      status: 200,
      headers: new Headers(),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  };
}

/** A webhook check signs a body at the faked now (must pass) and 301 s earlier (must fail). */
function checkSignatureFunction(verify, epochMs) {
  const secret = 'whsec_calendar';
  const body = Buffer.from('{"type": "invoice.finalized"}');
  const header = (t) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
  const now = Math.floor(epochMs / 1000);
  const fresh = verify(body, header(now), secret);
  const stale = verify(body, header(now - 301), secret);
  return [
    {call: 'verifySignature(signed now)', ok: fresh === true, detail: String(fresh)},
    {call: 'verifySignature(signed 301 s ago)', ok: stale === false, detail: String(stale)},
  ];
}

let run = 0;
for (const [dayIndex, day] of job.days.entries()) {
  for (const [sampleIndex, modulePath] of job.modules.entries()) {
    const requests = [];
    const errors = [];
    let calls = [];
    let exitCode = 0;
    globalThis.Date = clockAt(day.epochMs);
    globalThis.fetch = fetchStub(requests, day.contracts);
    console.log = () => {};
    console.error = console.warn = (...args) => errors.push(args.join(' '));
    try {
      run += 1;
      const module = await import(`${pathToFileURL(modulePath).href}?run=${run}`);
      if (typeof module.verifySignature === 'function') {
        calls = checkSignatureFunction(module.verifySignature, day.epochMs);
      }
    } catch (error) {
      exitCode = 1;
      errors.push(String(error?.stack ?? error));
    } finally {
      globalThis.Date = RealDate;
      globalThis.fetch = realFetch;
      Object.assign(console, realConsole);
    }
    process.stdout.write(
      `${JSON.stringify({sample: sampleIndex, day: dayIndex, exitCode, stderr: errors.join('\n'), requests, calls})}\n`,
    );
  }
}
