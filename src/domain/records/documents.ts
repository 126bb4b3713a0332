import { Type, type Static } from '@sinclair/typebox';
import { CASE_STATUSES } from '../verification';
import { DateTime, Id, Nullable, NullableId, NullableText, OneOf, Text } from './common';

/**
 * Each row of the document lists (GET /shipment-document, /bookingDocument, /driverDocument, /vehicleDocument,
 * /userDocument, /invoice-document), their upload (201) and their delete: everything about a document but its
 * bytes. Every document names its shipment and booking (one of them or neither); a driver's, vehicle's, user's or
 * invoice's names that owner too, on that owner's routes only.
 */
export const DocumentRecord = Type.Object({
  id: Id,
  shipmentId: NullableId,
  bookingId: NullableId,
  driverId: Type.Optional(Id),
  vehicleId: Type.Optional(Id),
  userId: Type.Optional(Id),
  invoiceId: Type.Optional(Id),
  documentTypeId: Id,
  documentTypeName: Text,
  fileName: Text,
  /** What the file's first bytes say it is (PDF, PNG, JPEG or WebP). */
  contentType: Text,
  sizeBytes: Type.Integer({ minimum: 0 }),
  /** Who uploaded it; null once that user is gone. */
  uploadedBy: NullableId,
  uploadedByName: NullableText,
  createdAt: DateTime,
  /** A booking's documents only: a charge's amount in Rs (null without one); never answered to carriers. */
  chargeAmount: Type.Optional(Nullable(Type.Number())),
  /** A booking's documents only: PENDING until staff approve or reject it (TRIP_AND_DOCUMENT_VERIFICATIONS). */
  reviewStatus: Type.Optional(OneOf(CASE_STATUSES)),
  /** Why it was rejected (null otherwise). */
  reviewReason: Type.Optional(NullableText),
});
export type DocumentRecord = Static<typeof DocumentRecord>;
