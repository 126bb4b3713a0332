import { request, type ClientRequest } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';

/** One open GET /api/events, as a browser's EventSource holds it: its own socket, read as it arrives. */
export interface EventStreamClient {
  /** Change events received so far. */
  changes: number;
  /** `reset` events (changes may have been missed: the feed lost its database connection). */
  resets: number;
  /** Whether the server ended it (or the socket failed) before close() did. */
  dropped: boolean;
  close(): void;
}

const AT = '"at":"';
const RESET = 'event: reset';

/**
 * Opens the stream and resolves once its `ready` event is in, so the server has subscribed it before
 * any write is timed. Each change's delay (now − its `at`, the database's clock_timestamp() at NOTIFY)
 * goes to `latencies`: only the `at` is looked for, not the JSON parsed, so that 2000 streams' worth of
 * events do not make the bench's own event loop the bottleneck it measures.
 */
export function openEventStream(origin: string, token: string, latencies: number[]): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let ready = false;
    let pending = '';
    const client: EventStreamClient = {
      changes: 0,
      resets: 0,
      dropped: false,
      close: () => {
        closing = true;
        req.destroy();
      },
    };
    const fail = (error: Error) => {
      if (!ready) return reject(error);
      if (!closing) client.dropped = true;
    };
    const req: ClientRequest = request(
      `${origin}/api/events`,
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`GET /api/events: HTTP ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          // Events end with a blank line; a chunk may end mid-event, which waits for the next.
          const text = pending + chunk;
          const last = text.lastIndexOf('\n\n');
          const end = last === -1 ? 0 : last + 2;
          pending = text.slice(end);
          if (!ready && text.includes('event: ready')) {
            ready = true;
            resolve(client);
          }
          for (let r = text.indexOf(RESET); r !== -1 && r < end; r = text.indexOf(RESET, r + 1)) client.resets++;
          for (let at = text.indexOf(AT); at !== -1 && at < end; at = text.indexOf(AT, at + AT.length)) {
            const start = at + AT.length;
            latencies.push(now - Date.parse(text.slice(start, text.indexOf('"', start))));
            client.changes++;
          }
        });
        res.on('close', () => fail(new Error('GET /api/events: closed before ready')));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** A figure of /proc/<pid>/status in KB: VmRSS now, VmHWM the peak since start or since resetPeakRss. */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

/**
 * Sets VmHWM back to the current RSS (Linux's clear_refs "5"), so the peak read later is the run's,
 * not start-up's (migrations and the seed); false where the kernel does not allow it.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
