import type { InvoiceCreateInput } from '#domain/schemas/billing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BOOKING_STATUS } from '#domain/bookings';
import { INVOICE_LINE_KIND, INVOICE_STATUS } from '#domain/money';
import { MESSAGES } from '#domain/messages';
import { shipperAmountOf } from '#domain/bidding';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import { bookings, cities, invoiceLines, invoices, shipments } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUniqueViolation } from '../http/unique';
import { addDaysIso, invoiceCode, minorOfRupees, taxMinorOf, todayIso } from './amounts';
import { assertCompanyExists, billingConfigurationOf } from './configuration';
import { billableChargesOf } from './charges';
import { shipperAmountColumns } from './billable';
import { invoiceEventMail } from '../outbox/companyEvents';

const pickupCity = alias(cities, 'line_pickup_city');
const dropOffCity = alias(cities, 'line_drop_off_city');

type InvoiceLineValues = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

const notInvoiceable = (code: string | null) => conflict(`${MESSAGES.bookingNotInvoiceable}: ${code}`);

/**
 * Issues an invoice for delivered, un-invoiced bookings of one company, all or nothing, in one
 * transaction. The bookings are locked in id order, checked (each named in the refusal), then claimed
 * with a conditional UPDATE (… AND invoiced = false AND status = 4) whose row count must match: a
 * parallel request that claimed one first makes this one a 409 and nothing of it is written (the
 * partial unique index on active freight lines is the last guard). Each booking is billed what the
 * shipper owes for its vehicle (shipperAmountOf), plus one line per charge document with an amount whose
 * type the company's billing configuration bills; tax and due date come from that configuration (0 % and
 * 30 days if none).
 */
export async function createInvoice(db: Db, input: InvoiceCreateInput, userId: number | null): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertCompanyExists(tx, input.companyId);
      const ids = [...new Set(input.bookingIds)].sort((a, b) => a - b);
      const rows = await tx
        .select({
          id: bookings.id,
          code: bookings.code,
          ...shipperAmountColumns,
          status: bookings.status,
          invoiced: bookings.invoiced,
          companyId: shipments.companyId,
          shipmentCode: shipments.code,
          pickupCityName: pickupCity.name,
          dropOffCityName: dropOffCity.name,
        })
        .from(bookings)
        .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
        .leftJoin(pickupCity, eq(pickupCity.id, shipments.pickupCityId))
        .leftJoin(dropOffCity, eq(dropOffCity.id, shipments.dropOffCityId))
        .where(inArray(bookings.id, ids))
        .orderBy(asc(bookings.id))
        .for('update', { of: bookings });
      if (rows.length !== ids.length) throw badRequest(MESSAGES.invoiceUnknownBookings);
      const foreign = rows.find((row) => row.companyId !== input.companyId);
      if (foreign) throw conflict(`${MESSAGES.bookingOfAnotherCompany}: ${foreign.code}`);
      const unavailable = rows.find((row) => row.invoiced || row.status !== BOOKING_STATUS.DELIVERED);
      if (unavailable) throw notInvoiceable(unavailable.code);
      // The shipper is billed what it owes for each vehicle, never what the carrier is paid.
      const billed = rows.map((row) => ({ ...row, amount: shipperAmountOf(row) }));
      const unpriced = billed.find((row) => row.amount === null);
      if (unpriced) throw conflict(`${MESSAGES.bookingWithoutShipperRate}: ${unpriced.code}`);

      const claimed = await tx
        .update(bookings)
        .set({ invoiced: true, updatedAt: new Date() })
        .where(
          and(inArray(bookings.id, ids), eq(bookings.invoiced, false), eq(bookings.status, BOOKING_STATUS.DELIVERED)),
        )
        .returning({ id: bookings.id });
      if (claimed.length !== ids.length) {
        const got = new Set(claimed.map((row) => row.id));
        throw notInvoiceable(rows.find((row) => !got.has(row.id))?.code ?? null);
      }

      const configuration = await billingConfigurationOf(tx, input.companyId);
      const charges = await billableChargesOf(tx, ids, configuration.billableChargeTypeIds);
      // Each booking's freight, then its charges: the invoice reads booking by booking.
      const lines = billed.flatMap((row): InvoiceLineValues[] => [
        {
          bookingId: row.id,
          kind: INVOICE_LINE_KIND.FREIGHT,
          description: `Freight ${row.pickupCityName ?? '?'} to ${row.dropOffCityName ?? '?'}, ${row.shipmentCode} / ${row.code}`,
          amountMinor: minorOfRupees(row.amount!),
        },
        ...charges
          .filter((charge) => charge.bookingId === row.id)
          .map((charge) => ({
            bookingId: row.id,
            kind: INVOICE_LINE_KIND.CHARGE,
            documentId: charge.documentId,
            description: `${charge.typeName}, ${row.shipmentCode} / ${row.code}`,
            amountMinor: charge.amountMinor,
          })),
      ]);
      const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
      const taxMinor = taxMinorOf(subtotalMinor, configuration.taxPercent);
      const issueDate = input.issueDate ?? todayIso();
      const [invoice] = await tx
        .insert(invoices)
        .values({
          companyId: input.companyId,
          status: INVOICE_STATUS.ISSUED,
          issueDate,
          dueDate: addDaysIso(issueDate, configuration.dueDays),
          subtotalMinor,
          taxMinor,
          totalMinor: subtotalMinor + taxMinor,
          taxPercent: configuration.taxPercent,
          notes: input.notes ?? null,
          createdBy: userId,
        })
        .returning({ id: invoices.id });
      await tx
        .update(invoices)
        .set({ code: invoiceCode(invoice.id) })
        .where(eq(invoices.id, invoice.id));
      await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice.id })));
      await invoiceEventMail(tx, invoice.id, 'INVOICE_ISSUED');
      return invoice.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.bookingNotInvoiceable);
    throw error;
  }
}

/** ISSUED → the target status, or 409 with `refusal` (404 for no such invoice). */
async function leaveIssued(db: Conn, id: number, refusal: string, values: Partial<typeof invoices.$inferInsert>) {
  const [moved] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.ISSUED)))
    .returning({ id: invoices.id });
  if (moved) return;
  const [exists] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
  throw exists ? conflict(refusal) : notFound();
}

/** Cancels an issued invoice: its lines go inactive and its bookings may be invoiced again. */
export async function cancelInvoice(db: Db, id: number, reason: string) {
  await db.transaction(async (tx) => {
    await leaveIssued(tx, id, MESSAGES.invoiceNotCancellable, {
      status: INVOICE_STATUS.CANCELLED,
      cancelReason: reason,
      cancelledAt: new Date(),
    });
    const freed = await tx
      .update(invoiceLines)
      .set({ active: false })
      .where(and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.active, true)))
      .returning({ bookingId: invoiceLines.bookingId });
    if (freed.length) {
      await tx
        .update(bookings)
        .set({ invoiced: false, updatedAt: new Date() })
        .where(
          inArray(
            bookings.id,
            freed.map((line) => line.bookingId),
          ),
        );
    }
  });
}

/** An issued invoice is paid. */
export async function markInvoicePaid(db: Db, id: number) {
  await leaveIssued(db, id, MESSAGES.invoiceNotPayable, { status: INVOICE_STATUS.PAID });
  await invoiceEventMail(db, id, 'PAYMENT_RECEIVED');
}
