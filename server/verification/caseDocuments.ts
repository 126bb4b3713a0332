import { sql } from 'drizzle-orm';
import { CASE_STATUS, VERIFICATION_DOCUMENT_TYPE_IDS } from '#domain/verification';
import { documentReviews, documents, verificationCases } from '../db/schema';

/** A document of the case's partner of a verification type (to be read with `documents` beside `verification_cases`). */
export const caseDocument = sql`${documents.userId} = ${verificationCases.partnerId} and ${documents.documentTypeId} in (${sql.join(
  VERIFICATION_DOCUMENT_TYPE_IDS.map((id) => sql`${id}`),
  sql`, `,
)})`;

/** `documents` joined to its review, when it has one: the FROM of a question about reviews. */
export const documentsWithReviews = sql`${documents} left join ${documentReviews} on ${documentReviews.documentId} = ${documents.id}`;

/** Not reviewed yet: no review, or one still pending. */
export const awaitingReview = sql`coalesce(${documentReviews.status}, ${CASE_STATUS.PENDING}) = ${CASE_STATUS.PENDING}`;
