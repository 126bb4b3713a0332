import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** A port nothing listens on. */
function freePort(): string {
  const script = "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}
/**
 * Two workers, each with its own server and database, so journeys never see each other's writes.
 * Ports, data dirs and code outboxes are picked once, here, and reach the workers through the env:
 * tests/e2e/fixtures.ts picks its server's port and outbox by the worker's parallelIndex.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const perWorker = (make: () => string) => Array.from({ length: workers }, make).join(',');
process.env.E2E_PORTS ??= (() => {
  const picked = new Set<string>();
  while (picked.size < workers) picked.add(freePort());
  return [...picked].join(',');
})();
process.env.E2E_DATA_DIRS ??= perWorker(() => mkdtempSync(join(tmpdir(), 'freight-e2e-')));
process.env.E2E_OTP_OUTBOXES ??= perWorker(() => join(mkdtempSync(join(tmpdir(), 'freight-otp-')), 'outbox.jsonl'));
const ports = process.env.E2E_PORTS.split(',');
const dataDirs = process.env.E2E_DATA_DIRS.split(',');
const outboxes = process.env.E2E_OTP_OUTBOXES.split(',');

const chromium = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || true').toString().trim();

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Each worker's fixture (tests/e2e/fixtures.ts) replaces this with its own server's address.
    baseURL: `http://localhost:${ports[0]}`,
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
  webServer: ports.map((port, i) => ({
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    env: {
      PORT: port,
      DATA_DIR: dataDirs[i]!,
      // Short on purpose: every journey longer than this runs through the silent refresh.
      ACCESS_TOKEN_TTL: `${process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 20}s`,
      LOGIN_RATE_LIMIT_MAX: '200',
      // Every journey signs in from 127.0.0.1: the per-IP ceiling of the auth routes would be met.
      AUTH_IP_RATE_LIMIT_MAX: '5000',
      LOG_LEVEL: 'warn',
      // A declared answer that would drop a field the portal reads answers 500 (server/http/answerCheck.ts).
      CHECK_ANSWERS: 'true',
      OTP_OUTBOX_FILE: outboxes[i]!,
    },
  })),
});
