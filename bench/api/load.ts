import autocannon from 'autocannon';

export interface LoadFigures {
  /** Requests per second answered, over the run. */
  rps: number;
  p50Ms: number;
  /** Read from the same counts as autocannon's p50 and p99 (LatencyCounts), which has no p95 of its own. */
  p95Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) plus non-2xx answers: must be 0. */
  failures: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  token?: string;
  /** Each request's path in turn (e.g. detail pages of different ids); the url's path when omitted. */
  paths?: string[];
  seconds: number;
  connections?: number;
  /** A fixed overall rate (autocannon overallRate); as fast as it answers when omitted. */
  rate?: number;
  timeoutSeconds?: number;
}

/**
 * Response times in whole milliseconds, counted as autocannon 8 counts its latency histogram (an HDR
 * histogram exact to the millisecond here), so a percentile read from them is the one autocannon would
 * print: at a fixed rate each response of t ms also counts t − 1, t − 2, … 1 ms (its correction for
 * coordinated omission, an expected interval of 1 ms), and a percentile is the smallest value at or
 * above that share of the counts.
 */
export class LatencyCounts {
  private readonly counts = new Map<number, number>();
  private total = 0;

  constructor(private readonly fixedRate: boolean) {}

  record(ms: number) {
    const add = (value: number) => {
      this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
      this.total++;
    };
    add(Math.trunc(ms));
    if (this.fixedRate) for (let missing = ms - 1; missing >= 1; missing--) add(Math.trunc(missing));
  }

  percentile(p: number) {
    const wanted = Math.max(1, Math.ceil((p / 100) * this.total - 1e-9));
    let seen = 0;
    for (const value of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(value) ?? 0;
      if (seen >= wanted) return value;
    }
    return 0;
  }
}

/** One autocannon run on loopback, 10 connections unless told. */
export async function drive(options: LoadOptions): Promise<LoadFigures> {
  const { paths } = options;
  let next = 0;
  const latencies = new LatencyCounts(Boolean(options.rate));
  const settings = {
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(paths?.length
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] }
      : {}),
  } satisfies autocannon.Options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, answer) => (error ? reject(error) : resolve(answer)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.record(responseTime));
  });
  return {
    rps: result.requests.total / options.seconds,
    p50Ms: result.latency.p50,
    p95Ms: latencies.percentile(95),
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}
