import { BILLING_CYCLE, type BillingCycle } from '#domain/money';

/** Demo billing set-ups: company A monthly with 16 % sales tax, company B invoiced per booking, tax-free, on 15 days. */
export const DEMO_BILLING_CONFIGURATIONS: readonly {
  company: string;
  billingCycle: BillingCycle;
  taxPercent: number;
  dueDays: number;
  billableChargeTypeIds: number[];
  invoiceEmail: string | null;
  attachBillT: boolean;
}[] = [
  {
    company: 'A',
    billingCycle: BILLING_CYCLE.MONTHLY,
    taxPercent: 16,
    dueDays: 30,
    billableChargeTypeIds: [24, 27, 33, 34],
    invoiceEmail: 'accounts@indusfoods.example',
    attachBillT: true,
  },
  {
    company: 'B',
    billingCycle: BILLING_CYCLE.PER_BOOKING,
    taxPercent: 0,
    dueDays: 15,
    billableChargeTypeIds: [],
    invoiceEmail: 'finance@karachicement.example',
    attachBillT: false,
  },
];

/** How the demo invoices are cut from each company's delivered bookings. */
export const DEMO_INVOICING = {
  /** Delivered bookings left un-invoiced per company, for a CSR to invoice. */
  keepFree: 2,
  /** Bookings per demo invoice. */
  perInvoice: 3,
  /** At least this many bookings invoiced (when the company has them), so every status has rows. */
  minInvoiced: 5,
  /** The bookings of the cancelled demo invoice (they are free again afterwards). */
  cancelled: 2,
  cancelReason: 'Issued to the wrong billing contact; to be re-issued',
  notes: 'Freight for delivered bookings, as agreed',
} as const;
