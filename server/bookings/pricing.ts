import { eq } from 'drizzle-orm';
import { toMajor } from '#domain/money';
import { marginOf, shipperAmountOf } from '#domain/bidding';
import { splitBookingAmount } from '#domain/schemas/wallet';
import { MESSAGES } from '#domain/messages';
import type { Db } from '../db/client';
import { bids, bookings, shipments } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * What the booking costs and earns, every side of it: the carrier side (amount, advance, remainder),
 * the shipper side (shipper amount, contract amount) and the margin. The caller hides what its viewer may not see.
 */
export async function bookingPricing(db: Db, booking: Pick<typeof bookings.$inferSelect, 'id' | 'amount'>) {
  const [row] = await db
    .select({
      bidAmount: bids.amount,
      bidCategoryTypeId: shipments.bidCategoryTypeId,
      shipperRate: shipments.shipperRate,
      contractAmount: shipments.contractAmount,
      weight: shipments.weight,
      vehicleCount: shipments.vehicleCount,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .leftJoin(bids, eq(bids.id, bookings.bidId))
    .where(eq(bookings.id, booking.id));
  if (!row) throw notFound(MESSAGES.notFound);
  // The same split the partner is paid by (payments in paisa), so the two never disagree.
  const { advanceMinor, remainderMinor } = splitBookingAmount(booking.amount);
  const shipperAmount = shipperAmountOf(row);
  return {
    bookingId: booking.id,
    bidCategoryTypeId: row.bidCategoryTypeId,
    amount: booking.amount,
    bidAmount: row.bidAmount,
    advanceAmount: toMajor(advanceMinor),
    remainderAmount: toMajor(remainderMinor),
    shipperAmount,
    contractAmount: row.contractAmount,
    margin: marginOf(shipperAmount, booking.amount),
  };
}
