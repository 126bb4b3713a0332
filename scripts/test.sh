#!/usr/bin/env bash
# npm test: everything — typecheck, lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and browser E2E.
# Steps that leave a core idle run beside the next one: the typecheck (one thread) beside the unit and
# API tests' start; the portal's build and the journeys' seeded database beside the PostgreSQL pass.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n== %s (at %dm%02ds)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT
# Waits for a background step; on failure prints its output and fails.
finish() {
  local name=$1 pid=$2 log=$3
  if ! wait "$pid"; then
    cat "$log"
    echo "$name failed" >&2
    exit 1
  fi
}

step "lint and formatting (side by side; the typecheck starts beside them)"
npx tsc -p tsconfig.json --noEmit > "$logs/typecheck" 2>&1 & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
npx prettier --check . --log-level warn & format=$!
# Wait for both, so a lint failure still shows the formatting verdict, then fail if either failed.
lint_status=0; wait "$lint" || lint_status=$?
format_status=0; wait "$format" || format_status=$?
if (( lint_status || format_status )); then exit 1; fi

step "unit and API tests (embedded PGlite)"
npx vitest run --project 'unit*' --project api
step "typecheck (started with the lint)"
finish typecheck "$typecheck" "$logs/typecheck"

bash scripts/ensure-chromium.sh
# The portal's build, then the journeys' seeded database (its server is the built one).
{ npm run --silent build && npx tsx tests/e2e/makeTemplate.ts > "$logs/template"; } > "$logs/build" 2>&1 & build=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Races, locks, durability, migrations and several processes (vitest.config.ts says which files).
  step "API tests against PostgreSQL (TEST_DATABASE_URL; the portal and the journeys' database are made beside them)"
  DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api-postgres
fi
step "browser E2E (Debian Chromium)"
finish build "$build" "$logs/build"
template=$(tail -n 1 "$logs/template")
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs" "$template"' EXIT
E2E_TEMPLATE_DIR="$template" npx playwright test
step "done"
