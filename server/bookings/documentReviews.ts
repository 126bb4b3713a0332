import { and, eq, isNotNull } from 'drizzle-orm';
import { CASE_STATUS } from '#domain/verification';
import type { BookingDocumentReviewInput } from '#domain/schemas/verification';
import type { Db } from '../db/client';
import { bookings, documentReviews, documentTypes, documents, users } from '../db/schema';
import { notFound } from '../http/errors';
import { appendHistory, type HistoryActor } from '../history/append';

/** A booking's document as its review needs it, or 404 when it is not a booking's document. */
export async function bookingDocument(db: Db, documentId: number) {
  const [doc] = await db
    .select({
      id: documents.id,
      bookingId: documents.bookingId,
      shipmentId: bookings.shipmentId,
      documentTypeName: documentTypes.name,
      fileName: documents.fileName,
    })
    .from(documents)
    .innerJoin(bookings, eq(bookings.id, documents.bookingId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(and(eq(documents.id, documentId), isNotNull(documents.bookingId)));
  if (!doc?.bookingId) throw notFound();
  return { ...doc, bookingId: doc.bookingId };
}

/**
 * Records staff's review of a booking document (a later review replaces it) and the booking's history
 * entry, in one transaction; answers the decision.
 */
export async function reviewBookingDocument(
  db: Db,
  doc: Awaited<ReturnType<typeof bookingDocument>>,
  reviewer: HistoryActor,
  input: BookingDocumentReviewInput,
) {
  const review = {
    status: input.status,
    reason: input.status === CASE_STATUS.REJECTED ? (input.reason ?? null) : null,
    reviewedBy: reviewer.id,
    reviewedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(documentReviews)
      .values({ documentId: doc.id, ...review })
      .onConflictDoUpdate({ target: documentReviews.documentId, set: review });
    await appendHistory(tx, [
      {
        shipmentId: doc.shipmentId,
        bookingId: doc.bookingId,
        actor: reviewer,
        event: 'documentReviewed',
        detail: {
          documentId: doc.id,
          documentType: doc.documentTypeName,
          fileName: doc.fileName,
          review: review.status,
          reason: review.reason,
        },
      },
    ]);
  });
  const [{ fullName }] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, reviewer.id));
  return { documentId: doc.id, ...review, reviewedByName: fullName };
}
