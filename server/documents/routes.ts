import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from '../../src/domain/messages';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES } from '../../src/domain/limits';
import { currentUser, isInternal } from '../auth/guard';
import { documentTypes, documents, users } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, FileAnswer } from '../../src/domain/records/envelope';
import { DocumentRecord } from '../../src/domain/records/documents';
import { attachmentHeader, documentsOnly, nameForType, readUpload, sniffDocumentType } from '../files/upload';
import { idParams } from '../http/params';
import { configEntry } from '../db/configEntries';
import { CONFIG_NAME } from '../../src/domain/clientConfig';
import { offeredDocumentTypes } from '../../src/domain/configEntries';

/** Everything about a document but its bytes. */
export const documentDescription = {
  id: documents.id,
  shipmentId: documents.shipmentId,
  bookingId: documents.bookingId,
  documentTypeId: documents.documentTypeId,
  documentTypeName: documentTypes.name,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  uploadedBy: documents.uploadedBy,
  uploadedByName: users.fullName,
  createdAt: documents.createdAt,
};

/** The column that names a document's owner; shipment and booking documents already show both of theirs. */
export type DocumentOwnerField = 'shipmentId' | 'bookingId' | 'driverId' | 'vehicleId' | 'userId' | 'invoiceId';

/** A document described with its own owner's id: `documentDescription` plus driverId, vehicleId or userId. */
export const documentDescriptionOf = (ownerField: DocumentOwnerField) => ({ ...documentDescription, [ownerField]: documents[ownerField] });

export interface DocumentOwner {
  /** SPEC §7 root: 'shipment-document', 'bookingDocument', 'driverDocument', 'vehicleDocument' or 'userDocument'; the upload is `<root>/upload`. */
  root: string;
  tag: string;
  ownerField: DocumentOwnerField;
  /** The upload's text fields: the owner's id and the document type. */
  fieldsSchema: AnyObjectSchema;
  listQuerySchema: AnyObjectSchema;
  /** Refuses (404) an owner the caller may not see. */
  assertOwner(request: FastifyRequest, ownerId: number): Promise<unknown>;
  /** Shipment and booking documents: only the types the DOCUMENT_TYPES entry offers. */
  typesFromConfig?: boolean;
}

/**
 * The document calls of one owner kind: list, upload (checked by content: PDF, PNG, JPEG, WebP, at
 * most DOCUMENT_MAX_BYTES), download (or inline preview) and delete (staff any, others their own).
 */
export function documentRoutes(owner: DocumentOwner) {
  return async (app: FastifyInstance) => {
    const { db } = app.ctx.database;
    const ownerColumn = documents[owner.ownerField];
    const tags = [owner.tag];
    const description = documentDescriptionOf(owner.ownerField);
    const described = () =>
      db.select(description).from(documents).innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId)).leftJoin(users, eq(users.id, documents.uploadedBy));

    async function ownedDocument(request: FastifyRequest) {
      const { id } = await validate(idParams, request.params);
      const [row] = await described().where(eq(documents.id, id));
      const ownerId = (row as Record<string, unknown> | undefined)?.[owner.ownerField] as number | null | undefined;
      if (!row || !ownerId) throw notFound();
      await owner.assertOwner(request, ownerId);
      return row;
    }

    app.get(`/${owner.root}`, { schema: docs({ tags, answer: DataOf(Type.Array(DocumentRecord)), summary: `The ${owner.tag} of one ${owner.ownerField.replace(/Id$/, '')}, newest first`, querystring: owner.listQuerySchema }) }, async (request) => {
      const query = await validate(owner.listQuerySchema, request.query);
      const ownerId = query[owner.ownerField] as number;
      await owner.assertOwner(request, ownerId);
      return ok(await described().where(eq(ownerColumn, ownerId)).orderBy(desc(documents.createdAt), desc(documents.id)));
    });

    app.post(
      `/${owner.root}/upload`,
      {
        schema: docs({ tags, answer: { 201: DataOf(DocumentRecord) }, summary: `Attach a file (multipart: ${owner.ownerField}, documentTypeId, then file; PDF/PNG/JPEG/WebP up to 10 MB)`, description: 'multipart/form-data' }),
        config: { upload: true },
      },
      async (request, reply) => {
        const ownerOf = async (formFields: Record<string, string>) => {
          const checked = (await validate(owner.fieldsSchema, formFields)) as { documentTypeId: number } & Record<string, number>;
          if (owner.typesFromConfig && !offeredDocumentTypes(await configEntry(db, CONFIG_NAME.DOCUMENT_TYPES)).some((type) => type.id === checked.documentTypeId)) throw badRequest(MESSAGES.invalidDocumentType);
          await owner.assertOwner(request, checked[owner.ownerField]);
          return checked;
        };
        // The fields sent before the file are validated and the owner checked there, so a file ahead of
        // its fields (400) or for someone else's record (404) costs no file read; they are checked again
        // on the whole form, as a field repeated after the file wins.
        const form = await readUpload(request, DOCUMENT_MAX_BYTES, MESSAGES.fileTooLarge, { beforeFile: async (fields) => void (await ownerOf(fields)), sniff: documentsOnly });
        const fields = await ownerOf(form.fields);
        if (!form.file || form.file.content.length === 0) throw badRequest(MESSAGES.fileRequired);
        const contentType = sniffDocumentType(form.file.content);
        if (!contentType) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
        const [row] = await db
          .insert(documents)
          .values({
            [owner.ownerField]: fields[owner.ownerField],
            documentTypeId: fields.documentTypeId,
            fileName: nameForType(form.file.fileName, contentType),
            contentType,
            sizeBytes: form.file.content.length,
            content: form.file.content,
            uploadedBy: currentUser(request).id,
          })
          .returning({ id: documents.id });
        reply.status(201);
        const [created] = await described().where(eq(documents.id, row.id));
        return ok(created);
      },
    );

    app.get(`/${owner.root}/:id/download`, { schema: docs({ tags, answer: FileAnswer(...DOCUMENT_MEDIA_TYPES), summary: 'The file itself (inline with ?inline=true, for a preview)', params: idParams }) }, async (request, reply) => {
      const document = await ownedDocument(request);
      const [{ content }] = await db.select({ content: documents.content }).from(documents).where(eq(documents.id, document.id));
      const inline = (request.query as { inline?: string } | undefined)?.inline === 'true';
      return reply
        .type(document.contentType)
        .header('content-disposition', attachmentHeader(document.fileName, inline))
        .header('cache-control', 'private, no-store')
        .send(content);
    });

    app.delete(`/${owner.root}/:id`, { schema: docs({ tags, answer: DataOf(DocumentRecord), summary: 'Remove a document: staff any, others their own uploads', params: idParams }) }, async (request) => {
      const document = await ownedDocument(request);
      const user = currentUser(request);
      if (!isInternal(user) && document.uploadedBy !== user.id) throw forbidden();
      await db.delete(documents).where(eq(documents.id, document.id));
      return ok(document);
    });
  };
}
