#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (/usr/bin/chromium); no test tool downloads a browser.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-apt-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
