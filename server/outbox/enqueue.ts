import { sql } from 'drizzle-orm';
import type { Conn } from '../db/query';
import { outboxAttachments, outboxMessages } from '../db/schema';
import type { OutboxInput } from './message';

/** The channel every API process's sender loop listens on: told on commit that messages are due. */
export const OUTBOX_DUE_CHANNEL = 'outbox_due';

/**
 * Writes a message in the caller's transaction: it is sent only if that transaction commits (a write
 * rolled back sends nothing), and the NOTIFY that wakes the sender loops is delivered only then too.
 * Answers the message's id.
 */
export async function enqueue(tx: Conn, input: OutboxInput): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: input.channel,
      kind: input.kind,
      event: input.event ?? null,
      recipient: input.recipient,
      language: input.language,
      companyId: input.companyId ?? null,
      subject: input.subject ?? null,
      textBody: input.text,
      htmlBody: input.html ?? null,
      code: input.code ?? null,
    })
    .returning({ id: outboxMessages.id });
  const attachments = input.attachments ?? [];
  if (attachments.length)
    await tx.insert(outboxAttachments).values(
      attachments.map(({ fileName, contentType, content }) => ({
        messageId: row.id,
        fileName,
        contentType,
        sizeBytes: content.byteLength,
        content: Buffer.from(content),
      })),
    );
  await messagesDue(tx);
  return row.id;
}

/**
 * Tells every sender loop, when the transaction commits, that messages are due: one notification
 * however many a transaction queues (PostgreSQL folds a repeated NOTIFY with the same payload).
 */
export const messagesDue = (tx: Conn) => tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`);
