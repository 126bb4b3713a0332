import { count, gte, sql } from 'drizzle-orm';
import { BID_STATUS, type BidStatus } from '#domain/bookings';
import { BID_REPORT_DAYS } from '#domain/notifications';
import type { Db } from '../db/client';
import { bids } from '../db/schema';
import { isoDay } from '../db/query';

/** Bids that were accepted, whatever happened after (acknowledged, driver assigned, fulfilled). */
const ACCEPTED_LIKE: readonly BidStatus[] = [
  BID_STATUS.ACCEPTED,
  BID_STATUS.ACKNOWLEDGED,
  BID_STATUS.DRIVER_ASSIGNED,
  BID_STATUS.FULFILLED,
];

/** The last BID_REPORT_DAYS UTC days, oldest first, today last. */
export function reportDays(now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: BID_REPORT_DAYS }, (_, i) =>
    isoDay(new Date(today - (BID_REPORT_DAYS - 1 - i) * 86_400_000)),
  );
}

/**
 * GET /report/v1/csr/bids: per UTC day of the last 14, the bids placed that day and, of those, how many
 * are now accepted (or past it: acknowledged, driver assigned, fulfilled) and rejected; plus every
 * bid's current status totalled (all time).
 */
export async function bidReport(db: Db, now = new Date()) {
  const days = reportDays(now);
  const day = sql<string>`to_char(${bids.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perDay, perStatus] = await Promise.all([
    db
      .select({ day, status: bids.status, n: count() })
      .from(bids)
      .where(gte(bids.createdAt, new Date(`${days[0]}T00:00:00Z`)))
      .groupBy(day, bids.status),
    db.select({ status: bids.status, n: count() }).from(bids).groupBy(bids.status),
  ]);
  const byDay = new Map(days.map((date) => [date, { date, placed: 0, accepted: 0, rejected: 0 }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.placed += row.n;
    if (ACCEPTED_LIKE.includes(row.status as BidStatus)) entry.accepted += row.n;
    if (row.status === BID_STATUS.REJECTED) entry.rejected += row.n;
  }
  const totals = Object.fromEntries(Object.values(BID_STATUS).map((s) => [s, 0])) as Record<BidStatus, number>;
  for (const row of perStatus) if (row.status in totals) totals[row.status as BidStatus] = row.n;
  return { days: [...byDay.values()], totals };
}
