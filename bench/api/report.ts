import type { CeilingFigures } from './ceiling';
import type { JsonServerFigures } from './jsonServer';
import type { LoadFigures } from './load';
import type { SeedReport } from './seed';
import { serverName, type DatabaseKind, type RouteFigures, type ServerFigures } from './serverRun';

/** The API's targets, at 10 connections. */
export const API_TARGETS = {
  /** Flat-out throughput per route; PGlite (one thread, in process) is held to its latency only. */
  minRps: {
    pglite: {},
    postgres: { shipmentList: 1200, bookingList: 1500, shipmentDetail: 1500 },
  } as Record<DatabaseKind, Partial<Record<string, number>>>,
  maxP99AtFixedRateMs: 25,
  fixedRate: 200,
  maxRssMb: { postgres: 300, pglite: 400 } satisfies Record<DatabaseKind, number>,
} as const;

export interface TargetCheck {
  name: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
}

export interface ApiBenchFigures {
  shipments: number;
  seeds: Partial<Record<DatabaseKind, SeedReport & { exportSeconds?: number }>>;
  servers: Omit<ServerFigures, 'listPage'>[];
  ceiling?: CeilingFigures;
  jsonServer?: JsonServerFigures;
  /** Our shipment list's throughput over json-server's on its closest query, per database. */
  jsonServerRatios: Partial<Record<DatabaseKind, number>>;
  checks: TargetCheck[];
  seconds: number;
}

export function targetChecks(servers: Omit<ServerFigures, 'listPage'>[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const server of servers) {
    for (const route of server.routes) {
      const minRps = API_TARGETS.minRps[server.kind][route.key];
      if (minRps !== undefined)
        checks.push({
          name: `${serverName(server)} ${route.key} throughput`,
          value: route.max.rps,
          unit: 'req/s',
          target: `≥ ${minRps}`,
          ok: route.max.rps >= minRps,
        });
      checks.push({
        name: `${serverName(server)} ${route.key} p99 at ${API_TARGETS.fixedRate} req/s`,
        value: route.fixed.p99Ms,
        unit: 'ms',
        target: `≤ ${API_TARGETS.maxP99AtFixedRateMs}`,
        ok: route.fixed.p99Ms <= API_TARGETS.maxP99AtFixedRateMs,
      });
      const failures = route.fixed.failures + route.max.failures;
      checks.push({
        name: `${serverName(server)} ${route.key} errors + non-2xx`,
        value: failures,
        unit: '',
        target: '= 0',
        ok: failures === 0,
      });
    }
    // The memory target is one server's; with WORKERS the processes' sum is printed, not held to it.
    if (server.workers === 1)
      checks.push({
        name: `${serverName(server)} server peak RSS`,
        value: server.peakRssMb,
        unit: 'MB',
        target: `≤ ${API_TARGETS.maxRssMb[server.kind]}`,
        ok: server.peakRssMb <= API_TARGETS.maxRssMb[server.kind],
      });
  }
  return checks;
}

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);
const LABEL = 60;
/** A run's p50, p95 and p99 in ms, each in a column of 5. */
const percentiles = (run: Pick<LoadFigures, 'p50Ms' | 'p95Ms' | 'p99Ms'>) =>
  [run.p50Ms, run.p95Ms, run.p99Ms].map((ms) => lpad(`${ms}`, 5)).join(' ');
const NO_PERCENTILES = ' '.repeat(17);

/**
 * Throughput the CPU allows on this machine's 2 cores when nothing else runs, from the CPU each request
 * took: the server's Node thread (which also runs embedded PGlite) can give at most one core, and the
 * server, PostgreSQL and autocannon together at most two. The measured req/s also depends on what
 * else the machine is running at the time; this figure does not.
 */
export function cpuBoundRps(cpu: RouteFigures['cpuMsPerRequest']) {
  return Math.min(1000 / cpu.server, 2000 / (cpu.server + (cpu.database ?? 0) + cpu.autocannon));
}

