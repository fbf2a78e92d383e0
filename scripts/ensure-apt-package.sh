#!/usr/bin/env bash
# Usage: ensure-apt-package.sh <executable> <debian-package>... (installed together, e.g. php-cli php-curl)
# The tests and measurements run Debian's own binaries (Chromium, nginx, wrk); no test tool downloads one.
# Installs the package when its executable is missing and we may (root with apt-get); otherwise stops and
# says exactly what to run.
set -euo pipefail
# shellcheck source=lib/apt-install.sh
source "$(dirname "$0")/lib/apt-install.sh"
executable="$1"
shift
if [ -x "$executable" ] || command -v "$executable" >/dev/null 2>&1; then
  exit 0
fi
apt_install_or_stop "$*" "" "$@"
