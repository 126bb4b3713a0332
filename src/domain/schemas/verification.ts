import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CNIC_DIGITS, PAGE_SIZE } from '../limits';
import {
  CASE_STATUS,
  CASE_STATUSES,
  DECISIONS,
  VERIFICATION_LIMITS,
  isVerificationDocumentType,
} from '../verification';
import { idField, textField } from './shipmentLocation';
import { pageFields } from './listQuery';
import { clockField } from './clocks';

/* SPEC §7 verification: the review queue, a document's and a case's decision, the partner's own data, verification-config. */

const CNIC_PATTERN = new RegExp(`^\\d{${CNIC_DIGITS}}$`);

/** GET /verification: a status (PENDING by default), paged. */
export const verificationQueueSchema = yup.object({
  status: yup.string().oneOf(CASE_STATUSES, MESSAGES.invalidOption).default(CASE_STATUS.PENDING),
  clock: clockField('verification'),
  ...pageFields(PAGE_SIZE.companies),
});

/** ?partnerId= on the routes a partner calls for itself and staff for a partner. */
export const partnerQuerySchema = yup.object({ partnerId: idField() });

const decision = {
  status: yup.string().required(MESSAGES.fillRequired).oneOf(DECISIONS, MESSAGES.invalidOption),
  reason: textField(VERIFICATION_LIMITS.reasonMax, MESSAGES.cancelReasonMax).when('status', ([status], schema) =>
    status === CASE_STATUS.REJECTED ? schema.required(MESSAGES.rejectionReasonRequired) : schema,
  ),
};

/** PUT /bookingDocument/:id/review: a booking document approved, or rejected with a reason. */
export const bookingDocumentReviewSchema = yup.object(decision);
export type BookingDocumentReviewInput = yup.InferType<typeof bookingDocumentReviewSchema>;

/** PUT /verification/v1/update-user-document. */
export const documentDecisionSchema = yup.object({
  documentId: idField().required(MESSAGES.fillRequired),
  ...decision,
});
export type DocumentDecisionInput = yup.InferType<typeof documentDecisionSchema>;

/** PUT /verification/v1/update-user. */
export const caseDecisionSchema = yup.object({ caseId: idField().required(MESSAGES.fillRequired), ...decision });
export type CaseDecisionInput = yup.InferType<typeof caseDecisionSchema>;

/** PUT /verification/v1/update-user-data: the partner's own details (staff name the partner). */
export const verificationDataSchema = yup.object({
  partnerId: idField(),
  companyName: textField(VERIFICATION_LIMITS.companyNameMax),
  cnic: textField(CNIC_DIGITS).matches(CNIC_PATTERN, MESSAGES.invalidCnic),
  address: textField(VERIFICATION_LIMITS.addressMax),
  city: textField(VERIFICATION_LIMITS.cityMax),
});
export type VerificationDataInput = yup.InferType<typeof verificationDataSchema>;

/** PUT /verification-config: which partner document types a case needs. */
export const verificationConfigSchema = yup.object({
  items: yup
    .array(
      yup.object({
        documentTypeId: idField()
          .required(MESSAGES.fillRequired)
          .test(
            'partner-type',
            MESSAGES.notPartnerDocument,
            (id) => id === undefined || isVerificationDocumentType(id),
          ),
        required: yup.boolean().required(MESSAGES.fillRequired),
      }),
    )
    .required(MESSAGES.fillRequired)
    .max(20, MESSAGES.invalidOption),
});
export type VerificationConfigInput = yup.InferType<typeof verificationConfigSchema>;
