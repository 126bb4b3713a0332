import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { CHANGE_CHANNEL, sentPart, type PublishedChange } from './changes';

/** A change as this process heard it, with its place in the process's order (the event id). */
export interface HeardChange {
  eventId: string;
  change: PublishedChange;
  /** The Server-Sent Event as every stream that may hear it sends it: written once, not once a stream. */
  message: string;
}

/** What a listener hears: a change, or `gap` when changes may have been missed (the database connection dropped). */
export type FeedNews = HeardChange | 'gap';

/** How far back a reconnecting browser is caught up from (Last-Event-ID); older means "refetch everything". */
const REPLAY = { count: 1_000, ms: 2 * 60_000 };

/**
 * This process's one ear on the database's change channel, shared by every event stream it serves:
 * it starts listening with the first subscriber. Each change gets an id `<epoch>-<n>`; the last
 * few minutes are kept, so a browser that reconnects names the last one it had and gets the rest.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(news: FeedNews) => void>();
  private readonly recent: Array<HeardChange & { heardAt: number }> = [];
  private readonly epoch = randomBytes(4).toString('hex');
  private sequence = 0;
  private stopListening?: Promise<() => Promise<void>>;

  constructor(
    private readonly database: Database,
    private readonly onBadPayload: (payload: string) => void = () => undefined,
  ) {}

  /** Starts listening (once); resolves when the database listens, so a write after it is heard. */
  async start() {
    this.stopListening ??= this.database.listen(
      CHANGE_CHANNEL,
      (payload) => this.hear(payload),
      () => this.tell('gap'),
    );
    await this.stopListening;
  }

  subscribe(listener: (news: FeedNews) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount() {
    return this.listeners.size;
  }

  /** The changes after `lastEventId`, or undefined when it is not one this process still holds (tell the browser to refetch). */
  since(lastEventId: string): HeardChange[] | undefined {
    const [epoch, n] = lastEventId.split('-');
    const seen = Number(n);
    if (epoch !== this.epoch || !Number.isSafeInteger(seen) || seen > this.sequence) return undefined;
    this.forget();
    const oldest = this.recent[0] ? Number(this.recent[0].eventId.split('-')[1]) : this.sequence + 1;
    if (seen < oldest - 1) return undefined;
    return this.recent.filter((heard) => Number(heard.eventId.split('-')[1]) > seen);
  }

  /** The id of the latest change heard: a new stream starts from here. */
  get lastEventId() {
    return `${this.epoch}-${this.sequence}`;
  }

  async close() {
    const stop = await this.stopListening;
    this.stopListening = undefined;
    await stop?.();
    this.listeners.clear();
  }

  private hear(payload: string) {
    let change: PublishedChange;
    try {
      change = JSON.parse(payload) as PublishedChange;
    } catch {
      return this.onBadPayload(payload);
    }
    const eventId = `${this.epoch}-${++this.sequence}`;
    const message = `id: ${eventId}\nevent: change\ndata: ${JSON.stringify(sentPart(change))}\n\n`;
    const heard = { eventId, change, message, heardAt: Date.now() };
    this.recent.push(heard);
    this.forget();
    this.tell(heard);
  }

  private forget() {
    const tooOld = Date.now() - REPLAY.ms;
    while (this.recent.length > REPLAY.count || (this.recent[0] && this.recent[0].heardAt < tooOld))
      this.recent.shift();
  }

  private tell(news: FeedNews) {
    for (const listener of this.listeners) listener(news);
  }
}
