import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_BOOKING_STATUSES } from '#domain/bookings';
import { CURRENT_STATUSES, POOL_TYPE, SHIPMENT_STATUS } from '#domain/shipments';
import type { Db } from '../db/client';
import { bookings, cities, privatePoolMembers, shipments, vehicleTypes } from '../db/schema';

/** The shipment's company invited this partner to its private loadboard. */
export const invitedTo = (partnerId: number) =>
  sql<boolean>`exists (select 1 from ${privatePoolMembers} where ${privatePoolMembers.companyId} = ${shipments.companyId} and ${privatePoolMembers.partnerId} = ${partnerId})`;

const pickupCity = alias(cities, 'pickup_city');
const dropOffCity = alias(cities, 'drop_off_city');

/**
 * The loadboard: shipments still being arranged (the public pool, and the private pools a partner is invited to), with the bidding window
 * open, soonest loading first. A carrier sees the route, the load and what is left to book, not the
 * shipper's rate or company.
 */
export async function loadboard(
  db: Db,
  query: { vehicleTypeId?: number; page: number; pageSize: number },
  partnerId?: number,
) {
  const booked = sql<number>`(select count(*)::int from ${bookings} where ${bookings.shipmentId} = ${shipments.id} and ${inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])})`;
  const where = and(
    // A partner sees the public pool and the private pools of the companies that invited it; staff see every pool.
    partnerId === undefined ? undefined : or(eq(shipments.poolType, POOL_TYPE.PUBLIC), invitedTo(partnerId)),
    eq(shipments.bidWindowOpen, true),
    inArray(
      shipments.status,
      CURRENT_STATUSES.filter((s) => s !== SHIPMENT_STATUS.TRANSIT),
    ),
    query.vehicleTypeId ? eq(shipments.vehicleTypeId, query.vehicleTypeId) : undefined,
  );
  const [content, [{ total }]] = await Promise.all([
    db
      .select({
        id: shipments.id,
        code: shipments.code,
        pickupCityName: pickupCity.name,
        dropOffCityName: dropOffCity.name,
        vehicleTypeId: shipments.vehicleTypeId,
        vehicleTypeName: vehicleTypes.name,
        vehicleCount: shipments.vehicleCount,
        remainingVehicles: sql<number>`${shipments.vehicleCount} - ${booked}`,
        weight: shipments.weight,
        loadingTime: shipments.loadingTime,
        shipmentCategoryTypeId: shipments.shipmentCategoryTypeId,
        bidCategoryTypeId: shipments.bidCategoryTypeId,
        bidWindowClosesAt: shipments.bidWindowClosesAt,
      })
      .from(shipments)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, shipments.vehicleTypeId))
      .leftJoin(pickupCity, eq(pickupCity.id, shipments.pickupCityId))
      .leftJoin(dropOffCity, eq(dropOffCity.id, shipments.dropOffCityId))
      .where(where)
      .orderBy(asc(shipments.loadingTime), asc(shipments.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(shipments).where(where),
  ]);
  return { content, total };
}
