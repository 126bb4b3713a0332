import { Type, type Static } from '@sinclair/typebox';
import { BILLING_CYCLE, INVOICE_LINE_KIND, INVOICE_STATUS } from '../money';
import { DateTime, Day, Id, IdList, Nullable, NullableText, OneOf, Text, Version } from './common';
import { Amount } from './money';

const BillingCycle = OneOf(Object.values(BILLING_CYCLE));

/** Each row of GET /invoice: the invoice with its company's and issuer's names, amounts in Rs, dates 'YYYY-MM-DD'. */
export const InvoiceRecord = Type.Object({
  id: Id,
  /** INV-000123: the column is nullable, but issuing sets it in the same transaction, so no answer carries null. */
  code: Text,
  companyId: Id,
  companyName: Text,
  status: OneOf(Object.values(INVOICE_STATUS)),
  issueDate: Day,
  dueDate: Day,
  subtotal: Amount,
  tax: Amount,
  total: Amount,
  taxPercent: Type.Number(),
  notes: NullableText,
  cancelReason: NullableText,
  cancelledAt: Nullable(DateTime),
  /** When it was last e-mailed (POST /invoice/:id/send) and to which address; null until then. */
  sentAt: Nullable(DateTime),
  sentTo: NullableText,
  createdByName: NullableText,
  createdAt: DateTime,
  bookingCount: Type.Integer({ minimum: 0 }),
});
export type InvoiceRecord = Static<typeof InvoiceRecord>;

/** Each of an invoice's `lines`: a booking's freight or one of its charges, what it was billed and when the booking was delivered. */
export const InvoiceLine = Type.Object({
  id: Id,
  bookingId: Id,
  kind: OneOf(Object.values(INVOICE_LINE_KIND)),
  bookingCode: NullableText,
  shipmentCode: NullableText,
  description: Text,
  amount: Amount,
  deliveredAt: Nullable(DateTime),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

/** GET /invoice/:id, POST /invoice, POST /invoice/:id/cancel and /paid: the invoice with its lines. */
export const InvoiceWithLines = Type.Composite([InvoiceRecord, Type.Object({ lines: Type.Array(InvoiceLine) })]);
export type InvoiceWithLines = Static<typeof InvoiceWithLines>;

/**
 * Each row of GET /invoice/invoiceable: a delivered booking no invoice carries yet, with what its freight
 * would bill (null without a shipper rate), its billable charges (Rs, 0 when none) and whether the
 * company's billing cycle puts it on an invoice run made now (POST /invoice/run takes it unless it has no
 * shipper rate).
 */
export const InvoiceableBooking = Type.Object({
  id: Id,
  code: NullableText,
  shipmentCode: NullableText,
  deliveredAt: Nullable(DateTime),
  partnerName: Text,
  amount: Nullable(Type.Number()),
  charges: Amount,
  dueThisRun: Type.Boolean(),
});
export type InvoiceableBooking = Static<typeof InvoiceableBooking>;

/** GET /billing/v1/invoice/configuration-enums: the billing cycles and the billable charge kinds, each { id, name }. */
export const BillingEnums = Type.Object({
  billingCycles: Type.Array(Type.Object({ id: BillingCycle, name: Text })),
  billableCharges: Type.Array(Type.Object({ id: Id, name: Text })),
});
export type BillingEnums = Static<typeof BillingEnums>;

/** GET /billing/v1/invoice/configuration and POST …/create-update-configuration: a company's configuration, or the defaults (configured false, version null). */
export const BillingConfigurationRecord = Type.Object({
  companyId: Id,
  billingCycle: BillingCycle,
  taxPercent: Type.Number(),
  dueDays: Type.Integer(),
  billableChargeTypeIds: IdList,
  invoiceEmail: NullableText,
  attachBillT: Type.Boolean(),
  /** False when the company has none yet and these are the defaults. */
  configured: Type.Boolean(),
  /** Null until the company has a configuration of its own. */
  version: Nullable(Version),
});
export type BillingConfigurationRecord = Static<typeof BillingConfigurationRecord>;

/**
 * POST /invoice/run: what one run of a company's billing cycle issued (no invoice when nothing was
 * due), from when its period runs, and the due bookings it left out for having no shipper rate.
 */
export const InvoiceRunRecord = Type.Object({
  companyId: Id,
  billingCycle: BillingCycle,
  /** Bookings delivered before this were due; null for PER_BOOKING, where every delivered booking is. */
  periodStart: Nullable(DateTime),
  invoices: Type.Array(InvoiceRecord),
  skipped: Type.Array(Type.Object({ id: Id, code: NullableText })),
});
export type InvoiceRunRecord = Static<typeof InvoiceRunRecord>;
