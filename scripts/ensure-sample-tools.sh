#!/usr/bin/env bash
# What the unit tests need to run the docs' and the API reference's samples as a reader would: the
# shell samples' curl and jq and faketime (dates on a calendar of days), Python's requests, and the
# toolchains of Go, Ruby, PHP (with curl) and Java. Each is installed with apt-get when missing and
# we may (see ensure-apt-package.sh); otherwise the run stops and says what to install. The API sample
# runs see only the part of these tools their samples need (tests/unit/support/sample-tools.ts), so a
# sample that needs anything else fails its test. Keep this list, that module and the README's the same.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-apt-package.sh" curl curl
bash "$here/ensure-apt-package.sh" jq jq
bash "$here/ensure-apt-package.sh" faketime faketime
bash "$here/ensure-python-module.sh" requests python3-requests
bash "$here/ensure-apt-package.sh" go golang-go
bash "$here/ensure-apt-package.sh" ruby ruby
bash "$here/ensure-apt-package.sh" php php-cli php-curl
bash "$here/ensure-apt-package.sh" javac default-jdk-headless
