import type { FastifyInstance } from 'fastify';
import { bookingDocumentFieldsSchema, bookingDocumentListQuerySchema } from '#domain/schemas/bookings';
import { documentRoutes } from '../documents/routes';
import { ownedBookingById } from '../bookings/access';

/** SPEC §7 roots bookingDocument and bookingDocument/upload: builty, proof of delivery, weighbridge slip… of one booking. */
export default async function bookingDocumentRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  await app.register(
    documentRoutes({
      root: 'bookingDocument',
      tag: 'booking documents',
      ownerField: 'bookingId',
      fieldsSchema: bookingDocumentFieldsSchema,
      typesFromConfig: true,
      history: 'booking',
      listQuerySchema: bookingDocumentListQuerySchema,
      assertOwner: (request, id) => ownedBookingById(db, request, id),
    }),
  );
}
