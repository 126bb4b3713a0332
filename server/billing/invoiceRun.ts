import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { shipperAmountOf } from '#domain/bidding';
import { currentPeriodStart } from '#domain/billingCycle';
import { BILLING_CYCLE, MAX_INVOICE_BOOKINGS, type BillingCycle } from '#domain/money';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import { bookings, shipments } from '../db/schema';
import { todayIso } from './amounts';
import { assertCompanyExists, billingConfigurationOf } from './configuration';
import { createInvoice } from './invoices';
import { shipperAmountColumns, uninvoicedBookingsOf } from './billable';

/**
 * The company's delivered, un-invoiced bookings its billing cycle says are due at `now`: every one
 * for PER_BOOKING, else those delivered before the current period began (src/domain/billingCycle.ts),
 * oldest delivery first, each with what its freight bills (null without a shipper rate).
 */
export async function dueBookings(db: Conn, companyId: number, cycle: BillingCycle, now: Date) {
  const periodStart = currentPeriodStart(cycle, now);
  const rows = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      ...shipperAmountColumns,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(
      and(
        uninvoicedBookingsOf(companyId),
        periodStart ? or(isNull(bookings.deliveredAt), lt(bookings.deliveredAt, periodStart)) : undefined,
      ),
    )
    .orderBy(asc(bookings.deliveredAt), asc(bookings.id));
  return {
    periodStart,
    bookings: rows.map(({ id, code, ...pricing }) => ({ id, code, priced: shipperAmountOf(pricing) !== null })),
  };
}

export interface InvoiceRun {
  billingCycle: BillingCycle;
  periodStart: Date | null;
  invoiceIds: number[];
  /** Due bookings left for a CSR: they have no shipper rate to bill. */
  skipped: { id: number; code: string | null }[];
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Invoices what the company's billing cycle says is due: PER_BOOKING one invoice per booking, the
 * other cycles one invoice for the bookings delivered before the current period (split at
 * MAX_INVOICE_BOOKINGS), all through createInvoice and in one transaction: the whole run or nothing.
 * Nothing due is a run that issues no invoice.
 */
export async function runInvoicing(db: Db, companyId: number, userId: number | null, now = new Date()) {
  return db.transaction(async (tx): Promise<InvoiceRun> => {
    await assertCompanyExists(tx, companyId);
    const { billingCycle } = await billingConfigurationOf(tx, companyId);
    const due = await dueBookings(tx, companyId, billingCycle, now);
    const priced = due.bookings.filter((booking) => booking.priced).map((booking) => booking.id);
    const groups =
      billingCycle === BILLING_CYCLE.PER_BOOKING ? priced.map((id) => [id]) : chunks(priced, MAX_INVOICE_BOOKINGS);
    const invoiceIds: number[] = [];
    for (const bookingIds of groups)
      invoiceIds.push(await createInvoice(tx, { companyId, bookingIds, issueDate: todayIso(now) }, userId));
    return {
      billingCycle,
      periodStart: due.periodStart,
      invoiceIds,
      skipped: due.bookings.filter((booking) => !booking.priced).map(({ id, code }) => ({ id, code })),
    };
  });
}
