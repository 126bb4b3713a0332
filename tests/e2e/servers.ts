import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/freePort';
import { startSmtpInbox } from './smtpInbox';

/**
 * The E2E servers: `npm start` (scripts/start.mjs) on a free port, each on a copy of one database
 * that the global setup migrated and seeded once. Every Playwright worker starts its own, so journeys
 * in parallel never see each other's writes, and a failed journey's retry (which Playwright runs in a
 * new worker) starts from the seed again instead of from what its first attempt left.
 */

/** The environment every E2E server runs with. */
const SERVER_ENV = {
  // Short on purpose: every journey longer than this runs through the silent refresh.
  ACCESS_TOKEN_TTL: `${process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 20}s`,
  LOGIN_RATE_LIMIT_MAX: '200',
  // Every journey signs in from 127.0.0.1: the per-IP ceiling of the auth routes would be met.
  AUTH_IP_RATE_LIMIT_MAX: '5000',
  LOG_LEVEL: 'warn',
  // A declared answer that would drop a field the portal reads answers 500 (server/http/answerCheck.ts).
  CHECK_ANSWERS: 'true',
};

export interface E2eServer {
  baseURL: string;
  /** Where the server writes the one-time codes it sends (OTP_OUTBOX_FILE), the journeys' stand-in inbox. */
  otpOutbox: string;
  /** The e-mails it sent, as its own test SMTP server (its SMTP_URL) received them: a JSON line each (smtpInbox.ts). */
  mailInbox: string;
  dataDir: string;
  stop: () => Promise<void>;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Waits until this child says it serves (its own "ready" line names the port, so a server another
 * worker started on the same port cannot answer for it), then until its health check answers.
 */
async function waitForReady(baseURL: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const ready = `Freight portal ready: ${baseURL} `;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`The E2E server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      if (output().includes(ready) && (await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The E2E server at ${baseURL} was not ready within ${timeoutMs} ms:\n${output()}`);
}

/** Starts `npm start` on `dataDir` (a new one is migrated and seeded) and waits until it answers. */
export async function startServer(dataDir: string, timeoutMs = 180_000): Promise<E2eServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const outboxDir = mkdtempSync(join(tmpdir(), 'freight-otp-'));
  const otpOutbox = join(outboxDir, 'outbox.jsonl');
  const mailInbox = join(outboxDir, 'smtp-inbox.jsonl');
  const smtp = await startSmtpInbox(mailInbox);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      OTP_OUTBOX_FILE: otpOutbox,
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that exits without its teardown (killed, crashed) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (!hasExited(child)) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await smtp.stop();
    rmSync(outboxDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(baseURL, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, otpOutbox, mailInbox, dataDir, stop };
}

/** The migrated and seeded database every worker's server copies (made once per run by globalSetup.ts). */
export async function makeSeededTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-template-'));
  const server = await startServer(dataDir);
  await server.stop();
  return dataDir;
}

/** A worker's own server, on a fresh copy of the seeded template. */
export async function startWorkerServer(template: string): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const server = await startServer(dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
