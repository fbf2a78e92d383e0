/**
 * Every sample of docs/ that computes a date runs on a calendar of "today"s, with the clock faked and
 * the network stubbed, and the dates it sends must keep the specifications' and the story's rules
 * (issue #28). The samples are found by scanning the pages, so a new one is covered the day it is
 * written. See tests/content-checks/date-calendar.ts (rules) and date-calendar-run.ts (running).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import {OperationIndex} from '../../../src/api-reference/guides/operation-index';
import {exampleData} from '../../../src/data/example-data';
import {
  calendarDays,
  checkRun,
  contractOn,
  contractResponses,
  findDateSamples,
  formatProblem,
  type SampleRun,
} from '../../content-checks/date-calendar';
import {runOnCalendar} from '../../content-checks/date-calendar-run';
import {docsFiles} from '../../content-checks/docs-files';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const index = new OperationIndex(specs.map((spec) => ({id: spec.entry.id, document: spec.dereferenced})));

const samples = docsFiles(path.join(siteDir, 'docs')).flatMap((file) =>
  findDateSamples(path.relative(siteDir, file), readFileSync(file, 'utf8')),
);
const days = calendarDays();
const where = (run: SampleRun) => `${run.sample.file}:${run.sample.line}`;

// About 1,700 runs: one faketime'd bash per day for the shell samples, one process for each other language.
describe('samples that compute a date, run on every day of the calendar', {timeout: 600_000}, () => {
  let runs: SampleRun[] = [];
  beforeAll(async () => {
    runs = await runOnCalendar(samples, days);
  }, 600_000);

  it('are found by scanning every page, in each language', () => {
    const runtimes = new Set(samples.map((sample) => sample.runtime));
    expect([...runtimes].sort()).toEqual(['node', 'python', 'shell']);
    expect(samples.map((sample) => sample.file)).toContain('docs/migrate-amendments-to-edits.mdx');
    expect(samples.map((sample) => sample.file)).toContain('docs/manage-product-access/edit-contract.mdx');
  });

  it('each ran on every day and had a date or time it computed checked', () => {
    const checked = new Map(samples.map((sample) => [`${sample.file}:${sample.line}`, {runs: 0, checked: 0}]));
    for (const run of runs) {
      const entry = checked.get(where(run))!;
      entry.runs += 1;
      entry.checked += checkRun(run, index).checked;
    }
    const uncovered = [...checked]
      .filter(([, entry]) => entry.runs !== days.length || entry.checked === 0)
      .map(([sample, entry]) => `${sample}: ${entry.runs} of ${days.length} days, ${entry.checked} dates checked`);
    expect(uncovered).toEqual([]);
  });

  it('send only dates the specifications and the story accept, on every day', () => {
    expect(runs.flatMap((run) => checkRun(run, index).problems).map(formatProblem)).toEqual([]);
  });
});

describe('the date calendar', () => {
  it('has the first and last day of every month from 2026-11 to 2028-10 and the story boundaries', () => {
    const isoDays = days.map((day) => day.at.toISOString());
    expect(isoDays).toContain('2026-11-01T00:00:00.000Z');
    expect(isoDays).toContain('2028-10-31T23:59:59.000Z');
    expect(isoDays).toContain('2028-02-29T23:59:59.000Z');
    for (const boundary of [
      '2026-01-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-12-31T23:59:59',
      '2027-01-01T00:00:00',
    ]) {
      expect(isoDays).toContain(`${boundary}.000Z`);
    }
    expect(days).toHaveLength(49);
  });

  it("checks a day after the story against the example contract's term moved to that year", () => {
    const inStory = contractOn(exampleData.contract.id, new Date('2026-12-31T23:59:59Z'));
    expect(inStory?.endsAt?.toISOString()).toBe(exampleData.contract.endsAt.replace('Z', '.000Z'));
    const later = contractOn(exampleData.contract.id, new Date('2028-02-29T23:59:59Z'));
    expect([later?.startsAt.toISOString(), later?.endsAt?.toISOString()]).toEqual([
      '2028-01-01T00:00:00.000Z',
      '2029-01-01T00:00:00.000Z',
    ]);
  });

  it("answers the other customer's contract, where samples of actions the story never takes write, with its term", () => {
    // Without it the samples' guards on that contract's ends_at would read nothing and never be run.
    const {contractWithoutThresholdsId: id, contractWithoutThresholdsTerm: term} = exampleData.outsideStory;
    const answer = contractResponses(new Date('2026-12-15T00:00:00Z')).find((contract) => contract.id === id);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({id, starts_at: term.startsAt, ends_at: term.endsAt});
  });

  it('fails a planted sample whose date lands past the contract end, naming page, line, today, value and rule', async () => {
    const page = [
      '# Planted',
      '',
      '```bash',
      'EFFECTIVE_AT=$(date -u -d "$(date -u +%Y-%m-01) +1 month" +%Y-%m-01T00:00:00Z)',
      `curl https://api.meterstone.com/v2/contracts/${exampleData.contract.id}/edits \\`,
      '  --request POST \\',
      '  --header "Idempotency-Key: $(uuidgen)" \\',
      '  --data @- <<EOF',
      '{"effective_at": "$EFFECTIVE_AT", "reason": "Planted", "update_ends_at": null}',
      'EOF',
      '```',
    ].join('\n');
    const planted = findDateSamples('planted.mdx', page);
    const today = {why: "story: first day of the contract's last month", at: new Date('2026-12-01T00:00:00Z')};
    const runs = await runOnCalendar(planted, [today]);
    expect(runs.flatMap((run) => checkRun(run, index).problems).map(formatProblem)).toEqual([
      'planted.mdx:3 today 2026-12-01T00:00:00.000Z: POST /v2/contracts/{contract_id}/edits effective_at = ' +
        '2027-01-01T00:00:00Z: not before the contract starts, and before it ends (ContractEditRequest.effective_at) ' +
        '[contract 2026-01-01T00:00:00.000Z to 2027-01-01T00:00:00.000Z]',
    ]);
  });

  it('fails planted Python and TypeScript samples that send a stale ingest time, and a sample that does not run', async () => {
    const page = [
      '```python',
      'import requests',
      'from datetime import datetime, timedelta, timezone',
      'when = (datetime.now(timezone.utc) - timedelta(days=40)).isoformat()',
      'requests.post("https://api.meterstone.com/v1/usage/events", json={"events": [{"timestamp": when}]})',
      '```',
      '',
      '```ts',
      'const when = new Date(Date.now() + 3_600_000).toISOString();',
      "await fetch('https://api.meterstone.com/v1/usage/events', {method: 'POST', body: JSON.stringify({events: [{timestamp: when}]})});",
      '```',
      '',
      '```bash',
      'NOW=$(date -u +%Y-%m-%dT%H:%M:%SZ)',
      'no-such-command "$NOW"',
      '```',
    ].join('\n');
    const planted = findDateSamples('planted.mdx', page);
    expect(planted.map((sample) => sample.runtime)).toEqual(['python', 'node', 'shell']);
    const runs = await runOnCalendar(planted, [{why: 'story', at: new Date('2027-03-31T23:59:59Z')}]);
    const problems = runs.flatMap((run) => checkRun(run, index).problems);
    expect(problems.map((p) => `${p.line} ${p.field} = ${p.value}: ${p.rule.split(' (')[0]}`)).toEqual([
      '13 exit code = 127: the sample must run through: sample: line 2: no-such-command: command not found',
      '1 events[].timestamp = 2027-02-19T23:59:59+00:00: an event may be up to 34 days old and not in the future',
      '8 events[].timestamp = 2027-04-01T00:59:59.000Z: an event may be up to 34 days old and not in the future',
    ]);
  });

  it('leaves out blocks that show a date without computing one, and finds `date` in any command position', () => {
    const page = [
      '```json\n{"starts_at": "2026-01-01T00:00:00Z"}\n```',
      '```bash\n# Then update the date\necho "the date is in the answer"\n```',
      '```bash\nSTAMP=`date +%s`\n```',
      '```bash\ncd /tmp && date -u\n```',
    ].join('\n\n');
    expect(findDateSamples('static.mdx', page).map((sample) => sample.line)).toEqual([10, 14]);
  });
});
