import type { InvoiceCreateInput } from '#domain/schemas/billing';
import type { BillingCycle } from '#domain/money';
import type {
  BillingConfigurationRecord,
  BillingEnums,
  InvoiceableBooking,
  InvoiceRunRecord,
  InvoiceWithLines,
} from '#domain/records/invoices';
import type { BinaryResponse, HttpClient } from './httpClient';

/** The API's answers (amounts in major units, Rs; dates 'YYYY-MM-DD'), declared once in src/domain/records. */
export type {
  BillingEnums,
  InvoiceableBooking,
  InvoiceLine,
  InvoiceRecord,
  InvoiceRunRecord,
  InvoiceWithLines,
} from '#domain/records/invoices';
export type BillingConfiguration = BillingConfigurationRecord;

/** What POST billing/v1/invoice/create-update-configuration is sent (an e-mail cleared is null). */
export interface BillingConfigurationBody {
  companyId: number;
  billingCycle: BillingCycle;
  taxPercent: number;
  dueDays: number;
  billableChargeTypeIds: number[];
  invoiceEmail?: string | null;
  attachBillT: boolean;
}

type Id = number | string;

/**
 * SPEC §7 invoices and billing beyond CRUD (the list and one invoice go through the `invoices`
 * resource): the bookings waiting for an invoice, issuing, cancelling and paying an invoice, a
 * company's billing configuration, and a booking's bill-T (builty) as the API renders it.
 */
export const billingCalls = (http: HttpClient) => ({
  /** Staff: the company's delivered bookings that no invoice carries yet. */
  getInvoiceableBookings: (companyId: Id) =>
    http.request<InvoiceableBooking[]>('/invoice/invoiceable', { query: { companyId } }),
  /** 409 (with a text naming the booking) when a booking is already invoiced or not delivered. */
  createInvoice: (body: InvoiceCreateInput) => http.request<InvoiceWithLines>('/invoice', { method: 'POST', body }),
  cancelInvoice: (id: Id, reason: string) =>
    http.request<InvoiceWithLines>(`/invoice/${id}/cancel`, { method: 'POST', body: { reason } }),
  markInvoicePaid: (id: Id) => http.request<InvoiceWithLines>(`/invoice/${id}/paid`, { method: 'POST' }),
  /** Staff: issue what the company's billing cycle says is due now (no invoice when nothing is). */
  runInvoicing: (companyId: Id) =>
    http.request<InvoiceRunRecord>('/invoice/run', { method: 'POST', body: { companyId } }),
  /** Staff: e-mail the invoice to the company's invoice e-mail (409 when it has none). */
  sendInvoice: (id: Id) => http.request<InvoiceWithLines>(`/invoice/${id}/send`, { method: 'POST' }),
  getBillingEnums: () => http.request<BillingEnums>('/billing/v1/invoice/configuration-enums'),
  getBillingConfiguration: (companyId: Id) =>
    http.request<BillingConfigurationRecord>('/billing/v1/invoice/configuration', { query: { companyId } }),
  saveBillingConfiguration: (body: BillingConfigurationBody) =>
    http.request<BillingConfigurationRecord>('/billing/v1/invoice/create-update-configuration', {
      method: 'POST',
      body,
    }),
  /** The bill-T as an HTML page, fetched with the bearer token (a plain link could not carry it). */
  previewBillT: (bookingId: Id) =>
    http.request<BinaryResponse>(`/document/bill-t/preview/${bookingId}`, { responseType: 'blob' }),
  /** The bill-T as a PDF. */
  printBillT: (bookingId: Id) =>
    http.request<BinaryResponse>(`/document/bill-t/print/${bookingId}`, { responseType: 'blob' }),
});
export type BillingCalls = ReturnType<typeof billingCalls>;
