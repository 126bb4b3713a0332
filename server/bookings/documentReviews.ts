import { and, eq, isNotNull } from 'drizzle-orm';
import { CASE_STATUS } from '#domain/verification';
import type { BookingDocumentReviewInput } from '#domain/schemas/verification';
import type { Db } from '../db/client';
import { documentReviews, documents, users } from '../db/schema';
import { notFound } from '../http/errors';

/** The booking a document belongs to, or 404 when it is not a booking's document. */
export async function bookingOfDocument(db: Db, documentId: number) {
  const [doc] = await db
    .select({ bookingId: documents.bookingId })
    .from(documents)
    .where(and(eq(documents.id, documentId), isNotNull(documents.bookingId)));
  if (!doc?.bookingId) throw notFound();
  return doc.bookingId;
}

/** Records staff's review of a booking document (a later review replaces it); answers the decision. */
export async function reviewBookingDocument(
  db: Db,
  documentId: number,
  reviewerId: number,
  input: BookingDocumentReviewInput,
) {
  const review = {
    status: input.status,
    reason: input.status === CASE_STATUS.REJECTED ? (input.reason ?? null) : null,
    reviewedBy: reviewerId,
    reviewedAt: new Date(),
  };
  await db
    .insert(documentReviews)
    .values({ documentId, ...review })
    .onConflictDoUpdate({ target: documentReviews.documentId, set: review });
  const [{ fullName }] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, reviewerId));
  return { documentId, ...review, reviewedBy: reviewerId, reviewedByName: fullName };
}
