import type { ServerResponse } from 'node:http';

/** A browser slower than this many bytes behind is dropped: it reconnects and catches up or refetches. */
const MAX_BEHIND_BYTES = 1_000_000;
const KEEPALIVE_MS = 25_000;
/**
 * Changes heard within this long go out in one write: a socket write per change per stream was half
 * the server's time a write with 2,000 streams open (npm run bench:live); this costs at most this delay.
 */
const GATHER_MS = 50;

/** One browser's Server-Sent Events stream: changes, "refetch everything", "signed out", and a keep-alive. */
export class EventStream {
  private readonly keepAlive: NodeJS.Timeout;
  private ended = false;
  private gathered = '';
  private gathering?: NodeJS.Timeout;

  constructor(
    private readonly response: ServerResponse,
    headers: Record<string, string | number | string[] | undefined>,
  ) {
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) pass each event on at once instead of buffering the stream.
      'x-accel-buffering': 'no',
    });
    response.on('close', () => this.end());
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), KEEPALIVE_MS);
    this.keepAlive.unref();
  }

  get isOpen() {
    return !this.ended;
  }

  /** The stream is listening: where it starts, and how soon to come back after a drop. */
  ready(lastEventId: string) {
    this.write(`retry: 2000\nid: ${lastEventId}\nevent: ready\ndata: {}\n\n`);
  }

  /** A change, as the feed wrote it once for every stream (server/live/feed.ts). */
  change(message: string) {
    this.gathered += message;
    this.gathering ??= setTimeout(() => this.flush(), GATHER_MS);
  }

  /** Changes may have been missed: everything shown should be fetched again. */
  reset(lastEventId: string) {
    this.flush();
    this.write(`id: ${lastEventId}\nevent: reset\ndata: {}\n\n`);
  }

  signedOut() {
    this.flush();
    this.write('event: signedOut\ndata: {}\n\n');
    this.end();
  }

  end() {
    if (this.ended) return;
    this.flush();
    this.ended = true;
    clearInterval(this.keepAlive);
    this.response.end();
  }

  private flush() {
    clearTimeout(this.gathering);
    this.gathering = undefined;
    const text = this.gathered;
    this.gathered = '';
    if (text) this.write(text);
  }

  private write(text: string) {
    if (this.ended) return;
    if (this.response.writableLength > MAX_BEHIND_BYTES) return this.end();
    this.response.write(text);
  }
}
