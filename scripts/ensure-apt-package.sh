#!/usr/bin/env bash
# Usage: ensure-apt-package.sh <executable> <debian-package>... (installed together, e.g. php-cli php-curl)
# The tests and measurements run Debian's own binaries (Chromium, nginx, wrk); no test tool downloads one.
# Installs the package when its executable is missing and we may (root with apt-get); otherwise stops and
# says exactly what to run.
set -euo pipefail
executable="$1"
shift
package="$*"
if [ -x "$executable" ] || command -v "$executable" >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$package is missing: installing it with apt-get install -y $package" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  exit 0
fi
echo "$package is missing. Install it with: apt-get install -y $package (as root), then run again." >&2
exit 1
