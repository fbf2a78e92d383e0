/**
 * Samples that compute a date, run on a calendar of "today"s (issue #28): which samples they are, the
 * calendar, the contract each sample writes to on each day, and the rules of the specifications and the
 * story that the dates a sample sends must keep. Running the samples under a faked clock is
 * `date-calendar-run.ts`; this module only finds and judges, so its rules are unit-testable on data.
 */
import {exampleData} from '../../src/data/example-data';
import {extractCodeBlocks} from '../../src/api-reference/guides/code-blocks';
import {substituteFigures} from '../../src/example/figures';
import type {OperationIndex} from '../../src/api-reference/guides/operation-index';

export type SampleRuntime = 'shell' | 'python' | 'node';

/** A code block of a page that computes a date or time when it runs. */
export interface DateSample {
  readonly file: string;
  /** 1-based line of the block's opening fence. */
  readonly line: number;
  readonly runtime: SampleRuntime;
  /** The code as the reader sees it: the example's figures (`{ex.KEY}`) filled in. */
  readonly code: string;
}

const runtimeOfLang: Readonly<Record<string, SampleRuntime>> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  python: 'python',
  py: 'python',
  ts: 'node',
  typescript: 'node',
  js: 'node',
  javascript: 'node',
};

/** What reads the clock in each language; a block that matches is a date sample. */
const readsClock: Readonly<Record<SampleRuntime, RegExp>> = {
  // `date` as a command, not a word of a comment or a string: `$(date ...)`, `date -u ...` starting a line
  // or following `;`, `|`, `&&` or a backtick, with an option, a format or nothing after it.
  shell: /(^|\$\(|[;|&`]\s*)date(\s+[-+]|\s*\)|\s*$)/m,
  python: /\bdatetime\b|\btimedelta\b|\btime\.time\(|\bdate\.today\(/,
  node: /\bnew Date\(|\bDate\.now\(|\bDate\.UTC\(/,
};

/** Every block of a page that computes a date or time, found by scanning (never listed by hand). */
export function findDateSamples(file: string, source: string): DateSample[] {
  return extractCodeBlocks(substituteFigures(source)).flatMap((block) => {
    const runtime = runtimeOfLang[block.lang];
    // Comment lines say things like "update the date"; only code reads the clock.
    const code = block.code.replace(/^\s*(#|\/\/).*$/gm, '');
    return runtime && readsClock[runtime].test(code) ? [{file, line: block.line, runtime, code: block.code}] : [];
  });
}

/** One "today" of the calendar. */
export interface CalendarDay {
  /** Why the day is in the calendar: "first day of 2027-02", "story: contract start". */
  readonly why: string;
  readonly at: Date;
}

const day = (iso: string, time: string) => new Date(`${iso}T${time}Z`);

/**
 * The first day (at 00:00:00 UTC) and last day (at 23:59:59 UTC, the last second before the month
 * turns) of every month from 2026-11 to 2028-10, which includes 2026-12-31, 2027-12-31 and 2028-02-29,
 * and the story's boundaries: the contract's start, the first and last day of its last month, its end.
 */
export function calendarDays(): CalendarDay[] {
  const days = new Map<number, CalendarDay>();
  const add = (why: string, at: Date) => {
    if (!days.has(at.getTime())) {
      days.set(at.getTime(), {why, at});
    }
  };
  for (const [iso, why] of [
    ['2026-01-01', 'story: contract start'],
    ['2026-12-01', "story: first day of the contract's last month"],
    ['2027-01-01', 'story: contract end'],
  ] as const) {
    add(why, day(iso, '00:00:00'));
  }
  add("story: last day of the contract's last month", day('2026-12-31', '23:59:59'));
  for (let month = 0; month < 24; month += 1) {
    const first = new Date(Date.UTC(2026, 10 + month, 1));
    const last = new Date(Date.UTC(2026, 11 + month, 0, 23, 59, 59));
    const label = first.toISOString().slice(0, 7);
    add(`first day of ${label}`, first);
    add(`last day of ${label}`, last);
  }
  return [...days.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A contract's term: from `startsAt` (inclusive) to `endsAt` (exclusive), or no end; billed monthly. */
export interface ContractTerm {
  readonly id: string;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
}

/**
 * The contract a reader names in `${CONTRACT_ID:?…}` (a sample that must not write to a story contract,
 * such as a second premium support fee): one of their own, a calendar year like the story's.
 */
export const readerContractId = '5d0f0a52-3c1e-4f7a-9b8e-2a6c4e1f7b93';

/** The contracts the samples write to, with their terms in the story. */
const storyContracts: readonly ContractTerm[] = [
  ...[exampleData.contract.id, readerContractId].map((id) => ({
    id,
    startsAt: new Date(exampleData.contract.startsAt),
    endsAt: new Date(exampleData.contract.endsAt),
  })),
  // The pay-go launch guide's variant contract (story S2): from January 1, 2026, no end date.
  {id: exampleData.payGoContract.id, startsAt: new Date(exampleData.payGoContract.startsAt), endsAt: null},
  // The prepaid credits and hybrid guides' variants, each on a customer of its own, for Acme's dates.
  ...[exampleData.outsideStory.prepaidVariantContract, exampleData.outsideStory.hybridVariantContract].map(
    (variant) => ({id: variant.id, startsAt: new Date(variant.startsAt), endsAt: new Date(variant.endsAt)}),
  ),
  // The migration page's amendment, on another customer's 2026 contract.
  {
    id: exampleData.outsideStory.amendmentExample.contractId,
    startsAt: new Date(exampleData.outsideStory.amendmentExample.contractStartsAt),
    endsAt: new Date(exampleData.outsideStory.amendmentExample.contractEndsAt),
  },
  // Another customer's contract, where samples of actions the story never takes write (with a guard on
  // its end): answered with its term, so those guards and the dates they clamp are run too.
  {
    id: exampleData.outsideStory.contractWithoutThresholdsId,
    startsAt: new Date(exampleData.outsideStory.contractWithoutThresholdsTerm.startsAt),
    endsAt: new Date(exampleData.outsideStory.contractWithoutThresholdsTerm.endsAt),
  },
];

/** Subscriptions the samples change, by the contract they belong to. */
const subscriptionContracts: Readonly<Record<string, string>> = {
  [exampleData.seats.subscriptionId]: exampleData.contract.id,
  [exampleData.outsideStory.hybridVariantContract.subscriptionId]: exampleData.outsideStory.hybridVariantContract.id,
};

const shiftYears = (at: Date, years: number) =>
  new Date(Date.UTC(at.getUTCFullYear() + years, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours()));

/**
 * The term of the contract a sample writes to, on `today`. Inside the story's term it is the story's
 * contract. On a later day the sample's contract id stands for the reader's own contract, which is
 * running when they paste the sample: a contract of the same shape (the story's term moved by whole
 * years) that contains `today`. So a sample is checked against a contract that ends at a year's turn on
 * whatever day it runs, and a date it computes past that end is a bug, not an artefact of 2026.
 */
export function contractOn(id: string, today: Date): ContractTerm | undefined {
  const term = storyContracts.find((contract) => contract.id === id);
  if (!term?.endsAt || today < term.endsAt) {
    return term;
  }
  let years = 1;
  while (shiftYears(term.endsAt, years) <= today) {
    years += 1;
  }
  return {...term, startsAt: shiftYears(term.startsAt, years), endsAt: shiftYears(term.endsAt, years)};
}

/** The contract a request path names: `/contracts/{id}/...` or a subscription of it. */
export function contractIdOfPath(path: string): string | undefined {
  const contract = /\/contracts\/([^/?]+)/.exec(path)?.[1];
  if (contract) {
    return contract;
  }
  const subscription = /\/subscriptions\/([^/?]+)/.exec(path)?.[1];
  return subscription ? subscriptionContracts[subscription] : undefined;
}

/** A moment as the API writes it: `2027-01-01T00:00:00Z`, without milliseconds. */
const apiDateTime = (at: Date) => at.toISOString().replace('.000Z', 'Z');

/** What the contract-reading stubs answer on `today`: `GET /v1/contracts/{id}` as the API would. */
export function contractResponses(today: Date): {id: string; body: string}[] {
  return storyContracts.map(({id}) => {
    const term = contractOn(id, today)!;
    return {
      id,
      body: JSON.stringify({
        id,
        starts_at: apiDateTime(term.startsAt),
        ends_at: term.endsAt ? apiDateTime(term.endsAt) : null,
      }),
    };
  });
}

/** An API request a sample sent (to the stubbed curl, requests or fetch). */
export interface CapturedRequest {
  readonly method: string;
  readonly url: string;
  /** The body as sent, when there is one. */
  readonly body?: string;
}

/** A check a runner made by calling a function the sample defines (a webhook signature check). */
export interface CallCheck {
  readonly call: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** One sample run on one day. */
export interface SampleRun {
  readonly sample: DateSample;
  readonly today: CalendarDay;
  readonly exitCode: number;
  readonly stderr: string;
  readonly requests: readonly CapturedRequest[];
  readonly calls: readonly CallCheck[];
}

/** A date a sample computed that breaks a rule, with everything a writer needs to find and fix it. */
export interface DateProblem {
  readonly file: string;
  readonly line: number;
  readonly today: string;
  readonly request: string;
  readonly field: string;
  readonly value: string;
  readonly rule: string;
}

export const formatProblem = (p: DateProblem) =>
  `${p.file}:${p.line} today ${p.today}: ${p.request} ${p.field} = ${p.value}: ${p.rule}`;

/** A date-time value found in a request: `events[].timestamp`, `access_schedule.ends_at`, `?effective_at`. */
interface DateValue {
  readonly field: string;
  readonly value: string;
}

const dateTimeShape = /^\d{4}-\d{2}-\d{2}T/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function dateValuesOf(value: unknown, field: string): DateValue[] {
  if (typeof value === 'string') {
    return dateTimeShape.test(value) ? [{field, value}] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item) => dateValuesOf(item, `${field}[]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => dateValuesOf(item, field ? `${field}.${key}` : key));
  }
  return [];
}

/** Facts a rule judges a value with. */
interface RuleContext {
  readonly now: Date;
  readonly contract?: ContractTerm;
  /** Another date of the same object: `sibling('starts_at')` beside `ends_at`. */
  readonly sibling: (name: string) => Date | undefined;
}

interface DateRule {
  /** `METHOD template` of the operations it applies to. */
  readonly operations: readonly string[];
  /** The field, as `dateValuesOf` names it. */
  readonly field: RegExp;
  /** The rule in words, quoted in the failure. */
  readonly rule: string;
  readonly holds: (at: Date, context: RuleContext) => boolean;
}

const day34 = 34 * 24 * 3600 * 1000;
const isMidnight = (at: Date) => at.getTime() % (24 * 3600 * 1000) === 0;
/** Monthly periods close (their invoice is finalized) at 00:00 UTC on the first of the next month. */
const openPeriodStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const inTerm = (at: Date, contract?: ContractTerm) =>
  !contract || (at >= contract.startsAt && (contract.endsAt === null || at < contract.endsAt));
const notPastEnd = (at: Date, contract?: ContractTerm) => !contract?.endsAt || at <= contract.endsAt;

const edits = ['POST /v2/contracts/{contract_id}/edits', 'POST /v2/contracts/{contract_id}/edit-previews'];
const amendment = 'POST /v1/contracts/{contract_id}/amendments';
const override = 'POST /v1/contracts/{contract_id}/overrides';
const balances = ['POST /v1/contracts/{contract_id}/commits', 'POST /v1/contracts/{contract_id}/credits', amendment];
const seats = [
  'POST /v1/subscriptions/{subscription_id}/seat-changes',
  'GET /v1/subscriptions/{subscription_id}/proration-preview',
];

export const dateRules: readonly DateRule[] = [
  {
    operations: ['POST /v1/usage/events'],
    field: /^events\[\]\.timestamp$/,
    rule: 'an event may be up to 34 days old and not in the future (ingestUsageEvents)',
    holds: (at, {now}) => at.getTime() <= now.getTime() && now.getTime() - at.getTime() <= day34,
  },
  {
    operations: edits,
    field: /^effective_at$/,
    rule: 'not before the contract starts, and before it ends (ContractEditRequest.effective_at)',
    holds: (at, {contract}) => inTerm(at, contract),
  },
  {
    operations: [...edits, amendment, 'POST /v1/contracts'],
    field: /^(effective_at|starts_at)$/,
    rule: 'at midnight UTC',
    holds: (at) => isMidnight(at),
  },
  {
    operations: [amendment, override],
    field: /^(starts_at|overrides\[\]\.starts_at)$/,
    rule: "inside the contract's term and not in a period whose invoice is finalized (periods close on the 1st)",
    holds: (at, {now, contract}) => inTerm(at, contract) && at >= openPeriodStart(now),
  },
  {
    operations: balances,
    field: /(^|\.)access_schedule\.starts_at$/,
    rule: "access starts inside the contract's term",
    holds: (at, {contract}) => inTerm(at, contract),
  },
  {
    operations: balances,
    field: /(^|\.)access_schedule\.ends_at$/,
    rule: 'access ends after it starts and not after the contract ends',
    holds: (at, {contract, sibling}) => notPastEnd(at, contract) && at > (sibling('starts_at') ?? new Date(0)),
  },
  {
    operations: balances,
    field: /(^|\.)invoice_schedule\[\]\.invoice_date$/,
    rule: "invoiced inside the contract's term",
    holds: (at, {contract}) => inTerm(at, contract),
  },
  {
    operations: ['POST /v1/contracts/{contract_id}/prepaid-grants'],
    field: /^access_ends_at$/,
    rule: 'access ends after now (when it starts) and at the latest when the contract ends (createPrepaidGrant)',
    holds: (at, {now, contract}) => at > now && notPastEnd(at, contract),
  },
  {
    operations: ['POST /v1/contracts/{contract_id}/end'],
    field: /^ends_at$/,
    rule: 'after the end of the last finalized period and not later than the current ends_at (endContract)',
    holds: (at, {now, contract}) => at >= openPeriodStart(now) && notPastEnd(at, contract),
  },
  {
    operations: ['PUT /v1/contracts/{contract_id}/spend-threshold'],
    field: /^starts_at$/,
    rule: "inside the contract's term",
    holds: (at, {contract}) => inTerm(at, contract),
  },
  {
    operations: ['POST /v1/contracts'],
    field: /^(ends_at|trial\.ends_at)$/,
    rule: 'after the contract starts, and a trial ends by the contract end',
    holds: (at, {sibling}) => at > (sibling('starts_at') ?? new Date(0)),
  },
  {
    operations: seats,
    field: /^effective_at$/,
    rule: 'not before the subscription starts or after it ends (setSeatQuantity)',
    holds: (at, {contract}) => inTerm(at, contract),
  },
  {
    operations: ['POST /v1/invoices/{invoice_id}/payment-status'],
    field: /^paid_at$/,
    rule: 'a payment that arrived, not one in the future',
    holds: (at, {now}) => at <= now,
  },
];

function parseBody(text: string | undefined): unknown {
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The value of `name` beside `field` in the body: `access_schedule.starts_at` for `access_schedule.ends_at`. */
function siblingIn(values: readonly DateValue[], field: string) {
  return (name: string) => {
    const prefix = field.includes('.') ? field.slice(0, field.lastIndexOf('.') + 1) : '';
    const found = values.find((value) => value.field === `${prefix}${name}`);
    return found ? new Date(found.value) : undefined;
  };
}

/**
 * The problems of one run: a run that failed, a request no specification has, a date that is not
 * RFC 3339, and each rule a date breaks. `checked` counts the dates and calls judged, so the caller
 * can require that every sample had something checked.
 */
export function checkRun(run: SampleRun, index: OperationIndex): {problems: DateProblem[]; checked: number} {
  const today = run.today.at.toISOString();
  const base = {file: run.sample.file, line: run.sample.line, today};
  const problems: DateProblem[] = [];
  if (run.exitCode !== 0) {
    problems.push({
      ...base,
      request: '(the run)',
      field: 'exit code',
      value: String(run.exitCode),
      rule: `the sample must run through: ${run.stderr.trim().slice(0, 300)}`,
    });
  }
  let checked = run.calls.length;
  for (const call of run.calls.filter((c) => !c.ok)) {
    problems.push({
      ...base,
      request: call.call,
      field: 'result',
      value: call.detail,
      rule: 'the function must use the current time',
    });
  }
  for (const request of run.requests) {
    const url = new URL(request.url.replace(/^(?!https?:)/, 'https://api.meterstone.com'));
    const operation = index.find(request.method, url.pathname);
    if (!operation) {
      problems.push({
        ...base,
        request: `${request.method} ${url.pathname}`,
        field: '(path)',
        value: url.pathname,
        rule: 'no API specification has this operation',
      });
      continue;
    }
    const values = [
      ...dateValuesOf(parseBody(request.body), ''),
      ...[...url.searchParams]
        .filter(([, value]) => dateTimeShape.test(value))
        .map(([field, value]) => ({field, value})),
    ];
    const key = `${operation.method} ${operation.template}`;
    const contractId = contractIdOfPath(url.pathname);
    const contract = contractId ? contractOn(contractId, run.today.at) : undefined;
    for (const {field, value} of values) {
      checked += 1;
      const problem = (rule: string) =>
        problems.push({...base, request: `${operation.method} ${operation.template}`, field, value, rule});
      if (!rfc3339.test(value)) {
        problem('an RFC 3339 date-time with a time zone');
        continue;
      }
      const context = {now: run.today.at, contract, sibling: siblingIn(values, field)};
      for (const rule of dateRules.filter((r) => r.operations.includes(key) && r.field.test(field))) {
        if (!rule.holds(new Date(value), context)) {
          const term = contract
            ? ` [contract ${contract.startsAt.toISOString()} to ${contract.endsAt?.toISOString() ?? 'no end'}]`
            : '';
          problem(`${rule.rule}${term}`);
        }
      }
    }
  }
  return {problems, checked};
}
