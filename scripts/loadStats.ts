/** Latency percentiles and the server's memory trend for the load run. */

export function percentile(sortedMs: number[], p: number) {
  if (!sortedMs.length) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export interface RssSample {
  /** Seconds since the load started. */
  at: number;
  bytes: number;
}

export interface MemoryTrend {
  samples: number;
  /** Mean RSS over the first and the last sixth of the measured window (MB). */
  startMb: number;
  endMb: number;
  /** Least-squares slope over the measured window (MB per minute). */
  slopeMbPerMin: number;
  /** What the slope adds up to across the measured window (MB). */
  fittedGrowthMb: number;
  /** The growth allowed across the window (MB). */
  boundMb: number;
  growing: boolean;
}

const MB = 1024 * 1024;

/**
 * Memory is judged on the last two thirds of the run (the first third is warm-up: caches, the JIT,
 * PGlite's heap reaching its working size). It is growing when both the fitted line and the
 * end-versus-start means rise by more than the bound: max(64 MB, 15 % of the mean). (A 150 s run on
 * PostgreSQL rose ~45 MB in its first minute at a low request rate, then held flat within ±10 MB.)
 */
export function memoryTrend(all: RssSample[], runSeconds: number): MemoryTrend {
  const samples = all.filter((s) => s.at >= runSeconds / 3);
  const n = samples.length;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const meanAt = mean(samples.map((s) => s.at));
  const meanBytes = mean(samples.map((s) => s.bytes));
  const covariance = samples.reduce((sum, s) => sum + (s.at - meanAt) * (s.bytes - meanBytes), 0);
  const variance = samples.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0);
  const slope = variance ? covariance / variance : 0;
  const span = n ? samples[n - 1].at - samples[0].at : 0;
  const sixth = Math.max(1, Math.floor(n / 6));
  const startMb = mean(samples.slice(0, sixth).map((s) => s.bytes)) / MB;
  const endMb = mean(samples.slice(-sixth).map((s) => s.bytes)) / MB;
  const fittedGrowthMb = (slope * span) / MB;
  const boundMb = Math.max(64, (0.15 * meanBytes) / MB);
  return {
    samples: n,
    startMb,
    endMb,
    slopeMbPerMin: (slope * 60) / MB,
    fittedGrowthMb,
    boundMb,
    growing: n >= 3 && fittedGrowthMb > boundMb && endMb - startMb > boundMb,
  };
}
