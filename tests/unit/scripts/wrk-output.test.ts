import {describe, expect, it} from 'vitest';
import {parseWrk} from '../../../scripts/lib/wrk-output';

const report = `Running 10s test @ http://127.0.0.1:4186/search.json
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.21ms    4.02ms  60.12ms   90.11%
    Req/Sec     4.80k   512.33     5.90k    70.00%
  Latency Distribution
     50%    2.10ms
     75%    3.40ms
     90%    6.80ms
     99%   32.13ms
  95470 requests in 10.00s, 1.80GB read
Requests/sec:   9547.12
Transfer/sec:    184.20MB
`;

describe('parseWrk', () => {
  it('reads requests per second, the p99 latency in ms and the request count', () => {
    expect(parseWrk(report)).toEqual({requestsPerSecond: 9547.12, p99Ms: 32.13, errors: 0, requests: 95470});
  });

  it('counts socket errors and non-2xx/3xx responses as errors, and converts latency units', () => {
    const failing = report
      .replace('99%   32.13ms', '99%    1.20s')
      .replace(
        'Requests/sec',
        '  Socket errors: connect 1, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 4\nRequests/sec',
      );
    expect(parseWrk(failing)).toMatchObject({p99Ms: 1200, errors: 10});
  });

  it('refuses output that is not a latency report', () => {
    expect(() => parseWrk('connection refused')).toThrow(/Not a wrk --latency report/);
  });
});
