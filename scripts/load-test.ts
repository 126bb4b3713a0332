/**
 * npm run test:load: LOAD_CLIENTS (200) concurrent clients for LOAD_SECONDS (60) on
 * a mixed read/write workload against the real server as a child process on loopback (PGlite in a
 * temp dir, or a fresh database on DATABASE_URL's server). Reports p50/p99 and the server's memory
 * sampled every second; exits 1 on any error answer or a memory growth trend.
 */
import { createStorage, startChildServer } from '../tests/api/reliability/childServer';
import type { DatabaseTemplate } from '../tests/api/databaseTemplate';
import { apiClient, signIn, type ApiClient } from '../tests/api/reliability/http';
import { drawOperation, OPERATIONS, type LoadContext } from './loadWorkload';
import { memoryTrend, percentile, type MemoryTrend, type RssSample } from './loadStats';

/** A request still unanswered after this long counts as an error (and ends the wait for it). */
const REQUEST_TIMEOUT_MS = 60_000;
/** Connections opened at a time in the ramp before the clock starts. */
const RAMP_BATCH = 10;

export interface LoadReport {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  byOperation: { name: string; count: number; p50Ms: number; p99Ms: number }[];
  memory: MemoryTrend;
  /** The server's RSS every 5 s (MB), for the record. */
  rssEvery5sMb: number[];
}

/** Runs the workload against a server already listening at `baseUrl`; `rssBytes` reads the server's memory. */
export async function runLoad({
  baseUrl,
  clients,
  seconds,
  rssBytes,
}: {
  baseUrl: string;
  clients: number;
  seconds: number;
  rssBytes: () => number | undefined;
}): Promise<LoadReport> {
  const setup = apiClient(baseUrl);
  const [shipper, staff, partner] = [
    await signIn(setup, 'shipperA'),
    await signIn(setup, 'csr'),
    await signIn(setup, 'partner'),
  ];
  const seeded = await setup.request('GET', '/api/shipment/shipper?page=0&pageSize=100', { token: shipper.token });
  setup.close();
  const ctx: LoadContext = {
    shipper,
    staff,
    partner,
    knownShipments: seeded.body.data.content.map((s: { id: number }) => s.id),
    biddable: [],
  };

  // Each client has its own keep-alive connection, as each browser has, opened in a ramp before the
  // clock starts. (200 connections opened at once against a saturated event loop are accepted only
  // when it idles: Node serves established connections first, so a cold start would measure the
  // accept queue, not the API.)
  const connections = Array.from({ length: clients }, () =>
    apiClient(baseUrl, { maxSockets: 1, timeoutMs: REQUEST_TIMEOUT_MS }),
  );
  for (let i = 0; i < connections.length; i += RAMP_BATCH) {
    await Promise.all(
      connections.slice(i, i + RAMP_BATCH).map((connection) => connection.request('GET', '/api/health')),
    );
  }

  const latencies = new Map<string, number[]>(OPERATIONS.map((op) => [op.name, []]));
  const errorSamples: string[] = [];
  let errors = 0;
  const rss: RssSample[] = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => {
    const bytes = rssBytes();
    if (bytes !== undefined) rss.push({ at: (Date.now() - started) / 1000, bytes });
  }, 1000);

  let sequence = 0;
  async function virtualClient(connection: ApiClient) {
    while (Date.now() < deadline) {
      const op = drawOperation(Math.random());
      const n = sequence++;
      const t0 = performance.now();
      try {
        const res = await op.run(ctx, connection, n);
        if (res.status !== op.expected) {
          errors++;
          if (errorSamples.length < 10)
            errorSamples.push(`${op.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      } catch (error) {
        errors++;
        if (errorSamples.length < 10) errorSamples.push(`${op.name}: ${(error as Error).message}`);
      }
      latencies.get(op.name)!.push(performance.now() - t0);
    }
  }
  await Promise.all(connections.map(virtualClient));
  clearInterval(sampler);
  connections.forEach((connection) => connection.close());

  const elapsed = (Date.now() - started) / 1000;
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  return {
    clients,
    seconds,
    requests: all.length,
    errors,
    errorSamples,
    requestsPerSecond: all.length / elapsed,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    byOperation: [...latencies].map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { name, count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
    }),
    memory: memoryTrend(rss, seconds),
    rssEvery5sMb: rss.filter((_, i) => i % 5 === 4).map((sample) => Math.round(sample.bytes / 1024 / 1024)),
  };
}

/** A pino error line in short: the error and its cause (a driver error under a query error). */
function describeLogLine(line: string) {
  try {
    const { err } = JSON.parse(line) as { err?: { message?: string; cause?: { message?: string } } };
    return [err?.cause?.message, err?.message?.slice(0, 200)].filter(Boolean).join(' ← ');
  } catch {
    return line.slice(0, 300);
  }
}

/** Starts a child server on fresh storage (a copy of `template` when given), runs the load, stops the server and removes the storage. */
export async function loadTestAgainstChildServer(clients: number, seconds: number, template?: DatabaseTemplate) {
  const storage = await createStorage(process.env.DATABASE_URL || undefined, template);
  const server = await startChildServer(storage);
  try {
    const report = await runLoad({ baseUrl: server.baseUrl, clients, seconds, rssBytes: () => server.rssBytes() });
    // The server's own account of its failures (pino error lines), to go with the error answers.
    const serverErrors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50'))
      .slice(0, 3)
      .map(describeLogLine);
    return { kind: storage.kind, report, serverErrors };
  } finally {
    await server.kill('SIGTERM');
    await storage.remove();
  }
}

export function formatReport(kind: string, report: LoadReport) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const { memory } = report;
  return [
    `load: ${report.clients} clients × ${report.seconds} s on ${kind}: ${report.requests} requests (${report.requestsPerSecond.toFixed(0)}/s), ${report.errors} errors, p50 ${ms(report.p50Ms)}, p99 ${ms(report.p99Ms)}`,
    ...report.byOperation.map(
      (op) =>
        `  ${op.name.padEnd(28)} ${String(op.count).padStart(6)}  p50 ${ms(op.p50Ms).padStart(8)}  p99 ${ms(op.p99Ms).padStart(8)}`,
    ),
    `  server RSS (last 2/3, ${memory.samples} samples): ${memory.startMb.toFixed(0)} → ${memory.endMb.toFixed(0)} MB, slope ${memory.slopeMbPerMin.toFixed(1)} MB/min ` +
      `(fitted growth ${memory.fittedGrowthMb.toFixed(1)} MB, bound ${memory.boundMb.toFixed(0)} MB): ${memory.growing ? 'GROWING' : 'stable'}`,
    `  server RSS every 5 s (MB): ${report.rssEvery5sMb.join(' ')}`,
    ...report.errorSamples.map((line) => `  error: ${line}`),
  ].join('\n');
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  const clients = Number(process.env.LOAD_CLIENTS ?? 200);
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  loadTestAgainstChildServer(clients, seconds).then(
    ({ kind, report, serverErrors }) => {
      console.log(formatReport(kind, report));
      for (const line of serverErrors) console.log(`  server log: ${line}`);
      process.exit(report.errors === 0 && !report.memory.growing ? 0 : 1);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
