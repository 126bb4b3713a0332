import { and, eq } from 'drizzle-orm';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { PAYMENT_TYPE } from '#domain/shipments';
import type { Db } from '../../server/db/client';
import { vehicles } from '../../server/db/schema';

export const HOUR = 3_600_000;

let shipmentsMade = 0;
/**
 * From two days on, each shipment loading 30 hours after the one before it: no two of a test's trips
 * need the same driver at once (TRIP_HOLD_HOURS), nor does one need a driver a seeded trip on the road holds now.
 */
const nextLoadingTime = () => new Date(Date.now() + (48 + 30 * shipmentsMade++) * HOUR).toISOString();

/** A spot shipment every SPEC §5 rule accepts: 30 t on 2 flatbeds of at most 20 t, Karachi → Lahore, loading in two days or later. */
export function validShipment(overrides: Record<string, unknown> = {}) {
  return {
    shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
    bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
    vehicleTypeId: VEHICLE_TYPE.FLATBED,
    vehicleCount: 2,
    weight: 30,
    maxWeightPerVehicle: 20,
    paymentReceivingTypeId: PAYMENT_TYPE.PAID,
    loadingTime: nextLoadingTime(),
    // The loads weigh what the shipment weighs (a weight given alone is the one load's).
    pickupLocations: [
      { cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: overrides.weight ?? 30 }] },
    ],
    dropOffLocations: [{ cityId: 2, address: 'Sundar Industrial Estate' }],
    ...overrides,
  };
}

/** A verified flatbed of the partner (the demo partner has one): what validShipment's bookings are carried by. */
export async function verifiedFlatbedOf(db: Db, partnerId: number) {
  const [flatbed] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.partnerId, partnerId),
        eq(vehicles.status, 'VERIFIED'),
        eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED),
      ),
    );
  return flatbed;
}
