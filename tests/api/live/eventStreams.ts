import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';

export interface ReceivedEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  events: ReceivedEvent[];
  /** The first event (from the start, or after `after` events) that `matches`; fails after `timeoutMs`. */
  next(
    matches: (event: ReceivedEvent) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of `app`, listening on a free loopback port (the feed is a real HTTP stream, not app.inject). */
export async function baseUrlOf(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens GET /api/events as a browser would and collects its events; resolves once the stream says it is ready. */
export async function openEventStream(
  baseUrl: string,
  token: string | undefined,
  options: { lastEventId?: string; tokenInQuery?: boolean } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const query = options.tokenInQuery && token ? `?access_token=${encodeURIComponent(token)}` : '';
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token && !options.tokenInQuery) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/events${query}`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const heard = () => waiters.forEach((wake) => wake());
  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      events.push({ event: event ?? 'message', id, data: JSON.parse(data) as Record<string, unknown> });
      heard();
    },
  });
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        // aborted by close()
      }
      markEnded();
      heard();
    })();
  } else markEnded();

  const next: OpenStream['next'] = (matches, { after = 0, timeoutMs = 5_000 } = {}) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = events.slice(after).find(matches);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching event within ${timeoutMs} ms; had ${JSON.stringify(events)}`));
      }, timeoutMs);
      if (!look()) waiters.add(look);
    });

  const stream = { status: response.status, events, next, ended, close: () => controller.abort() };
  if (response.ok) await next((event) => event.event === 'ready');
  return stream;
}

/**
 * The records a stream heard changed, as `resource:id`; with `kind`, only changes of that event. A
 * write committed just before a stream opened may still reach it (its NOTIFY comes a moment later):
 * a test of what a stream hears counts the kind of change it made after opening it.
 */
export const changesOf = (stream: OpenStream, kind?: string) =>
  stream.events
    .filter((event) => event.event === 'change' && (!kind || event.data.event === kind))
    .map((event) => `${event.data.resource}:${event.data.id}`);
