#!/usr/bin/env bash
# npm run test:steady: the E2E stage on a busy machine — a busy loop holds one core the whole time —
# to prove the journeys wait for what the page shows, never for time. It must pass as `npm test` does.
set -euo pipefail
cd "$(dirname "$0")/.."
node -e 'for (;;) {}' &
hog=$!
trap 'kill "$hog" 2>/dev/null || true' EXIT
echo "A busy loop (pid $hog) holds one core while the journeys run."
started=$SECONDS
bash scripts/ensure-chromium.sh
npm run --silent build >/dev/null
npx playwright test "$@"
echo "test:steady: the journeys passed beside the busy loop in $(((SECONDS - started) / 60))m$(((SECONDS - started) % 60))s"
