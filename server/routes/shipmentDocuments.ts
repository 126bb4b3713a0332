import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/messages';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/limits';
import { shipmentDocumentFieldsSchema, shipmentDocumentListQuerySchema } from '../../src/domain/schemas/shipmentExtras';
import { currentUser, isInternal } from '../auth/guard';
import { documentTypes, shipmentDocuments, users } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { attachmentHeader, readUpload, sniffDocumentType } from '../files/upload';
import { idParams, ownedShipmentById, shipmentPortalUsers } from '../shipments/access';

const tags = ['shipment documents'];

/** Everything about a document but its bytes. */
const described = {
  id: shipmentDocuments.id,
  shipmentId: shipmentDocuments.shipmentId,
  documentTypeId: shipmentDocuments.documentTypeId,
  documentTypeName: documentTypes.name,
  fileName: shipmentDocuments.fileName,
  contentType: shipmentDocuments.contentType,
  sizeBytes: shipmentDocuments.sizeBytes,
  uploadedBy: shipmentDocuments.uploadedBy,
  uploadedByName: users.fullName,
  createdAt: shipmentDocuments.createdAt,
};

/**
 * SPEC §7 roots shipment-document and shipment-document/upload. Files are checked by their
 * content (PDF, PNG, JPEG, WebP; at most DOCUMENT_MAX_BYTES), kept in the database with their row,
 * and their names are only ever shown, never used as paths.
 */
export default async function shipmentDocumentRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', shipmentPortalUsers);

  const selectDescribed = () =>
    db.select(described).from(shipmentDocuments).innerJoin(documentTypes, eq(documentTypes.id, shipmentDocuments.documentTypeId)).leftJoin(users, eq(users.id, shipmentDocuments.uploadedBy));

  /** The document named by `:id`, when the caller may see its shipment. */
  async function ownedDocument(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const [row] = await selectDescribed().where(eq(shipmentDocuments.id, id));
    if (!row) throw notFound();
    await ownedShipmentById(db, request, row.shipmentId);
    return row;
  }

  app.get('/shipment-document', { schema: docs({ tags, summary: 'The documents of a shipment, newest first', querystring: shipmentDocumentListQuerySchema }) }, async (request) => {
    const { shipmentId } = await validate(shipmentDocumentListQuerySchema, request.query);
    await ownedShipmentById(db, request, shipmentId);
    return ok(await selectDescribed().where(eq(shipmentDocuments.shipmentId, shipmentId)).orderBy(desc(shipmentDocuments.createdAt), desc(shipmentDocuments.id)));
  });

  app.post(
    '/shipment-document/upload',
    { schema: docs({ tags, summary: 'Attach a file (multipart: shipmentId, documentTypeId, then file; PDF/PNG/JPEG/WebP up to 10 MB)', description: 'multipart/form-data' }) },
    async (request, reply) => {
      const form = await readUpload(request, DOCUMENT_MAX_BYTES, MESSAGES.fileTooLarge);
      const fields = await validate(shipmentDocumentFieldsSchema, form.fields);
      await ownedShipmentById(db, request, fields.shipmentId);
      if (!form.file || form.file.content.length === 0) throw badRequest(MESSAGES.fileRequired);
      const contentType = sniffDocumentType(form.file.content);
      if (!contentType) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
      const [row] = await db
        .insert(shipmentDocuments)
        .values({ ...fields, fileName: form.file.fileName, contentType, sizeBytes: form.file.content.length, content: form.file.content, uploadedBy: currentUser(request).id })
        .returning({ id: shipmentDocuments.id });
      reply.status(201);
      const [created] = await selectDescribed().where(eq(shipmentDocuments.id, row.id));
      return ok(created);
    },
  );

  app.get('/shipment-document/:id/download', { schema: docs({ tags, summary: 'The file itself (inline with ?inline=true, for a preview)', params: idParams }) }, async (request, reply) => {
    const document = await ownedDocument(request);
    const [{ content }] = await db.select({ content: shipmentDocuments.content }).from(shipmentDocuments).where(eq(shipmentDocuments.id, document.id));
    const inline = (request.query as { inline?: string } | undefined)?.inline === 'true';
    return reply
      .type(document.contentType)
      .header('content-disposition', attachmentHeader(document.fileName, inline))
      .header('cache-control', 'private, no-store')
      .send(content);
  });

  app.delete('/shipment-document/:id', { schema: docs({ tags, summary: 'Remove a document: staff any, others their own uploads', params: idParams }) }, async (request) => {
    const document = await ownedDocument(request);
    const user = currentUser(request);
    if (!isInternal(user) && document.uploadedBy !== user.id) throw forbidden();
    await db.delete(shipmentDocuments).where(eq(shipmentDocuments.id, document.id));
    return ok(document);
  });
}
