import { BID_CATEGORY_TYPE } from '#domain/bidding';
import {
  BID_STATUS,
  BOOKING_STATUS,
  REASON_KIND,
  tripStatusOf,
  type BidStatus,
  type BookingStatus,
} from '#domain/bookings';
import type { ShipmentStatus } from '#domain/shipments';
import { prng } from './shipments';
export { bookingAmount } from '#domain/bookings';

export interface SeedShipment {
  id: number;
  status: string;
  bidCategoryTypeId: number;
  vehicleTypeId: number;
  vehicleCount: number;
  weight: number;
  shipperRate: number | null;
  loadingTime: Date;
}
export interface SeedPoint {
  latitude: number;
  longitude: number;
}

interface PlannedBooking {
  status: BookingStatus;
  invoiced: boolean;
  cancellationReason: string | null;
  /** Positions from pick-up towards drop-off, as far as the trip has gone. */
  progress: number;
}
export interface PlannedBid {
  amount: number;
  status: BidStatus;
  reasonKind: number | null;
  reasonId: number | null;
  reason: string | null;
  booking?: PlannedBooking;
}

const HOUR = 3_600_000;

/** A bid amount inside SPEC §9's limits for the shipment's bid category and vehicle type. */
function bidAmount(shipment: SeedShipment, random: ReturnType<typeof prng>) {
  if (shipment.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE || shipment.vehicleTypeId === 5)
    return random.int(10, 80) * 100;
  const base = shipment.shipperRate ?? 150_000;
  return Math.min(450_000, Math.max(30_000, Math.round((base * (0.75 + random.next() * 0.25)) / 500) * 500));
}

const booking = (status: BookingStatus, extra: Partial<PlannedBooking> = {}): PlannedBooking => ({
  status,
  invoiced: false,
  cancellationReason: status === BOOKING_STATUS.CANCELLED ? 'Vehicle broke down before loading' : null,
  progress: { 1: 0, 2: 0.1, 3: 0.55, 4: 1, 13: 0 }[status],
  ...extra,
});

/** What each shipment status implies for its bids and bookings: every list and filter has rows. */
export function planBids(shipment: SeedShipment, index: number): PlannedBid[] {
  const random = prng(shipment.id * 31 + 5);
  const bid = (status: BidStatus, planned?: PlannedBooking): PlannedBid => ({
    amount: bidAmount(shipment, random),
    status,
    reasonKind:
      status === BID_STATUS.BACKOUT
        ? REASON_KIND.BACKOUT_BID
        : status === BID_STATUS.REJECTED
          ? REASON_KIND.REJECT_BID
          : null,
    reasonId: status === BID_STATUS.BACKOUT ? 1 : status === BID_STATUS.REJECTED ? 11 : null,
    reason:
      status === BID_STATUS.BACKOUT
        ? 'Vehicle not available on the loading date'
        : status === BID_STATUS.REJECTED
          ? 'Rate above the shipper rate'
          : null,
    booking: planned,
  });
  const booked = Math.min(shipment.vehicleCount, 2);
  switch (shipment.status as ShipmentStatus) {
    case 'CREATED':
      // Open bids to accept; every other created shipment already has one vehicle booked.
      return [
        bid(BID_STATUS.CREATED),
        bid(BID_STATUS.CREATED),
        bid(BID_STATUS.REJECTED),
        ...(index % 2 ? [bid(BID_STATUS.ACCEPTED, booking(BOOKING_STATUS.CREATED))] : []),
      ];
    case 'DISPATCH_STARTED':
      // One vehicle on its way and, when the shipment needs more, another booked and waiting for its driver: never more bookings than vehicles.
      return [
        bid(BID_STATUS.DRIVER_ASSIGNED, booking(BOOKING_STATUS.DISPATCH_STARTED)),
        ...(shipment.vehicleCount > 1 ? [bid(BID_STATUS.ACKNOWLEDGED, booking(BOOKING_STATUS.CREATED))] : []),
        bid(BID_STATUS.BACKOUT),
      ];
    case 'TRANSIT':
      return Array.from({ length: booked }, () => bid(BID_STATUS.DRIVER_ASSIGNED, booking(BOOKING_STATUS.TRANSIT)));
    case 'DELIVERED':
      return Array.from({ length: booked }, (_, i) =>
        bid(BID_STATUS.FULFILLED, booking(BOOKING_STATUS.DELIVERED, { invoiced: (index + i) % 3 === 0 })),
      );
    case 'CANCELLED':
      return [bid(BID_STATUS.BACKOUT, booking(BOOKING_STATUS.CANCELLED)), bid(BID_STATUS.REJECTED)];
    case 'PARTIALLY_FULFILLED':
      return [
        bid(BID_STATUS.FULFILLED, booking(BOOKING_STATUS.DELIVERED)),
        bid(BID_STATUS.BACKOUT, booking(BOOKING_STATUS.CANCELLED)),
      ];
    default:
      return [];
  }
}

/** Positions every two hours since loading (never in the future), along the straight line from pick-up to drop-off. */
export function plannedPositions(
  planned: PlannedBooking,
  shipment: SeedShipment,
  from: SeedPoint,
  to: SeedPoint,
  now = Date.now(),
) {
  if (planned.progress === 0) return [];
  const steps = Math.max(2, Math.round(planned.progress * 6));
  const start = Math.min(shipment.loadingTime.getTime(), now - (steps + 1) * 2 * HOUR);
  return Array.from({ length: steps }, (_, i) => {
    const share = (planned.progress * (i + 1)) / steps;
    return {
      latitude: Number((from.latitude + (to.latitude - from.latitude) * share).toFixed(5)),
      longitude: Number((from.longitude + (to.longitude - from.longitude) * share).toFixed(5)),
      tripStatus: i === steps - 1 ? tripStatusOf(planned.status) : tripStatusOf(BOOKING_STATUS.TRANSIT),
      recordedAt: new Date(start + (i + 1) * 2 * HOUR),
    };
  });
}
