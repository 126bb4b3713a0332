import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSeconds } from './api/processes';
import { openEventStream, procStatusKb, resetPeakRss, type EventStreamClient } from './lib/eventStreams';
import { freshPostgresDatabase } from './lib/freshDatabase';
import { jsonClient } from './lib/jsonClient';
import { formatLiveBench, type LiveFigures } from './lib/liveReport';
import { startReferenceApi } from './lib/referenceApi';
import { envInt, quantile } from './lib/stats';

/**
 * `npm run bench:live`: the change feed under load. BENCH_LIVE_STREAMS (2000) GET /api/events streams
 * held open on one API process, half the demo CSR's (staff hear every shipment change), half shipper
 * A's (its company's only), while a keep-alive client tags and untags shipments of every company at
 * BENCH_LIVE_WRITES (50) a second for BENCH_LIVE_SECONDS (20). Each change's delay is counted from its
 * `at` (the database's clock at NOTIFY, this machine's clock) to its arrival here, so it covers the
 * commit, the feed and the server's writes to every stream. Embedded PGlite in a fresh temp dir; with
 * BENCH_DATABASE_URL, a fresh database on that PostgreSQL server, dropped afterwards.
 */
export interface LiveBenchOptions {
  streams?: number;
  writesPerSecond?: number;
  seconds?: number;
  /** A PostgreSQL server to make the run's database on; embedded PGlite when omitted. */
  postgresServerUrl?: string;
}

/** Streams opened at a time: a burst of thousands would measure the accept queue, not the feed. */
const OPEN_BATCH = 100;
const STRAGGLERS_MS = 3000;
/** Keep-alive connections the writes share, as many as the API bench's autocannon holds. */
const WRITE_CONNECTIONS = 10;
/** A write behind its schedule is waited for, not given up on: it still notifies when it commits. */
const WRITE_TIMEOUT_MS = 120_000;

type Shipment = { id: number; companyId: number };

