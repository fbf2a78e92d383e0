#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (/usr/bin/chromium); no test tool downloads a browser.
# Installs it when missing and we may (root with apt-get); otherwise stops and says exactly what to run.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing it with apt-get install -y chromium" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it with: apt-get install -y chromium (as root), then run the tests again." >&2
exit 1
