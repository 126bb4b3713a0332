import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { OUTBOX_KIND, OUTBOX_STATUS, keptAnswer } from '#domain/outbox';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import { outboxAttachments, outboxAttempts, outboxMessages } from '../db/schema';
import { publishChanges } from '../live/publish';

const msFromNow = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * Takes up to `limit` due messages for this process: a lease (`claimed_until`) no other process's
 * claim passes over until it runs out, taken under FOR UPDATE SKIP LOCKED, so two processes claiming
 * at once take different rows and neither waits. A process that dies mid-delivery leaves its lease
 * to run out, and the message is tried again (at least once, never lost).
 */
export async function claimDue(db: Db, { limit, leaseMs, maxAttempts }: ClaimSettings) {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, OUTBOX_STATUS.PENDING),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ claimedUntil: msFromNow(leaseMs), maxAttempts })
    .where(inArray(outboxMessages.id, due))
    .returning();
  if (!claimed.length) return [];
  const files = await db
    .select()
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.messageId,
        claimed.map((message) => message.id),
      ),
    )
    .orderBy(asc(outboxAttachments.id));
  return claimed.map((message) => ({
    ...message,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map(({ fileName, contentType, content }) => ({ fileName, contentType, content })),
  }));
}

export interface ClaimSettings {
  limit: number;
  leaseMs: number;
  maxAttempts: number;
}
export type ClaimedMessage = Awaited<ReturnType<typeof claimDue>>[number];

/** How an attempt ended: delivered, or failed with the reason and whether trying again could help. */
export type AttemptOutcome = { ok: true; answer: string } | { ok: false; answer: string; permanent: boolean };

/**
 * Records an attempt and what it leaves the message: DELIVERED (a code's bodies and code cleared), or
 * PENDING again after `retryInMs`, or FAILED once it has had its attempts or cannot succeed. Guarded by
 * the attempts counted at the claim: a process whose lease ran out records nothing over a newer attempt
 * ('superseded').
 */
export async function recordAttempt(
  db: Db,
  message: ClaimedMessage,
  outcome: AttemptOutcome,
  retryInMs: number,
  live: boolean,
): Promise<'recorded' | 'superseded'> {
  const attempts = message.attempts + 1;
  const givenUp = !outcome.ok && (outcome.permanent || attempts >= message.maxAttempts);
  // A code is not kept once it is delivered or given up (a late one has expired: the user asks again).
  const clearsCode = (outcome.ok || givenUp) && message.kind === OUTBOX_KIND.CODE;
  const answer = keptAnswer(outcome.answer, message.code);
  const next = outcome.ok
    ? { status: OUTBOX_STATUS.DELIVERED, deliveredAt: sql`now()`, nextAttemptAt: null, lastError: null }
    : givenUp
      ? { status: OUTBOX_STATUS.FAILED, nextAttemptAt: null, lastError: answer }
      : { nextAttemptAt: msFromNow(retryInMs), lastError: answer };
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(outboxMessages)
      .set({
        ...next,
        attempts,
        claimedUntil: null,
        version: sql`${outboxMessages.version} + 1`,
        ...(clearsCode ? { textBody: null, htmlBody: null, code: null } : {}),
      })
      .where(
        and(
          eq(outboxMessages.id, message.id),
          eq(outboxMessages.status, OUTBOX_STATUS.PENDING),
          eq(outboxMessages.attempts, message.attempts),
        ),
      )
      .returning({ version: outboxMessages.version });
    if (!changed) return 'superseded';
    await tx.insert(outboxAttempts).values({ messageId: message.id, ok: outcome.ok, answer });
    if (live) await outboxChanged(tx, message.id, changed.version);
    return 'recorded';
  });
}

/** The outbox screens follow their messages through the change feed (server/live/), staff alone hearing. */
export const outboxChanged = (tx: Conn, id: number, version: number) =>
  publishChanges(tx, [{ resource: 'outbox', id, event: 'updated', versionOf: sql`${version}` }], null);
