import { and, eq, isNull } from 'drizzle-orm';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { USER_TYPE } from '#domain/userTypes';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { LOCATION_ACTION, PAYMENT_TYPE, SHIPMENT_STATUS } from '#domain/shipments';
import type { Db } from './client';
import { bids, bookingPositions, bookings, cities, drivers, shipmentLocations, shipments, vehicles } from './schema';
import { plannedPositions } from './seed-data/bookings';
import { LANE_RATE_DEMO_LANE, LANE_RATE_HISTORY } from './seed-data/laneRates';
import { DEMO_USERS } from './seed-data/demo';
import { referenceCodeSql } from './referenceCodeSql';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo lane's history (seed-data/laneRates.ts), shipped by demo company B (so company A's and the
 * broker's own lists keep their counts): each trip a delivered shipment of one flatbed with its
 * fulfilled bid and delivered booking, carried by the demo partner with its verified driver and
 * flatbed, booked `daysAgo` before now, loaded two days later and delivered the day after.
 */
export async function seedLaneRates(
  db: Db,
  companyIds: Map<string, number>,
  userIds: Map<string, number>,
  now = Date.now(),
) {
  const companyId = companyIds.get('B')!;
  const createdBy = userIds.get(DEMO_USERS.find((u) => u.company === 'B')!.phoneNumber)!;
  const partnerId = userIds.get(DEMO_USERS.find((u) => u.userType === USER_TYPE.PARTNER)!.phoneNumber)!;
  const { pickupCityId, dropOffCityId, vehicleTypeId } = LANE_RATE_DEMO_LANE;
  const [pickup] = await db.select().from(cities).where(eq(cities.id, pickupCityId));
  const [dropOff] = await db.select().from(cities).where(eq(cities.id, dropOffCityId));
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.partnerId, partnerId), eq(drivers.status, 'VERIFIED')))
    .limit(1);
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.partnerId, partnerId),
        eq(vehicles.status, 'VERIFIED'),
        eq(vehicles.vehicleTypeId, vehicleTypeId),
      ),
    )
    .limit(1);
  for (const [index, trip] of LANE_RATE_HISTORY.entries()) {
    const bookedAt = new Date(now - trip.daysAgo * DAY);
    const postedAt = new Date(bookedAt.getTime() - 6 * HOUR);
    const loadingTime = new Date(bookedAt.getTime() + 2 * DAY);
    const [shipment] = await db
      .insert(shipments)
      .values({
        referenceNumber: `PO-LK-${String(index + 1).padStart(3, '0')}`,
        companyId,
        createdBy,
        shipperId: createdBy,
        status: SHIPMENT_STATUS.DELIVERED,
        shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
        bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
        vehicleTypeId,
        vehicleCount: 1,
        weight: 18,
        maxWeightPerVehicle: 20,
        shipperRate: trip.shipperRate,
        paymentReceivingTypeId: PAYMENT_TYPE.PAID,
        loadingTime,
        bidWindowOpen: false,
        pickupCityId,
        dropOffCityId,
        createdAt: postedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: shipments.id });
    const load = [{ goodsTypeId: 2, goodsType: 'Cement', weight: 18, goodsCodeType: 1 }];
    await db.insert(shipmentLocations).values([
      {
        shipmentId: shipment.id,
        locationActionType: LOCATION_ACTION.PICK_UP,
        sequence: 1,
        cityId: pickup.id,
        address: `Kot Lakhpat Industrial Area, ${pickup.name}`,
        latitude: pickup.latitude,
        longitude: pickup.longitude,
        loads: load,
      },
      {
        shipmentId: shipment.id,
        locationActionType: LOCATION_ACTION.DROP_OFF,
        sequence: 1,
        cityId: dropOff.id,
        address: `SITE Area, ${dropOff.name}`,
        latitude: dropOff.latitude,
        longitude: dropOff.longitude,
        loads: load,
      },
    ]);
    const [bid] = await db
      .insert(bids)
      .values({
        shipmentId: shipment.id,
        partnerId,
        amount: trip.carrierAmount,
        bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
        status: BID_STATUS.FULFILLED,
        createdAt: new Date(bookedAt.getTime() - HOUR),
      })
      .returning({ id: bids.id });
    const [booking] = await db
      .insert(bookings)
      .values({
        shipmentId: shipment.id,
        bidId: bid.id,
        partnerId,
        amount: trip.carrierAmount,
        status: BOOKING_STATUS.DELIVERED,
        driverId: driver?.id ?? null,
        vehicleId: driver && vehicle ? vehicle.id : null,
        pickedUpAt: new Date(loadingTime.getTime() + HOUR),
        deliveredAt: new Date(loadingTime.getTime() + 22 * HOUR),
        createdAt: bookedAt,
        updatedAt: new Date(loadingTime.getTime() + 22 * HOUR),
      })
      .returning({ id: bookings.id });
    // The trip's positions from pick-up to drop-off, as every delivered demo trip has them.
    const positions = plannedPositions(
      { status: BOOKING_STATUS.DELIVERED, invoiced: false, cancellationReason: null, progress: 1 },
      {
        id: shipment.id,
        status: SHIPMENT_STATUS.DELIVERED,
        bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
        vehicleTypeId,
        vehicleCount: 1,
        weight: 18,
        shipperRate: trip.shipperRate,
        loadingTime,
      },
      pickup,
      dropOff,
      now,
    );
    await db.insert(bookingPositions).values(positions.map((position) => ({ ...position, bookingId: booking.id })));
  }
  await db
    .update(shipments)
    .set({ code: referenceCodeSql('shipment', shipments.id) })
    .where(isNull(shipments.code));
  await db
    .update(bookings)
    .set({ code: referenceCodeSql('booking', bookings.id) })
    .where(isNull(bookings.code));
}
