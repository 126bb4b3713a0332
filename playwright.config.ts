import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free port and a fresh data dir, picked once and handed to the workers through the env. */
function freePort(): string {
  const script = "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'freight-e2e-'));
process.env.E2E_OTP_OUTBOX ??= join(mkdtempSync(join(tmpdir(), 'freight-otp-')), 'outbox.jsonl');
const port = process.env.E2E_PORT;

const chromium = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || true').toString().trim();

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Short on purpose: every journey longer than this runs through the silent refresh.
      ACCESS_TOKEN_TTL: `${process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 20}s`,
      LOGIN_RATE_LIMIT_MAX: '200',
      LOG_LEVEL: 'warn',
      OTP_OUTBOX_FILE: process.env.E2E_OTP_OUTBOX,
    },
  },
});
