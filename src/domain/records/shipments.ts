import { Type, type Static } from '@sinclair/typebox';
import {
  CITY_TRAVEL_RESTRICTION,
  CANCELLATION_TYPE,
  GOODS_CODE_TYPE,
  LABOUR_AVAILABILITY,
  LOCATION_ACTION,
  PAYMENT_TYPE,
  POOL_TYPE,
  SHIPMENT_STATUS_ORDER,
  TAGGING_ORIGIN,
} from '../shipments';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '../bidding';
import { BOOKING_STATUS, TRIP_STATUS } from '../bookings';
import { BookingRecord } from './bookings';
import { BidRecord } from './bids';
import {
  Count,
  DateTime,
  Id,
  Nullable,
  NullableId,
  NullableObject,
  NullableOneOf,
  NullableText,
  OneOf,
  Text,
  Version,
} from './common';
import { BidPartnerScoreRecord } from './scorecards';

const ShipmentStatus = OneOf(SHIPMENT_STATUS_ORDER);
/** A whole number of rupees. */
const Amount = Type.Integer();

/** What a shipment's container carries (jsonb): each field only when given. */
export const ShipmentContainer = Type.Object({
  blNumber: Type.Optional(Text),
  detentionCharges: Type.Optional(Type.Number()),
  /** ISO 8601, as stored. */
  emptyReturnDate: Type.Optional(Text),
  noOfContainers: Type.Optional(Type.Integer()),
  returnLocation: Type.Optional(Text),
});
export type ShipmentContainer = Static<typeof ShipmentContainer>;

/** A load of a pick-up or drop-off (jsonb). */
export const ShipmentLoad = Type.Object({
  goodsTypeId: Id,
  goodsTypeDescription: Type.Optional(Text),
  weight: Type.Number(),
  goodsType: Type.Optional(Text),
  goodsCodeType: OneOf(Object.values(GOODS_CODE_TYPE)),
});
export type ShipmentLoad = Static<typeof ShipmentLoad>;

/** A pick-up or drop-off of GET /shipment/:id, in its order, with its city's name. */
export const ShipmentStop = Type.Object({
  id: Id,
  shipmentId: Id,
  locationActionType: OneOf(Object.values(LOCATION_ACTION)),
  sequence: Type.Integer({ minimum: 1 }),
  cityId: Id,
  cityName: Text,
  address: Text,
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  zipCode: NullableText,
  locationType: NullableText,
  loads: Type.Array(ShipmentLoad),
});
export type ShipmentStop = Static<typeof ShipmentStop>;

