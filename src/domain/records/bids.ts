import { Type, type Static } from '@sinclair/typebox';
import { BID_STATUS, REASON_KIND } from '../bookings';
import { DateTime, Id, Nullable, NullableId, NullableText, OneOf, Text, Version } from './common';
import { BidCategoryType, BookingRecord } from './bookings';
import { BidPartnerScoreRecord } from './scorecards';

const BidStatus = OneOf(Object.values(BID_STATUS));

/**
 * POST /bid (201), POST /bid/:id/reject, /backout and /acknowledge and the bid of POST /bid/:id/accept: the
 * bid as placed. The shipper side never gets its amount (server/money/visibility.ts).
 */
export const BidRecord = Type.Object({
  id: Id,
  shipmentId: Id,
  partnerId: Id,
  /** Per vehicle or per tonne, as bidCategoryTypeId says: staff and the carrier side only. */
  amount: Type.Optional(Type.Integer()),
  bidCategoryTypeId: BidCategoryType,
  vehicleCount: Type.Integer({ minimum: 1 }),
  status: BidStatus,
  /** Why it was backed out of (kind 1) or rejected (kind 2): the reason picked and its text with any details. */
  reasonKind: Nullable(Type.Integer()),
  reasonId: NullableId,
  reason: NullableText,
  autoBid: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type BidRecord = Static<typeof BidRecord>;

/** Each row of GET /bid/partner: the calling partner's bid with its shipment's code. */
export const PartnerBidRecord = Type.Object({ ...BidRecord.properties, shipmentCode: NullableText });
export type PartnerBidRecord = Static<typeof PartnerBidRecord>;

/** Each row of GET /bid/booking/:bookingId: a bid on the booking's shipment with its partner's name, the booking's own one marked. */
export const BookingBidRecord = Type.Object({
  ...BidRecord.properties,
  partnerName: Text,
  isBookingBid: Type.Boolean(),
  /** Staff only: the partner's recent score and on-time figures (src/domain/scorecards.ts). */
  partnerScore: Type.Optional(BidPartnerScoreRecord),
});
export type BookingBidRecord = Static<typeof BookingBidRecord>;

/** POST /bid/:id/accept: the accepted bid and the bookings it made (one per vehicle). */
export const AcceptedBid = Type.Object({ bid: BidRecord, bookings: Type.Array(BookingRecord) });
export type AcceptedBid = Static<typeof AcceptedBid>;

/** Each row of GET /bid/loadboard: an open shipment as a carrier sees it (no shipper rate or company), with the vehicles still to book. */
export const LoadboardRecord = Type.Object({
  id: Id,
  code: NullableText,
  pickupCityName: NullableText,
  dropOffCityName: NullableText,
  vehicleTypeId: Id,
  vehicleTypeName: Text,
  vehicleCount: Type.Integer({ minimum: 1 }),
  remainingVehicles: Type.Integer(),
  /** Tonnes, the whole shipment's. */
  weight: Type.Number(),
  loadingTime: DateTime,
  shipmentCategoryTypeId: Type.Integer(),
  bidCategoryTypeId: BidCategoryType,
  bidWindowClosesAt: Nullable(DateTime),
});
export type LoadboardRecord = Static<typeof LoadboardRecord>;

/** Each row of GET /bid-limit and PUT /bid-limit/:id: SPEC §3's bid-limit row, with its field names (vehcileType spelt so, ANY for every type). */
export const BidLimitRecord = Type.Object({
  id: Id,
  shipmentCategoryTypeId: Type.Integer(),
  bidCategoryTypeId: BidCategoryType,
  vehicleTypeId: NullableId,
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  version: Version,
  shipmentType: OneOf(['SPOT', 'CONTRACTUAL', 'WHATSAPP']),
  bidCategoryType: OneOf(['PER_VEHICLE', 'PER_TONNE']),
  vehcileType: Text,
});
export type BidLimitRecord = Static<typeof BidLimitRecord>;

/** Each row of GET /reason/refusal: a reason to pick when backing out of a bid (kind 1), rejecting one (2) or cancelling a booking (3). */
export const RefusalReason = Type.Object({ id: Id, kind: OneOf(Object.values(REASON_KIND)), text: Text });
export type RefusalReason = Static<typeof RefusalReason>;
