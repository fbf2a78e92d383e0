#!/usr/bin/env bash
# Usage: ensure-python-module.sh <module> <debian-package>...
# The docs' and the API reference's Python samples import one library beyond the standard library
# (requests); the tests run them with the machine's python3. Installs Debian's package when the module
# is missing and we may (root with apt-get); otherwise stops and says exactly what to run.
set -euo pipefail
module="$1"
shift
package="$*"
has_module() { python3 -c "import $module" >/dev/null 2>&1; }
if ! command -v python3 >/dev/null 2>&1; then
  echo "python3 is missing. Install it with: apt-get install -y python3 $package (as root), then run again." >&2
  exit 1
fi
if has_module; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Python's $module is missing: installing it with apt-get install -y $package" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  has_module && exit 0
  echo "$(command -v python3) still lacks $module (not Debian's python3?). Install it with: python3 -m pip install $module" >&2
  exit 1
fi
echo "Python's $module is missing. Install it with: apt-get install -y $package (as root) or python3 -m pip install $module, then run again." >&2
exit 1
