import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell when installed (scripts/ensure-chromium.sh): on four journey files it took
 * 12 % less CPU than the full browser, and 10 % less time.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium-headless-shell || command -v chromium || true').toString().trim().split('\n')[0];

/**
 * Each worker starts its own server on its own copy of one seeded database (tests/e2e/servers.ts),
 * so journeys running at the same time never see each other's writes, and a retry, which runs in a
 * new worker, starts from the seed again.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  // The longest journeys take about 50 s alone on a two-core machine, and a busy machine doubles that;
  // the few longer ones set their own (test.setTimeout). Waits are for what the page shows, never for
  // time, so a generous ceiling costs nothing when the page is quick.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Tests, not files, are shared out, so the two workers finish together. Each worker has its own
  // server and database, so a file's tests never depend on running in one worker.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A click or a page load that cannot happen fails in as long as a check would, not at the
    // journey's ceiling: a stuck step costs its retry 20 s, not two minutes.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace of every attempt and throwing it away when it passes took a fifth of the
    // journeys' time (measured on four files): a retry records one; a failed first attempt leaves
    // its error and page snapshot (error-context.md).
    trace: 'on-first-retry',
    // The portal drops its animations for people who ask for less motion (index.html): journeys see
    // each state at once, and the browser composites no spinner or fade frames (measured: a third of
    // its CPU on a two-core machine).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
