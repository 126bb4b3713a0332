import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { environmentFromEnv } from '../../../server/environment';
import { DEMO_PASSWORD } from '../../../server/db/seed-data/demo';
import { createStorage, startChildServer, type ChildServer, type ServerStorage } from '../reliability/childServer';
import { DEMO, LOGIN_ROUTE } from '../testApp';

/*
 * WORKERS: the API on several cores (node:cluster) over PostgreSQL. The primary migrates and seeds,
 * then forks the workers that serve one port; PGlite, owned by one process, is refused.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;

function childPids(pid: number) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WORKERS', () => {
  it('reads a whole number from 1, or auto (one per core); anything else stops the start', () => {
    expect(environmentFromEnv({}).workers).toBe(1);
    expect(environmentFromEnv({ WORKERS: '3' }).workers).toBe(3);
    expect(environmentFromEnv({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'two'])
      expect(() => environmentFromEnv({ WORKERS: bad }), bad).toThrow('WORKERS must be a whole number from 1, or auto');
  });

  it('refuses several workers over embedded PGlite', async () => {
    const storage = await createStorage(''); // '' and not undefined, which means DATABASE_URL's server
    try {
      await expect(startChildServer(storage, { WORKERS: '2' }, 60_000)).rejects.toThrow(
        'WORKERS > 1 needs DATABASE_URL: embedded PGlite is owned by one process',
      );
    } finally {
      await storage.remove();
    }
  });

  describe.skipIf(!postgresUrl)('over PostgreSQL', () => {
    let storage: ServerStorage | undefined;
    let server: ChildServer | undefined;
    afterAll(async () => {
      await server?.kill('SIGKILL');
      await storage?.remove();
    });

    it('serves one port from two processes, replaces one that dies, and SIGTERM stops them all', async () => {
      storage = await createStorage(postgresUrl, inject('databaseTemplate'));
      server = await startChildServer(storage, { WORKERS: '2' });
      for (
        let waited = 0;
        !server.output().includes('Served by 2 API workers (WORKERS)') && waited < 60_000;
        waited += 100
      )
        await sleep(100);
      expect(server.output()).toContain('Served by 2 API workers (WORKERS)');
      const workers = childPids(server.pid);
      expect(workers).toHaveLength(2);

      const route = LOGIN_ROUTE.csr;
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`${server.baseUrl}${route.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            phoneNumber: DEMO.csr.phoneNumber,
            password: DEMO_PASSWORD,
            clientSecret: route.secret,
            isEmail: false,
          }),
        });
        expect(res.status).toBe(200);
      }

      process.kill(workers[0], 'SIGKILL');
      let now = childPids(server.pid);
      for (let waited = 0; (now.length < 2 || now.includes(workers[0])) && waited < 60_000; waited += 100) {
        await sleep(100);
        now = childPids(server.pid);
      }
      expect(now).toHaveLength(2);
      expect(now).not.toContain(workers[0]);
      workers.push(...now.filter((pid) => !workers.includes(pid)));

      await server.kill('SIGTERM');
      for (let waited = 0; workers.some((pid) => existsSync(`/proc/${pid}`)) && waited < 10_000; waited += 100)
        await sleep(100);
      expect(workers.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    }, 180_000);
  });
});