/** Each row of GET /shipment, /shipment/shipper and /shipment/favourite/all: the shipment with the names a person reads and its next status. */
export const ShipmentRow = Type.Object({
  id: Id,
  /** SH-000001; set in the transaction that inserts the shipment. */
  code: Text,
  referenceNumber: NullableText,
  companyId: Id,
  companyName: Text,
  projectId: NullableId,
  createdBy: NullableId,
  /** SPEC §3: the shipper user the shipment is for (its creator, when a shipper made it). */
  shipperId: NullableId,
  /** Staff's only, as are the contract amount and the tag: the shipper side is not sent them (STAFF_ONLY_SHIPMENT_READS). */
  assignedTo: Type.Optional(NullableId),
  assignedToName: Type.Optional(NullableText),
  status: ShipmentStatus,
  /** The status a staff move goes to; null at the end of the order. */
  nextStatus: NullableOneOf(SHIPMENT_STATUS_ORDER),
  shipmentCategoryTypeId: OneOf(Object.values(SHIPMENT_TYPE)),
  bidCategoryTypeId: OneOf(Object.values(BID_CATEGORY_TYPE)),
  vehicleTypeId: Id,
  vehicleTypeName: Text,
  vehicleTypeVariantId: NullableId,
  vehicleCount: Type.Integer({ minimum: 1 }),
  quantity: Nullable(Type.Integer()),
  weight: Type.Number(),
  minWeightPerVehicle: Nullable(Type.Number()),
  maxWeightPerVehicle: Nullable(Type.Number()),
  shipperRate: Nullable(Amount),
  minShipperRate: Nullable(Amount),
  maxShipperRate: Nullable(Amount),
  contractAmount: Type.Optional(Nullable(Amount)),
  acceptAutoBid: Type.Boolean(),
  autoNegotiate: Type.Boolean(),
  paymentReceivingTypeId: OneOf(Object.values(PAYMENT_TYPE)),
  poolType: OneOf(Object.values(POOL_TYPE)),
  loadingTime: DateTime,
  specialInstructions: NullableText,
  consigneeName: NullableText,
  consigneeNumber: NullableText,
  pointOfContactName: NullableText,
  pointOfContactNumber: NullableText,
  isPodHardCopyReq: Type.Boolean(),
  labourAvailabilityTypeId: OneOf(Object.values(LABOUR_AVAILABILITY)),
  cityTravelRestrictionTypeId: OneOf(Object.values(CITY_TRAVEL_RESTRICTION)),
  addaMarfat: NullableText,
  hsCode: Type.Boolean(),
  customAddress: Type.Boolean(),
  /** SHIPMENT_VERIFICATION_STATUS names 1 to 3, but create accepts any id. */
  verificationStatusTypeId: NullableId,
  container: NullableObject(ShipmentContainer),
  pickupCityId: NullableId,
  pickupCityName: NullableText,
  dropOffCityId: NullableId,
  dropOffCityName: NullableText,
  tagged: Type.Optional(Type.Boolean()),
  taggingOrigin: Type.Optional(OneOf(Object.values(TAGGING_ORIGIN))),
  bidWindowOpen: Type.Boolean(),
  bidWindowClosesAt: Nullable(DateTime),
  /** PROJECT_VERTICALS: ids 0..24. */
  projectVerticalId: Nullable(Type.Integer({ minimum: 0 })),
  cancellationType: NullableOneOf(Object.values(CANCELLATION_TYPE)),
  cancellationReason: NullableText,
  /** Whether the caller marked it a favourite. */
  isFavourite: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type ShipmentRow = Static<typeof ShipmentRow>;

/**
 * A shipment's fields only staff read: who works it (the internal point of contact) and its tag. The
 * shipper side is not sent them, nor the money server/money/visibility.ts keeps from it (the contract amount).
 */
export const STAFF_ONLY_SHIPMENT_READS = ['assignedTo', 'assignedToName', 'tagged', 'taggingOrigin'] as const;

/** GET /shipment/:id, create (201) and every change of one shipment: the list row with its pick-ups and drop-offs. */
export const ShipmentRecord = Type.Object({
  ...ShipmentRow.properties,
  pickupLocations: Type.Array(ShipmentStop),
  dropOffLocations: Type.Array(ShipmentStop),
});
export type ShipmentRecord = Static<typeof ShipmentRecord>;

const Choice = <T extends number>(ids: readonly T[]) => Type.Object({ id: OneOf(ids), name: Text });
/** GET /shipment/create-options: the shipment and payment types the wizard offers for the project. */
export const ShipmentCreateOptions = Type.Object({
  contractualAllowed: Type.Boolean(),
  shipmentTypes: Type.Array(Choice(Object.values(SHIPMENT_TYPE))),
  paymentTypes: Type.Array(Choice(Object.values(PAYMENT_TYPE))),
  /** The bid limits (SPEC §9): a shipper rate outside its row's leaves no carrier able to bid near it, so the wizard warns. */
  bidLimits: Type.Array(
    Type.Object({
      shipmentCategoryTypeId: Type.Integer(),
      bidCategoryTypeId: OneOf(Object.values(BID_CATEGORY_TYPE)),
      vehicleTypeId: NullableId,
      minAmount: Type.Integer(),
      maxAmount: Type.Integer(),
    }),
  ),
});
export type ShipmentCreateOptions = Static<typeof ShipmentCreateOptions>;

/**
 * Each row of GET /shipment/:id/bookings: the shipment's view of its bookings (the bookings area's
 * record, fewer names) with what the shipper pays for each vehicle. The shipper side is not sent
 * `amount` (what the carrier is paid).
 */
export const ShipmentBooking = Type.Object({
  ...Type.Pick(BookingRecord, [
    'id',
    'code',
    'shipmentId',
    'bidId',
    'partnerId',
    'partnerName',
    'amount',
    'status',
    'invoiced',
    'driverId',
    'vehicleId',
    'cancellationReasonId',
    'cancellationReason',
    'reassignReason',
    'pickedUpAt',
    'deliveredAt',
    'createdAt',
    'updatedAt',
    'version',
  ]).properties,
  shipperAmount: Nullable(Amount),
});
export type ShipmentBooking = Static<typeof ShipmentBooking>;

/**
 * Each row of GET /shipment/:id/bids/v3: the bid with its partner's name (the bids area owns the bid
 * itself). The shipper side is not sent `amount`.
 */
export const ShipmentBid = Type.Object({
  ...BidRecord.properties,
  partnerName: Text,
  /** Staff only: the partner's recent score and on-time figures (src/domain/scorecards.ts). */
  partnerScore: Type.Optional(BidPartnerScoreRecord),
});
export type ShipmentBid = Static<typeof ShipmentBid>;

/** GET /shipment/:id/verification-status: the shipment's verification and which default documents are on file. */
export const ShipmentVerificationStatus = Type.Object({
  shipmentId: Id,
  verificationStatusTypeId: Id,
  label: Text,
  requiredDocuments: Type.Array(Type.Object({ documentTypeId: Id, name: Text, uploaded: Type.Boolean() })),
  documentsOnFile: Count,
});
export type ShipmentVerificationStatus = Static<typeof ShipmentVerificationStatus>;

/** Each row of GET /shipment/:id/tracking-status/all: a booking's trip status and last known position. */
export const ShipmentTrackingStatus = Type.Object({
  bookingId: Id,
  bookingCode: NullableText,
  partnerName: Text,
  bookingStatus: OneOf(Object.values(BOOKING_STATUS)),
  tripStatus: OneOf(Object.values(TRIP_STATUS)),
  lastPosition: NullableObject(
    Type.Object({ latitude: Type.Number(), longitude: Type.Number(), recordedAt: DateTime }),
  ),
});
export type ShipmentTrackingStatus = Static<typeof ShipmentTrackingStatus>;

/**
 * GET /shipment/:id/booking/pricing-info: what the shipper pays, the vehicles booked and the bid
 * limit; the contract amount, the bid limit, the booked amount and the bid figures are staff's only.
 */
export const ShipmentPricingInfo = Type.Object({
  shipmentId: Id,
  /** The shipment's status: with remainingVehicles, what bidAcceptRefusal reads to offer Accept. */
  shipmentStatus: ShipmentStatus,
  bidCategoryTypeId: OneOf(Object.values(BID_CATEGORY_TYPE)),
  shipperRate: Nullable(Amount),
  contractAmount: Type.Optional(Nullable(Amount)),
  vehicleCount: Type.Integer({ minimum: 1 }),
  bookedVehicles: Count,
  remainingVehicles: Count,
  bookedAmount: Type.Optional(Amount),
  /** Staff: the margin on the booked vehicles, what the shipper pays for them less what their carriers are paid. */
  margin: Type.Optional(Nullable(Amount)),
  openBids: Count,
  lowestBid: Type.Optional(Nullable(Amount)),
  averageBid: Type.Optional(Nullable(Amount)),
  highestBid: Type.Optional(Nullable(Amount)),
  bidLimit: Type.Optional(NullableObject(Type.Object({ minAmount: Amount, maxAmount: Amount }))),
});
export type ShipmentPricingInfo = Static<typeof ShipmentPricingInfo>;

/** GET /shipment-template/:id, each of GET /shipment-template, create (201), change and delete: a saved wizard form with its company's name. */
export const ShipmentTemplateRecord = Type.Object({
  id: Id,
  companyId: Id,
  companyName: Text,
  name: Text,
  /** The wizard's form as saved (templateValuesSchema). */
  values: Type.Record(Type.String(), Type.Unknown()),
  createdBy: NullableId,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type ShipmentTemplateRecord = Static<typeof ShipmentTemplateRecord>;
