import { asc, eq } from 'drizzle-orm';
import { BID_STATUS, BOOKING_STATUS, REASON_KIND } from '#domain/bookings';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { deliveryDueBy } from '#domain/scorecards';
import type { Db } from './client';
import * as t from './schema';
import { tinyPdf } from './seed-data/fleet';
import type { PlannedTrip, Slot } from './seedScorecards';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/* The trips of the scorecards' seed (seedScorecards.ts): one delivered as planned, or one lost to a backout or a cancellation. */

export const pdf = (name: string) => {
  const content = tinyPdf(name);
  return { fileName: `${name}.pdf`, contentType: 'application/pdf', sizeBytes: content.length, content };
};

/** A fulfilled bid, its delivered booking and its proof of delivery, at the planned times. */
export async function deliveredTrip(db: Db, partnerId: number, slot: Slot, trip: PlannedTrip) {
  const [first] = await db
    .select({ amount: t.bids.amount, bidCategoryTypeId: t.bids.bidCategoryTypeId })
    .from(t.bids)
    .where(eq(t.bids.shipmentId, slot.shipmentId))
    .orderBy(asc(t.bids.id))
    .limit(1);
  // Booked the day before loading (the generated shipments were all posted at the seed's now).
  const booked = new Date(slot.loadingTime.getTime() - DAY);
  const pickedUpAt = new Date(slot.loadingTime.getTime() + trip.pickup * HOUR);
  const deliveredAt = new Date(
    Math.max(
      deliveryDueBy(slot.loadingTime, slot.distanceKm).getTime() + trip.delivery * HOUR,
      pickedUpAt.getTime() + HOUR,
    ),
  );
  const amount = first ? first.amount + 2_000 : 100_000;
  const [bid] = await db
    .insert(t.bids)
    .values({
      shipmentId: slot.shipmentId,
      partnerId,
      amount,
      bidCategoryTypeId: first?.bidCategoryTypeId ?? 1,
      status: BID_STATUS.FULFILLED,
      createdAt: new Date(booked.getTime() - HOUR),
      updatedAt: deliveredAt,
    })
    .returning({ id: t.bids.id });
  const [booking] = await db
    .insert(t.bookings)
    .values({
      shipmentId: slot.shipmentId,
      bidId: bid.id,
      partnerId,
      amount,
      status: BOOKING_STATUS.DELIVERED,
      pickedUpAt,
      deliveredAt,
      createdAt: booked,
      updatedAt: deliveredAt,
    })
    .returning({ id: t.bookings.id });
  if (trip.pod !== null)
    await db.insert(t.documents).values({
      bookingId: booking.id,
      documentTypeId: DOCUMENT_TYPE.PROOF_OF_DELIVERY,
      uploadedBy: partnerId,
      createdAt: new Date(deliveredAt.getTime() + trip.pod * HOUR),
      ...pdf(`pod-${booking.id}`),
    });
}

/** A booking that never set off: cancelled by staff, or released by the partner's backing out of its bid. */
export async function lostBooking(
  db: Db,
  partnerId: number,
  shipment: { id: number; loadingTime: Date },
  how: 'cancelled' | 'backedOut',
) {
  const booked = new Date(shipment.loadingTime.getTime() - 2 * DAY);
  const reason =
    how === 'backedOut'
      ? { kind: REASON_KIND.BACKOUT_BID, id: 1, text: 'Vehicle not available on the loading date' }
      : null;
  const [bid] = await db
    .insert(t.bids)
    .values({
      shipmentId: shipment.id,
      partnerId,
      amount: 120_000,
      bidCategoryTypeId: 1,
      status: how === 'backedOut' ? BID_STATUS.BACKOUT : BID_STATUS.ACCEPTED,
      reasonKind: reason?.kind ?? null,
      reasonId: reason?.id ?? null,
      reason: reason?.text ?? null,
      createdAt: new Date(booked.getTime() - HOUR),
    })
    .returning({ id: t.bids.id });
  await db.insert(t.bookings).values({
    shipmentId: shipment.id,
    bidId: bid.id,
    partnerId,
    amount: 120_000,
    status: BOOKING_STATUS.CANCELLED,
    cancellationReasonId: how === 'cancelled' ? 23 : null,
    cancellationReason: how === 'cancelled' ? 'Driver did not report' : `Partner backed out: ${reason!.text}`,
    createdAt: booked,
    updatedAt: new Date(booked.getTime() + 5 * HOUR),
  });
}
