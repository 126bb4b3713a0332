import type { Api } from '../http/validate';
import { bookingDocumentFieldsSchema, bookingDocumentListQuerySchema } from '#domain/schemas/bookings';
import { documentRoutes } from '../documents/routes';
import { ownedBookingById } from './access';

/**
 * SPEC §7 roots bookingDocument and bookingDocument/upload: builty, proof of delivery, weighbridge slip… of one
 * booking; a charge document (types 24-39) may carry its amount, which invoices bill when the company's
 * configuration names its type.
 */
export default async function bookingDocumentRoutes(app: Api) {
  const { db } = app.ctx.database;
  await app.register(
    documentRoutes({
      root: 'bookingDocument',
      access: 'bookings',
      tag: 'booking documents',
      ownerField: 'bookingId',
      fieldsSchema: bookingDocumentFieldsSchema,
      typesFromConfig: true,
      history: 'booking',
      chargeAmounts: true,
      listQuerySchema: bookingDocumentListQuerySchema,
      assertOwner: (request, id) => ownedBookingById(db, request, id),
    }),
  );
}
