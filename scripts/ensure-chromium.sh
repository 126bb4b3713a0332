#!/usr/bin/env bash
# E2E tests drive Debian's Chromium: its headless shell (chromium-headless-shell, the lighter build for
# tests, which E2E prefers) and the full browser (the benchmarks, and E2E where the shell is missing).
# Playwright never downloads a browser of its own.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
has_one() { command -v chromium >/dev/null 2>&1 || command -v chromium-headless-shell >/dev/null 2>&1; }
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}…"
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null; then
    exit 0
  fi
  # One of the two is enough for the E2E tests.
  if has_one; then echo "Could not install ${missing[*]}: the E2E tests use the browser there is." >&2; exit 0; fi
  exit 1
fi
if has_one; then
  echo "Not installed (not root): ${missing[*]}; the E2E tests use the browser there is." >&2
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y chromium-headless-shell chromium   (or set CHROMIUM_PATH)" >&2
exit 1
