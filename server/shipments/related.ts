import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  ACTIVE_BOOKING_STATUSES,
  BID_STATUS,
  SHIPMENT_VERIFICATION_STATUS,
  VERIFICATION_STATUS_LABELS,
  tripStatusOf,
  type BookingStatus,
  type VerificationStatusId,
} from '#domain/bookings';
import { DEFAULT_BOOKING_DOCUMENT_IDS, documentTypeName } from '#domain/documentTypes';
import { findBidLimit } from '#domain/shipments';
import { marginOf, shipperAmountOf, type BidLimit } from '#domain/bidding';
import type { Db } from '../db/client';
import { bidLimits, bids, bookingPositions, bookings, documents, users } from '../db/schema';
import type { StoredShipment } from './queries';

const bookingColumns = { ...getTableColumns(bookings), partnerName: users.fullName };

/** The bookings of one shipment, oldest first, with the partner's name. */
export function bookingsOfShipment(db: Db, shipmentId: number) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.partnerId))
    .where(eq(bookings.shipmentId, shipmentId))
    .orderBy(asc(bookings.id));
}

/** Bids by shipment (v3): every bid, newest first, with the partner's name. */
export function bidsOfShipment(db: Db, shipmentId: number) {
  return db
    .select({ ...getTableColumns(bids), partnerName: users.fullName })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.partnerId))
    .where(eq(bids.shipmentId, shipmentId))
    .orderBy(desc(bids.createdAt), desc(bids.id));
}

/** Tracking status of every booking of a shipment: its trip status and last known position. */
export async function trackingStatusOfShipment(db: Db, shipmentId: number) {
  const rows = await db
    .select({ id: bookings.id, code: bookings.code, status: bookings.status, partnerName: users.fullName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.partnerId))
    .where(eq(bookings.shipmentId, shipmentId))
    .orderBy(asc(bookings.id));
  if (!rows.length) return [];
  const last = await db
    .selectDistinctOn([bookingPositions.bookingId])
    .from(bookingPositions)
    .where(
      inArray(
        bookingPositions.bookingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(bookingPositions.bookingId, desc(bookingPositions.recordedAt), desc(bookingPositions.id));
  const byBooking = new Map(last.map((p) => [p.bookingId, p]));
  return rows.map((row) => {
    const position = byBooking.get(row.id);
    return {
      bookingId: row.id,
      bookingCode: row.code,
      partnerName: row.partnerName,
      bookingStatus: row.status,
      tripStatus: tripStatusOf(row.status as BookingStatus),
      lastPosition: position
        ? { latitude: position.latitude, longitude: position.longitude, recordedAt: position.recordedAt }
        : null,
    };
  });
}

/** Verification status: the shipment's own status and which of the default documents are on file. */
export async function verificationStatusOfShipment(db: Db, shipment: StoredShipment) {
  const onFile = await db
    .selectDistinct({ documentTypeId: documents.documentTypeId })
    .from(documents)
    .where(eq(documents.shipmentId, shipment.id));
  const present = new Set(onFile.map((d) => d.documentTypeId));
  const statusId = (shipment.verificationStatusTypeId ?? SHIPMENT_VERIFICATION_STATUS.PENDING) as VerificationStatusId;
  return {
    shipmentId: shipment.id,
    verificationStatusTypeId: statusId,
    label: VERIFICATION_STATUS_LABELS[statusId] ?? VERIFICATION_STATUS_LABELS[SHIPMENT_VERIFICATION_STATUS.PENDING],
    requiredDocuments: DEFAULT_BOOKING_DOCUMENT_IDS.map((id) => ({
      documentTypeId: id,
      name: documentTypeName(id)!,
      uploaded: present.has(id),
    })),
    documentsOnFile: present.size,
  };
}

/** Booking pricing info: what the shipper pays, what the open bids and the bookings cost, and the bid limits. */
export async function pricingInfoOfShipment(db: Db, shipment: StoredShipment) {
  const [[bidStats], [bookingStats], limits] = await Promise.all([
    db
      .select({
        openBids: sql<number>`count(*)::int`,
        lowest: sql<number | null>`min(${bids.amount})::int`,
        highest: sql<number | null>`max(${bids.amount})::int`,
        average: sql<number | null>`round(avg(${bids.amount}))::int`,
      })
      .from(bids)
      .where(and(eq(bids.shipmentId, shipment.id), eq(bids.status, BID_STATUS.CREATED))),
    db
      .select({
        booked: sql<number>`count(*)::int`,
        bookedAmount: sql<number>`coalesce(sum(${bookings.amount}), 0)::int`,
      })
      .from(bookings)
      .where(and(eq(bookings.shipmentId, shipment.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]))),
    db.select().from(bidLimits),
  ]);
  const limit = findBidLimit(limits as BidLimit[], shipment);
  const shipperAmount = shipperAmountOf(shipment);
  return {
    shipmentId: shipment.id,
    shipmentStatus: shipment.status,
    bidCategoryTypeId: shipment.bidCategoryTypeId,
    shipperRate: shipment.shipperRate,
    contractAmount: shipment.contractAmount,
    vehicleCount: shipment.vehicleCount,
    bookedVehicles: bookingStats.booked,
    remainingVehicles: Math.max(0, shipment.vehicleCount - bookingStats.booked),
    bookedAmount: bookingStats.bookedAmount,
    // The sum of each booked vehicle's marginOf: every one is billed the same shipper amount.
    margin: marginOf(shipperAmount === null ? null : shipperAmount * bookingStats.booked, bookingStats.bookedAmount),
    openBids: bidStats.openBids,
    lowestBid: bidStats.lowest,
    averageBid: bidStats.average,
    highestBid: bidStats.highest,
    bidLimit: limit ? { minAmount: limit.minAmount, maxAmount: limit.maxAmount } : null,
  };
}
