import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentReviews, documentTypes, documents, users } from '../db/schema';

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

/** A charge document's amount in Rs (null without one): paisa / 100, exactly, as every answer's amounts. */
const chargeAmount = sql<number | null>`(${documents.amountMinor} / 100.0)::float8`;

/** A booking document's review (TRIP_AND_DOCUMENT_VERIFICATIONS): PENDING until staff approve or reject it. */
const review = {
  reviewStatus: sql<string>`coalesce(${documentReviews.status}, 'PENDING')`,
  reviewReason: documentReviews.reason,
};

/**
 * A document described with its own owner's id: `documentDescription` plus driverId, vehicleId or
 * userId; a booking's documents also carry their charge amount and their review.
 */
export const documentDescriptionOf = (ownerField: DocumentOwnerField) => ({
  ...documentDescription,
  [ownerField]: documents[ownerField],
  ...(ownerField === 'bookingId' ? { chargeAmount, ...review } : {}),
});

const described = (db: Db, ownerField: DocumentOwnerField) =>
  db
    .select(documentDescriptionOf(ownerField))
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .leftJoin(documentReviews, eq(documentReviews.documentId, documents.id));

/** The document of `id`, described with its owner's id, if there is one. */
export async function findDocument(db: Db, ownerField: DocumentOwnerField, id: number) {
  const [row] = await described(db, ownerField).where(eq(documents.id, id));
  return row;
}

/** The owner's documents, described, newest first. */
export const documentsOf = (db: Db, ownerField: DocumentOwnerField, ownerId: number) =>
  described(db, ownerField)
    .where(eq(documents[ownerField], ownerId))
    .orderBy(desc(documents.createdAt), desc(documents.id));

/** A checked upload: the file's bytes with the media type its content shows. */
export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Keeps the file as the owner's document of the type (a charge with its amount in paisa); answers the new document's id. */
export async function saveDocument(
  db: Db,
  ownerField: DocumentOwnerField,
  ownerId: number,
  documentTypeId: number,
  file: StoredFile,
  uploadedBy: number,
  amountMinor: number | null = null,
) {
  const [row] = await db
    .insert(documents)
    .values({
      [ownerField]: ownerId,
      documentTypeId,
      amountMinor,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.content.length,
      content: file.content,
      uploadedBy,
    })
    .returning({ id: documents.id });
  return row.id;
}

/** The document's bytes. */
export async function documentContent(db: Db, id: number) {
  const [{ content }] = await db.select({ content: documents.content }).from(documents).where(eq(documents.id, id));
  return content;
}

/** Deletes the document; false when it was already gone (a delete that raced this one). */
export async function deleteDocument(db: Db, id: number) {
  const deleted = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  return deleted.length > 0;
}
