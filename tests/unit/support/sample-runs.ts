/**
 * Runs code samples as a reader pastes them (a process per sample, or one process that runs many in
 * turn) against Prism mocks behind a recording proxy, and says what is wrong with a run: it hangs,
 * fails, needs a tool the README does not install, sends a literal placeholder or no token, or writes
 * without an Idempotency-Key.
 *
 * Each run has a name, the first segment of the paths it sends (`<origin>/<name>/v1/customers`); the
 * part of the name before its first `.` names the specification whose mock answers it, as two
 * specifications may share a path.
 *
 * The proxy pages like the API: a request that carries a cursor (`next_page`) gets the operation's
 * `last_page` example (Prism's `Prefer: example=`), any other its first example, so a list sample that
 * follows cursors meets a last page and must stop there. A run that sends more requests than it could
 * need is stopped and reported as hanging, without waiting for a timeout.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type Server} from 'node:http';
import {missingToolOf} from './sample-tools';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query as sent, without the run's prefix. */
  readonly url: string;
  readonly authorization?: string;
  readonly idempotencyKey?: string;
  readonly status: number;
}

export interface SampleRun {
  readonly status: number | null;
  readonly stderr: string;
  readonly requests: RecordedRequest[];
  /** Stopped: more requests than {@link requestLimit}, or no end within the time limit. */
  readonly stopped?: string;
}

/** Requests a run may send; a sample reading two pages sends two. */
export const requestLimit = 10;

/** The token runs read from METERSTONE_API_TOKEN. */
export const runToken = 'sample-run-token';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The port of each specification's mock, by specification id. */
export type MockPorts = ReadonlyMap<string, number>;

/** The name of a run of a sample of specification `specId`: its mock answers the run's requests. */
export function runName(specId: string, ...parts: readonly string[]): string {
  return [specId, ...parts].join('.');
}

export class SampleRunner {
  private server?: Server;
  private readonly recorded = new Map<string, RecordedRequest[]>();
  private readonly children = new Map<string, ChildProcess>();
  private readonly stopped = new Map<string, string>();
  origin = '';

