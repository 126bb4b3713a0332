import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { HISTORY_EVENTS, eventsOfGroup, type HistoryEvent, type HistoryQuery } from '#domain/history';
import type { HistoryEntryRecord } from '#domain/records/history';
import type { Db } from '../db/client';
import { bookings, recordHistory, users } from '../db/schema';
import { HIDDEN_MONEY_FIELDS, type MoneyAudience } from '../money/visibility';
import { STAFF_ONLY_SHIPMENT_READS } from '#domain/records/shipments';

/** One record's history, newest first: a shipment's (with its bookings') or one booking's. */
export async function listHistory(
  db: Db,
  of: { shipmentId: number } | { bookingId: number },
  query: HistoryQuery,
  audience: MoneyAudience,
) {
  const where = and(
    'shipmentId' in of ? eq(recordHistory.shipmentId, of.shipmentId) : eq(recordHistory.bookingId, of.bookingId),
    query.group ? inArray(recordHistory.event, eventsOfGroup(query.group)) : undefined,
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: recordHistory.id,
        createdAt: recordHistory.createdAt,
        shipmentId: recordHistory.shipmentId,
        bookingId: recordHistory.bookingId,
        bookingCode: bookings.code,
        actorId: recordHistory.actorId,
        actorName: users.fullName,
        actorType: recordHistory.actorType,
        event: recordHistory.event,
        changes: recordHistory.changes,
        detail: recordHistory.detail,
        reason: recordHistory.reason,
      })
      .from(recordHistory)
      .leftJoin(users, eq(users.id, recordHistory.actorId))
      .leftJoin(bookings, eq(bookings.id, recordHistory.bookingId))
      .where(where)
      .orderBy(desc(recordHistory.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(recordHistory).where(where),
  ]);
  // Nor, on the shipper side, staff's own fields (who works the shipment, its tag).
  const hidden = new Set<string>([
    ...HIDDEN_MONEY_FIELDS[audience],
    ...(audience === 'staff' ? [] : [...STAFF_ONLY_SHIPMENT_READS, 'internalPointOfContact']),
  ]);
  const content: HistoryEntryRecord[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    event: row.event as HistoryEvent,
    group: HISTORY_EVENTS[row.event as HistoryEvent],
    // Money the viewer may not see today is not shown in the past either.
    changes: row.changes.filter((change) => !hidden.has(change.field)),
    detail: row.detail ? Object.fromEntries(Object.entries(row.detail).filter(([key]) => !hidden.has(key))) : null,
  }));
  return { content, total };
}
