#!/usr/bin/env bash
# Times the production build with and without @docusaurus/faster (SWC, Lightning CSS, Rspack), from a
# cleared cache each time, and prints one line per variant. Usage: bash scripts/measure-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for variant in faster slow; do
  npx docusaurus clear >/dev/null 2>&1
  start=$(date +%s.%N)
  if [ "$variant" = slow ]; then
    DOCS_SLOW_BUILD=true npx docusaurus build >/dev/null 2>&1
  else
    npx docusaurus build >/dev/null 2>&1
  fi
  end=$(date +%s.%N)
  printf '%s build: %.1f s\n' "$variant" "$(awk "BEGIN {print $end - $start}")"
done
