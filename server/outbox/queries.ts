import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { OUTBOX_STATUS, outboxRetryRefusal } from '#domain/outbox';
import type { OutboxMessageRecord, OutboxRecord } from '#domain/records/outbox';
import type { OutboxListQuery } from '#domain/schemas/outbox';
import type { Db } from '../db/client';
import { escapeLike, type Conn } from '../db/query';
import { outboxAttachments, outboxAttempts, outboxMessages } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { messagesDue } from './enqueue';

/** What a record shows of a message: never its bodies or code. */
const columns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  kind: outboxMessages.kind,
  event: outboxMessages.event,
  recipient: outboxMessages.recipient,
  language: outboxMessages.language,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  maxAttempts: outboxMessages.maxAttempts,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  deliveredAt: outboxMessages.deliveredAt,
  version: outboxMessages.version,
};
type Row = Omit<OutboxRecord, 'attachments' | 'nextAttemptAt' | 'createdAt' | 'deliveredAt'> & {
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
};

/** The messages' attachments by name and size, in the order they were added. */
async function withAttachments(db: Conn, rows: Row[]) {
  const files = rows.length
    ? await db
        .select({
          messageId: outboxAttachments.messageId,
          fileName: outboxAttachments.fileName,
          contentType: outboxAttachments.contentType,
          sizeBytes: outboxAttachments.sizeBytes,
        })
        .from(outboxAttachments)
        .where(
          inArray(
            outboxAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(outboxAttachments.id))
    : [];
  return rows.map((row) => ({
    ...row,
    attachments: files.filter((file) => file.messageId === row.id).map(({ messageId: _, ...file }) => file),
  }));
}

/** GET /outbox: newest first, filtered by status, channel, kind and a part of the recipient. */
export async function listOutbox(db: Db, query: OutboxListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(outboxMessages.status, query.status) : undefined,
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
    query.kind ? eq(outboxMessages.kind, query.kind) : undefined,
    query.q ? ilike(outboxMessages.recipient, `%${escapeLike(query.q)}%`) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { content: await withAttachments(db, rows as Row[]), total };
}

/** GET /outbox/:id: the message with its attempts, oldest first. */
export async function findOutboxMessage(db: Conn, id: number) {
  const [row] = await db.select(columns).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) return undefined;
  const attemptLog = await db
    .select({ at: outboxAttempts.at, ok: outboxAttempts.ok, answer: outboxAttempts.answer })
    .from(outboxAttempts)
    .where(eq(outboxAttempts.messageId, id))
    .orderBy(asc(outboxAttempts.id));
  const [message] = await withAttachments(db, [row as Row]);
  return { ...message, attemptLog } as unknown as OutboxMessageRecord;
}

/**
 * POST /outbox/:id/retry: a pending or failed message is due now (a failed one with its attempts
 * counted afresh), unless outboxRetryRefusal refuses it (409). A message being sent at this moment
 * keeps its claim: its attempt is recorded as it ends.
 */
export async function retryOutboxMessage(tx: Db, id: number) {
  const [message] = await tx
    .select({ status: outboxMessages.status, kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id))
    .for('update');
  if (!message) throw notFound();
  const refusal = outboxRetryRefusal(message);
  if (refusal) throw conflict(MESSAGES[refusal]);
  const failed = message.status === OUTBOX_STATUS.FAILED;
  await tx
    .update(outboxMessages)
    .set({
      status: OUTBOX_STATUS.PENDING,
      nextAttemptAt: sql`now()`,
      version: sql`${outboxMessages.version} + 1`,
      ...(failed ? { attempts: 0 } : {}),
    })
    .where(eq(outboxMessages.id, id));
  await messagesDue(tx);
}
