import { VEHICLE_TYPE } from '#domain/vehicleTypes';

/** The demo lane with a history: Lahore (2) → Karachi (1), Flatbed (city ids from geography.ts). */
export const LANE_RATE_DEMO_LANE = { pickupCityId: 2, dropOffCityId: 1, vehicleTypeId: VEHICLE_TYPE.FLATBED } as const;

/**
 * Delivered flatbed trips Lahore → Karachi over the last 90 days (days before the seed's now), each
 * one shipment of one vehicle priced per vehicle: what the shipper was asked and what the carrier was
 * paid vary, so the wizard suggests a rate with a real range on a fresh start (src/domain/laneRates.ts).
 */
export const LANE_RATE_HISTORY: readonly { daysAgo: number; shipperRate: number; carrierAmount: number }[] = [
  { daysAgo: 6, shipperRate: 172_000, carrierAmount: 146_000 },
  { daysAgo: 13, shipperRate: 165_000, carrierAmount: 142_000 },
  { daysAgo: 21, shipperRate: 180_000, carrierAmount: 155_000 },
  { daysAgo: 34, shipperRate: 150_000, carrierAmount: 128_000 },
  { daysAgo: 47, shipperRate: 190_000, carrierAmount: 162_000 },
  { daysAgo: 61, shipperRate: 160_000, carrierAmount: 135_000 },
  { daysAgo: 78, shipperRate: 175_000, carrierAmount: 150_000 },
];
