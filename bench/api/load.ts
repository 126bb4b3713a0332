import autocannon from 'autocannon';

export interface LoadFigures {
  /** Requests per second answered, over the run. */
  rps: number;
  p50Ms: number;
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

/** One autocannon run on loopback, 10 connections unless told. */
export async function drive(options: LoadOptions): Promise<LoadFigures> {
  const { paths } = options;
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(paths?.length
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] }
      : {}),
  });
  return {
    rps: result.requests.total / options.seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}