export async function runLiveBench(options: LiveBenchOptions = {}): Promise<LiveFigures> {
  const started = Date.now();
  const { streams: asked = 2000, writesPerSecond = 50, seconds = 20 } = options;
  const fresh = options.postgresServerUrl && (await freshPostgresDatabase(options.postgresServerUrl, 'freight_live'));
  const api = await startReferenceApi({ env: { DATABASE_URL: fresh ? fresh.url : '' } }).catch(async (error) => {
    if (fresh) await fresh.drop();
    throw error;
  });
  const client = jsonClient(api.origin, WRITE_CONNECTIONS, WRITE_TIMEOUT_MS);
  const csrStreams: EventStreamClient[] = [];
  const shipperStreams: EventStreamClient[] = [];
  try {
    const { call } = client;
    const signIn = async (path: string, phoneNumber: string, clientSecret: string) => {
      const login = { phoneNumber, password: 'demo1234', clientSecret, isEmail: false };
      return (await call('POST', path, undefined, login)) as { auth: { token: string }; user: { companyId: number } };
    };
    const csr = await signIn('/auth/user/login', '03001234567', 'csr-portal-secret');
    const shipper = await signIn('/auth/user/shipper/login', '03011234567', 'shipper-portal-secret');
    const shipments = (await call('GET', '/shipment?filter=all&pageSize=100', csr.auth.token)).content as Shipment[];
    // Up to 8 shipments of each company, interleaved, so the writes go round the companies in turn.
    const companies = [...new Set(shipments.map((s) => s.companyId))];
    const targets = [...Array(8).keys()].flatMap((i) =>
      companies.flatMap((company) => shipments.filter((s) => s.companyId === company)[i] ?? []),
    );
    const write = (i: number) => {
      const { id } = targets[i % targets.length];
      return Math.floor(i / targets.length) % 2 === 0
        ? call('POST', `/shipment/${id}/tag`, csr.auth.token, { taggingOrigin: 'normal' })
        : call('POST', `/shipment/${id}/untag`, csr.auth.token);
    };
    for (const i of [0, 1, 2]) await write(i).then(() => write(targets.length + i)); // the write path warm

    await sleep(1000);
    const rssIdleKb = procStatusKb(api.pid, 'VmRSS');
    // So that the peak read at the end is the run's, not start-up's (migrations, the seed).
    const peakIsTheRuns = resetPeakRss(api.pid);
    const latencies: number[] = [];
    let firstError = '';
    for (let first = 0; first < asked; first += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, asked - first) }, (_, i) => (first + i) % 2 === 0);
      const opened = await Promise.allSettled(
        batch.map((isCsr) => openEventStream(api.origin, (isCsr ? csr : shipper).auth.token, latencies)),
      );
      opened.forEach((result, i) => {
        if (result.status === 'fulfilled') (batch[i] ? csrStreams : shipperStreams).push(result.value);
        else firstError ||= String(result.reason);
      });
    }
    const streams = [...csrStreams, ...shipperStreams];
    await sleep(1000);
    const rssOpenKb = procStatusKb(api.pid, 'VmRSS');

    // Open loop: each write leaves on its schedule whether or not the ones before were answered.
    const writes: Promise<boolean>[] = [];
    const writeMs: number[] = [];
    let shipperWrites = 0;
    let writeError = '';
    const clockStart = performance.now();
    const cpuStart = { server: cpuSeconds(api.pid), bench: process.cpuUsage() };
    for (let i = 0; i < seconds * writesPerSecond; i++) {
      const due = clockStart + (i * 1000) / writesPerSecond;
      if (due > performance.now()) await sleep(due - performance.now());
      const ofShipper = targets[i % targets.length].companyId === shipper.user.companyId;
      const answered = () => {
        writeMs.push(performance.now() - due);
        shipperWrites += ofShipper ? 1 : 0;
        return true;
      };
      writes.push(
        write(i).then(answered, (error: Error) => {
          writeError ||= error.message;
          return false;
        }),
      );
    }
    const made = (await Promise.all(writes)).filter(Boolean).length;
    const writeSeconds = (performance.now() - clockStart) / 1000;
    await sleep(STRAGGLERS_MS);
    const benchCpu = process.cpuUsage(cpuStart.bench);
    const received = (of: EventStreamClient[]) => of.reduce((sum, stream) => sum + stream.changes, 0);
    return {
      database: fresh ? 'postgres' : 'pglite',
      streams: {
        asked,
        opened: streams.length,
        failed: asked - streams.length,
        firstError,
        dropped: streams.filter((stream) => stream.dropped).length,
        resets: streams.reduce((sum, stream) => sum + stream.resets, 0),
      },
      writes: {
        asked: writes.length,
        perSecond: writesPerSecond,
        seconds,
        made,
        failed: writes.length - made,
        firstError: writeError,
        madePerSecond: made / writeSeconds,
      },
      writeMs: { p50: quantile(writeMs, 0.5), p99: quantile(writeMs, 0.99) },
      delivered: {
        csr: received(csrStreams),
        csrExpected: made * csrStreams.length,
        shipper: received(shipperStreams),
        shipperExpected: shipperWrites * shipperStreams.length,
      },
      latencyMs: {
        p50: quantile(latencies, 0.5),
        p95: quantile(latencies, 0.95),
        p99: quantile(latencies, 0.99),
        max: quantile(latencies, 1),
      },
      cpu: {
        server: cpuSeconds(api.pid) - cpuStart.server,
        bench: (benchCpu.user + benchCpu.system) / 1e6,
        wallSeconds: (performance.now() - clockStart) / 1000,
      },
      kbPerStream: (rssOpenKb - rssIdleKb) / Math.max(1, streams.length),
      rssMb: { idle: rssIdleKb / 1024, open: rssOpenKb / 1024, peak: procStatusKb(api.pid, 'VmHWM') / 1024 },
      peakIsTheRuns,
      loadAverage: loadavg()[0],
      cores: cpus().length,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const stream of [...csrStreams, ...shipperStreams]) stream.close();
    client.close();
    await api.stop();
    if (fresh) await fresh.drop();
  }
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  const figures = await runLiveBench({
    streams: envInt('BENCH_LIVE_STREAMS', 2000),
    writesPerSecond: envInt('BENCH_LIVE_WRITES', 50),
    seconds: envInt('BENCH_LIVE_SECONDS', 20),
    postgresServerUrl: process.env.BENCH_DATABASE_URL || undefined,
  });
  const resultsDir = resolve('bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `live-events-${figures.database}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(formatLiveBench(figures).join('\n'));
  // Missed targets are figures to read; failed writes or streams make them meaningless.
  process.exit(figures.writes.failed || figures.streams.failed ? 1 : 0);
}
