const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/**
 * Sends one API request; retries network errors, 429 and 5xx, never other answers. Pass the same
 * request on every attempt (the same Idempotency-Key, the same transaction_id values), so that a retry
 * is applied at most once. Waits 1, 2, 4, 8 s plus jitter, and at least as long as Retry-After asks.
 */
export async function requestWithRetries(url: string, init: RequestInit, maxAttempts = 5): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(url, {...init, signal: AbortSignal.timeout(10_000)});
    } catch {
      // No answer: the request may have been applied, so resend it unchanged.
    }
    if (response && !RETRYABLE.has(response.status)) {
      if (!response.ok) {
        const {error} = await response.json();
        throw new Error(`${response.status} ${error.code}: ${error.message} (request ${error.request_id})`);
      }
      return response;
    }
    if (attempt >= maxAttempts) {
      throw new Error(`${init.method ?? 'GET'} ${url} failed after ${maxAttempts} attempts`);
    }
    const retryAfter = Number(response?.headers.get('Retry-After') ?? 0);
    const delayMs = Math.max(2 ** (attempt - 1), retryAfter) * 1000 + Math.random() * 500;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
