import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentTypeName } from '#domain/documentTypes';
import { USER_TYPE } from '#domain/userTypes';
import {
  CASE_STATUS,
  DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS,
  VERIFICATION_DOCUMENT_TYPE_IDS,
  waitingHours,
  type CaseStatus,
} from '#domain/verification';
import type { Conn } from '../db/query';
import { documentReviews, documents, users, verificationCases, verificationConfig } from '../db/schema';
import { notFound } from '../http/errors';
import { awaitingReview, caseDocument, documentsWithReviews } from './caseDocuments';
import { idIn, type VersionedWrite } from '../http/versioned';

/** The case decision names its case as `caseId` in the body: the version it was based on is checked by write() (server/http/write.ts). */
export const caseDecisionWrite: VersionedWrite = {
  table: verificationCases,
  resource: 'verification',
  keyOf: idIn('body', 'caseId'),
};
/** The partner's details name the case by its partner: `partnerId` in the body (staff), else the calling partner. */
export const caseDataWrite: VersionedWrite = {
  table: verificationCases,
  resource: 'verification',
  key: verificationCases.partnerId,
  keyOf: (request: FastifyRequest) => idIn('body', 'partnerId')(request) ?? request.auth?.id,
};

/** verification-config over the defaults: every partner document type with whether a case needs it. */
export async function verificationConfigList(db: Conn) {
  const rows = await db.select().from(verificationConfig);
  return VERIFICATION_DOCUMENT_TYPE_IDS.map((documentTypeId) => ({
    documentTypeId,
    documentTypeName: documentTypeName(documentTypeId) ?? String(documentTypeId),
    required:
      rows.find((row) => row.documentTypeId === documentTypeId)?.required ??
      DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS.includes(documentTypeId),
  }));
}

export const requiredTypeIds = async (db: Conn) =>
  (await verificationConfigList(db)).filter((item) => item.required).map((item) => item.documentTypeId);

/** A partner account (not deleted), or 404. */
export async function partnerById(db: Conn, partnerId: number) {
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.userType, USER_TYPE.PARTNER), isNull(users.deletedAt)));
  if (!partner) throw notFound();
  return partner;
}

/** The partner's case, opened (PENDING, submitted now) the first time it is asked for. */
export async function ensureCase(db: Conn, partnerId: number) {
  await partnerById(db, partnerId);
  await db.insert(verificationCases).values({ partnerId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: verificationCases.id })
    .from(verificationCases)
    .where(eq(verificationCases.partnerId, partnerId));
  return row.id;
}

/** The details the partner submitted on its case. */
export async function caseData(db: Conn, caseId: number) {
  const [row] = await db
    .select({ data: verificationCases.data })
    .from(verificationCases)
    .where(eq(verificationCases.id, caseId));
  return row.data;
}

const summaryColumns = {
  id: verificationCases.id,
  partnerId: verificationCases.partnerId,
  partnerName: users.fullName,
  partnerPhone: users.phoneNumber,
  status: verificationCases.status,
  submittedAt: verificationCases.submittedAt,
  documentCount: sql<number>`(select count(*) from ${documents} where ${caseDocument})`.mapWith(Number),
  pendingDocuments:
    sql<number>`(select count(*) from ${documentsWithReviews} where ${caseDocument} and ${awaitingReview})`.mapWith(
      Number,
    ),
  decidedAt: verificationCases.decidedAt,
  reason: verificationCases.reason,
  version: verificationCases.version,
};
const withWaiting = <T extends { submittedAt: Date }>(row: T) => ({
  ...row,
  waitingHours: waitingHours(row.submittedAt),
});

/** The review queue of one status, oldest submitted first; `clock`: only the cases that clock counts. */
export async function caseQueue(db: Conn, status: CaseStatus, page: number, size: number, clock?: SQL) {
  const where = and(eq(verificationCases.status, status), clock);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(verificationCases)
      .innerJoin(users, eq(users.id, verificationCases.partnerId))
      .where(where)
      .orderBy(asc(verificationCases.submittedAt), asc(verificationCases.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(verificationCases).where(where),
  ]);
  return { rows: rows.map(withWaiting), total };
}

const reviewer = alias(users, 'reviewer');

/** A partner's verification documents with their reviews. */
export async function caseDocuments(db: Conn, partnerId: number) {
  const rows = await db
    .select({
      id: documents.id,
      documentTypeId: documents.documentTypeId,
      fileName: documents.fileName,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
      createdAt: documents.createdAt,
      status: documentReviews.status,
      reason: documentReviews.reason,
      reviewedAt: documentReviews.reviewedAt,
      reviewedByName: reviewer.fullName,
    })
    .from(documents)
    .leftJoin(documentReviews, eq(documentReviews.documentId, documents.id))
    .leftJoin(reviewer, eq(reviewer.id, documentReviews.reviewedBy))
    .where(and(eq(documents.userId, partnerId), inArray(documents.documentTypeId, [...VERIFICATION_DOCUMENT_TYPE_IDS])))
    .orderBy(asc(documents.documentTypeId), asc(documents.id));
  return rows.map(({ status, reason, reviewedAt, reviewedByName, ...doc }) => ({
    ...doc,
    documentTypeName: documentTypeName(doc.documentTypeId) ?? String(doc.documentTypeId),
    review: {
      status: status ?? CASE_STATUS.PENDING,
      reason: reason ?? null,
      reviewedAt: reviewedAt ?? null,
      reviewedByName: reviewedByName ?? null,
    },
  }));
}

/** One case in full: its summary, the partner's data, documents with reviews, and the required types still missing. */
export async function caseDetail(db: Conn, caseId: number) {
  const [row] = await db
    .select({ ...summaryColumns, data: verificationCases.data })
    .from(verificationCases)
    .innerJoin(users, eq(users.id, verificationCases.partnerId))
    .where(eq(verificationCases.id, caseId));
  if (!row) throw notFound();
  const [docs, required] = await Promise.all([caseDocuments(db, row.partnerId), requiredTypeIds(db)]);
  return {
    ...withWaiting(row),
    documents: docs,
    requiredDocumentTypeIds: required,
    missingDocumentTypeIds: required.filter((typeId) => !docs.some((d) => d.documentTypeId === typeId)),
  };
}
export type CaseDetail = Awaited<ReturnType<typeof caseDetail>>;
