import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES } from '#domain/limits';
import { currentUser, isInternal } from '../auth/guard';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, FileAnswer } from '#domain/records/envelope';
import { DocumentRecord } from '#domain/records/documents';
import { attachmentHeader, documentsOnly, nameForType, readUpload, sniffDocumentType } from '../files/upload';
import { idParams, type IdRequest } from '../http/params';
import { configEntry } from '../db/configEntries';
import { CONFIG_NAME } from '#domain/clientConfig';
import { offeredDocumentTypes } from '#domain/configEntries';
import type { Db } from '../db/client';
import { write } from '../http/write';
import type { PermissionArea } from '../auth/routeAccess';
import { forAudience, moneyAudienceOf } from '../money/visibility';
import { toMinor } from '#domain/money';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { proofOfDeliveryMail } from '../outbox/companyEvents';
import { appendHistory, snapshot, type HistoryRecordKind } from '../history/append';
import {
  deleteDocument,
  documentContent,
  documentsOf,
  findDocument,
  saveDocument,
  type DocumentOwnerField,
} from './queries';

export interface DocumentOwner {
  /** SPEC §7 root: 'shipment-document', 'bookingDocument', 'driverDocument', 'vehicleDocument' or 'userDocument'; the upload is `<root>/upload`. */
  root: string;
  /** The permission area of its routes (server/auth/routeAccess.ts). */
  access: PermissionArea;
  tag: string;
  ownerField: DocumentOwnerField;
  /** The upload's text fields: the owner's id and the document type. */
  fieldsSchema: AnyObjectSchema;
  listQuerySchema: AnyObjectSchema;
  /** Refuses (404) an owner the caller may not see. */
  assertOwner(request: FastifyRequest, ownerId: number): Promise<unknown>;
  /** Shipment and booking documents: only the types the DOCUMENT_TYPES entry offers. */
  typesFromConfig?: boolean;
  /** Shipment and booking documents: adding or removing one is an entry of the record's history. */
  history?: HistoryRecordKind;
  /** Booking documents: a charge document may carry its amount (`amount`, Rs), set by staff only. */
  chargeAmounts?: boolean;
}

/** A charge's amount is what the shipper is billed: never shown to carriers. */
const visibleTo = <T extends object>(request: FastifyRequest, row: T) =>
  forAudience(row, moneyAudienceOf(currentUser(request)));

/**
 * The document calls of one owner kind: list, upload (checked by content: PDF, PNG, JPEG, WebP, at
 * most DOCUMENT_MAX_BYTES), download (or inline preview) and delete (staff any, others their own).
 */
