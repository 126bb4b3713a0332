import { verdict } from './format';

/** The change feed's targets: a change on every open screen within a second, and streams cheap to hold. */
export const LIVE_TARGETS = { maxP99Ms: 1000, maxKbPerStream: 20 } as const;

export interface LiveFigures {
  database: 'pglite' | 'postgres';
  streams: { asked: number; opened: number; failed: number; firstError: string; dropped: number; resets: number };
  /** Asked for: perSecond for seconds; made: answered 2xx (however late), at madePerSecond till the last answer. */
  writes: {
    asked: number;
    perSecond: number;
    seconds: number;
    made: number;
    failed: number;
    firstError: string;
    madePerSecond: number;
  };
  /** How long a write took to be answered, from when it was due. */
  writeMs: { p50: number; p99: number };
  /** Change events received, and what the streams should have received for the writes made. */
  delivered: { csr: number; csrExpected: number; shipper: number; shipperExpected: number };
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** CPU seconds from the first write to the end of the straggler wait. */
  cpu: { server: number; bench: number; wallSeconds: number };
  kbPerStream: number;
  rssMb: { idle: number; open: number; peak: number };
  /** Whether the peak is the run's (VmHWM reset once the server was idle) or since start-up. */
  peakIsTheRuns: boolean;
  loadAverage: number;
  cores: number;
  seconds: number;
}

const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const line = (label: string, text: string) => `  ${label.padEnd(26)} ${text}`;
const check = (ok: boolean, name: string, value: string, target: string) =>
  `  ${verdict(ok).padEnd(6)} ${name.padEnd(30)} ${value.padStart(10)}  target ${target}`;

/** The live bench's output, as the other benches print theirs: the figures, then each target OK or MISSED. */
export function formatLiveBench(f: LiveFigures): string[] {
  const { streams, writes, delivered, latencyMs, cpu, rssMb } = f;
  return [
    `Live updates on ${f.database}: ${num(streams.asked)} event streams (half CSR, half shipper A) on one API process, ` +
      `${writes.perSecond} writes/s for ${writes.seconds} s; ${f.cores} cores, load average ${num(f.loadAverage, 1)}`,
    line(
      'streams',
      `${num(streams.opened)} opened, ${streams.failed} failed, ${streams.dropped} dropped, ${streams.resets} resets`,
    ),
    line(
      'writes (tag / untag)',
      `${num(writes.made)} made of ${num(writes.asked)}, ${writes.failed} failed; ${num(writes.madePerSecond, 1)}/s till the last answer, answered p50 ${num(f.writeMs.p50)} ms, p99 ${num(f.writeMs.p99)} ms`,
    ),
    line(
      'change events delivered',
      `${num(delivered.csr + delivered.shipper)}: CSR streams ${num(delivered.csr)} of ${num(delivered.csrExpected)}, shipper A's ${num(delivered.shipper)} of ${num(delivered.shipperExpected)}`,
    ),
    line(
      'delivery latency',
      `p50 ${num(latencyMs.p50)} ms, p95 ${num(latencyMs.p95)} ms, p99 ${num(latencyMs.p99)} ms, max ${num(latencyMs.max)} ms`,
    ),
    line(
      'memory per open stream',
      `${num(f.kbPerStream, 1)} KB (server RSS ${num(rssMb.idle)} MB idle → ${num(rssMb.open)} MB with the streams open)`,
    ),
    line(
      'server peak RSS',
      `${num(rssMb.peak)} MB (VmHWM ${f.peakIsTheRuns ? 'from the streams opening on' : 'since start-up'})`,
    ),
    line(
      'CPU while writing',
      `server ${num(cpu.server, 1)} s (${num((cpu.server * 1000) / Math.max(1, writes.made))} ms a write made), this bench ${num(cpu.bench, 1)} s, in ${num(cpu.wallSeconds, 1)} s`,
    ),
    ...(streams.firstError ? [line('first failed stream', streams.firstError)] : []),
    ...(writes.firstError ? [line('first failed write', writes.firstError)] : []),
    '',
    '  Targets',
    check(
      latencyMs.p99 <= LIVE_TARGETS.maxP99Ms,
      'delivery latency p99',
      `${num(latencyMs.p99)} ms`,
      `≤ ${LIVE_TARGETS.maxP99Ms}`,
    ),
    check(
      f.kbPerStream <= LIVE_TARGETS.maxKbPerStream,
      'memory per open stream',
      `${num(f.kbPerStream, 1)} KB`,
      `≤ ${LIVE_TARGETS.maxKbPerStream}`,
    ),
    `  Live bench took ${num(f.seconds)} s`,
  ];
}
