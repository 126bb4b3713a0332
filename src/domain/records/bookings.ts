import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_STATUS, TRIP_STATUS } from '../bookings';
import { BID_CATEGORY_TYPE } from '../bidding';
import { DateTime, Id, Nullable, NullableId, NullableOneOf, NullableText, OneOf, Text, Version } from './common';

const BookingStatus = OneOf(Object.values(BOOKING_STATUS));
const TripStatus = OneOf(Object.values(TRIP_STATUS));
export const BidCategoryType = OneOf(Object.values(BID_CATEGORY_TYPE));

/** Money: a whole amount in rupees (integer columns). */
const Amount = Type.Integer();
const NullableAmount = Nullable(Type.Integer());

/**
 * GET /booking/:id, each row of GET /booking and GET /booking/shipper, the booking moves (assign-driver,
 * reassign, status), POST /bid/v3/assign and the bookings of POST /bid/:id/accept: the booking with its
 * shipment's, partner's, driver's and vehicle's names. Each side sees only its own money
 * (server/money/visibility.ts): the shipper side gets no amount, the carrier side no shipperAmount.
 */
export const BookingRecord = Type.Object({
  id: Id,
  code: NullableText,
  shipmentId: Id,
  shipmentCode: NullableText,
  companyId: Id,
  companyName: Text,
  pickupCityName: NullableText,
  dropOffCityName: NullableText,
  vehicleTypeId: Id,
  vehicleTypeName: Text,
  bidId: NullableId,
  partnerId: Id,
  partnerName: Text,
  /** What the carrier is paid for this vehicle: staff and the carrier side only. */
  amount: Type.Optional(Amount),
  /** What the shipper pays for this vehicle (null without a shipper rate): staff and the shipper side only. */
  shipperAmount: Type.Optional(NullableAmount),
  status: BookingStatus,
  tripStatus: TripStatus,
  /** The status code the trip moves to next; null once delivered or cancelled. */
  nextStatus: NullableOneOf(Object.values(BOOKING_STATUS)),
  invoiced: Type.Boolean(),
  driverId: NullableId,
  driverName: NullableText,
  driverPhone: NullableText,
  vehicleId: NullableId,
  vehicleRegistration: NullableText,
  cancellationReasonId: NullableId,
  cancellationReasonText: NullableText,
  cancellationReason: NullableText,
  reassignReason: NullableText,
  /** When the trip was picked up: its first move to in transit (carrier scorecards' on-time pick-up). */
  pickedUpAt: Nullable(DateTime),
  deliveredAt: Nullable(DateTime),
  version: Version,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type BookingRecord = Static<typeof BookingRecord>;

/**
 * GET /booking/v3/pricing/:id: what the booking costs and earns. The carrier side gets amount, bidAmount,
 * advanceAmount and remainderAmount; the shipper side shipperAmount and contractAmount; staff all and the margin.
 */
export const BookingPricing = Type.Object({
  bookingId: Id,
  bidCategoryTypeId: BidCategoryType,
  amount: Type.Optional(Amount),
  /** The bid's amount (per vehicle or per tonne); null for a booking made without a bid. */
  bidAmount: Type.Optional(NullableAmount),
  /** The advance and remainder split of amount, in rupees with paisa. */
  advanceAmount: Type.Optional(Type.Number()),
  remainderAmount: Type.Optional(Type.Number()),
  shipperAmount: Type.Optional(NullableAmount),
  contractAmount: Type.Optional(NullableAmount),
  margin: Type.Optional(NullableAmount),
});
export type BookingPricing = Static<typeof BookingPricing>;
