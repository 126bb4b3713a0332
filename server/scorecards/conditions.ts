import { and, eq, gt, gte, isNotNull, lte, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { EARTH_RADIUS_KM } from '#domain/geo';
import {
  AVERAGE_SPEED_KMH,
  DELIVERY_GRACE_HOURS,
  PICKUP_GRACE_HOURS,
  POD_DUE_DAYS,
  type ScoreFigure,
} from '#domain/scorecards';
import { bids, bookings, cities, documents, shipments } from '../db/schema';

/*
 * The scorecard's sets of bookings (src/domain/scorecards.ts says what each holds, in words) as one
 * where-clause each over `bookings` joined with its `shipments`: the counts (queries.ts) and the booking
 * list's `scoreFigure` filter use the same clause, so a number and the list it opens hold the same
 * bookings. `since` (the window's start, none for all time) and `now` come in as values or statement
 * parameters.
 */

export interface ScoreMoments {
  /** The window's start; undefined for all time. */
  since?: SQLWrapper;
  now: SQLWrapper;
}

const hours = (count: number) => sql.raw(`interval '${count} hours'`);
const days = (count: number) => sql.raw(`interval '${count} days'`);

/** The great-circle distance in km from the shipment's first pick-up city to its last drop-off city (null without either). */
const shipmentDistanceKm = sql`(select 2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(dc.latitude - pc.latitude) / 2), 2)
    + cos(radians(pc.latitude)) * cos(radians(dc.latitude)) * power(sin(radians(dc.longitude - pc.longitude) / 2), 2))))
  from ${cities} pc, ${cities} dc where pc.id = ${shipments.pickupCityId} and dc.id = ${shipments.dropOffCityId})`;

/** deliveryDueBy: the loading time, the driving time at the average speed, and the grace. */
const deliveryDue = sql`(${shipments.loadingTime} + make_interval(secs => (coalesce(${shipmentDistanceKm}, 0) / ${sql.raw(
  String(AVERAGE_SPEED_KMH),
)} + ${sql.raw(String(DELIVERY_GRACE_HOURS))}) * 3600))`;

/** pickupDueBy: the loading time and the grace. */
const pickupDue = sql`(${shipments.loadingTime} + ${hours(PICKUP_GRACE_HOURS)})`;

/** A proof of delivery on the booking, uploaded by `until` when given. */
const podOnFile = (until?: SQL) =>
  sql`exists (select 1 from ${documents} where ${documents.bookingId} = ${bookings.id} and ${documents.documentTypeId} = ${DOCUMENT_TYPE.PROOF_OF_DELIVERY}${
    until ? sql` and ${documents.createdAt} <= ${until}` : sql``
  })`;

/** The booking's bid ended in a backout. */
const bidBackedOut = sql`exists (select 1 from ${bids} where ${bids.id} = ${bookings.bidId} and ${bids.status} = ${BID_STATUS.BACKOUT})`;

const since = (column: AnyPgColumn, m: ScoreMoments) => (m.since ? gte(column, m.since) : isNotNull(column));

/** Every set's clause; each is complete on its own (the window included). */
export function figureWhere(figure: ScoreFigure, m: ScoreMoments): SQL {
  const trips = and(eq(bookings.status, BOOKING_STATUS.DELIVERED), since(bookings.deliveredAt, m))!;
  const pickedUp = since(bookings.pickedUpAt, m);
  const podOnTime = podOnFile(sql`${bookings.deliveredAt} + ${days(POD_DUE_DAYS)}`);
  const podDue = and(trips, sql`(${bookings.deliveredAt} + ${days(POD_DUE_DAYS)} <= ${m.now} or ${podOnFile()})`)!;
  const booked = since(bookings.createdAt, m);
  const clauses: Record<ScoreFigure, () => SQL | undefined> = {
    trips: () => trips,
    pickedUp: () => pickedUp,
    onTimePickup: () => and(pickedUp, lte(bookings.pickedUpAt, pickupDue)),
    latePickup: () => and(pickedUp, gt(bookings.pickedUpAt, pickupDue)),
    onTimeDelivery: () => and(trips, lte(bookings.deliveredAt, deliveryDue)),
    lateDelivery: () => and(trips, gt(bookings.deliveredAt, deliveryDue)),
    podDue: () => podDue,
    podOnTime: () => and(podDue, podOnTime),
    podLate: () => and(podDue, not(podOnTime)),
    booked: () => booked,
    backedOut: () => and(booked, bidBackedOut),
    cancelled: () => and(booked, eq(bookings.status, BOOKING_STATUS.CANCELLED), not(bidBackedOut)),
  };
  return clauses[figure]()!;
}
