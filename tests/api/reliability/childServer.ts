import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { DatabaseTemplate } from '../databaseTemplate';
import { freePort } from '../../../scripts/freePort';
import { buildServer, SERVER_OUT_DIR } from '../../../scripts/build-server';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where a child server keeps its data: a PGlite data directory, or a database of its own on a PostgreSQL server. */
export interface ServerStorage {
  kind: 'pglite' | 'postgres';
  /** The PGlite data directory (kind pglite). */
  dataDir?: string;
  /** The database's connection string (kind postgres). */
  databaseUrl?: string;
  /** Deletes the directory or drops the database. */
  remove(): Promise<void>;
}

/**
 * A new storage: a temp PGlite data dir, or (with a PostgreSQL server URL) a fresh database on it.
 * Empty (the server migrates and seeds it on start), or a copy of the API run's seeded template when
 * one is given, which spares the child server the seeding.
 */
export async function createStorage(
  postgresServerUrl: string | undefined = process.env.DATABASE_URL || undefined,
  template?: DatabaseTemplate,
): Promise<ServerStorage> {
  if (!postgresServerUrl) {
    const root = mkdtempSync(join(tmpdir(), 'freight-reliability-'));
    const dataDir = join(root, 'data');
    if (template?.kind === 'pglite') {
      const copy = new PGlite(dataDir, {
        loadDataDir: new Blob([readFileSync(template.dumpFile)]),
        extensions: { pg_trgm },
      });
      await copy.waitReady;
      await copy.close();
    }
    return { kind: 'pglite', dataDir, remove: async () => rmSync(root, { recursive: true, force: true }) };
  }
  const name = `freight_reliability_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(
    template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`,
  );
  await admin.end();
  const target = new URL(postgresServerUrl);
  target.pathname = `/${name}`;
  return {
    kind: 'postgres',
    databaseUrl: target.toString(),
    remove: async () => {
      const client = new pg.Client({ connectionString: postgresServerUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ChildServer {
  baseUrl: string;
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The server process's resident memory now, from /proc (Linux). */
  rssBytes(): number | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let built: Promise<void> | undefined;
/**
 * The compiled server: in a vitest run the bundle its global setup built; outside one (`npm run
 * test:load`) dist-server/, built afresh once per process, as `npm start` would build it.
 */
async function serverBundle(): Promise<string> {
  if (process.env.VITEST) return inject('serverBundle');
  await (built ??= buildServer());
  return join(REPO_ROOT, SERVER_OUT_DIR, 'index.mjs');
}

/**
 * Starts the real server, compiled as `npm start` runs it (the run's bundle, built by globalSetup from
 * the sources as they are), as a child process on a loopback port, over the given storage, and waits
 * until /api/health answers 200.
 */
export async function startChildServer(
  storage: ServerStorage,
  extraEnv: Record<string, string> = {},
  readyTimeoutMs = 120_000,
): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // No portal build: the runs are about the API.
    DIST_DIR: join(tmpdir(), 'freight-reliability-no-dist'),
    // Every client signs in from 127.0.0.1 as a handful of demo users.
    LOGIN_RATE_LIMIT_MAX: '100000',
    AUTH_IP_RATE_LIMIT_MAX: '100000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (storage.kind === 'postgres') env.DATABASE_URL = storage.databaseUrl;
  else env.DATA_DIR = storage.dataDir;

  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve();
    }),
  );
  const server: ChildServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    async kill(signal) {
      if (exitCode === undefined) child.kill(signal);
      await exited;
    },
    rssBytes() {
      try {
        const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) * 1024 : undefined;
      } catch {
        return undefined;
      }
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was ready:\n${output}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
}
