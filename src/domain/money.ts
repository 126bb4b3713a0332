/**
 * Money (SPEC §3 transaction history, §7 wallet, payments, invoices). Amounts travel and are stored
 * as whole minor units (paisa: 1 Rs = 100), never floats; the portal formats them with the PREFERENCE currency.
 */
export const MINOR_UNITS_PER_MAJOR = 100;
export const toMinor = (major: number) => Math.round(major * MINOR_UNITS_PER_MAJOR);
export const toMajor = (minor: number) => minor / MINOR_UNITS_PER_MAJOR;

/**
 * An invoice's tax in whole minor units: subtotal × percent / 100, rounded half up, on integers (a
 * percent has at most 2 decimals, so it is a whole number of basis points) with BigInt, so no float
 * touches a sum. The API bills with it and the portal previews with it.
 */
export function taxMinorOf(subtotalMinor: number, taxPercent: number): number {
  const basisPoints = BigInt(Number.isFinite(taxPercent) ? Math.round(taxPercent * 100) : 0);
  return Number((BigInt(subtotalMinor) * basisPoints + 5000n) / 10000n);
}

/** Whose wallet: a shipper company (companies.id), a partner (users.id) or a driver (drivers.id). */
export const ACCOUNT_HOLDER_TYPE = { SHIPPER: 1, PARTNER: 2, DRIVER: 3 } as const;
export type AccountHolderTypeId = (typeof ACCOUNT_HOLDER_TYPE)[keyof typeof ACCOUNT_HOLDER_TYPE];
export const ACCOUNT_HOLDER_TYPE_LABELS: Record<AccountHolderTypeId, string> = {
  1: 'Shipper',
  2: 'Partner',
  3: 'Driver',
};

/** SPEC §3: a transaction is a DEBIT or a CREDIT. */
export const TRANSACTION_TYPE = { CREDIT: 'CREDIT', DEBIT: 'DEBIT' } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** The wallet's look-back windows offered, in days; the API accepts any whole number in WALLET_DAYS. */
export const WALLET_WINDOWS = [7, 30, 90, 365] as const;
export const WALLET_DAYS = { min: 1, max: 366 } as const;

/** What a partner is paid for a booking, and when: the advance at dispatch, the remainder on delivery. */
export const PAYMENT_KIND = { ADVANCE: 'ADVANCE', REMAINDER: 'REMAINDER' } as const;
export type PaymentKind = (typeof PAYMENT_KIND)[keyof typeof PAYMENT_KIND];
export const PAYMENT_STATUS = { PENDING: 'PENDING', PAID: 'PAID', CANCELLED: 'CANCELLED' } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
/** Settling a batch above this total (Rs, unless the PAYMENT_BATCH_CONFIRM_THRESHOLD config says otherwise) asks for the keyword. */
export const DEFAULT_SETTLE_THRESHOLD = 1_000_000;
export const SETTLE_KEYWORD = 'SETTLE';
/** The most payments one settle may carry. */
export const MAX_BATCH_PAYMENTS = 500;

export const INVOICE_STATUS = { ISSUED: 'ISSUED', PAID: 'PAID', CANCELLED: 'CANCELLED' } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
/** The most bookings one invoice may carry. */
export const MAX_INVOICE_BOOKINGS = 100;

/** SPEC §7 billing/v1/invoice/configuration-enums: how often a company is invoiced. */
export const BILLING_CYCLE = {
  PER_BOOKING: 'PER_BOOKING',
  WEEKLY: 'WEEKLY',
  FORTNIGHTLY: 'FORTNIGHTLY',
  MONTHLY: 'MONTHLY',
} as const;
export type BillingCycle = (typeof BILLING_CYCLE)[keyof typeof BILLING_CYCLE];
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = {
  PER_BOOKING: 'Every booking',
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Every two weeks',
  MONTHLY: 'Monthly',
};
/** The charge kinds a company may be billed for: SPEC §3 document types 24-39 (charges and cancellation charges). */
export const BILLABLE_CHARGE_TYPE_IDS = [24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39] as const;
export const isChargeType = (documentTypeId: number) =>
  (BILLABLE_CHARGE_TYPE_IDS as readonly number[]).includes(documentTypeId);
/** What a charge document may carry as its amount: whole Rs (MESSAGES.chargeAmountRange names the range). */
export const CHARGE_AMOUNT = { min: 1, max: 1_000_000 } as const;

/** An invoice line bills a booking's freight (one per booking) or one of its billable charges. */
export const INVOICE_LINE_KIND = { FREIGHT: 'FREIGHT', CHARGE: 'CHARGE' } as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KIND)[keyof typeof INVOICE_LINE_KIND];
