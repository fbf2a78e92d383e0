/**
 * Runs date samples on each day of the calendar with the clock faked and the network stubbed, and
 * returns what each run sent (`date-calendar.ts` judges it).
 *
 * - Shell: for real under Debian's `faketime` (libfaketime), one `bash` per day that sources each sample
 *   in a subshell, so `date -u -d "... +1 month"`, `date -d tomorrow` and `date +%s` all see the day.
 *   `curl` and `uuidgen` are shell functions that record the request and answer like the API.
 * - Python and Node: one process each for the whole calendar, with an injected clock (`datetime`,
 *   `time.time`; `Date`) and stubbed `requests` / `fetch`. Measured on the project's shared 2-core
 *   machine, a Node or Python process under faketime took ~0.8 s to start (pyenv's `python3` is a shell
 *   shim), 49 times a calendar; with the injected clock each whole calendar runs in ~2 s.
 *
 * The shell calendar is ~1,500 sourced samples, each a few `date`, `jq` and subshell processes: about
 * 45 s of CPU in all (measured under load), so its wall time depends on how busy the machine is: 4.5
 * minutes at a load of 21 on 2 cores; by the CPU time, roughly 25 s on 2 idle cores (not measured).
 * Days run 4 at a time.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {transform} from 'esbuild';
import {
  contractResponses,
  readerContractId,
  type CalendarDay,
  type CallCheck,
  type CapturedRequest,
  type DateSample,
  type SampleRun,
} from './date-calendar';

const runnersDir = path.join(import.meta.dirname, 'date-calendar-runners');

/**
 * What a reader sets before pasting a sample: the token, and for a sample that creates a contract
 * (`${CUSTOMER_ID:?…}`) a new customer with no contract yet, never a story customer, and the contract's
 * name, and for a sample that must not write to a story contract (`${CONTRACT_ID:?…}`) a contract of
 * their own; the calendar runs the sample as they would.
 */
const readerEnv = {
  METERSTONE_API_TOKEN: 'calendar-token',
  CUSTOMER_ID: '44670c79-a006-460d-9ced-351ff1c3a492',
  CONTRACT_NAME: 'Calendar customer 2027',
  CONTRACT_ID: readerContractId,
};

interface ProcessResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runProcess(
  command: string,
  args: string[],
  options: {env?: NodeJS.ProcessEnv; input?: string},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: {...process.env, TZ: 'UTC', ...readerEnv, ...options.env},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stdout, stderr}));
    child.stdin.end(options.input ?? '');
  });
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

const contractsOf = (day: CalendarDay) => Object.fromEntries(contractResponses(day.at).map(({id, body}) => [id, body]));

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The stubs a shell sample runs with. `curl` records METHOD, URL and body (reading stdin for
 * `--data @-`) to fd 3, separated by \x1f and ended by \x1e, and prints the API's answer: the
 * contract's own dates for `GET /v1/contracts/{id}`, otherwise an id, which `jq -r .id` reads.
 */
function shellPrelude(day: CalendarDay): string {
  const contractCases = contractResponses(day.at)
    .map(({id, body}) => `    GET\\ */v1/contracts/${id}) printf '%s\\n' ${shellQuote(body)} ;;`)
    .join('\n');
  // The URL without its query string, in shell; kept out of the template literal's own `${}`.
  const pathOfUrl = '${url%%\\?*}';
  return String.raw`
export METERSTONE_API_TOKEN=calendar-token
curl() {
  local method='' url='' data=''
  while (($#)); do
    case "$1" in
      -X | --request) method=$2; shift 2 ;;
      -d | --data | --data-raw | --data-binary) data=$2; shift 2 ;;
      -H | --header | -o | --output | -u | --user) shift 2 ;;
      -*) shift ;;
      *) url=$1; shift ;;
    esac
  done
  # Builtins rather than $(cat): the calendar runs this some 1,500 times, and every process counts.
  if [[ $data == @- ]]; then IFS= read -r -d '' data || true; fi
  [[ -n $method ]] || { [[ -n $data ]] && method=POST || method=GET; }
  printf 'REQ\x1f%s\x1f%s\x1f%s\x1e' "$method" "$url" "$data" >&3
  case "$method ${pathOfUrl}" in
${contractCases}
    *) printf '%s\n' '{"id": "5b0e2f44-3c1a-4d7e-9a55-0c2b7f1e9d31", "accepted": 1, "duplicates": 0, "data": [{"line_items": []}]}' ;;
  esac
}
uuidgen() { printf '%s\n' 3f2a9c1e-6b7d-4e8f-a012-3456789abcde; }
`;
}

