import { and, count, countDistinct, eq, sum, type SQL } from 'drizzle-orm';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { VERIFICATION_STATUS } from '#domain/fleet';
import { INVOICE_STATUS, PAYMENT_STATUS, toMajor } from '#domain/money';
import { SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import type { Db } from '../db/client';
import { bids, bookings, drivers, invoices, payments, shipments, vehicles, verificationCases } from '../db/schema';

/** Every key present, zero when no row has it. */
function fill<K extends string | number>(keys: readonly K[], rows: { key: K; n: number }[]) {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in out) out[row.key] = Number(row.n);
  return out;
}

const companyShipments = (companyId?: number): SQL | undefined =>
  companyId === undefined ? undefined : eq(shipments.companyId, companyId);

/** Shipments per SPEC §4 status (all six), of one company or all. */
export async function shipmentsByStatus(db: Db, companyId?: number) {
  const rows = await db
    .select({ key: shipments.status, n: count() })
    .from(shipments)
    .where(companyShipments(companyId))
    .groupBy(shipments.status);
  return fill(SHIPMENT_STATUS_ORDER, rows);
}

/** Bookings per status code (1-4 and 13), of one company's shipments or all. */
export async function bookingsByStatus(db: Db, companyId?: number) {
  const rows = await db
    .select({ key: bookings.status, n: count() })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(companyShipments(companyId))
    .groupBy(bookings.status);
  return fill(Object.values(BOOKING_STATUS), rows);
}

/** Bids still open (CREATED), on one company's shipments or all. */
export async function openBids(db: Db, companyId?: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(bids)
    .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
    .where(and(eq(bids.status, BID_STATUS.CREATED), companyShipments(companyId)));
  return n;
}

/** Shipments with at least one open bid: the total of the shipment list with `openBids` (the card's link). */
export async function shipmentsWithOpenBids(db: Db, companyId?: number) {
  const [{ n }] = await db
    .select({ n: countDistinct(bids.shipmentId) })
    .from(bids)
    .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
    .where(and(eq(bids.status, BID_STATUS.CREATED), companyShipments(companyId)));
  return n;
}

/** Issued (not yet paid or cancelled) invoices: how many and their total in Rs. */
export async function unpaidInvoices(db: Db, companyId?: number) {
  const [row] = await db
    .select({ n: count(), total: sum(invoices.totalMinor) })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, INVOICE_STATUS.ISSUED),
        companyId === undefined ? undefined : eq(invoices.companyId, companyId),
      ),
    );
  return { count: row.n, amount: toMajor(Number(row.total ?? 0)) };
}

async function pendingPayments(db: Db) {
  const [row] = await db
    .select({ n: count(), total: sum(payments.amountMinor) })
    .from(payments)
    .where(eq(payments.status, PAYMENT_STATUS.PENDING));
  return { count: row.n, amount: toMajor(Number(row.total ?? 0)) };
}

async function pendingCount(db: Db, table: typeof drivers | typeof vehicles | typeof verificationCases) {
  const [{ n }] = await db.select({ n: count() }).from(table).where(eq(table.status, VERIFICATION_STATUS.PENDING));
  return n;
}

/** GET /report/v1/csr/counts: the staff overview, every figure counted from the tables. */
export async function csrCounts(db: Db) {
  const [
    byShipment,
    byBooking,
    bidsOpen,
    openBidShipments,
    driversPending,
    vehiclesPending,
    partnersPending,
    paymentsPending,
    invoicesUnpaid,
  ] = await Promise.all([
    shipmentsByStatus(db),
    bookingsByStatus(db),
    openBids(db),
    shipmentsWithOpenBids(db),
    pendingCount(db, drivers),
    pendingCount(db, vehicles),
    pendingCount(db, verificationCases),
    pendingPayments(db),
    unpaidInvoices(db),
  ]);
  return {
    shipmentsByStatus: byShipment,
    bookingsByStatus: byBooking,
    openBids: bidsOpen,
    shipmentsWithOpenBids: openBidShipments,
    pendingDriverVerifications: driversPending,
    pendingVehicleVerifications: vehiclesPending,
    pendingPartnerVerifications: partnersPending,
    pendingPayments: paymentsPending,
    unpaidInvoices: invoicesUnpaid,
  };
}

/** GET /report/v1/shipper/counts: one company's dashboard figures. */
export async function shipperCounts(db: Db, companyId: number) {
  const [byShipment, byBooking, bidsOpen, openBidShipments, invoicesDue] = await Promise.all([
    shipmentsByStatus(db, companyId),
    bookingsByStatus(db, companyId),
    openBids(db, companyId),
    shipmentsWithOpenBids(db, companyId),
    unpaidInvoices(db, companyId),
  ]);
  return {
    shipmentsByStatus: byShipment,
    bookingsByStatus: byBooking,
    openBids: bidsOpen,
    shipmentsWithOpenBids: openBidShipments,
    invoicesDue,
  };
}
