import { SHIPMENT_TYPE, type BidLimit } from './bidding';

/** SPEC §4 shipment status order. */
export const SHIPMENT_STATUS = {
  CREATED: 'CREATED',
  DISPATCH_STARTED: 'DISPATCH_STARTED',
  TRANSIT: 'TRANSIT',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  PARTIALLY_FULFILLED: 'PARTIALLY_FULFILLED',
} as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

export const SHIPMENT_STATUS_ORDER: readonly ShipmentStatus[] = [
  SHIPMENT_STATUS.CREATED,
  SHIPMENT_STATUS.DISPATCH_STARTED,
  SHIPMENT_STATUS.TRANSIT,
  SHIPMENT_STATUS.DELIVERED,
  SHIPMENT_STATUS.CANCELLED,
  SHIPMENT_STATUS.PARTIALLY_FULFILLED,
];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  CREATED: 'Created',
  DISPATCH_STARTED: 'Dispatch started',
  TRANSIT: 'In transit',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
};

/** SPEC §4: no next status is offered for the last three of the order. */
const TERMINAL_STATUSES: readonly ShipmentStatus[] = [
  SHIPMENT_STATUS.DELIVERED,
  SHIPMENT_STATUS.CANCELLED,
  SHIPMENT_STATUS.PARTIALLY_FULFILLED,
];

/** SPEC §4: the status that follows in the order, or null for DELIVERED, CANCELLED and PARTIALLY_FULFILLED. */
export function nextShipmentStatus(status: ShipmentStatus): ShipmentStatus | null {
  if (TERMINAL_STATUSES.includes(status)) return null;
  const index = SHIPMENT_STATUS_ORDER.indexOf(status);
  return index < 0 ? null : (SHIPMENT_STATUS_ORDER[index + 1] ?? null);
}

/** A shipment can be cancelled until it is in transit. */
export const isCancellable = (status: ShipmentStatus) =>
  status === SHIPMENT_STATUS.CREATED || status === SHIPMENT_STATUS.DISPATCH_STARTED;

/** SPEC §4 shipment list filters. */
export const SHIPMENT_FILTER = { current: 'current', past: 'past', all: 'all', favourite: 'favourite' } as const;
export type ShipmentFilter = (typeof SHIPMENT_FILTER)[keyof typeof SHIPMENT_FILTER];

export const CURRENT_STATUSES: readonly ShipmentStatus[] = [
  SHIPMENT_STATUS.CREATED,
  SHIPMENT_STATUS.DISPATCH_STARTED,
  SHIPMENT_STATUS.TRANSIT,
];
export const PAST_STATUSES: readonly ShipmentStatus[] = TERMINAL_STATUSES;

/** SPEC §3 payment types. */
export const PAYMENT_TYPE = { PAID: 1, TO_PAY: 2, ADVANCE: 3 } as const;
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
export const PAYMENT_TYPE_LABELS: Record<PaymentTypeId, string> = { 1: 'Paid', 2: 'To Pay', 3: 'Advance' };

/** SPEC §3 pool type: the loadboard a shipment is offered on. */
export const POOL_TYPE = { PUBLIC: 1, PRIVATE: 2 } as const;
export type PoolType = (typeof POOL_TYPE)[keyof typeof POOL_TYPE];
export const POOL_TYPE_LABELS: Record<PoolType, string> = { 1: 'Public', 2: 'Private' };

/** SPEC §4: moving a shipment from the public to the private loadboard is refused (MESSAGES.publicToPrivate). */
export const canChangePool = (from: PoolType, to: PoolType) => !(from === POOL_TYPE.PUBLIC && to === POOL_TYPE.PRIVATE);

/** SPEC §3 shipment location action. */
export const LOCATION_ACTION = { PICK_UP: 1, DROP_OFF: 2 } as const;
export type LocationActionTypeId = (typeof LOCATION_ACTION)[keyof typeof LOCATION_ACTION];

