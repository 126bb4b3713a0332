import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipperAmountOf } from '#domain/bidding';
import { currentPeriodStart, isDueBefore } from '#domain/billingCycle';
import type { InvoiceListQuery } from '#domain/schemas/billing';
import type { Db } from '../db/client';
import { bookings, companies, invoiceLines, invoices, shipments, users } from '../db/schema';
import { escapeLike } from '../db/query';
import { major } from './amounts';
import { billableChargesOf, chargesByBooking } from './charges';
import { billingConfigurationOf } from './configuration';
import { shipperAmountColumns, uninvoicedBookingsOf } from './billable';

const createdBy = alias(users, 'invoice_created_by');
const partner = alias(users, 'invoice_partner');

/** An invoice as lists show it: the row, names a person reads, amounts in major units. */
const invoiceColumns = {
  id: invoices.id,
  code: invoices.code,
  companyId: invoices.companyId,
  companyName: companies.name,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  subtotalMinor: invoices.subtotalMinor,
  taxMinor: invoices.taxMinor,
  totalMinor: invoices.totalMinor,
  taxPercent: invoices.taxPercent,
  notes: invoices.notes,
  cancelReason: invoices.cancelReason,
  cancelledAt: invoices.cancelledAt,
  sentAt: invoices.sentAt,
  sentTo: invoices.sentTo,
  createdByName: createdBy.fullName,
  createdAt: invoices.createdAt,
  bookingCount: sql<number>`(select count(distinct ${invoiceLines.bookingId})::int from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`,
};

type InvoiceRow = { subtotalMinor: number; taxMinor: number; totalMinor: number } & Record<string, unknown>;

/** The answer's shape: subtotal, tax and total in Rs (exactly minor / 100), never the minor columns. */
function toRecord<T extends InvoiceRow>({ subtotalMinor, taxMinor, totalMinor, ...rest }: T) {
  return { ...rest, subtotal: major(subtotalMinor), tax: major(taxMinor), total: major(totalMinor) };
}

const selectInvoices = (db: Db) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(createdBy, eq(createdBy.id, invoices.createdBy));

/** GET /invoice: newest first; `companyId` is the caller's own company for shippers and brokers (forced by the route). */
export async function listInvoices(db: Db, query: InvoiceListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.companyId ? eq(invoices.companyId, query.companyId) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.fromDate ? gte(invoices.issueDate, query.fromDate) : undefined,
    query.toDate ? lte(invoices.issueDate, query.toDate) : undefined,
    query.q ? ilike(invoices.code, `%${escapeLike(query.q)}%`) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(desc(invoices.issueDate), desc(invoices.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { content: rows.map(toRecord), total };
}

/** The invoices of these ids as lists show them, in id order. */
export async function invoicesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await selectInvoices(db).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id));
  return rows.map(toRecord);
}

/** The invoice's owner and status alone, for scoping and state checks. */
export async function invoiceHeader(db: Db, id: number) {
  const [row] = await db
    .select({ id: invoices.id, companyId: invoices.companyId, status: invoices.status, code: invoices.code })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

/** One invoice with its lines (freight or charge, the booking, its shipment, the amount in Rs and when it was delivered). */
export async function findInvoice(db: Db, id: number) {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) return undefined;
  const lines = await db
    .select({
      id: invoiceLines.id,
      bookingId: invoiceLines.bookingId,
      kind: invoiceLines.kind,
      bookingCode: bookings.code,
      shipmentCode: shipments.code,
      description: invoiceLines.description,
      amountMinor: invoiceLines.amountMinor,
      deliveredAt: bookings.deliveredAt,
    })
    .from(invoiceLines)
    .innerJoin(bookings, eq(bookings.id, invoiceLines.bookingId))
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  return {
    ...toRecord(row),
    lines: lines.map(({ amountMinor, ...line }) => ({ ...line, amount: major(amountMinor) })),
  };
}

/** The most bookings GET /invoice/invoiceable lists (the oldest deliveries first); an invoice takes at most 100 anyway. */
export const INVOICEABLE_LIMIT = 1000;

/**
 * Delivered, un-invoiced bookings of a company: what a CSR may put on its next invoice, each with the
 * amount it would bill (what the shipper owes for the vehicle; null without a shipper rate) and its
 * billable charges (Rs, by the company's billing configuration), so a preview adds up as the invoice will;
 * `dueThisRun` says whether the company's billing cycle puts it on an invoice run made `now`.
 */
export async function invoiceableBookings(db: Db, companyId: number, now = new Date()) {
  const configuration = await billingConfigurationOf(db, companyId);
  const periodStart = currentPeriodStart(configuration.billingCycle, now);
  const rows = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      shipmentCode: shipments.code,
      ...shipperAmountColumns,
      deliveredAt: bookings.deliveredAt,
      partnerName: partner.fullName,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(partner, eq(partner.id, bookings.partnerId))
    .where(uninvoicedBookingsOf(companyId))
    .orderBy(asc(bookings.deliveredAt), asc(bookings.id))
    .limit(INVOICEABLE_LIMIT);
  const charges = chargesByBooking(
    await billableChargesOf(
      db,
      rows.map((row) => row.id),
      configuration.billableChargeTypeIds,
    ),
  );
  return rows.map(({ shipperRate, contractAmount, bidCategoryTypeId, weight, vehicleCount, ...row }) => ({
    ...row,
    amount: shipperAmountOf({ shipperRate, contractAmount, bidCategoryTypeId, weight, vehicleCount }),
    charges: major(charges.get(row.id) ?? 0),
    dueThisRun: isDueBefore(row.deliveredAt, periodStart),
  }));
}
