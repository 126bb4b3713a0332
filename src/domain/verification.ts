import { MESSAGES } from './messages';
import { DOCUMENT_TYPE, documentTypeName } from './documentTypes';
import { USER_DOCUMENT_TYPE_IDS } from './fleet';

/** SPEC §7 verification: a partner's case and each of its documents are pending, approved or rejected (with a reason). */
export const CASE_STATUS = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export type CaseStatus = (typeof CASE_STATUS)[keyof typeof CASE_STATUS];
export const CASE_STATUSES = Object.values(CASE_STATUS);
/** What a reviewer decides: a case or a document is approved or rejected. */
export const DECISIONS = [CASE_STATUS.APPROVED, CASE_STATUS.REJECTED] as const;
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  PENDING: 'Awaiting review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** The document types a partner's case is made of (the verification-config rows). */
export const VERIFICATION_DOCUMENT_TYPE_IDS: readonly number[] = USER_DOCUMENT_TYPE_IDS;
export const isVerificationDocumentType = (id: number) => VERIFICATION_DOCUMENT_TYPE_IDS.includes(id);
/** Required until verification-config says otherwise: CNIC, driving licence and company card. */
export const DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS: readonly number[] = [
  DOCUMENT_TYPE.CNIC,
  DOCUMENT_TYPE.DRIVING_LICENSE,
  DOCUMENT_TYPE.COMPANY_CARD,
];

export const VERIFICATION_LIMITS = { reasonMax: 500, companyNameMax: 200, addressMax: 300, cityMax: 100 } as const;
/** The partner's own details a case stores (partner_verification_data). */
export const VERIFICATION_DATA_FIELDS = ['companyName', 'cnic', 'address', 'city'] as const;

/** Whole hours a case has waited since it was submitted (for the queue). */
export const waitingHours = (submittedAt: Date | string, now: Date = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - new Date(submittedAt).getTime()) / 3_600_000));

export interface DocumentOnFile {
  documentTypeId: number;
  reviewStatus: string | null;
}

/** The required types that have no document on file, and those on file but not approved: both block an approval. */
export function approvalBlockers(required: readonly number[], documents: readonly DocumentOnFile[]) {
  const missing = required.filter((typeId) => !documents.some((d) => d.documentTypeId === typeId));
  const unapproved = required.filter(
    (typeId) =>
      !missing.includes(typeId) &&
      !documents.some((d) => d.documentTypeId === typeId && d.reviewStatus === CASE_STATUS.APPROVED),
  );
  return { missing, unapproved };
}

const names = (ids: readonly number[]) => ids.map((id) => documentTypeName(id) ?? String(id)).join(', ');

/** The text of a refused approval, naming what is missing and what still awaits approval. */
export function approvalBlockedText(blockers: { missing: readonly number[]; unapproved: readonly number[] }): string {
  const parts: string[] = [];
  if (blockers.missing.length) parts.push(`missing: ${names(blockers.missing)}`);
  if (blockers.unapproved.length) parts.push(`not approved yet: ${names(blockers.unapproved)}`);
  return `${MESSAGES.partnerDocumentsNotApproved} (${parts.join('; ')})`;
}

/** SPEC §7 shipper config email_notifications: the events a company may be e-mailed about, and how many addresses. */
export const EMAIL_NOTIFICATION_EVENTS = [
  'SHIPMENT_CREATED',
  'BID_PLACED',
  'BID_ACCEPTED',
  'BOOKING_STATUS',
  'POD_UPLOADED',
  'INVOICE_ISSUED',
  'PAYMENT_RECEIVED',
] as const;
export type EmailNotificationEvent = (typeof EMAIL_NOTIFICATION_EVENTS)[number];
export const EMAIL_NOTIFICATION_EVENT_LABELS: Record<EmailNotificationEvent, string> = {
  SHIPMENT_CREATED: 'Shipment created',
  BID_PLACED: 'Bid placed',
  BID_ACCEPTED: 'Bid accepted',
  BOOKING_STATUS: 'Booking status changed',
  POD_UPLOADED: 'Proof of delivery uploaded',
  INVOICE_ISSUED: 'Invoice issued',
  PAYMENT_RECEIVED: 'Payment received',
};
export const MAX_NOTIFICATION_EMAILS = 10;
