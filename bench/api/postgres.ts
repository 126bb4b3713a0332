import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { cpuSeconds, freePort } from './processes';

const run = promisify(execFile);

export interface BenchPostgres {
  url: string;
  /** CPU seconds used so far by each of the server's processes (backends included); undefined for a server we did not start. */
  cpuByProcess(): Map<number, number> | undefined;
  /** Stops the server and removes its data (a no-op for a BENCH_DATABASE_URL given from outside). */
  stop(): Promise<void>;
}

/**
 * A throwaway Debian PostgreSQL on a free loopback port (scripts/start-test-postgres.sh, fsync off),
 * or undefined where PostgreSQL is not installed.
 */
export async function startBenchPostgres(): Promise<BenchPostgres | undefined> {
  const port = await freePort();
  const { stdout } = await run('bash', ['scripts/start-test-postgres.sh'], {
    env: { ...process.env, TEST_PG_PORT: String(port) },
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  const dataDir = /TEST_PG_DATA=(\S+)/.exec(stdout)?.[1];
  if (!url || !dataDir) return undefined;
  const pgCtl = await pgCtlPath();
  const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    cpuByProcess: () => new Map(processTree(postmasterPid).map((pid) => [pid, cpuSeconds(pid)])),
    async stop() {
      const stopCommand = `${pgCtl} -D ${dataDir} -m fast -w stop`;
      const asRoot = process.getuid?.() === 0;
      await run(
        asRoot ? 'su' : 'bash',
        asRoot ? ['postgres', '-s', '/bin/bash', '-c', stopCommand] : ['-c', stopCommand],
      ).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgCtlPath() {
  const { stdout } = await run('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1']);
  return `${stdout.trim()}/pg_ctl`;
}

/** BENCH_DATABASE_URL, when given, is used as it is and left running. */
export const givenPostgres = (url: string): BenchPostgres => ({
  url,
  cpuByProcess: () => undefined,
  stop: async () => {},
});

/** The postmaster and its children (backends, background workers). */
function processTree(root: number) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [root, ...children];
}
