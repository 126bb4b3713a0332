import { USER_TYPE } from '#domain/userTypes';
import { bookingDocumentReviewSchema } from '#domain/schemas/verification';
import { DataOf } from '#domain/records/envelope';
import { DocumentDecisionRecord } from '#domain/records/verification';
import { currentUser, requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { write } from '../http/write';
import { idParams } from '../http/params';
import { ownedBookingById } from './access';
import { bookingDocument, reviewBookingDocument } from './documentReviews';

/**
 * A booking document verified by staff: with TRIP_AND_DOCUMENT_VERIFICATIONS on, a trip moves on only
 * once the documents its next step needs are approved, not just uploaded (server/bookings/service.ts).
 */
export default async function bookingDocumentReviewRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.put(
    '/bookingDocument/:id/review',
    {
      config: { access: 'bookings' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags: ['booking documents'],
        summary: "Approve a booking document, or reject it with a reason (staff); an entry of the booking's history",
        params: idParams,
        body: bookingDocumentReviewSchema,
        answer: DataOf(DocumentDecisionRecord),
      }),
    },
    async (request) => {
      const { id } = request.params;
      const doc = await bookingDocument(db, id);
      await ownedBookingById(db, request, doc.bookingId);
      const input = request.body;
      const { id: userId, userType } = currentUser(request);
      const reviewed = () => [{ resource: 'bookings', id: doc.bookingId, event: 'documentReviewed' }];
      return write(request, { changes: reviewed }, async (tx) =>
        ok(await reviewBookingDocument(tx, doc, { id: userId, userType }, input)),
      );
    },
  );
}
