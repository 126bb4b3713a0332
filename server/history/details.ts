import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Conn } from '../db/query';
import { bids, bookings, invoiceLines, invoices, users } from '../db/schema';
import { billingConfigurationOf } from '../billing/configuration';
import { dueBookings } from '../billing/invoiceRun';
import { asId } from '../http/params';
import { answerIds } from './routeHistory';

/** The bid a bid route is about: the path's `:id`, or the one a placed bid's answer names. */
const bidIdOf = (request: FastifyRequest, answer?: unknown) =>
  asId((request.params as { id?: unknown } | undefined)?.id) ?? (answer ? answerIds(answer)[0] : undefined);

async function bidRow(tx: Conn, id: number | undefined) {
  if (!id) return undefined;
  const [row] = await tx
    .select({
      shipmentId: bids.shipmentId,
      bidId: bids.id,
      bidAmount: bids.amount,
      vehicleCount: bids.vehicleCount,
      partner: users.fullName,
      reason: bids.reason,
      bidStatus: bids.status,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.partnerId))
    .where(eq(bids.id, id));
  return row;
}

/** The shipment a bid route changes: the body's shipmentId for a new bid, else the path's bid's. */
export async function bidShipment(request: FastifyRequest, tx: Conn) {
  const named = asId((request.body as { shipmentId?: unknown } | null | undefined)?.shipmentId);
  if (named && !(request.params as { id?: unknown } | undefined)?.id) return [named];
  const bid = await bidRow(tx, bidIdOf(request));
  return bid ? [bid.shipmentId] : [];
}

/** The bookings of the bid a bid route is about (none before a new bid is placed). */
export async function bidBookings(request: FastifyRequest, tx: Conn, answer?: unknown) {
  const id = bidIdOf(request, answer);
  if (!id) return [];
  const rows = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.bidId, id));
  return rows.map((row) => row.id);
}

/** The bid's amount, vehicles, partner and status, and (when accepting) the bookings it made. */
export async function bidDetail(request: FastifyRequest, answer: unknown, tx: Conn) {
  const bid = await bidRow(tx, bidIdOf(request, answer));
  if (!bid) return undefined;
  const made = (answer as { data?: { bookings?: { code?: string | null }[] } } | undefined)?.data?.bookings;
  return {
    bidId: bid.bidId,
    bidAmount: bid.bidAmount,
    vehicleCount: bid.vehicleCount,
    partner: bid.partner,
    // A new bid may be accepted or rejected on the spot (auto-accept, auto-negotiate): its status says which.
    bidStatus: bid.bidStatus,
    bookings: made?.length ? made.map((b) => b.code).join(', ') : undefined,
  };
}

/** The reason a rejected or backed-out bid now carries. */
export async function bidReason(request: FastifyRequest, _answer: unknown, tx: Conn) {
  return (await bidRow(tx, bidIdOf(request)))?.reason;
}

/** The bookings an invoice call touches: a new invoice's (the body's), else the invoice's active lines'. */
export async function invoiceBookings(request: FastifyRequest, tx: Conn) {
  const invoiceId = asId((request.params as { id?: unknown } | undefined)?.id);
  if (!invoiceId) {
    const named = (request.body as { bookingIds?: unknown } | null | undefined)?.bookingIds;
    return Array.isArray(named) ? named.map(asId).filter((id): id is number => !!id) : [];
  }
  const lines = await tx
    .select({ bookingId: invoiceLines.bookingId })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.active, true)));
  // A booking's freight and charges are lines of their own: each booking once.
  return [...new Set(lines.map((line) => line.bookingId))];
}

/** The invoice an entry is about, from the call's answer. */
export function invoiceDetail(_request: FastifyRequest, answer: unknown) {
  const invoice = (answer as { data?: { id?: number; code?: string | null } } | undefined)?.data;
  return invoice?.id ? { invoiceId: invoice.id, invoice: invoice.code ?? null } : undefined;
}

/** The bookings an invoice run takes: the company's due ones, read before the run in its transaction. */
export async function runBookings(request: FastifyRequest, tx: Conn) {
  const companyId = asId((request.body as { companyId?: unknown } | null | undefined)?.companyId);
  if (!companyId) return [];
  const { billingCycle } = await billingConfigurationOf(tx, companyId);
  return (await dueBookings(tx, companyId, billingCycle, new Date())).bookings.map((booking) => booking.id);
}

/** The invoice that now bills a booking's freight: what an invoice run's entry for the booking names. */
export async function bookingInvoiceDetail(_request: FastifyRequest, _answer: unknown, tx: Conn, bookingId: number) {
  const [line] = await tx
    .select({ invoiceId: invoices.id, code: invoices.code })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.bookingId, bookingId), eq(invoiceLines.active, true), eq(invoiceLines.kind, 'FREIGHT')));
  return line ? { invoiceId: line.invoiceId, invoice: line.code } : undefined;
}
