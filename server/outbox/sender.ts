import { OUTBOX_CHANNEL, OUTBOX_KIND, outboxRetryDelayMs, type OutboxChannel } from '#domain/outbox';
import type { Database } from '../db/client';
import { claimDue, recordAttempt, type AttemptOutcome, type ClaimedMessage } from './claims';
import { fillLinks } from './compose';
import { OUTBOX_DUE_CHANNEL } from './enqueue';
import { DeliveryFailure, type OutgoingMessage, type Transports } from './message';
import type { UnsubscribeTokens } from './unsubscribeTokens';

export interface SenderSettings {
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  /** The portal's address in e-mails' links. */
  publicUrl: string;
  /** Tell the change feed of each attempt (LIVE_UPDATES). */
  live: boolean;
}

/** Messages claimed at once; each claim lasts longer than any transport's own timeouts. */
const BATCH = 10;
const LEASE_MS = 120_000;

/**
 * This process's sender loop. It runs when told that messages are due (a NOTIFY on commit, from this
 * process or another), when a retry it scheduled comes due, and every `pollMs` for whatever it was not
 * told of. Rounds never overlap within a process; across processes the claims keep each message to one
 * sender. A message is delivered outside any transaction, then its attempt is recorded.
 */
export class OutboxSender {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private poll: NodeJS.Timeout | undefined;
  private wake: { at: number; timer: NodeJS.Timeout } | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly transports: Transports,
    private readonly unsubscribeTokens: UnsubscribeTokens,
    private readonly settings: SenderSettings,
    private readonly warn: (message: string, error: unknown) => void,
  ) {}

  async start() {
    const nudge = () => void this.nudge();
    this.unlisten = await this.database.listen(OUTBOX_DUE_CHANNEL, nudge, nudge);
    this.poll = setInterval(nudge, this.settings.pollMs);
    this.poll.unref();
    nudge();
  }

  /** Runs rounds until nothing is due; answers when a round begun after this call has found nothing more. */
  nudge(): Promise<void> {
    this.again = true;
    if (this.stopped) return Promise.resolve();
    this.running ??= this.work();
    return this.running;
  }

  /** Waits until every message due now has had its attempt (the API tests read what was sent after it). */
  drain(): Promise<void> {
    return this.nudge();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.wake?.timer);
    await this.unlisten?.();
    await this.running;
    this.transports.email.close?.();
    if (this.transports.sms !== this.transports.email) this.transports.sms.close?.();
  }

  private async work() {
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        try {
          while (!this.stopped && (await this.round()) > 0);
        } catch (error) {
          this.warn('outbox round failed; the next poll tries again', error);
        }
      }
    } finally {
      // In the same turn as the last check of `again`: a nudge after it starts a new run, none is lost.
      this.running = undefined;
    }
  }

  private async round(): Promise<number> {
    const claimed = await claimDue(this.database.db, {
      limit: BATCH,
      leaseMs: LEASE_MS,
      maxAttempts: this.settings.maxAttempts,
    });
    await Promise.all(claimed.map((message) => this.attempt(message)));
    return claimed.length;
  }

  private async attempt(message: ClaimedMessage) {
    let outcome: AttemptOutcome;
    try {
      const transport = this.transports[message.channel === OUTBOX_CHANNEL.SMS ? 'sms' : 'email'];
      outcome = { ok: true, answer: await transport.deliver(this.outgoing(message)) };
    } catch (error) {
      const answer = error instanceof Error ? error.message : String(error);
      outcome = {
        ok: false,
        answer: answer || 'No answer',
        permanent: error instanceof DeliveryFailure && error.permanent,
      };
    }
    const retryInMs = outboxRetryDelayMs(message.attempts + 1, this.settings.retryBaseMs);
    try {
      await recordAttempt(this.database.db, message, outcome, retryInMs, this.settings.live);
      if (!outcome.ok) this.wakeIn(retryInMs);
    } catch (error) {
      // The lease runs out and the message is tried again: sent at least once, never lost.
      this.warn(`outbox message ${message.id}: its attempt could not be recorded`, error);
    }
  }

  /** The message as its transport sends it: the deployment's links in its bodies, an unsubscribe header. */
  private outgoing(message: ClaimedMessage): OutgoingMessage {
    const portal = this.settings.publicUrl;
    const unsubscribe =
      message.kind === OUTBOX_KIND.NOTIFICATION && message.companyId !== null
        ? `${portal}/auth/unsubscribe?token=${this.unsubscribeTokens.sign({ companyId: message.companyId, email: message.recipient })}`
        : undefined;
    const links = { portal, unsubscribe };
    return {
      id: message.id,
      channel: message.channel as OutboxChannel,
      kind: message.kind as OutgoingMessage['kind'],
      event: message.event,
      recipient: message.recipient,
      language: message.language,
      subject: message.subject,
      text: fillLinks(message.textBody ?? '', links, false),
      html: message.htmlBody === null ? null : fillLinks(message.htmlBody, links, true),
      code: message.code,
      attachments: message.attachments,
      headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>` } : {},
    };
  }

  /** A retry this process scheduled is picked up when due, not at the next poll. */
  private wakeIn(ms: number) {
    const at = Date.now() + ms;
    if (this.stopped || (this.wake && this.wake.at <= at)) return;
    clearTimeout(this.wake?.timer);
    const timer = setTimeout(() => {
      this.wake = undefined;
      void this.nudge();
    }, ms + 5);
    timer.unref();
    this.wake = { at, timer };
  }
}
