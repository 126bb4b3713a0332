import { and, eq, gt, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { PAYMENT_KIND, PAYMENT_STATUS } from '#domain/money';
import { SHIPMENT_STATUS } from '#domain/shipments';
import { CASE_STATUS } from '#domain/verification';
import { awaitingReview, caseDocument, documentsWithReviews } from '../verification/caseDocuments';
import { bids, bookingPositions, bookings, documents, payments, shipments, verificationCases } from '../db/schema';

/*
 * Each clock's rows as one where-clause, used both by its count (server/clocks/counts.ts) and by its
 * list's `clock=` filter, so that a count and the list it opens hold the same rows. `now` and the
 * cutoff are passed in: the caller reads the limit (server/clocks/limits.ts) once.
 */

/** A moment inside raw SQL (drizzle maps a Date only against a column). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** A bid that still stands: neither rejected nor backed out of. */
const liveBidOn = (shipmentId: SQL | typeof shipments.id) =>
  sql`exists (select 1 from ${bids} where ${bids.shipmentId} = ${shipmentId} and ${notInArray(bids.status, [
    BID_STATUS.REJECTED,
    BID_STATUS.BACKOUT,
  ])})`;

/** Shipments still being arranged whose open bid window closes between now and `until`, with no live bid. */
export const bidWindowClosingWhere = (now: Date, until: Date): SQL =>
  and(
    inArray(shipments.status, [SHIPMENT_STATUS.CREATED, SHIPMENT_STATUS.DISPATCH_STARTED]),
    eq(shipments.bidWindowOpen, true),
    gt(shipments.bidWindowClosesAt, now),
    lte(shipments.bidWindowClosesAt, until),
    sql`not ${liveBidOn(shipments.id)}`,
  )!;

/** A partner verification document of the case's partner awaiting review since before the cutoff. */
const documentWaitingSince = (cutoff: Date) =>
  sql`exists (select 1 from ${documentsWithReviews}
    where ${caseDocument} and ${awaitingReview} and ${documents.createdAt} < ${at(cutoff)})`;

/** Pending partner cases submitted before the cutoff, or holding a document waiting since before it. */
export const verificationLateWhere = (cutoff: Date): SQL =>
  and(
    eq(verificationCases.status, CASE_STATUS.PENDING),
    or(lt(verificationCases.submittedAt, cutoff), documentWaitingSince(cutoff)),
  )!;

/** Delivered before the cutoff, its proof of delivery on file, its remainder still pending. */
export const podUnpaidWhere = (cutoff: Date): SQL =>
  and(
    eq(bookings.status, BOOKING_STATUS.DELIVERED),
    lt(bookings.deliveredAt, cutoff),
    sql`exists (select 1 from ${documents} where ${documents.bookingId} = ${bookings.id} and ${documents.documentTypeId} = ${DOCUMENT_TYPE.PROOF_OF_DELIVERY})`,
    sql`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.kind} = ${PAYMENT_KIND.REMAINDER} and ${payments.status} = ${PAYMENT_STATUS.PENDING})`,
  )!;

/**
 * Dispatched or in transit, unchanged since the cutoff (no status move, driver or vehicle change:
 * each sets updated_at) and no position recorded since it.
 */
export const tripStalledWhere = (cutoff: Date): SQL =>
  and(
    inArray(bookings.status, [BOOKING_STATUS.DISPATCH_STARTED, BOOKING_STATUS.TRANSIT]),
    lt(bookings.updatedAt, cutoff),
    sql`not exists (select 1 from ${bookingPositions} where ${bookingPositions.bookingId} = ${bookings.id} and ${bookingPositions.recordedAt} >= ${at(cutoff)})`,
  )!;
