/** Pure reading of wrk's `--latency` report: requests per second, p99 latency and errors. */

export interface WrkFigures {
  readonly requestsPerSecond: number;
  /** 99th percentile latency, milliseconds. */
  readonly p99Ms: number;
  /** Socket errors (connect, read, write, timeout) plus non-2xx/3xx responses. */
  readonly errors: number;
  readonly requests: number;
}

const units: Record<string, number> = {us: 0.001, ms: 1, s: 1000, m: 60_000};

function milliseconds(value: string, unit: string): number {
  return Number(value) * (units[unit] ?? Number.NaN);
}

export function parseWrk(output: string): WrkFigures {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  if (rps === null || p99 === null || requests === null) {
    throw new Error(`Not a wrk --latency report:\n${output}`);
  }
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socketErrors = socket === null ? 0 : socket.slice(1).reduce((sum, count) => sum + Number(count), 0);
  return {
    requestsPerSecond: Number(rps[1]),
    p99Ms: milliseconds(p99[1]!, p99[2]!),
    errors: socketErrors + Number(non2xx?.[1] ?? 0),
    requests: Number(requests[1]),
  };
}
