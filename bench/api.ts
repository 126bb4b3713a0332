import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/client';
import { benchCeiling } from './api/ceiling';
import { benchJsonServer } from './api/jsonServer';
import { givenPostgres, startBenchPostgres, type BenchPostgres } from './api/postgres';
import { startNode } from './api/processes';
import { API_TARGETS, formatApiBench, targetChecks, type ApiBenchFigures } from './api/report';
import type { Scenario } from './api/scenarios';
import { seedBenchRows, type SeedReport } from './api/seed';
import { benchServer, type ServerFigures } from './api/serverRun';

/**
 * The API at scale: 100k shipments (with their bids and bookings) in embedded PGlite
 * (a data dir kept under bench/results, so re-runs skip the seed) and in a throwaway Debian PostgreSQL
 * (or BENCH_DATABASE_URL); the real server as a child process, its shipment list, booking list,
 * shipment detail and search driven by autocannon at a fixed 200 req/s and flat out; the same list
 * page served from memory (the ceiling); json-server 0.17 over the same rows. `tsx bench/api.ts` runs
 * it alone; bench/run-all.ts calls runApiBench.
 */
export interface ApiBenchOptions {
  shipments?: number;
  /** Length of each autocannon run. */
  seconds?: number;
  jsonServerSeconds?: number;
  resultsDir?: string;
  /** A PostgreSQL to use as it is instead of starting one (BENCH_DATABASE_URL). */
  databaseUrl?: string;
  log?: (line: string) => void;
  /** API processes in the second PostgreSQL run (BENCH_WORKERS, 2). */
  workers?: number;
  /** Only these routes (BENCH_ROUTES, comma-separated scenario keys: shipmentList,bookingList,shipmentDetail,search,laneRates,bidsWithScores). */
  routes?: Scenario['key'][];
}

export type { ApiBenchFigures } from './api/report';
export { formatApiBench } from './api/report';

/** PGlite's seed and json-server's db.json, in a process of their own (bench/api/seedPglite.ts). */
async function seedPgliteInChild(dataDir: string, shipments: number, dbJson: string, resultsDir: string) {
  const report = join(resultsDir, 'seed-pglite.json');
  const logFile = join(resultsDir, 'seed-pglite.log');
  const child = startNode(
    [
      '--import',
      'tsx',
      'bench/api/seedPglite.ts',
      '--data-dir',
      dataDir,
      '--shipments',
      String(shipments),
      '--db-json',
      dbJson,
      '--report',
      report,
    ],
    {},
    logFile,
  );
  while (!child.exited()) await new Promise((done) => setTimeout(done, 250));
  if (!existsSync(report))
    throw new Error(
      `Seeding PGlite failed; see ${logFile}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`,
    );
  return JSON.parse(readFileSync(report, 'utf8')) as SeedReport & { exportSeconds: number };
}

async function seedPostgres(url: string, shipments: number) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await seedBenchRows(database.db, shipments);
  } finally {
    await database.close();
  }
}

function settledOrThrow<A, B>(results: [PromiseSettledResult<A>, PromiseSettledResult<B>]): [A, B] {
  const [a, b] = results;
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchFigures> {
  const started = Date.now();
  const shipments = options.shipments ?? 100_000;
  const seconds = options.seconds ?? 5;
  const log = options.log ?? ((line: string) => console.log(line));
  const resultsDir = resolve(options.resultsDir ?? join('bench', 'results'));
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = join(resultsDir, `pglite-${shipments}`);
  const dbJson = join(resultsDir, `json-server-${shipments}.json`);

  log(`API bench: seeding ${shipments} shipments into PGlite (${dataDir}) and PostgreSQL…`);
  const postgres: BenchPostgres | undefined = options.databaseUrl
    ? givenPostgres(options.databaseUrl)
    : await startBenchPostgres();
  if (!postgres) log('  PostgreSQL is not installed here: only PGlite is measured');
  const figures: ApiBenchFigures = { shipments, seeds: {}, servers: [], jsonServerRatios: {}, checks: [], seconds: 0 };
  const servers: ServerFigures[] = [];
  try {
    // Both run to their end before either failure is thrown, so PostgreSQL is never stopped under a seed.
    const [pgliteSeed, postgresSeed] = settledOrThrow(
      await Promise.allSettled([
        seedPgliteInChild(dataDir, shipments, dbJson, resultsDir),
        postgres ? seedPostgres(postgres.url, shipments) : Promise.resolve(undefined),
      ]),
    );
    figures.seeds.pglite = pgliteSeed;
    if (postgresSeed) figures.seeds.postgres = postgresSeed;
    log(
      `  seeded: PGlite ${pgliteSeed.seconds.toFixed(1)} s${postgresSeed ? `, PostgreSQL ${postgresSeed.seconds.toFixed(1)} s` : ''}`,
    );

    const common = { shipments, seconds, fixedRate: API_TARGETS.fixedRate, resultsDir, log, routes: options.routes };
    servers.push(await benchServer({ ...common, kind: 'pglite', location: dataDir }));
    // PostgreSQL in one API process, then in BENCH_WORKERS of them (node:cluster, the WORKERS setting).
    if (postgres)
      for (const workers of [1, options.workers ?? 2])
        servers.push(
          await benchServer({
            ...common,
            kind: 'postgres',
            workers,
            location: postgres.url,
            databaseCpu: () => postgres.cpuByProcess(),
          }),
        );
  } finally {
    await postgres?.stop();
  }
  figures.servers = servers.map(({ listPage: _listPage, ...rest }) => rest);

  log('  ceiling: the list page from memory…');
  figures.ceiling = await benchCeiling(servers[0].listPage, resultsDir, seconds);
  log('  json-server 0.17 over the same rows…');
  figures.jsonServer = await benchJsonServer(dbJson, resultsDir, options.jsonServerSeconds ?? 8);
  for (const server of figures.servers) {
    const list = server.routes.find((r) => r.key === 'shipmentList');
    if (list && server.workers === 1 && figures.jsonServer.rps > 0)
      figures.jsonServerRatios[server.kind] = list.max.rps / figures.jsonServer.rps;
  }
  figures.checks = targetChecks(figures.servers);
  figures.seconds = (Date.now() - started) / 1000;
  return figures;
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  const figures = await runApiBench({
    shipments: process.env.BENCH_SHIPMENTS ? Number(process.env.BENCH_SHIPMENTS) : undefined,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    workers: process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined,
    routes: process.env.BENCH_ROUTES ? (process.env.BENCH_ROUTES.split(',') as Scenario['key'][]) : undefined,
  });
  console.log(`\n${formatApiBench(figures).join('\n')}`);
  // Targets missed are reported, not failed; failed requests make the figures meaningless.
  const failed = figures.checks.some((c) => c.name.endsWith('errors + non-2xx') && !c.ok);
  process.exit(failed ? 1 : 0);
}
