import type { BillingCycle, InvoiceStatus } from '../domain/money';
import type { BinaryResponse, HttpClient } from './httpClient';

/** One booking on an invoice (GET /invoice/:id `lines`); amounts in major units (Rs). */
export interface InvoiceLine {
  id: number;
  bookingId: number;
  bookingCode: string;
  shipmentCode: string;
  description: string | null;
  amount: number;
  deliveredAt: string | null;
}

/** GET /invoice/:id (and each row of GET /invoice, without `lines`). Dates are 'YYYY-MM-DD'. */
export interface InvoiceRecord {
  id: number;
  code: string;
  companyId: number;
  companyName: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  subtotal: number;
  tax: number;
  total: number;
  taxPercent: number;
  notes: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  createdByName: string | null;
  createdAt: string;
  bookingCount: number;
  lines?: InvoiceLine[];
}

/** GET /invoice/invoiceable: a delivered booking of the company that no invoice carries yet. */
export interface InvoiceableBooking {
  id: number;
  code: string;
  shipmentCode: string;
  amount: number;
  deliveredAt: string | null;
  partnerName: string | null;
}

export interface NewInvoice {
  companyId: number;
  bookingIds: number[];
  notes?: string;
  /** 'YYYY-MM-DD'; the API takes today when absent. */
  issueDate?: string;
}

export interface BillingOption<T = string | number> {
  id: T;
  name: string;
}

/** GET billing/v1/invoice/configuration-enums. */
export interface BillingEnums {
  billingCycles: BillingOption<BillingCycle>[];
  billableCharges: BillingOption<number>[];
}

/** What POST billing/v1/invoice/create-update-configuration takes. */
export interface BillingConfigurationInput {
  companyId: number;
  billingCycle: BillingCycle;
  taxPercent: number;
  dueDays: number;
  billableChargeTypeIds: number[];
  invoiceEmail?: string | null;
  attachBillT: boolean;
}

/** GET billing/v1/invoice/configuration: the saved configuration, or the defaults with `configured` false. */
export interface BillingConfiguration extends BillingConfigurationInput {
  configured: boolean;
}

type Id = number | string;

/**
 * SPEC §7 invoices and billing beyond CRUD (the list and one invoice go through the `invoices`
 * resource): the bookings waiting for an invoice, issuing, cancelling and paying an invoice, a
 * company's billing configuration, and a booking's bill-T (builty) as the API renders it.
 */
export const billingCalls = (http: HttpClient) => ({
  /** Staff: the company's delivered bookings that no invoice carries yet. */
  getInvoiceableBookings: (companyId: Id) => http.request<InvoiceableBooking[]>('/invoice/invoiceable', { query: { companyId } }),
  /** 409 (with a text naming the booking) when a booking is already invoiced or not delivered. */
  createInvoice: (body: NewInvoice) => http.request<InvoiceRecord>('/invoice', { method: 'POST', body }),
  cancelInvoice: (id: Id, reason: string) => http.request<InvoiceRecord>(`/invoice/${id}/cancel`, { method: 'POST', body: { reason } }),
  markInvoicePaid: (id: Id) => http.request<InvoiceRecord>(`/invoice/${id}/paid`, { method: 'POST' }),
  getBillingEnums: () => http.request<BillingEnums>('/billing/v1/invoice/configuration-enums'),
  getBillingConfiguration: (companyId: Id) => http.request<BillingConfiguration>('/billing/v1/invoice/configuration', { query: { companyId } }),
  saveBillingConfiguration: (body: BillingConfigurationInput) =>
    http.request<BillingConfiguration>('/billing/v1/invoice/create-update-configuration', { method: 'POST', body }),
  /** The bill-T as an HTML page, fetched with the bearer token (a plain link could not carry it). */
  previewBillT: (bookingId: Id) => http.request<BinaryResponse>(`/document/bill-t/preview/${bookingId}`, { responseType: 'blob' }),
  /** The bill-T as a PDF. */
  printBillT: (bookingId: Id) => http.request<BinaryResponse>(`/document/bill-t/print/${bookingId}`, { responseType: 'blob' }),
});
export type BillingCalls = ReturnType<typeof billingCalls>;