const cpuLine = (kind: DatabaseKind, cpu: RouteFigures['cpuMsPerRequest']) =>
  `CPU per request: server ${num(cpu.server, 2)} ms${cpu.database === undefined ? '' : `, ${kind} ${num(cpu.database, 2)} ms`}, autocannon ${num(cpu.autocannon, 2)} ms → CPU-bound ≈ ${num(cpuBoundRps(cpu))} req/s on 2 idle cores`;

/** The API half of `npm run bench`'s output: every figure beside its target, OK or MISSED. */
export function formatApiBench(figures: ApiBenchFigures): string[] {
  const lines = [`API at scale: ${num(figures.shipments)} shipments, 10 connections, autocannon on loopback`];
  for (const [kind, seed] of Object.entries(figures.seeds)) {
    const what = seed.added
      ? `seeded ${num(seed.added)} shipments in ${num(seed.seconds, 1)} s`
      : `kept from an earlier run (${num(seed.seconds, 1)} s to check)`;
    lines.push(
      `  ${pad(kind, 8)} ${num(seed.shipments)} shipments, ${num(seed.bids)} bids, ${num(seed.bookings)} bookings — ${what}`,
    );
  }
  lines.push(
    '',
    `  ${pad('database / route', LABEL)} ${lpad('p50', 5)} ${lpad('p95', 5)} ${lpad('p99', 5)}  @${API_TARGETS.fixedRate}/s  ${lpad('max req/s', 10)} ${lpad('p50', 5)} ${lpad('p95', 5)} ${lpad('p99', 5)}  failed`,
  );
  for (const server of figures.servers) {
    for (const route of server.routes) {
      lines.push(
        `  ${pad(`${serverName(server)}: ${route.label}`, LABEL)} ${percentiles(route.fixed)}  ms     ${lpad(num(route.max.rps), 10)} ${percentiles(route.max)}  ${route.fixed.failures + route.max.failures}`,
      );
    }
    for (const route of server.routes) lines.push(`    ${route.key} ${cpuLine(server.kind, route.cpuMsPerRequest)}`);
    lines.push(
      `  ${pad(`${serverName(server)}: server peak RSS`, LABEL)} ${num(server.peakRssMb)} MB${server.workers > 1 ? ` (${server.workers + 1} processes together)` : ''}`,
    );
  }
  if (figures.ceiling) {
    const c = figures.ceiling;
    lines.push(
      `  ${pad('ceiling: the list page from memory, no database', LABEL)} ${NO_PERCENTILES}         ${lpad(num(c.rps), 10)} ${percentiles(c)}  ${c.failures}`,
    );
    lines.push(
      `    CPU per request: server ${num(c.serverCpuMs, 2)} ms; peak RSS ${num(c.peakRssMb)} MB (the app with no database)`,
    );
    for (const server of figures.servers) {
      const list = server.routes.find((r) => r.key === 'shipmentList');
      if (list) lines.push(`    ${serverName(server)} shipment list / ceiling: ${num(list.max.rps / c.rps, 2)}`);
    }
  }
  if (figures.jsonServer) {
    const j = figures.jsonServer;
    lines.push(
      `  ${pad('json-server 0.17: same rows, closest query', LABEL)} ${NO_PERCENTILES}         ${lpad(num(j.rps, 1), 10)} ${percentiles(j)}  ${j.failures}   (peak RSS ${num(j.peakRssMb)} MB)`,
    );
    for (const [kind, ratio] of Object.entries(figures.jsonServerRatios))
      lines.push(`    ${kind} shipment list / json-server throughput: ${num(ratio)}×`);
  }
  lines.push('', '  Targets');
  for (const check of figures.checks) {
    lines.push(
      `  ${check.ok ? 'OK    ' : 'MISSED'} ${pad(check.name, 48)} ${lpad(`${num(check.value, check.unit === 'ms' ? 1 : 0)} ${check.unit}`, 12)}  target ${check.target}`,
    );
  }
  lines.push(`  API bench took ${num(figures.seconds)} s`);
  return lines;
}
