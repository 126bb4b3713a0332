import { cancelPendingPayments } from '../money/payments';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVE_BOOKING_STATUSES,
  BID_STATUS,
  BOOKING_STATUS,
  REASON_KIND,
  bookingAmount,
  bidAcceptRefusal,
  canMoveBid,
  type BidStatus,
} from '#domain/bookings';
import type { BidLimit } from '#domain/bidding';
import { MESSAGES } from '#domain/messages';
import { POOL_TYPE, findBidLimit, isCancellable, type ShipmentStatus } from '#domain/shipments';
import { bidLimitError } from '#domain/schemas/bookings';
import type { Db } from '../db/client';
import { bidLimits, bids, bookings, privatePoolMembers, refusalReasons, shipments } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests } from '../http/errors';
import { countFailure, lockedForMs } from '../limits/counters';
import { AUTO_REFUSED_BIDS } from '#domain/limits';
import { bidPlaced } from '../notifications/events';
import { shipmentEventMail } from '../outbox/companyEvents';
import { referenceCodeSql } from '../db/referenceCodeSql';

type Shipment = typeof shipments.$inferSelect;
type Bid = typeof bids.$inferSelect;

/** SPEC §9: the bid-limit row of the shipment's category, bid basis and vehicle type. */
export async function bidLimitFor(
  db: Db,
  shipment: Pick<Shipment, 'shipmentCategoryTypeId' | 'bidCategoryTypeId' | 'vehicleTypeId'>,
) {
  return findBidLimit((await db.select().from(bidLimits)) as BidLimit[], shipment);
}

