import { VEHICLE_TYPE, type VehicleTypeId } from './vehicleTypes';

/** SPEC §3 shipment types. CONTRACTUAL is also the shipment category id 2. */
export const SHIPMENT_TYPE = { SPOT: 1, CONTRACTUAL: 2, WHATSAPP: 3 } as const;
/** SPEC §3 bid category types; the rate basis uses the same numbers. */
export const BID_CATEGORY_TYPE = { PER_VEHICLE: 1, PER_TONNE: 2 } as const;
export type BidCategoryTypeId = (typeof BID_CATEGORY_TYPE)[keyof typeof BID_CATEGORY_TYPE];

export interface BidLimit {
  shipmentCategoryTypeId: number;
  bidCategoryTypeId: BidCategoryTypeId;
  vehicleTypeId: VehicleTypeId | null;
  minAmount: number;
  maxAmount: number;
}

const PER_VEHICLE_LIMITS: readonly [VehicleTypeId, number, number][] = [
  [VEHICLE_TYPE.CONTAINERIZED, 30000, 450000],
  [VEHICLE_TYPE.FLATBED, 30000, 450000],
  [VEHICLE_TYPE.HALFBODY, 30000, 450000],
  [VEHICLE_TYPE.MAZDA, 30000, 450000],
  [VEHICLE_TYPE.SHEHZORE, 30000, 450000],
  [VEHICLE_TYPE.REEFER, 30000, 450000],
  [VEHICLE_TYPE.SUZUKI, 1000, 8000],
];

/**
 * SPEC §9 bid amount limits: the default bid-limit rows, for every shipment kind. SPEC names the
 * per-tonne limit for contractual shipments and the per-vehicle limits by vehicle type without a kind;
 * a kind left without a row took any bid (a contractual per-vehicle bid of Rs 5), so each kind gets
 * both: per tonne whatever the vehicle, per vehicle by vehicle type.
 */
export const DEFAULT_BID_LIMITS: readonly BidLimit[] = Object.values(SHIPMENT_TYPE).flatMap(
  (shipmentCategoryTypeId) => [
    {
      shipmentCategoryTypeId,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
      vehicleTypeId: null,
      minAmount: 1000,
      maxAmount: 8000,
    },
    ...PER_VEHICLE_LIMITS.map(([vehicleTypeId, minAmount, maxAmount]) => ({
      shipmentCategoryTypeId,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
      vehicleTypeId,
      minAmount,
      maxAmount,
    })),
  ],
);

/** The key a bid-limit row is found by (findBidLimit): one row per key. */
export const bidLimitKey = (row: Pick<BidLimit, 'shipmentCategoryTypeId' | 'bidCategoryTypeId' | 'vehicleTypeId'>) =>
  `${row.shipmentCategoryTypeId}|${row.bidCategoryTypeId}|${row.vehicleTypeId ?? '*'}`;

/** The figures a shipment's price is read from (shipperAmountOf). */
export interface ShipmentPriceFacts {
  shipperRate: number | null;
  /** The price agreed with the shipper ("Set contract amount"), on the same basis as the shipper rate. */
  contractAmount?: number | null;
  bidCategoryTypeId: number;
  weight: number;
  vehicleCount: number;
}

/** A rate (per vehicle, or per tonne) as the amount of one vehicle: per tonne times the weight each vehicle carries. */
function perVehicle(rate: number, shipment: ShipmentPriceFacts): number {
  if (shipment.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE)
    return Math.round(rate * (shipment.weight / Math.max(1, shipment.vehicleCount)));
  return rate;
}

/**
 * What the shipper pays for one booked vehicle: the contract amount when staff agreed one with the
 * shipper, else the shipper rate; per vehicle, or per tonne times the weight each vehicle carries.
 * Null when the shipment has neither.
 */
export function shipperAmountOf(shipment: ShipmentPriceFacts): number | null {
  const rate = shipment.contractAmount ?? shipment.shipperRate;
  return rate === null ? null : perVehicle(rate, shipment);
}

/** The margin on one booked vehicle: what the shipper pays for it less what its carrier is paid. */
export const marginOf = (shipperAmount: number | null, carrierAmount: number): number | null =>
  shipperAmount === null ? null : shipperAmount - carrierAmount;

/**
 * A contract amount is never below the shipper rate the shipment was posted with: the shipper would
 * pay less than its own rate, and a carrier booked at that rate would cost more than the shipper pays.
 */
export const contractAmountBelowRate = (contractAmount: number, shipperRate: number | null) =>
  shipperRate !== null && contractAmount < shipperRate;

/**
 * The typed rates (shipper rate, target from and up to) that lie outside the bid limit: carriers are
 * refused outside it, so a shipper rate there is one no carrier can bid near.
 */
export function ratesOutsideBidLimit(
  rates: readonly (number | undefined)[],
  limit: Pick<BidLimit, 'minAmount' | 'maxAmount'> | undefined,
): number[] {
  if (!limit) return [];
  return rates.filter(
    (rate): rate is number =>
      rate !== undefined && Number.isFinite(rate) && rate > 0 && (rate < limit.minAmount || rate > limit.maxAmount),
  );
}
