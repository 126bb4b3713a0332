import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { documentTypeName } from '#domain/documentTypes';
import {
  CASE_STATUS,
  VERIFICATION_DOCUMENT_TYPE_IDS,
  approvalBlockedText,
  approvalBlockers,
} from '#domain/verification';
import type {
  CaseDecisionInput,
  DocumentDecisionInput,
  VerificationConfigInput,
  VerificationDataInput,
} from '#domain/schemas/verification';
import type { Db } from '../db/client';
import { documentReviews, documents, users, verificationCases, verificationConfig } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { caseDocuments, ensureCase, requiredTypeIds } from './cases';
import { notifyPartner } from './notifyPartner';

/** Approve or reject one partner document (a rejection needs a reason), in one transaction; answers the review. */
export async function decideDocument(db: Db, reviewerId: number, input: DocumentDecisionInput) {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, partnerId: documents.userId, documentTypeId: documents.documentTypeId })
      .from(documents)
      .where(
        and(
          eq(documents.id, input.documentId),
          isNotNull(documents.userId),
          inArray(documents.documentTypeId, [...VERIFICATION_DOCUMENT_TYPE_IDS]),
        ),
      );
    if (!doc?.partnerId) throw notFound();
    const review = {
      status: input.status,
      reason: input.status === CASE_STATUS.REJECTED ? (input.reason ?? null) : null,
      reviewedBy: reviewerId,
      reviewedAt: new Date(),
    };
    await tx
      .insert(documentReviews)
      .values({ documentId: doc.id, ...review })
      .onConflictDoUpdate({ target: documentReviews.documentId, set: review });
    const [{ fullName }] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, reviewerId));
    if (input.status === CASE_STATUS.REJECTED) {
      await ensureCase(tx, doc.partnerId);
      await notifyPartner(
        tx,
        doc.partnerId,
        'A verification document was rejected',
        `${documentTypeName(doc.documentTypeId) ?? 'A document'} was rejected: ${review.reason ?? ''}`,
      );
    }
    return {
      documentId: doc.id,
      status: review.status,
      reason: review.reason,
      reviewedAt: review.reviewedAt,
      reviewedBy: reviewerId,
      reviewedByName: fullName,
    };
  });
}

/** Decide a case, in one transaction: approval needs every required document type on file and approved; a rejection needs a reason. */
export async function decideCase(db: Db, reviewerId: number, input: CaseDecisionInput) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: verificationCases.id, partnerId: verificationCases.partnerId })
      .from(verificationCases)
      .where(eq(verificationCases.id, input.caseId));
    if (!found) throw notFound();
    if (input.status === CASE_STATUS.APPROVED) {
      const [required, docs] = await Promise.all([requiredTypeIds(tx), caseDocuments(tx, found.partnerId)]);
      const blockers = approvalBlockers(
        required,
        docs.map((d) => ({ documentTypeId: d.documentTypeId, reviewStatus: d.review.status })),
      );
      if (blockers.missing.length || blockers.unapproved.length) throw badRequest(approvalBlockedText(blockers));
    }
    const reason = input.status === CASE_STATUS.REJECTED ? (input.reason ?? null) : null;
    await tx
      .update(verificationCases)
      .set({ status: input.status, reason, decidedBy: reviewerId, decidedAt: new Date() })
      .where(eq(verificationCases.id, found.id));
    const approved = input.status === CASE_STATUS.APPROVED;
    await notifyPartner(
      tx,
      found.partnerId,
      approved ? 'Your account is verified' : 'Your verification was rejected',
      approved ? 'You can now bid on loads.' : (reason ?? ''),
    );
    return found.id;
  });
}

/** The partner's own details, in one transaction; a rejected case goes back to the queue as submitted now. */
export async function updateCaseData(db: Db, partnerId: number, input: Omit<VerificationDataInput, 'partnerId'>) {
  return db.transaction(async (tx) => {
    const caseId = await ensureCase(tx, partnerId);
    const [current] = await tx
      .select({ status: verificationCases.status, data: verificationCases.data })
      .from(verificationCases)
      .where(eq(verificationCases.id, caseId));
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    const reopen =
      current.status === CASE_STATUS.REJECTED
        ? { status: CASE_STATUS.PENDING, reason: null, decidedBy: null, decidedAt: null, submittedAt: new Date() }
        : {};
    await tx
      .update(verificationCases)
      .set({ data: { ...current.data, ...given }, ...reopen })
      .where(eq(verificationCases.id, caseId));
    return caseId;
  });
}

/** PUT /verification-config: set whether each named partner document type is required (all in one transaction). */
export async function saveVerificationConfig(db: Db, input: VerificationConfigInput) {
  return db.transaction(async (tx) => {
    for (const item of input.items) {
      await tx
        .insert(verificationConfig)
        .values({ documentTypeId: item.documentTypeId, required: item.required })
        .onConflictDoUpdate({
          target: verificationConfig.documentTypeId,
          set: { required: item.required, updatedAt: new Date() },
        });
    }
  });
}
