import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  BID_STATUS,
  BOOKING_STATUS,
  REASON_KIND,
  ON_THE_ROAD_STATUSES,
  TRIP_DOCUMENTS_BEFORE,
  canMoveBid,
  canMoveBooking,
  tripsOverlap,
  shipmentStatusFromBookings,
  type BidStatus,
  type BookingStatus,
} from '#domain/bookings';
import type { ShipmentStatus } from '#domain/shipments';
import { CONFIG_ENABLED, CONFIG_NAME } from '#domain/clientConfig';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { tripDocumentsMustBeVerified } from '#domain/configEntries';
import { configEntry } from '../db/configEntries';
import { MESSAGES, MESSAGE_TEMPLATES, fillMessage } from '#domain/messages';
import type { Db } from '../db/client';
import type { Conn, Tx } from '../db/query';
import { bids, bookings, configs, documentReviews, documents, drivers, shipments, vehicles } from '../db/schema';
import { CASE_STATUS } from '#domain/verification';
import { badRequest, conflict } from '../http/errors';
import { reasonOf } from '../bids/service';
import { recordBookingPayments } from '../money/payments';
import { bookingMoved } from '../notifications/events';

type Booking = typeof bookings.$inferSelect;

const isOpen = (booking: Booking) =>
  booking.status !== BOOKING_STATUS.DELIVERED && booking.status !== BOOKING_STATUS.CANCELLED;

/** The driver and vehicle must be the booking's partner's, the driver verified, the vehicle of the shipment's type. */
async function checkAssignment(db: Conn, booking: Booking, driverId: number, vehicleId: number) {
  const [driver] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.partnerId, booking.partnerId)));
  if (!driver) throw badRequest(MESSAGES.invalidDriver);
  if (driver.status !== 'VERIFIED') throw badRequest(MESSAGES.driverNotVerified);
  const [vehicle] = await db
    .select({ id: vehicles.id, status: vehicles.status })
    .from(vehicles)
    .innerJoin(shipments, eq(shipments.id, booking.shipmentId))
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.partnerId, booking.partnerId),
        eq(vehicles.vehicleTypeId, shipments.vehicleTypeId),
      ),
    );
  if (!vehicle) throw badRequest(MESSAGES.invalidVehicle);
  if (vehicle.status !== 'VERIFIED') throw badRequest(MESSAGES.vehicleNotVerified);
  await checkNotOnAnotherTrip(db, booking, driverId, vehicleId);
}

/** Neither the driver nor the vehicle is on a trip on the road whose time overlaps this booking's; the refusal names the trip. */
async function checkNotOnAnotherTrip(db: Conn, booking: Booking, driverId: number, vehicleId: number) {
  const [planned] = await db
    .select({ loadingTime: shipments.loadingTime })
    .from(shipments)
    .where(eq(shipments.id, booking.shipmentId));
  const onRoad = await db
    .select({ code: bookings.code, driverId: bookings.driverId, loadingTime: shipments.loadingTime })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(
      and(
        ne(bookings.id, booking.id),
        inArray(bookings.status, [...ON_THE_ROAD_STATUSES]),
        or(eq(bookings.driverId, driverId), eq(bookings.vehicleId, vehicleId)),
      ),
    )
    .orderBy(asc(bookings.id));
  const clash = onRoad.find((trip) => tripsOverlap(trip.loadingTime, planned.loadingTime));
  if (clash) {
    const template = clash.driverId === driverId ? 'driverOnAnotherTrip' : 'vehicleOnAnotherTrip';
    throw conflict(fillMessage(MESSAGE_TEMPLATES[template], { trip: clash.code ?? '' }));
  }
}