/** One bash per day under faketime; each sample is sourced in its own subshell. */
async function runShell(
  samples: readonly DateSample[],
  days: readonly CalendarDay[],
  dir: string,
): Promise<SampleRun[]> {
  samples.forEach((sample, index) => writeFileSync(path.join(dir, `sample-${index}.sh`), sample.code));
  const perDay = await inPool(days, 4, async (day) => {
    const tag = day.at.getTime();
    const capture = path.join(dir, `capture-${tag}`);
    const errors = path.join(dir, `stderr-${tag}`);
    const driver = [
      `exec 3>${shellQuote(capture)}`,
      shellPrelude(day),
      ...samples.map(
        (_, index) =>
          `printf 'BEGIN\\x1f${index}\\x1e' >&3\n` +
          `( . ${shellQuote(path.join(dir, `sample-${index}.sh`))} ) </dev/null >/dev/null 2>${shellQuote(errors)}\n` +
          `status=$?; IFS= read -r -d '' errors <${shellQuote(errors)} || true\n` +
          `printf 'END\\x1f%s\\x1f%s\\x1e' "$status" "$errors" >&3`,
      ),
    ].join('\n');
    const stamp = day.at.toISOString().replace('T', ' ').slice(0, 19);
    const result = await runProcess('faketime', ['-f', stamp, 'bash', '-s'], {
      env: {DONT_FAKE_MONOTONIC: '1'},
      input: driver,
    });
    if (result.code !== 0) {
      throw new Error(`the shell calendar run of ${stamp} failed (${result.code}): ${result.stderr}`);
    }
    return parseShellCapture(readFileSync(capture, 'utf8'), samples, day, dir);
  });
  return perDay.flat();
}

function parseShellCapture(text: string, samples: readonly DateSample[], day: CalendarDay, dir: string): SampleRun[] {
  const runs: SampleRun[] = [];
  let requests: CapturedRequest[] = [];
  for (const record of text.split('\x1e').filter(Boolean)) {
    const [kind, ...fields] = record.split('\x1f');
    if (kind === 'BEGIN') {
      requests = [];
    } else if (kind === 'REQ') {
      const [method = '', url = '', body = ''] = fields;
      requests.push({method, url, body: body || undefined});
    } else if (kind === 'END') {
      const sample = samples[runs.length]!;
      // Bash names the sourced file in its messages; the reader knows it as the sample.
      const stderr = (fields[1] ?? '').replace(/\S*\/sample-\d+\.sh/g, 'sample').replaceAll(dir, '');
      runs.push({sample, today: day, exitCode: Number(fields[0]), stderr, requests, calls: []});
    }
  }
  return runs;
}

interface RunLine {
  readonly sample: number;
  readonly day: number;
  readonly exitCode: number;
  readonly stderr: string;
  readonly requests: CapturedRequest[];
  readonly calls: CallCheck[];
}

function parseRunLines(stdout: string, samples: readonly DateSample[], days: readonly CalendarDay[]): SampleRun[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const run = JSON.parse(line) as RunLine;
      return {...run, sample: samples[run.sample]!, today: days[run.day]!};
    });
}

async function runPython(samples: readonly DateSample[], days: readonly CalendarDay[]): Promise<SampleRun[]> {
  const input = JSON.stringify({
    samples: samples.map((sample) => sample.code),
    days: days.map((day) => ({epoch: day.at.getTime() / 1000, contracts: contractsOf(day)})),
  });
  const result = await runProcess('python3', [path.join(runnersDir, 'run-python.py')], {input});
  if (result.code !== 0) {
    throw new Error(`the Python calendar runner failed (${result.code}): ${result.stderr}`);
  }
  return parseRunLines(result.stdout, samples, days);
}

async function runNode(
  samples: readonly DateSample[],
  days: readonly CalendarDay[],
  dir: string,
): Promise<SampleRun[]> {
  const modules = await Promise.all(
    samples.map(async (sample, index) => {
      const file = path.join(dir, `sample-${index}.mjs`);
      writeFileSync(file, (await transform(sample.code, {loader: 'ts', format: 'esm'})).code);
      return file;
    }),
  );
  const jobFile = path.join(dir, 'node-job.json');
  writeFileSync(
    jobFile,
    JSON.stringify({modules, days: days.map((day) => ({epochMs: day.at.getTime(), contracts: contractsOf(day)}))}),
  );
  const result = await runProcess(process.execPath, [path.join(runnersDir, 'run-node.mjs'), jobFile], {});
  if (result.code !== 0) {
    throw new Error(`the Node calendar runner failed (${result.code}): ${result.stderr}`);
  }
  return parseRunLines(result.stdout, samples, days);
}

/** Every sample on every day: shell, Python and Node runs side by side. */
export async function runOnCalendar(
  samples: readonly DateSample[],
  days: readonly CalendarDay[],
): Promise<SampleRun[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'date-calendar-'));
  try {
    const of = (runtime: DateSample['runtime']) => samples.filter((sample) => sample.runtime === runtime);
    const runs = await Promise.all([
      of('shell').length ? runShell(of('shell'), days, dir) : [],
      of('python').length ? runPython(of('python'), days) : [],
      of('node').length ? runNode(of('node'), days, dir) : [],
    ]);
    return runs.flat();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
