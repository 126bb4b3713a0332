import { Type, type Static } from '@sinclair/typebox';
import { BID_STATUS, BOOKING_STATUS } from '../bookings';
import { SHIPMENT_STATUS_ORDER } from '../shipments';
import { Count, Day } from './common';
import { Amount } from './money';

/** A count for each of `keys`, every one present (zero when nothing has it). */
const CountsBy = <K extends string | number>(keys: readonly K[]) =>
  Type.Object(Object.fromEntries(keys.map((key) => [String(key), Count])) as Record<`${K}`, typeof Count>);
/** How many, and their total in Rs. */
export const CountAndAmount = Type.Object({ count: Count, amount: Amount });
export type CountAndAmount = Static<typeof CountAndAmount>;

const ShipmentsByStatus = CountsBy(SHIPMENT_STATUS_ORDER);
/** Keyed by the booking status code: 1-4 and 13. */
const BookingsByStatus = CountsBy(Object.values(BOOKING_STATUS));

/** GET /report/v1/csr/counts: the staff overview, every figure counted from the tables. */
export const CsrCounts = Type.Object({
  shipmentsByStatus: ShipmentsByStatus,
  bookingsByStatus: BookingsByStatus,
  openBids: Count,
  /** Shipments with at least one open bid (the shipment list filtered by `openBids`). */
  shipmentsWithOpenBids: Count,
  pendingDriverVerifications: Count,
  pendingVehicleVerifications: Count,
  pendingPartnerVerifications: Count,
  pendingPayments: CountAndAmount,
  unpaidInvoices: CountAndAmount,
});
export type CsrCounts = Static<typeof CsrCounts>;

/** GET /report/v1/shipper/counts: one company's dashboard figures. */
export const ShipperCounts = Type.Object({
  shipmentsByStatus: ShipmentsByStatus,
  bookingsByStatus: BookingsByStatus,
  openBids: Count,
  shipmentsWithOpenBids: Count,
  invoicesDue: CountAndAmount,
});
export type ShipperCounts = Static<typeof ShipperCounts>;

/** One UTC day of GET /report/v1/csr/bids ('YYYY-MM-DD'). */
export const BidDay = Type.Object({ date: Day, placed: Count, accepted: Count, rejected: Count });
export type BidDay = Static<typeof BidDay>;

/** GET /report/v1/csr/bids: bids placed, accepted and rejected per UTC day of the last 14 (oldest first), and every bid's current status totalled. */
export const BidReport = Type.Object({
  days: Type.Array(BidDay),
  totals: CountsBy(Object.values(BID_STATUS)),
});
export type BidReport = Static<typeof BidReport>;
