import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/freePort';
import { compiledServerArgs } from './compiledServer';

export interface RunningApi {
  /** e.g. http://127.0.0.1:41234 — the API answers under `${origin}/api`. */
  origin: string;
  /** The server process's id, for reading its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

export interface StartApiOptions {
  port?: number;
  /** PGlite data dir; a fresh temp dir (removed on stop) when omitted. */
  dataDir?: string;
  /** Extra environment, e.g. DATABASE_URL for a real PostgreSQL. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for /api/health (migrations and seeding run first). */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns the reference API (compiled, as `npm start` runs it) serving only the API — DIST_DIR is an empty dir —
 * with a generous login rate limit, waits for /api/health and answers its origin and a stop().
 */
export async function startReferenceApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const port = options.port ?? (await freePort());
  const scratch = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dataDir = options.dataDir ?? join(scratch, 'data');
  const emptyDist = join(scratch, 'no-portal');
  const child = spawn(process.execPath, await compiledServerArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: emptyDist,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      AUTH_IP_RATE_LIMIT_MAX: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) child.kill('SIGKILL');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The reference API exited with ${child.exitCode}:\n${stderr}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { origin, pid: child.pid!, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The reference API did not answer /api/health within ${timeoutMs} ms:\n${stderr}`);
}
