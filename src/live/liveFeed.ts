import { createParser } from 'eventsource-parser';

/** A change another person (or another tab) made: the record and its new version, never its fields (GET /api/events). */
export interface LiveChange {
  resource: string;
  id: number | string;
  version: number | null;
  event: string;
  at: string;
  /** Who made it, and a tag of their session (src/domain/sessionTag.ts): this browser's own writes are not news. */
  by: { id: number; name: string; session: string | null } | null;
}

/** What the feed tells: a change; `reset` (changes may have been missed: refetch what is shown); `signedOut`. */
export type LiveNews = { kind: 'change'; change: LiveChange } | { kind: 'reset' } | { kind: 'signedOut' };

/** `off`: this API has no feed (LIVE_UPDATES=false), and the portal works as it always did. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'off';

export interface LiveFeedOptions {
  url: string;
  token: () => string | null;
  /** Called with a token the stream was refused: refresh it (or end the session, which throws). */
  renewToken: (refused: string | null) => Promise<void>;
  onNews: (news: LiveNews) => void;
  onStatus: (status: LiveStatus) => void;
  fetch?: typeof fetch;
  /** The pause before the n-th reconnect (tests make it short). */
  backoffMs?: (attempt: number) => number;
}

/** 1, 2, 4 … 30 s, each a little randomised so that tabs and browsers do not all come back at once. */
const defaultBackoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt) * (0.75 + Math.random() / 2);

class Refused extends Error {
  constructor(readonly status: number) {
    super(`the change feed answered ${status}`);
  }
}

/**
 * Follows GET /api/events with fetch (which, unlike EventSource, sends the bearer token and
 * Last-Event-ID on every reconnect), until the answered stop function is called. A dropped stream
 * comes back with growing pauses and catches up from the last event it had.
 */
export function followLiveFeed(options: LiveFeedOptions): () => void {
  const { url, token, renewToken, onNews, onStatus, fetch: fetchImpl = fetch, backoffMs = defaultBackoff } = options;
  const stopped = new AbortController();
  let lastEventId: string | undefined;

  const readOnce = async () => {
    const used = token();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (used) headers.authorization = `Bearer ${used}`;
    if (lastEventId) headers['last-event-id'] = lastEventId;
    // Low priority: a stream that never ends is not part of the page's load, and the browser (and
    // Lighthouse, which waits for high-priority requests to finish) should not treat it as such.
    const response = await fetchImpl(url, { headers, signal: stopped.signal, cache: 'no-store', priority: 'low' });
    if (response.status === 401) {
      await renewToken(used);
      throw new Refused(401);
    }
    if (!response.ok || !response.body) throw new Refused(response.status);
    const parser = createParser({
      onEvent: ({ event, id, data }) => {
        if (id) lastEventId = id;
        if (event === 'ready') onStatus('live');
        else if (event === 'reset') onNews({ kind: 'reset' });
        else if (event === 'signedOut') onNews({ kind: 'signedOut' });
        else if (event === 'change') onNews({ kind: 'change', change: JSON.parse(data) as LiveChange });
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  };

  void (async () => {
    onStatus('connecting');
    for (let attempt = 0; !stopped.signal.aborted;) {
      try {
        await readOnce();
        attempt = 0;
      } catch (error) {
        if (stopped.signal.aborted) return;
        if (error instanceof Refused && (error.status === 404 || error.status === 403)) return onStatus('off');
        // A refused token was just renewed: try again at once, once.
        if (error instanceof Refused && error.status === 401 && attempt === 0) {
          attempt = 1;
          continue;
        }
        if (!(error instanceof Refused)) attempt = Math.max(attempt, 1);
      }
      if (stopped.signal.aborted) return;
      onStatus('reconnecting');
      await pause(backoffMs(attempt++), stopped.signal);
    }
  })().catch(() => onStatus('off'));

  return () => stopped.abort();
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
