import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * Each worker starts its own server on its own copy of one seeded database (tests/e2e/servers.ts),
 * so journeys never see each other's writes and a retry, which runs in a new worker, starts afresh.
 */
const chromium = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || true').toString().trim();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
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
