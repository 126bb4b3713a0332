import { format } from 'date-fns';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { INVOICE_STATUS, taxMinorOf, toMajor, toMinor, type InvoiceStatus } from '#domain/money';
import type { PaletteName } from '#domain/palette';
import type { InvoiceRecord } from '../../providers/billingCalls';

export const INVOICE_STATUS_COLOURS: Record<InvoiceStatus, PaletteName> = {
  ISSUED: 'blue',
  PAID: 'green',
  CANCELLED: 'grey',
};
export const invoiceStatusChoices = Object.values(INVOICE_STATUS).map((id) => ({
  id,
  name: `app.money.invoices.status.${id}`,
}));

/** Today as the API's dates read ('YYYY-MM-DD', local time). */
export const todayIso = (today: Date = new Date()) => format(today, 'yyyy-MM-dd');

/** An issued invoice whose due date has passed (the due day itself is not overdue yet). */
export const isOverdue = (invoice: Pick<InvoiceRecord, 'status' | 'dueDate'>, today: Date = new Date()) =>
  invoice.status === INVOICE_STATUS.ISSUED && Boolean(invoice.dueDate) && invoice.dueDate < todayIso(today);

export interface InvoiceTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/**
 * The preview of an invoice's totals, in major units, as the API works them out: summed in minor
 * units (paisa), the tax by the API's own rule (taxMinorOf). The API's figures on the issued invoice rule.
 */
export function invoiceTotals(amounts: readonly number[], taxPercent: number): InvoiceTotals {
  const subtotal = amounts.reduce((sum, amount) => sum + toMinor(amount), 0);
  const tax = taxMinorOf(subtotal, taxPercent);
  return { subtotal: toMajor(subtotal), tax: toMajor(tax), total: toMajor(subtotal + tax) };
}

/** A tax rate as people read it: "17%", "12.5%"; `notAvailable` (N/A) when there is none. */
export const formatPercent = (percent: number | null | undefined, notAvailable = NOT_AVAILABLE_TEXT) =>
  percent === null || percent === undefined || !Number.isFinite(percent) ? notAvailable : `${percent}%`;