/** SPEC §3 goods code type of a load. */
export const GOODS_CODE_TYPE = { DEFAULT: 1, HS_CODE: 2 } as const;
/** SPEC §3 locationType of a stop whose address was typed by hand (its customLocation flattened into it). */
export const CUSTOM_LOCATION_TYPE = 'CUSTOM';
export type GoodsCodeTypeId = (typeof GOODS_CODE_TYPE)[keyof typeof GOODS_CODE_TYPE];

/** SPEC §4 tagging origin. */
export const TAGGING_ORIGIN = { NORMAL: 'normal', TAGGED_BY_ADDA: 'tagged_by_adda', DIGITIN: 'digitin' } as const;
export type TaggingOrigin = (typeof TAGGING_ORIGIN)[keyof typeof TAGGING_ORIGIN];
export const TAGGING_ORIGIN_LABELS: Record<TaggingOrigin, string> = {
  normal: 'Normal',
  tagged_by_adda: 'Tagged by adda',
  digitin: 'Digitin',
};

export type ShipmentTypeId = (typeof SHIPMENT_TYPE)[keyof typeof SHIPMENT_TYPE];
export const SHIPMENT_TYPE_LABELS: Record<ShipmentTypeId, string> = { 1: 'Spot', 2: 'Contractual', 3: 'WhatsApp' };

/** SPEC §3 labourAvailabilityTypeId (default 1); SPEC names the field, the choices are ours. */
export const LABOUR_AVAILABILITY = { NOT_NEEDED: 1, AT_LOADING: 2, AT_UNLOADING: 3, BOTH: 4 } as const;
export const LABOUR_AVAILABILITY_LABELS: Record<number, string> = {
  1: 'Not needed',
  2: 'At loading',
  3: 'At unloading',
  4: 'At loading and unloading',
};
/** SPEC §3 cityTravelRestrictionTypeId (default 1): when trucks may enter the cities on the route (ours). */
export const CITY_TRAVEL_RESTRICTION = { NONE: 1, DAY_BAN: 2, NIGHT_BAN: 3 } as const;
export const CITY_TRAVEL_RESTRICTION_LABELS: Record<number, string> = {
  1: 'No restriction',
  2: 'No entry by day',
  3: 'No entry by night',
};

/** SPEC §3 form defaults. */
export const LABOUR_AVAILABILITY_DEFAULT = LABOUR_AVAILABILITY.NOT_NEEDED;
export const CITY_TRAVEL_RESTRICTION_DEFAULT = CITY_TRAVEL_RESTRICTION.NONE;
export const DEFAULT_VEHICLE_COUNT = 1;

/** Why a shipment is cancelled (SPEC leaves the list to us). */
export const CANCELLATION_TYPE = {
  SHIPPER_REQUEST: 1,
  NO_VEHICLE_AVAILABLE: 2,
  DUPLICATE: 3,
  OTHER: 4,
} as const;
export type CancellationTypeId = (typeof CANCELLATION_TYPE)[keyof typeof CANCELLATION_TYPE];
export const CANCELLATION_TYPE_LABELS: Record<CancellationTypeId, string> = {
  1: 'Shipper request',
  2: 'No vehicle available',
  3: 'Duplicate',
  4: 'Other',
};

export interface BidLimitKey {
  shipmentCategoryTypeId: number;
  bidCategoryTypeId: number;
  vehicleTypeId: number;
}

/**
 * The bid-limit row for a shipment: a row naming the vehicle type wins over a generic row
 * (vehicleTypeId null, any vehicle) of the same category and bid basis.
 */
export function findBidLimit<Row extends Pick<BidLimit, 'shipmentCategoryTypeId' | 'minAmount' | 'maxAmount'>>(
  limits: readonly (Row & { bidCategoryTypeId: number; vehicleTypeId: number | null })[],
  key: BidLimitKey,
) {
  const candidates = limits.filter(
    (row) =>
      row.shipmentCategoryTypeId === key.shipmentCategoryTypeId && row.bidCategoryTypeId === key.bidCategoryTypeId,
  );
  return (
    candidates.find((row) => row.vehicleTypeId === key.vehicleTypeId) ??
    candidates.find((row) => row.vehicleTypeId === null)
  );
}