export function documentRoutes(owner: DocumentOwner) {
  return async (app: Api) => {
    const { db } = app.ctx.database;
    const tags = [owner.tag];

    /** The history entry of a document added or removed, in the same transaction as the change. */
    async function documentHistory(
      tx: Db,
      request: FastifyRequest,
      event: 'documentAdded' | 'documentRemoved',
      document: { id: number; documentTypeName: string; fileName: string } & Record<string, unknown>,
    ) {
      if (!owner.history) return;
      const ownerId = document[owner.ownerField] as number;
      const record = await snapshot(tx, owner.history, ownerId);
      if (!record) return;
      const user = currentUser(request);
      await appendHistory(tx, [
        {
          shipmentId: record.shipmentId,
          bookingId: owner.history === 'booking' ? ownerId : null,
          actor: { id: user.id, userType: user.userType },
          event,
          detail: { documentId: document.id, documentType: document.documentTypeName, fileName: document.fileName },
        },
      ]);
    }

    async function ownedDocument(request: IdRequest) {
      const row = await findDocument(db, owner.ownerField, request.params.id);
      const ownerId = (row as Record<string, unknown> | undefined)?.[owner.ownerField] as number | null | undefined;
      if (!row || !ownerId) throw notFound();
      await owner.assertOwner(request, ownerId);
      return row;
    }

    app.get(
      `/${owner.root}`,
      {
        config: { access: owner.access },
        schema: docs({
          tags,
          answer: DataOf(Type.Array(DocumentRecord)),
          summary: `The ${owner.tag} of one ${owner.ownerField.replace(/Id$/, '')}, newest first`,
          querystring: owner.listQuerySchema,
        }),
      },
      async (request) => {
        const ownerId = (request.query as Record<string, unknown>)[owner.ownerField] as number;
        await owner.assertOwner(request, ownerId);
        return ok((await documentsOf(db, owner.ownerField, ownerId)).map((row) => visibleTo(request, row)));
      },
    );

    app.post(
      `/${owner.root}/upload`,
      {
        schema: docs({
          tags,
          answer: { 201: DataOf(DocumentRecord) },
          summary: `Attach a file (multipart: ${owner.ownerField}, documentTypeId${owner.chargeAmounts ? ', amount (Rs, a charge only, staff only)' : ''}, then file; PDF/PNG/JPEG/WebP up to 10 MB)`,
          description: 'multipart/form-data',
        }),
        config: { access: owner.access, upload: true },
      },
      async (request, reply) => {
        const ownerOf = async (formFields: Record<string, string>) => {
          const checked = (await validate(owner.fieldsSchema, formFields)) as {
            documentTypeId: number;
            amount?: number;
          } & Record<string, number>;
          if (
            owner.typesFromConfig &&
            !offeredDocumentTypes(await configEntry(db, CONFIG_NAME.DOCUMENT_TYPES)).some(
              (type) => type.id === checked.documentTypeId,
            )
          )
            throw badRequest(MESSAGES.invalidDocumentType);
          const record = (await owner.assertOwner(request, checked[owner.ownerField])) as { invoiced?: boolean };
          if (owner.chargeAmounts && checked.amount !== undefined) {
            if (!isInternal(currentUser(request))) throw forbidden(MESSAGES.chargeAmountStaffOnly);
            // Charges are billed with their booking's freight: after that, an amount would be lost.
            if (record?.invoiced) throw conflict(MESSAGES.chargeAfterInvoice);
          }
          return checked;
        };
        // The fields sent before the file are validated and the owner checked there, so a file ahead of
        // its fields (400) or for someone else's record (404) costs no file read; they are checked again
        // on the whole form, as a field repeated after the file wins.
        const form = await readUpload(request, DOCUMENT_MAX_BYTES, MESSAGES.fileTooLarge, {
          beforeFile: async (fields) => void (await ownerOf(fields)),
          sniff: documentsOnly,
        });
        const fields = await ownerOf(form.fields);
        if (!form.file || form.file.content.length === 0) throw badRequest(MESSAGES.fileRequired);
        const contentType = sniffDocumentType(form.file.content);
        if (!contentType) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
        const file = {
          fileName: nameForType(form.file.fileName, contentType),
          contentType,
          content: form.file.content,
        };
        // Only the row and its history share a transaction: the file was read before it began.
        const saved = await write(request, {}, async (tx) => {
          const id = await saveDocument(
            tx,
            owner.ownerField,
            fields[owner.ownerField],
            fields.documentTypeId,
            file,
            currentUser(request).id,
            fields.amount === undefined ? null : toMinor(fields.amount),
          );
          const row = (await findDocument(tx, owner.ownerField, id))!;
          await documentHistory(tx, request, 'documentAdded', row);
          if (owner.ownerField === 'bookingId' && fields.documentTypeId === DOCUMENT_TYPE.PROOF_OF_DELIVERY)
            await proofOfDeliveryMail(tx, fields.bookingId);
          return row;
        });
        reply.status(201);
        return ok(visibleTo(request, saved));
      },
    );

    app.get(
      `/${owner.root}/:id/download`,
      {
        config: { access: owner.access },
        schema: docs({
          tags,
          answer: FileAnswer(...DOCUMENT_MEDIA_TYPES),
          summary: 'The file itself (inline with ?inline=true, for a preview)',
          params: idParams,
        }),
      },
      async (request, reply) => {
        const document = await ownedDocument(request);
        const content = await documentContent(db, document.id);
        const inline = (request.query as { inline?: string } | undefined)?.inline === 'true';
        return reply
          .type(document.contentType)
          .header('content-disposition', attachmentHeader(document.fileName, inline))
          .header('cache-control', 'private, no-store')
          .send(content);
      },
    );

    app.delete(
      `/${owner.root}/:id`,
      {
        config: { access: owner.access },
        schema: docs({
          tags,
          answer: DataOf(DocumentRecord),
          summary: 'Remove a document: staff any, others their own uploads',
          params: idParams,
        }),
      },
      async (request) => {
        const document = await ownedDocument(request);
        const user = currentUser(request);
        if (!isInternal(user) && document.uploadedBy !== user.id) throw forbidden();
        await write(request, {}, async (tx) => {
          if (!(await deleteDocument(tx, document.id))) throw notFound();
          await documentHistory(tx, request, 'documentRemoved', document);
        });
        return ok(visibleTo(request, document));
      },
    );
  };
}
