/**
 * Requests per client in fixed windows: each client (by address) may make `limit` requests per
 * `windowMs`; beyond that the caller answers 429 with the seconds until the window ends. Pure apart from
 * the clock it is given. Old windows are dropped as clients are seen, so memory stays bounded.
 */

export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until the client's window resets (for `Retry-After`). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  take(client: string): RateDecision;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, {start: number; count: number}>();
  return {
    take(client) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [key, window] of windows) {
          if (time - window.start >= windowMs) {
            windows.delete(key);
          }
        }
      }
      let window = windows.get(client);
      if (window === undefined || time - window.start >= windowMs) {
        window = {start: time, count: 0};
        windows.set(client, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
      };
    },
  };
}
