import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drive, type LoadFigures } from './load';
import { cpuSeconds, cpuSpent, freePort, processTree, startNode, waitUntilServing } from './processes';
import { loginCsr, scenarios, SHIPMENT_LIST_PATH, type Scenario } from './scenarios';
import { compiledServerArgs } from '../lib/compiledServer';

export type DatabaseKind = 'pglite' | 'postgres';

const cpuTotal = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

export interface RouteFigures {
  key: Scenario['key'];
  label: string;
  /** At a fixed 200 req/s. */
  fixed: LoadFigures;
  /** As fast as it answers. */
  max: LoadFigures;
  /** CPU time per request during the flat-out run: what bounds throughput on 2 cores, whatever else runs. */
  cpuMsPerRequest: { server: number; database?: number; autocannon: number };
}

export interface ServerFigures {
  kind: DatabaseKind;
  /** API processes (WORKERS); 1 unless the run says otherwise. */
  workers: number;
  routes: RouteFigures[];
  peakRssMb: number;
  /** The shipment list's answer, which the ceiling serves from memory. */
  listPage: string;
}

export interface ServerRunOptions {
  kind: DatabaseKind;
  /** DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  location: string;
  /** WORKERS for the server (PostgreSQL only). */
  workers?: number;
  shipments: number;
  seconds: number;
  fixedRate: number;
  resultsDir: string;
  log: (line: string) => void;
  /** CPU seconds by process of an external database server (PostgreSQL), when we can see them. */
  databaseCpu?: () => Map<number, number> | undefined;
  /** The routes to drive (BENCH_ROUTES); every scenario when omitted. */
  routes?: Scenario['key'][];
}

/** "postgres", or "postgres ×2" for a run with two workers. */
export const serverName = (server: { kind: DatabaseKind; workers: number }) =>
  server.workers > 1 ? `${server.kind} ×${server.workers}` : server.kind;

/**
 * The real server as a child process (compiled, as `npm start` runs it, so its VmHWM is its own
 * peak RSS) over the seeded database, each route driven at the fixed rate and then flat out.
 */
export async function benchServer(options: ServerRunOptions): Promise<ServerFigures> {
  const port = await freePort();
  const emptyDist = join(options.resultsDir, 'empty-dist');
  mkdirSync(emptyDist, { recursive: true });
  const workers = options.workers ?? 1;
  const name = serverName({ kind: options.kind, workers });
  const logFile = join(options.resultsDir, `server-${name.replace(/\W+/g, '-')}.log`);
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '1000',
    AUTH_IP_RATE_LIMIT_MAX: '100000',
    DIST_DIR: emptyDist,
    WORKERS: String(workers),
    ...(options.kind === 'postgres'
      ? { DATABASE_URL: options.location }
      : { DATABASE_URL: '', DATA_DIR: options.location }),
  };
  const child = startNode(await compiledServerArgs(), env, logFile);
  const serverCpu = () => processTree(child.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilServing(`${base}/api/health`, child, logFile);
    const token = await loginCsr(base);
    const listPage = await (
      await fetch(`${base}${SHIPMENT_LIST_PATH}`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const routes: RouteFigures[] = [];
    const chosen = scenarios(options.shipments).filter((s) => !options.routes || options.routes.includes(s.key));
    for (const scenario of chosen) {
      const run = (seconds: number, rate?: number) =>
        drive({ url: `${base}${scenario.path}`, paths: scenario.paths, token, seconds, rate });
      await run(2); // warm-up: JIT, plan caches, pool connections, the pages read into (PGlite's) buffers
      const fixed = await run(options.seconds, options.fixedRate);
      const before = {
        server: serverCpu(),
        database: options.databaseCpu?.(),
        autocannon: process.cpuUsage(),
      };
      const max = await run(options.seconds);
      const databaseAfter = options.databaseCpu?.();
      const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, max.requests);
      const cpuMsPerRequest = {
        server: perRequest(serverCpu() - before.server),
        ...(before.database && databaseAfter ? { database: perRequest(cpuSpent(before.database, databaseAfter)) } : {}),
        autocannon: perRequest(cpuTotal(process.cpuUsage(before.autocannon))),
      };
      options.log(
        `  ${name} ${scenario.key}: ${max.rps.toFixed(0)} req/s flat out, p99 ${fixed.p99Ms} ms at ${options.fixedRate} req/s`,
      );
      routes.push({ key: scenario.key, label: scenario.label, fixed, max, cpuMsPerRequest });
    }
    const figures = { kind: options.kind, workers, routes, peakRssMb: child.peakRssMb(), listPage };
    if (workers === 1) writeFileSync(join(options.resultsDir, `list-page-${options.kind}.json`), listPage);
    return figures;
  } finally {
    await child.stop();
  }
}
