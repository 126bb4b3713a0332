import type { Api } from '../http/validate';
import { invoiceDocumentFieldsSchema, invoiceDocumentListQuerySchema } from '#domain/schemas/billing';
import { assertCompanyAccess, currentUser, isInternal } from '../auth/guard';
import { documentRoutes } from '../documents/routes';
import { forbidden, notFound } from '../http/errors';
import { invoiceHeader } from './invoiceQueries';

/**
 * SPEC §7 root invoice-document: files attached to an invoice (the invoice itself, a bank deposit
 * slip, others). Staff attach and remove them; shippers and brokers list and download their own
 * company's.
 */
export default async function invoiceDocumentRoutes(app: Api) {
  const { db } = app.ctx.database;
  // Encapsulated in this plugin: only reading is open to shippers (partners and drivers never reach the invoices area).
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && !isInternal(currentUser(request))) throw forbidden();
  });
  await app.register(
    documentRoutes({
      root: 'invoice-document',
      access: 'invoices',
      tag: 'invoice documents',
      ownerField: 'invoiceId',
      fieldsSchema: invoiceDocumentFieldsSchema,
      listQuerySchema: invoiceDocumentListQuerySchema,
      assertOwner: async (request, invoiceId) => {
        const invoice = await invoiceHeader(db, invoiceId);
        if (!invoice) throw notFound();
        assertCompanyAccess(currentUser(request), invoice.companyId);
        return invoice;
      },
    }),
  );
}
