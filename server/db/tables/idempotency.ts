import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records (IETF httpapi idempotency-key draft): the first request with a key claims
 * the row, a repeat answers the stored result. Kept in the database so a retry that reaches another
 * API instance is answered the same; rows older than a day are expired and swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id: keys are per user, so one user's key never replays another's answer. */
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
