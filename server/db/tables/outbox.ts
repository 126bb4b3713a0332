// ── messages leaving the building ────────────────────────────────────────────
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, reference, serialId, version } from './columns';
import { companies } from './people';

/**
 * A message to send (server/outbox/): written in the transaction of the event that causes it, sent
 * after commit by every API process's sender loop, which claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease (`claimed_until`). A delivered code's bodies and `code` are cleared.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serialId(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    /** A notification's SPEC event, or a code's purpose. */
    event: text('event'),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** The company whose notification settings sent it: the unsubscribe link names it. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** A one-time code, for the development senders that hand codes on as codes. */
    code: text('code'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('outbox_messages_status_idx').on(t.status, sql`${t.id} desc`),
  ],
);

/** Every try at sending a message, with the provider's answer (or the error), oldest first. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: serialId(),
    messageId: reference('message_id', () => outboxMessages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('outbox_attempts_message_idx').on(t.messageId, t.id)],
);

/** The files an e-mail carries (an invoice's PDF, its bill-Ts). */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serialId(),
    messageId: reference('message_id', () => outboxMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_message_idx').on(t.messageId)],
);

/** An address taken off a company's notification e-mails through a mail's unsubscribe link: when, and which. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: serialId(),
    companyId: reference('company_id', () => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_unsubscribes_company_idx').on(t.companyId, t.at)],
);
