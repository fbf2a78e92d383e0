RETRYABLE = {429, 500, 502, 503, 504}


def request_with_retries(method: str, url: str, max_attempts: int = 5, **kwargs) -> requests.Response:
    """Sends one API request; retries network errors, 429 and 5xx, never other answers.

    Pass the same request on every attempt (the same Idempotency-Key, the same transaction_id
    values), so that a retry is applied at most once. Waits 1, 2, 4, 8 s plus jitter, and at
    least as long as a Retry-After header asks.
    """
    for attempt in range(1, max_attempts + 1):
        try:
            response = requests.request(method, url, timeout=10, **kwargs)
        except (requests.ConnectionError, requests.Timeout):
            response = None  # No answer: the request may have been applied, so resend it unchanged.
        if response is not None and response.status_code not in RETRYABLE:
            response.raise_for_status()  # 400, 401, 403, 404, 409: fix the request, do not retry.
            return response
        if attempt == max_attempts:
            raise RuntimeError(f"{method} {url} failed after {max_attempts} attempts")
        backoff = 2 ** (attempt - 1)
        retry_after = response.headers.get("Retry-After") if response is not None else None
        delay = max(backoff, int(retry_after)) if retry_after else backoff
        time.sleep(delay + random.uniform(0, 0.5))  # Jitter spreads out retries from many workers.
    raise AssertionError("unreachable")
