#!/usr/bin/env bash
# npm test: everything — typecheck, lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and browser E2E.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n== %s (at %dm%02ds)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step "typecheck and lint (side by side)"
npx tsc -p tsconfig.json --noEmit & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
wait "$typecheck"; wait "$lint"
step "unit and API tests (embedded PGlite)"; npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests against PostgreSQL (TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
fi
step "browser E2E (Debian Chromium)"
bash scripts/ensure-chromium.sh
npx vite build >/dev/null && npx tsx scripts/write-build-json.ts
npx playwright test
step "done"
