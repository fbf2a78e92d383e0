"""Runs the Python samples of the docs on each day of a calendar (tests/content-checks/date-calendar-run.ts).

One process runs every sample on every day, with an injected clock rather than faketime: starting a Python
process under faketime for each of the ~50 days costs seconds, and the samples read the clock only through
`datetime` and `time.time`, which are replaced here. `requests` is a stub that records each request and
answers like the API (a contract's own dates for GET /v1/contracts/{id}, an id for anything else).

Input on stdin (JSON): {"samples": [code, ...], "days": [{"epoch": seconds, "contracts": {id: body}}, ...]}.
Output on stdout: one JSON line per sample and day: {sample, day, exitCode, stderr, requests, calls}.
"""

import contextlib
import datetime as real_datetime
import hashlib
import hmac
import io
import json
import sys
import time
import traceback
import types
import urllib.parse

REAL_TIME = time.time
REAL_SLEEP = time.sleep


class Anything(dict):
    """A JSON answer that has every key a sample reads: what it lacks is another Anything. A list's
    `next_page` is null, so every stubbed list is its last page and a sample that follows the cursor ends."""

    def __missing__(self, key):
        return None if key == "next_page" else Anything()


# A sample that sends more requests than this on one day loops without end (a cursor it never stops on).
MAX_REQUESTS = 1000


def clock_module(epoch: float) -> types.ModuleType:
    """A `datetime` module whose datetime.now(), utcnow(), today() and date.today() answer `epoch`."""
    module = types.ModuleType("datetime")
    module.__dict__.update({k: v for k, v in vars(real_datetime).items() if not k.startswith("__")})

    class datetime(real_datetime.datetime):  # noqa: N801 - the name the samples import
        @classmethod
        def now(cls, tz=None):
            return cls.fromtimestamp(epoch, tz)

        @classmethod
        def utcnow(cls):
            return cls.fromtimestamp(epoch, real_datetime.timezone.utc).replace(tzinfo=None)

        @classmethod
        def today(cls):
            return cls.fromtimestamp(epoch)

    class date(real_datetime.date):  # noqa: N801
        @classmethod
        def today(cls):
            return cls.fromtimestamp(epoch)

    module.datetime = datetime
    module.date = date
    return module


def requests_module(record, contracts) -> types.ModuleType:
    module = types.ModuleType("requests")

    class RequestException(Exception):
        pass

    class Response:
        def __init__(self, body):
            self.status_code = 200
            self.ok = True
            self.headers = {}
            self._body = body
            self.text = json.dumps(body)

        def json(self):
            return self._body

        def raise_for_status(self):
            return None

    def request(method, url, params=None, json=None, data=None, **_):
        if params:
            url = f"{url}?{urllib.parse.urlencode(params)}"
        body = json if json is not None else data
        text = body if isinstance(body, str) or body is None else _json_dumps(body)
        record.append({"method": method.upper(), "url": url, "body": text})
        if len(record) > MAX_REQUESTS:
            raise RuntimeError(f"the sample sent over {MAX_REQUESTS} requests: a loop that never ends?")
        path = urllib.parse.urlparse(url).path
        for contract_id, answer in contracts.items():
            if method.upper() == "GET" and path.endswith(f"/v1/contracts/{contract_id}"):
                return Response(Anything(_json_loads(answer)))
        return Response(Anything({"id": "5b0e2f44-3c1a-4d7e-9a55-0c2b7f1e9d31", "accepted": 1, "duplicates": 0}))

    class Session:
        def __init__(self):
            self.headers = {}

        def request(self, method, url, **kwargs):
            return request(method, url, **kwargs)

    for verb in ("get", "post", "put", "patch", "delete"):
        setattr(module, verb, lambda url, _verb=verb, **kw: request(_verb, url, **kw))
        setattr(Session, verb, lambda self, url, _verb=verb, **kw: request(_verb, url, **kw))
    module.request = request
    module.Session = Session
    module.Response = Response
    module.RequestException = RequestException
    for name in ("ConnectionError", "Timeout", "HTTPError"):
        setattr(module, name, type(name, (RequestException,), {}))
    return module


_json_dumps = json.dumps
_json_loads = json.loads


def check_signature_function(verify, epoch) -> list:
    """A webhook check signs a body at the faked now (must pass) and 301 s earlier (must fail)."""
    secret, body = "whsec_calendar", b'{"type": "invoice.finalized"}'

    def header(t):
        signature = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
        return f"t={t},v1={signature}"

    now = int(epoch)
    fresh, stale = verify(body, header(now), secret), verify(body, header(now - 301), secret)
    return [
        {"call": "verify_signature(signed now)", "ok": fresh is True, "detail": repr(fresh)},
        {"call": "verify_signature(signed 301 s ago)", "ok": stale is False, "detail": repr(stale)},
    ]


def run(code, epoch, contracts):
    record, calls, stderr = [], [], io.StringIO()
    saved = {name: sys.modules.get(name) for name in ("datetime", "requests")}
    sys.modules["datetime"] = clock_module(epoch)
    sys.modules["requests"] = requests_module(record, contracts)
    time.time, time.sleep = (lambda: epoch), (lambda _seconds: None)
    exit_code = 0
    try:
        scope = {"__name__": "__main__"}
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(stderr):
            exec(compile(code, "<sample>", "exec"), scope)
            if callable(scope.get("verify_signature")):
                calls = check_signature_function(scope["verify_signature"], epoch)
    except BaseException:  # noqa: BLE001 - a sample's SystemExit counts as a failed run too
        exit_code = 1
        stderr.write(traceback.format_exc())
    finally:
        time.time, time.sleep = REAL_TIME, REAL_SLEEP
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return {"exitCode": exit_code, "stderr": stderr.getvalue(), "requests": record, "calls": calls}


def main():
    job = json.load(sys.stdin)
    for day_index, day in enumerate(job["days"]):
        for sample_index, code in enumerate(job["samples"]):
            result = run(code, day["epoch"], day["contracts"])
            print(json.dumps({"sample": sample_index, "day": day_index, **result}))


main()
