#!/usr/bin/env bash
# Checks that `npm install` left the checkout as committed: a fresh clone's install must not rewrite
# package-lock.json (it did once, when the registry began serving other platforms' optional binaries)
# nor leave any other file behind. Writes its result for the CI count as one test.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mkdir -p test-reports
changes="$(git status --porcelain --untracked-files=all)"
if [ -z "$changes" ]; then
  echo "Clean install: npm install left the checkout unchanged"
  status=0
else
  echo "Clean install: npm install changed the checkout (commit the lockfile it writes, or find why):" >&2
  echo "$changes" >&2
  git --no-pager diff --stat >&2
  status=1
fi
printf '{"passed": %s}\n' "$([ "$status" = 0 ] && echo true || echo false)" >test-reports/clean-install.json
exit "$status"
