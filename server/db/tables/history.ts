import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { HistoryChange } from '#domain/history';
import { createdAt } from './columns';

/**
 * Who changed what on a shipment or one of its bookings: one row per write, appended in the
 * write's own transaction (server/history). Never updated or deleted: a trigger (migration 0019)
 * refuses both. A booking's entries are also its shipment's, so the shipment's history tells the whole story.
 *
 * No foreign keys, on purpose: checking one locks the row it names (KEY SHARE), so every write that
 * locks its shipment FOR UPDATE (accepting a bid) would deadlock with one that appends to that
 * shipment's history while holding a row the first one waits for (rejecting the same bid). The ids
 * are the server's own, of records that are never deleted.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: integer('shipment_id').notNull(),
    bookingId: integer('booking_id'),
    /** Null: the system (no user made the write). */
    actorId: integer('actor_id'),
    actorType: smallint('actor_type'),
    /** A HISTORY_EVENTS name. */
    event: text('event').notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull().default([]),
    /** What the event concerned beyond the record's own fields (the bid, the document, the payment). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_history_shipment_idx').on(t.shipmentId, sql`${t.id} desc`),
    index('record_history_booking_idx')
      .on(t.bookingId, sql`${t.id} desc`)
      .where(sql`${t.bookingId} is not null`),
  ],
);
