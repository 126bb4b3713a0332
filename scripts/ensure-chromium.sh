#!/usr/bin/env bash
# E2E tests drive Debian's Chromium; Playwright never downloads a browser of its own.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)" >&2
exit 1
