#!/usr/bin/env bash
# Usage: ensure-python-module.sh <module> <debian-package>...
# The docs' and the API reference's Python samples import one library beyond the standard library
# (requests); the tests run them with the machine's python3. Installs Debian's package when the module
# is missing and we may (root with apt-get); otherwise stops and says exactly what to run.
set -euo pipefail
# shellcheck source=lib/apt-install.sh
source "$(dirname "$0")/lib/apt-install.sh"
module="$1"
shift
has_module() { python3 -c "import $module" >/dev/null 2>&1; }
if ! command -v python3 >/dev/null 2>&1; then
  apt_install_or_stop python3 "" python3 "$@"
fi
if has_module; then
  exit 0
fi
apt_install_or_stop "Python's $module" "python3 -m pip install $module" "$@"
has_module && exit 0
echo "$(command -v python3) still lacks $module (not Debian's python3?). Install it with: python3 -m pip install $module" >&2
exit 1
