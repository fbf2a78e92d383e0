#!/usr/bin/env bash
# Builds the site the way a production host does: a copy of the checkout with only `dependencies`
# installed (`npm install --omit=dev`), then `npm run build`. Fails when the build or anything the
# browser loads needs a package that is only in devDependencies. Writes its result for the CI count.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$root/test-reports"
report="$root/test-reports/production-build.json"

cd "$root"
# The files of the checkout (tracked and new, not ignored): no node_modules, no build.
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work"

cd "$work"
status=0
echo "Production build: npm install --omit=dev && npm run build in $work"
npm install --omit=dev --no-audit --no-fund >install.log 2>&1 || status=$?
if [ "$status" != 0 ]; then
  tail -20 install.log
  echo "Production build: npm install --omit=dev failed" >&2
else
  npm run build >build.log 2>&1 || status=$?
  if [ "$status" != 0 ]; then
    tail -30 build.log
    echo "Production build: the build fails without devDependencies (a package it uses is dev-only?)" >&2
  else
    echo "Production build: passed"
  fi
fi
printf '{"passed": %s}\n' "$([ "$status" = 0 ] && echo true || echo false)" >"$report"
exit "$status"
