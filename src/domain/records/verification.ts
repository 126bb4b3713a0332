import { Type, type Static } from '@sinclair/typebox';
import { CASE_STATUSES, DECISIONS } from '../verification';
import { DocumentRecord } from './documents';
import { DateTime, Id, IdList, Nullable, NullableText, OneOf, Text, Version } from './common';

const CaseStatus = OneOf(CASE_STATUSES);

/** Each row of GET /verification (oldest submitted first): a partner's case with its document counts and whole hours waiting. */
export const VerificationCaseRow = Type.Object({
  id: Id,
  partnerId: Id,
  partnerName: Text,
  partnerPhone: Text,
  status: CaseStatus,
  submittedAt: DateTime,
  documentCount: Type.Integer({ minimum: 0 }),
  pendingDocuments: Type.Integer({ minimum: 0 }),
  decidedAt: Nullable(DateTime),
  reason: NullableText,
  version: Version,
  waitingHours: Type.Integer({ minimum: 0 }),
});
export type VerificationCaseRow = Static<typeof VerificationCaseRow>;

/** A document's review within a case: PENDING until someone decides it. */
export const DocumentReview = Type.Object({
  status: CaseStatus,
  reason: NullableText,
  reviewedAt: Nullable(DateTime),
  reviewedByName: NullableText,
});
export type DocumentReview = Static<typeof DocumentReview>;

/** One of a case's partner documents (its file described, never its bytes) with its review. */
export const VerificationDocument = Type.Object({
  ...Type.Pick(DocumentRecord, [
    'id',
    'documentTypeId',
    'fileName',
    'contentType',
    'sizeBytes',
    'createdAt',
    'documentTypeName',
  ]).properties,
  review: DocumentReview,
});
export type VerificationDocument = Static<typeof VerificationDocument>;

/** The partner's own details as submitted (companyName, cnic, address, city): GET /partner_verification_data, and within a case. */
export const PartnerVerificationData = Type.Record(Type.String(), Type.String());
export type PartnerVerificationData = Static<typeof PartnerVerificationData>;

/** GET /verification/:id, GET /verification/v1, PUT /verification/v1/update-user and update-user-data: a case in full, with the required document types still missing. */
export const VerificationCaseRecord = Type.Object({
  ...VerificationCaseRow.properties,
  data: PartnerVerificationData,
  documents: Type.Array(VerificationDocument),
  requiredDocumentTypeIds: IdList,
  missingDocumentTypeIds: IdList,
});
export type VerificationCaseRecord = Static<typeof VerificationCaseRecord>;

/** PUT /verification/v1/update-user-document: the review just given (a reason only with a rejection). */
export const DocumentDecisionRecord = Type.Object({
  documentId: Id,
  status: OneOf(DECISIONS),
  reason: NullableText,
  reviewedAt: DateTime,
  reviewedBy: Id,
  reviewedByName: Text,
});
export type DocumentDecisionRecord = Static<typeof DocumentDecisionRecord>;

/** Each item of GET and PUT /verification-config: a partner document type and whether a case needs it. */
export const VerificationConfigItem = Type.Object({
  documentTypeId: Id,
  documentTypeName: Text,
  required: Type.Boolean(),
});
export type VerificationConfigItem = Static<typeof VerificationConfigItem>;