  /**
   * @param mockPorts each specification's mock
   * @param path the PATH runs see (sample-tools' samplePath: only what the README installs); the
   *   machine's when absent
   */
  constructor(
    private readonly mockPorts: MockPorts,
    private readonly path?: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        this.forward(incoming.method ?? 'GET', incoming.url ?? '/', incoming.headers, chunks, outgoing),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  private forward(
    method: string,
    url: string,
    headers: NodeJS.Dict<string | string[]>,
    chunks: Buffer[],
    outgoing: import('node:http').ServerResponse,
  ): void {
    const [, run = '', ...rest] = url.split('/');
    const forwardUrl = `/${rest.join('/')}`;
    const requests = this.recorded.get(run) ?? [];
    if (requests.length >= requestLimit) {
      this.stopped.set(run, `more than ${requestLimit} requests: the sample does not stop`);
      this.children.get(run)?.kill();
      outgoing.writeHead(503).end();
      return;
    }
    const port = this.mockPorts.get(run.split('.')[0]!);
    if (port === undefined) {
      outgoing.writeHead(500).end(`no mock for the run ${run}`);
      return;
    }
    const cursor = new URL(forwardUrl, 'http://mock').searchParams.has('next_page');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: forwardUrl,
        headers: {...headers, host: `127.0.0.1:${port}`, ...(cursor ? {prefer: 'example=last_page'} : {})},
      },
      (answer) => {
        const header = (name: string) => {
          const value = headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        requests.push({
          method,
          url: forwardUrl,
          authorization: header('authorization'),
          idempotencyKey: header('idempotency-key'),
          status: answer.statusCode ?? 0,
        });
        this.recorded.set(run, requests);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    upstream.end(Buffer.concat(chunks));
  }

  /**
   * Runs `command args` with `input` on stdin, the sample's API host replaced by the proxy under the
   * run's name, and the token in METERSTONE_API_TOKEN.
   */
  async run(
    name: string,
    command: string,
    args: readonly string[],
    input: string,
    timeoutMs = 60_000,
  ): Promise<SampleRun> {
    const {status, stderr} = await this.spawnSample(name, command, args, input, timeoutMs);
    return this.runOf(name, status, stderr);
  }

  /**
   * Runs `command args`, one process that runs the samples `names` in turn (a JVM with every Java
   * sample: one start instead of a hundred) and prints a line per sample: its name, its exit status
   * and its standard error in base64, separated by tabs. A sample that sends too many requests gets
   * 503 answers, not a kill, so that the others still run.
   */
  async runMany(names: readonly string[], command: string, args: readonly string[], timeoutMs: number) {
    const batch = names.join('+');
    const {status, stdout, stderr} = await this.spawnSample(batch, command, args, '', timeoutMs);
    const reported = new Map(
      stdout
        .split('\n')
        .map((line) => line.split('\t'))
        .filter((fields) => fields.length === 3)
        .map(([name = '', exit = '', error = '']) => [name, {exit: Number(exit), error}]),
    );
    return new Map(
      names.map((name) => {
        const report = reported.get(name);
        const stopped = this.stopped.get(batch);
        if (report === undefined) {
          // The process ended (or was stopped) before this sample's turn.
          return [name, {...this.runOf(name, status, stderr), ...(stopped ? {stopped} : {})}];
        }
        return [name, this.runOf(name, report.exit, Buffer.from(report.error, 'base64').toString())];
      }),
    );
  }

  private runOf(name: string, status: number | null, stderr: string): SampleRun {
    const stopped = this.stopped.get(name);
    return {status, stderr, requests: this.recorded.get(name) ?? [], ...(stopped ? {stopped} : {})};
  }

  private spawnSample(name: string, command: string, args: readonly string[], input: string, timeoutMs: number) {
    return new Promise<{status: number | null; stdout: string; stderr: string}>((resolve, reject) => {
      // The samples speak plain HTTP to the loopback proxy: no CA bundle of the machine's, which node
      // parses at every start when NODE_EXTRA_CA_CERTS names one (0.1 s of CPU a run).
      const {NODE_EXTRA_CA_CERTS: _caBundle, ...machineEnv} = process.env;
      const child = spawn(command, args, {
        env: {
          ...machineEnv,
          ...(this.path === undefined ? {} : {PATH: this.path}),
          METERSTONE_API_TOKEN: runToken,
          // A proxy of the machine must not take the loopback requests.
          NO_PROXY: '127.0.0.1',
          no_proxy: '127.0.0.1',
        },
      });
      this.children.set(name, child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => {
        this.stopped.set(name, `no end within ${timeoutMs / 1000} s`);
        child.kill();
      }, timeoutMs);
      child.on('error', reject);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({status, stdout, stderr});
      });
      child.stdin.end(input);
    });
  }
}

export interface RunExpectation {
  /** Requests the run sends: 1, or 2 for a list read to its last page. */
  readonly requests: number;
}

/** What is wrong with a run; empty when it ran as pasted. */
export function runProblems(run: SampleRun, expected: RunExpectation): string[] {
  if (run.stopped !== undefined) {
    return [`hangs: ${run.stopped}`];
  }
  const problems: string[] = [];
  const missing = missingToolOf(run.stderr);
  if (missing !== undefined) {
    problems.push(`needs ${missing}, which the README does not install`);
  } else if (run.status !== 0) {
    problems.push(`exits with ${run.status}: ${run.stderr.trim().slice(0, 300)}`);
  }
  for (const request of run.requests) {
    const label = `${request.method} ${request.url}`;
    const sent = `${decodeURIComponent(request.url)} ${request.authorization ?? ''} ${request.idempotencyKey ?? ''}`;
    if (/<[A-Za-z_-]+>/.test(sent)) {
      problems.push(`${label}: sends a literal placeholder`);
    } else if (request.authorization !== `Bearer ${runToken}`) {
      problems.push(`${label}: does not send the token of METERSTONE_API_TOKEN`);
    }
    if (writeMethods.has(request.method) && !request.idempotencyKey) {
      problems.push(`${label}: a write without an Idempotency-Key`);
    }
    if (request.status >= 400) {
      problems.push(`${label}: the mock answered ${request.status}`);
    }
  }
  if (run.requests.slice(1).some((request) => !/[?&]next_page=[^&]/.test(request.url))) {
    problems.push('a follow-up request without the cursor of the page before');
  }
  if (run.requests.length !== expected.requests) {
    problems.push(`sent ${run.requests.length} requests, not ${expected.requests}`);
  }
  return problems;
}
