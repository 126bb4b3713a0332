import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CANCEL_REASON_MAX_LENGTH } from '../limits';
import {
  BILLABLE_CHARGE_TYPE_IDS,
  BILLING_CYCLE,
  CHARGE_AMOUNT,
  INVOICE_STATUS,
  MAX_INVOICE_BOOKINGS,
  isChargeType,
} from '../money';
import { DOCUMENT_TYPE } from '../documentTypes';
import { EMAIL_PATTERN } from './rules';
import { blankToUndefined, booleanField, idField, numberField, textField } from './shipmentLocation';
import { pageFields } from './listQuery';

/** Invoice lists: pages of 20 (like the other company lists), newest first. */
export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_NOTES_MAX_LENGTH = 1000;
/** The document types an invoice's files may be (SPEC §3: Invoice 40, Bank Deposit Slip 19, Others 15). */
export const INVOICE_DOCUMENT_TYPE_IDS = [DOCUMENT_TYPE.INVOICE, 19, DOCUMENT_TYPE.OTHERS] as const;
/** A billing configuration's limits: tax in percent with at most 2 decimals, payment terms in days. */
export const TAX_PERCENT = { min: 0, max: 100, decimals: 2 } as const;
export const DUE_DAYS = { min: 0, max: 180, default: 30 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * A calendar date as 'YYYY-MM-DD' (an ISO date-time is cut to its date as written). Invalid dates
 * such as 2024-02-30 are refused, not rolled over.
 */
export const isoDateField = () =>
  yup
    .string()
    .transform(blankToUndefined)
    .test('iso-date', MESSAGES.invalidDate, (value) => {
      if (value === undefined) return true;
      const match = ISO_DATE.exec(value);
      if (!match) return false;
      const [year, month, day] = match.slice(1).map(Number);
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
      );
    })
    .transform((value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? value.slice(0, 10) : value));

/** GET /invoice: filters on the company (staff), status, issue date range and code. */
export const invoiceListQuerySchema = yup.object({
  companyId: idField(),
  status: yup.string().transform(blankToUndefined).oneOf(Object.values(INVOICE_STATUS), MESSAGES.invalidOption),
  fromDate: isoDateField(),
  toDate: isoDateField().test('after-from', MESSAGES.toDateBeforeFromDate, function check(to) {
    const from = (this.parent as { fromDate?: string }).fromDate;
    return !to || !from || to >= from;
  }),
  q: textField(50),
  ...pageFields(INVOICE_PAGE_SIZE),
});
export type InvoiceListQuery = yup.InferType<typeof invoiceListQuerySchema>;

export const invoiceableQuerySchema = yup.object({ companyId: idField().required(MESSAGES.fillRequired) });

/** POST /invoice: delivered, un-invoiced bookings of one company, each once. */
export const invoiceCreateSchema = yup.object({
  companyId: idField().required(MESSAGES.fillRequired),
  bookingIds: yup
    .array(idField().required(MESSAGES.invoiceUnknownBookings))
    .typeError(MESSAGES.invoiceBookingsRequired)
    .required(MESSAGES.invoiceBookingsRequired)
    .min(1, MESSAGES.invoiceBookingsRequired)
    .max(MAX_INVOICE_BOOKINGS, MESSAGES.invoiceTooManyBookings)
    .test('distinct', MESSAGES.invoiceDuplicateBookings, (ids) => !ids || new Set(ids).size === ids.length),
  notes: textField(INVOICE_NOTES_MAX_LENGTH, MESSAGES.invoiceNotesMax),
  /** Defaults to today. */
  issueDate: isoDateField(),
});

export type InvoiceCreateInput = yup.InferType<typeof invoiceCreateSchema>;

export const invoiceCancelSchema = yup.object({
  reason: textField(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax).required(MESSAGES.invoiceCancelReasonRequired),
});

export const invoiceDocumentFieldsSchema = yup.object({
  invoiceId: idField().required(MESSAGES.fillRequired),
  documentTypeId: numberField()
    .required(MESSAGES.fillRequired)
    .oneOf([...INVOICE_DOCUMENT_TYPE_IDS], MESSAGES.invoiceDocumentType),
});
export const invoiceDocumentListQuerySchema = yup.object({ invoiceId: idField().required(MESSAGES.fillRequired) });

export const billingConfigurationQuerySchema = yup.object({ companyId: idField().required(MESSAGES.fillRequired) });

/** Whether a number has at most `decimals` decimals (16.25 yes, 16.125 no), tolerant of binary fractions such as 0.29. */
export const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** POST billing/v1/invoice/create-update-configuration. */
export const billingConfigurationSchema = yup.object({
  companyId: idField().required(MESSAGES.fillRequired),
  billingCycle: yup
    .string()
    .transform(blankToUndefined)
    .required(MESSAGES.fillRequired)
    .oneOf(Object.values(BILLING_CYCLE), MESSAGES.invalidOption),
  taxPercent: numberField()
    .typeError(MESSAGES.taxPercentRange)
    .required(MESSAGES.fillRequired)
    .min(TAX_PERCENT.min, MESSAGES.taxPercentRange)
    .max(TAX_PERCENT.max, MESSAGES.taxPercentRange)
    .test(
      'decimals',
      MESSAGES.taxPercentDecimals,
      (value) => value === undefined || hasAtMostDecimals(value, TAX_PERCENT.decimals),
    ),
  dueDays: numberField()
    .typeError(MESSAGES.dueDaysRange)
    .required(MESSAGES.fillRequired)
    .integer(MESSAGES.dueDaysRange)
    .min(DUE_DAYS.min, MESSAGES.dueDaysRange)
    .max(DUE_DAYS.max, MESSAGES.dueDaysRange),
  billableChargeTypeIds: yup
    .array(
      numberField()
        .typeError(MESSAGES.invalidBillableCharge)
        .required(MESSAGES.invalidBillableCharge)
        .oneOf([...BILLABLE_CHARGE_TYPE_IDS], MESSAGES.invalidBillableCharge),
    )
    .typeError(MESSAGES.invalidBillableCharge)
    .default([]),
  invoiceEmail: textField().matches(EMAIL_PATTERN, MESSAGES.invalidEmail),
  attachBillT: booleanField().default(true),
});
export type BillingConfigurationInput = yup.InferType<typeof billingConfigurationSchema>;

/** A booking document's amount: whole Rs, on a charge document only (SPEC §3 document types 24-39). */
export const chargeAmountField = () =>
  numberField()
    .typeError(MESSAGES.chargeAmountRange)
    .integer(MESSAGES.chargeAmountRange)
    .min(CHARGE_AMOUNT.min, MESSAGES.chargeAmountRange)
    .max(CHARGE_AMOUNT.max, MESSAGES.chargeAmountRange)
    .test(
      'charge-only',
      MESSAGES.chargeAmountNotCharge,
      (value, context) =>
        value === undefined || isChargeType(Number((context.parent as { documentTypeId?: unknown }).documentTypeId)),
    );

/** A booking document's type and amount, as the upload form checks them before sending. */
export const chargeAmountSchema = yup.object({ documentTypeId: numberField(), amount: chargeAmountField() });

/** POST /invoice/run: invoice what the company's billing cycle says is due. */
export const invoiceRunSchema = yup.object({ companyId: idField().required(MESSAGES.fillRequired) });