/** A bid is taken while the shipment is still being arranged and its window is open (and its closing time, if any, not passed), inside the limits. */
export async function checkBid(db: Db, shipment: Shipment, amount: number, partnerId: number) {
  const closed =
    !shipment.bidWindowOpen ||
    (shipment.bidWindowClosesAt !== null && shipment.bidWindowClosesAt.getTime() <= Date.now());
  if (closed || !isCancellable(shipment.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosed);
  if (shipment.poolType === POOL_TYPE.PRIVATE) {
    const [member] = await db
      .select()
      .from(privatePoolMembers)
      .where(and(eq(privatePoolMembers.companyId, shipment.companyId), eq(privatePoolMembers.partnerId, partnerId)));
    if (!member) throw forbidden(MESSAGES.notInvitedToPool);
  }
  const limitMessage = bidLimitError(amount, await bidLimitFor(db, shipment));
  if (limitMessage) throw badRequest(limitMessage);
}

/** The count of a partner's bids one shipment refused automatically (AUTO_REFUSED_BIDS). */
const autoRefusedKey = (shipmentId: number, partnerId: number) => `auto-refused-bid|${shipmentId}|${partnerId}`;

/** A partner whose bids this shipment refused too often waits before bidding on it again (429). */
async function checkNotLockedOut(db: Db, shipment: Shipment, partnerId: number) {
  if (!shipment.autoNegotiate) return;
  const lockedMs = await lockedForMs(db, autoRefusedKey(shipment.id, partnerId));
  if (lockedMs > 0) throw tooManyRequests(lockedMs, MESSAGES.bidsRefusedTooOften);
}

/**
 * Places the partner's bid once checkBid takes it, applies the shipment's auto rules, then tells the
 * shipper side, unless the bid was refused at once (the shipper never hears of those); answers the bid's id.
 */
export async function placeBid(
  db: Db,
  shipment: Shipment,
  partnerId: number,
  input: { amount: number; vehicleCount: number },
) {
  await checkBid(db, shipment, input.amount, partnerId);
  await checkNotLockedOut(db, shipment, partnerId);
  const [bid] = await db
    .insert(bids)
    .values({
      shipmentId: shipment.id,
      partnerId,
      amount: input.amount,
      vehicleCount: input.vehicleCount,
      bidCategoryTypeId: shipment.bidCategoryTypeId,
    })
    .returning();
  const refused = await applyAutoRules(db, shipment, bid);
  if (!refused) await bidPlaced(db, shipment.id);
  return bid.id;
}

/** A reason of the given kind (reason/refusal); its text is kept with the decision. */
export async function reasonOf(db: Db, kind: number, reasonId: number | undefined) {
  if (!reasonId) throw badRequest(MESSAGES.reasonRequired);
  const [reason] = await db
    .select()
    .from(refusalReasons)
    .where(and(eq(refusalReasons.id, reasonId), eq(refusalReasons.kind, kind)));
  if (!reason) throw badRequest(MESSAGES.invalidReason);
  return reason;
}

/**
 * Accepting a bid books its vehicles: in one transaction that locks the shipment row, so parallel
 * accepts are served one after the other and never book more vehicles than the shipment needs.
 * The bid window closes when the last vehicle is booked. Answers the new booking ids.
 */
export async function acceptBid(db: Db, bidId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId));
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, bid.shipmentId)).for('update');
    // Read again under the lock: another accept may have moved it meanwhile.
    const [current] = await tx.select().from(bids).where(eq(bids.id, bidId));
    const [{ booked }] = await tx
      .select({ booked: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.shipmentId, shipment.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
    const refusal = bidAcceptRefusal(current, {
      status: shipment.status,
      remainingVehicles: Math.max(0, shipment.vehicleCount - booked),
    });
    if (refusal) throw conflict(refusal.message);
    const rows = await tx
      .insert(bookings)
      .values(
        Array.from({ length: current.vehicleCount }, () => ({
          shipmentId: shipment.id,
          bidId: current.id,
          partnerId: current.partnerId,
          amount: bookingAmount(shipment, current.amount),
        })),
      )
      .returning({ id: bookings.id });
    await tx
      .update(bookings)
      .set({ code: referenceCodeSql('booking', bookings.id) })
      .where(
        inArray(
          bookings.id,
          rows.map((r) => r.id),
        ),
      );
    // A reject or backout that lands meanwhile (it does not lock the shipment) wins: never overwrite it.
    const [moved] = await tx
      .update(bids)
      .set({ status: BID_STATUS.ACCEPTED, updatedAt: new Date() })
      .where(and(eq(bids.id, current.id), eq(bids.status, current.status)))
      .returning({ id: bids.id });
    if (!moved) throw conflict(MESSAGES.illegalBidMove);
    if (booked + current.vehicleCount === shipment.vehicleCount) {
      await tx
        .update(shipments)
        .set({ bidWindowOpen: false, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
        .where(eq(shipments.id, shipment.id));
    }
    await shipmentEventMail(tx, shipment.id, 'BID_ACCEPTED', rows.length);
    return rows.map((r) => r.id);
  });
}

/** Moves a bid that is still where it was read; a bid moved meanwhile is a conflict, never overwritten. */
export async function moveBid(db: Db, bid: Bid, to: BidStatus, reason?: { kind: number; id: number; text: string }) {
  if (!canMoveBid(bid.status as BidStatus, to)) throw conflict(MESSAGES.illegalBidMove);
  const [moved] = await db
    .update(bids)
    .set({
      status: to,
      reasonKind: reason?.kind ?? null,
      reasonId: reason?.id ?? null,
      reason: reason?.text ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(bids.id, bid.id), eq(bids.status, bid.status)))
    .returning({ id: bids.id });
  if (!moved) throw conflict(MESSAGES.illegalBidMove);
}

/**
 * Backing out of a bid releases what it booked: its bookings that have not set off are cancelled (the
 * vehicles are free for another bid); a bid whose vehicle is already on the road cannot be backed out.
 */
export async function backOutOfBid(db: Db, bid: Bid, reason: { kind: number; id: number; text: string }) {
  await db.transaction(async (tx) => {
    const booked = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.bidId, bid.id))
      .for('update');
    const onTheRoad = booked.some((b) => b.status === BOOKING_STATUS.TRANSIT || b.status === BOOKING_STATUS.DELIVERED);
    if (onTheRoad) throw conflict(MESSAGES.illegalBidMove);
    await moveBid(tx as unknown as Db, bid, BID_STATUS.BACKOUT, reason);
    const release = booked
      .filter((b) => b.status === BOOKING_STATUS.CREATED || b.status === BOOKING_STATUS.DISPATCH_STARTED)
      .map((b) => b.id);
    if (release.length) {
      await tx
        .update(bookings)
        .set({
          status: BOOKING_STATUS.CANCELLED,
          cancellationReason: `Partner backed out: ${reason.text}`,
          version: sql`${bookings.version} + 1`,
          updatedAt: new Date(),
        })
        .where(inArray(bookings.id, release));
      // An advance not yet paid for a dispatched booking is owed no more.
      await cancelPendingPayments(tx, release);
    }
  });
}

/**
 * What the shipment's flags do with a new bid (SPEC names them; our reading): acceptAutoBid accepts a
 * bid at or below the shipper rate at once while vehicles remain; autoNegotiate rejects a bid above
 * the max shipper rate (or the rate) with "Rate above the shipper rate", so the partner can bid again
 * (counted: AUTO_REFUSED_BIDS). Answers whether the bid was refused.
 */
export async function applyAutoRules(db: Db, shipment: Shipment, bid: Bid): Promise<boolean> {
  const ceiling = shipment.maxShipperRate ?? shipment.shipperRate;
  if (shipment.autoNegotiate && ceiling !== null && bid.amount > ceiling) {
    const [reason] = await db
      .select()
      .from(refusalReasons)
      .where(eq(refusalReasons.kind, REASON_KIND.REJECT_BID))
      .orderBy(asc(refusalReasons.id))
      .limit(1);
    await moveBid(
      db,
      bid,
      BID_STATUS.REJECTED,
      reason ? { kind: reason.kind, id: reason.id, text: reason.text } : undefined,
    );
    await countFailure(db, autoRefusedKey(shipment.id, bid.partnerId), AUTO_REFUSED_BIDS);
    return true;
  }
  if (shipment.acceptAutoBid && shipment.shipperRate !== null && bid.amount <= shipment.shipperRate) {
    try {
      await acceptBid(db, bid.id);
    } catch (error) {
      // No vehicle left (or the shipment moved on): the bid simply stays open for staff to decide.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return false;
}
