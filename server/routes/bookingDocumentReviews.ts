import type { FastifyInstance } from 'fastify';
import { USER_TYPE } from '#domain/userTypes';
import { bookingDocumentReviewSchema } from '#domain/schemas/verification';
import { DataOf } from '#domain/records/envelope';
import { DocumentDecisionRecord } from '#domain/records/verification';
import { currentUser, requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { ownedBookingById } from '../bookings/access';
import { bookingOfDocument, reviewBookingDocument } from '../bookings/documentReviews';

/**
 * A booking document verified by staff: with TRIP_AND_DOCUMENT_VERIFICATIONS on, a trip moves on only
 * once the documents its next step needs are approved, not just uploaded (server/bookings/service.ts).
 */
export default async function bookingDocumentReviewRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.put(
    '/bookingDocument/:id/review',
    {
      preHandler: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags: ['booking documents'],
        summary: 'Approve a booking document, or reject it with a reason (staff)',
        params: idParams,
        body: bookingDocumentReviewSchema,
        answer: DataOf(DocumentDecisionRecord),
      }),
    },
    async (request) => {
      const { id } = await validate(idParams, request.params);
      await ownedBookingById(db, request, await bookingOfDocument(db, id));
      const input = await validate(bookingDocumentReviewSchema, request.body);
      return ok(await reviewBookingDocument(db, id, currentUser(request).id, input));
    },
  );
}
