#!/usr/bin/env bash
# npm test: everything — typecheck, lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and browser E2E.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n== %s (at %dm%02ds)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step "typecheck, lint and formatting (side by side)"
npx tsc -p tsconfig.json --noEmit & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
npx prettier --check . --log-level warn & format=$!
# Wait for all three, so a failing typecheck still shows the others' verdicts, then fail if any failed.
typecheck_status=0; wait "$typecheck" || typecheck_status=$?
lint_status=0; wait "$lint" || lint_status=$?
format_status=0; wait "$format" || format_status=$?
if (( typecheck_status || lint_status || format_status )); then exit 1; fi
step "unit and API tests (embedded PGlite)"; npx vitest run --project 'unit*' --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Races, locks, durability, migrations and several processes (vitest.config.ts says which files).
  step "API tests against PostgreSQL (TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api-postgres
fi
step "browser E2E (Debian Chromium)"
bash scripts/ensure-chromium.sh
npm run --silent build >/dev/null
npx playwright test
step "done"