/** Assign (or, with a reason, reassign) a driver and vehicle; the booking's bid then has its driver. */
export async function assignDriver(
  db: Conn,
  booking: Booking,
  driverId: number,
  vehicleId: number,
  reassignReason?: string,
) {
  if (!isOpen(booking)) throw conflict(MESSAGES.illegalBookingMove);
  if (reassignReason !== undefined && !booking.driverId) throw conflict(MESSAGES.driverRequiredFirst);
  // Changing an assigned driver or vehicle is a reassignment: it needs its reason (the reassign call).
  const changes = booking.driverId !== null && (booking.driverId !== driverId || booking.vehicleId !== vehicleId);
  if (reassignReason === undefined && changes) throw badRequest(MESSAGES.reasonRequired);
  await checkAssignment(db, booking, driverId, vehicleId);
  const [updated] = await db
    .update(bookings)
    .set({
      driverId,
      vehicleId,
      reassignReason: reassignReason ?? booking.reassignReason,
      version: sql`${bookings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version)))
    .returning({ id: bookings.id });
  if (!updated) throw conflict(MESSAGES.staleBooking);
  if (booking.bidId) {
    await db
      .update(bids)
      .set({ status: BID_STATUS.DRIVER_ASSIGNED, updatedAt: new Date() })
      .where(and(eq(bids.id, booking.bidId), inArray(bids.status, [BID_STATUS.ACCEPTED, BID_STATUS.ACKNOWLEDGED])));
  }
}

/** Assigns a driver and vehicle to each booking, in one transaction: all of them or none. */
export async function assignDrivers(
  db: Db,
  assignments: readonly { booking: Booking; driverId: number; vehicleId: number }[],
) {
  await db.transaction(async (tx) => {
    for (const { booking, driverId, vehicleId } of assignments) await assignDriver(tx, booking, driverId, vehicleId);
  });
}

/** The shipment follows its bookings (SPEC §4's order, forward only); locked, so two bookings moving at once both count. */
export async function followBookings(tx: Tx, shipmentId: number) {
  const [shipment] = await tx
    .select({ status: shipments.status, vehicleCount: shipments.vehicleCount })
    .from(shipments)
    .where(eq(shipments.id, shipmentId))
    .for('update');
  if (!shipment) return;
  const rows = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.shipmentId, shipmentId));
  const next = shipmentStatusFromBookings(
    shipment.status as ShipmentStatus,
    shipment.vehicleCount,
    rows.map((row) => row.status as BookingStatus),
  );
  if (next === shipment.status) return;
  await tx
    .update(shipments)
    .set({ status: next, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
}

/**
 * TRIP_AND_DOCUMENT_VERIFICATIONS on: the booking carries the documents its next step needs, and staff
 * have approved one of each type (uploaded is not enough).
 */
async function checkTripDocuments(db: Db, booking: Booking, to: BookingStatus) {
  const needed = TRIP_DOCUMENTS_BEFORE[to];
  if (!needed || !tripDocumentsMustBeVerified(await configEntry(db, CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS)))
    return;
  const filed = await db
    .select({ typeId: documents.documentTypeId, status: documentReviews.status })
    .from(documents)
    .leftJoin(documentReviews, eq(documentReviews.documentId, documents.id))
    .where(and(eq(documents.bookingId, booking.id), inArray(documents.documentTypeId, [...needed.typeIds])));
  const has = (approvedOnly: boolean) =>
    needed.typeIds.every((typeId) =>
      filed.some((doc) => doc.typeId === typeId && (!approvedOnly || doc.status === CASE_STATUS.APPROVED)),
    );
  if (!has(false)) throw conflict(needed.message);
  if (!has(true)) throw conflict(needed.unverified);
}

async function podRequired(db: Db) {
  const [entry] = await db.select().from(configs).where(eq(configs.name, CONFIG_NAME.POD_REQUIRED));
  return entry?.enabled === CONFIG_ENABLED;
}

/**
 * SPEC §4 booking status per target code: one step along the trip, or 13 (cancel, with a reason of
 * kind 3). Dispatch needs a driver and vehicle; delivery needs a proof of delivery when POD_REQUIRED
 * is enabled, and fulfils the bid. The move only lands on the status it was decided from.
 */
export async function moveBooking(
  db: Db,
  booking: Booking,
  to: BookingStatus,
  reason: { reasonId?: number; details?: string },
) {
  if (!canMoveBooking(booking.status as BookingStatus, to)) throw conflict(MESSAGES.illegalBookingMove);
  const changes: PgUpdateSetSource<typeof bookings> = { status: to };
  if (to === BOOKING_STATUS.CANCELLED) {
    const picked = await reasonOf(db, REASON_KIND.CANCEL_BOOKING, reason.reasonId);
    changes.cancellationReasonId = picked.id;
    changes.cancellationReason = reason.details ?? null;
  }
  if (to === BOOKING_STATUS.DISPATCH_STARTED) {
    if (!booking.driverId || !booking.vehicleId) throw conflict(MESSAGES.driverRequiredFirst);
    // Assigned while the other trip was still to come, the driver or vehicle may be on it by now.
    await checkNotOnAnotherTrip(db, booking, booking.driverId, booking.vehicleId);
  }
  await checkTripDocuments(db, booking, to);
  // The pick-up is the first move to in transit (carrier scorecards' on-time pick-up); never moved later.
  if (to === BOOKING_STATUS.TRANSIT)
    changes.pickedUpAt = sql`coalesce(${bookings.pickedUpAt}, ${sql.param(new Date(), bookings.pickedUpAt)})`;
  if (to === BOOKING_STATUS.DELIVERED) {
    if (await podRequired(db)) {
      const [pod] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.bookingId, booking.id), eq(documents.documentTypeId, DOCUMENT_TYPE.PROOF_OF_DELIVERY)))
        .limit(1);
      if (!pod) throw conflict(MESSAGES.podRequired);
    }
    changes.deliveredAt = new Date();
  }
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({ ...changes, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning({ bidId: bookings.bidId });
    if (!moved) throw conflict(MESSAGES.staleBooking);
    // What the partner is owed moves with the trip (advance at dispatch, remainder on delivery, pending ones cancelled).
    await recordBookingPayments(tx, booking, to);
    await bookingMoved(tx, booking.id, to);
    await followBookings(tx, booking.shipmentId);
    if (to === BOOKING_STATUS.DELIVERED && moved.bidId) {
      const [bid] = await tx.select({ status: bids.status }).from(bids).where(eq(bids.id, moved.bidId));
      if (bid && canMoveBid(bid.status as BidStatus, BID_STATUS.FULFILLED))
        await tx
          .update(bids)
          .set({ status: BID_STATUS.FULFILLED, updatedAt: new Date() })
          .where(eq(bids.id, moved.bidId));
    }
  });
}
