import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOCATION_ACTION } from '#domain/shipments';
import { BOOKING_STATUS, type BookingStatus } from '#domain/bookings';
import type { Db } from './client';
import { bids, bookingPositions, bookings, drivers, shipmentLocations, shipments, vehicles } from './schema';
import { bookingAmount, plannedPositions, planBids, type SeedPoint } from './seed-data/bookings';
import { referenceCodeSql } from './referenceCodeSql';

const BATCH = 500;

/** First pick-up and last drop-off of each shipment: the ends of its seeded trip. */
async function tripEnds(db: Db, shipmentIds: number[]) {
  const rows = await db
    .select({
      shipmentId: shipmentLocations.shipmentId,
      action: shipmentLocations.locationActionType,
      latitude: shipmentLocations.latitude,
      longitude: shipmentLocations.longitude,
    })
    .from(shipmentLocations)
    .where(
      sql`${shipmentLocations.shipmentId} in (${sql.join(
        shipmentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(shipmentLocations.sequence));
  const ends = new Map<number, { from?: SeedPoint; to?: SeedPoint }>();
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const entry = ends.get(row.shipmentId) ?? {};
    const point = { latitude: row.latitude, longitude: row.longitude };
    if (row.action === LOCATION_ACTION.PICK_UP) entry.from ??= point;
    else entry.to = point;
    ends.set(row.shipmentId, entry);
  }
  return ends;
}

/**
 * Bids, bookings and tracked positions for every shipment after `afterId` that has no bid yet, as
 * its status implies (seed-data/bookings.ts), all carried by `partnerId`. Batched, for 100k rows too.
 */
export async function seedBookings(db: Db, partnerId: number, afterId = 0) {
  let last = afterId;
  let index = 0;
  // Bookings under way have the partner's verified drivers and a vehicle of the shipment's type.
  const driverIds = (
    await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.partnerId, partnerId), eq(drivers.status, 'VERIFIED')))
  ).map((d) => d.id);
  const fleet = await db
    .select({ id: vehicles.id, vehicleTypeId: vehicles.vehicleTypeId })
    .from(vehicles)
    .where(and(eq(vehicles.partnerId, partnerId), eq(vehicles.status, 'VERIFIED')));
  const assigned = (status: BookingStatus, vehicleTypeId: number, n: number) => {
    const vehicle = fleet.find((v) => v.vehicleTypeId === vehicleTypeId);
    const underWay =
      status === BOOKING_STATUS.DISPATCH_STARTED ||
      status === BOOKING_STATUS.TRANSIT ||
      status === BOOKING_STATUS.DELIVERED;
    return underWay && vehicle && driverIds.length
      ? { driverId: driverIds[n % driverIds.length], vehicleId: vehicle.id }
      : { driverId: null, vehicleId: null };
  };
  for (;;) {
    const batch = await db
      .select({
        id: shipments.id,
        status: shipments.status,
        bidCategoryTypeId: shipments.bidCategoryTypeId,
        vehicleTypeId: shipments.vehicleTypeId,
        vehicleCount: shipments.vehicleCount,
        weight: shipments.weight,
        shipperRate: shipments.shipperRate,
        loadingTime: shipments.loadingTime,
        createdAt: shipments.createdAt,
      })
      .from(shipments)
      .leftJoin(bids, eq(bids.shipmentId, shipments.id))
      .where(and(gt(shipments.id, last), isNull(bids.id)))
      .orderBy(asc(shipments.id))
      .limit(BATCH);
    if (!batch.length) return;
    last = batch[batch.length - 1].id;
    const ends = await tripEnds(
      db,
      batch.map((s) => s.id),
    );
    await db.transaction(async (tx) => {
      for (const shipment of batch) {
        const planned = planBids(shipment, index++);
        if (!planned.length) continue;
        const bidRows = await tx
          .insert(bids)
          .values(
            planned.map((p) => ({
              shipmentId: shipment.id,
              partnerId,
              amount: p.amount,
              bidCategoryTypeId: shipment.bidCategoryTypeId,
              status: p.status,
              reasonKind: p.reasonKind,
              reasonId: p.reasonId,
              reason: p.reason,
              createdAt: shipment.createdAt,
            })),
          )
          .returning({ id: bids.id });
        for (const [i, p] of planned.entries()) {
          if (!p.booking) continue;
          const [row] = await tx
            .insert(bookings)
            .values({
              shipmentId: shipment.id,
              bidId: bidRows[i].id,
              partnerId,
              amount: bookingAmount(shipment, p.amount),
              status: p.booking.status,
              invoiced: p.booking.invoiced,
              cancellationReason: p.booking.cancellationReason,
              cancellationReasonId: p.booking.status === BOOKING_STATUS.CANCELLED ? 22 : null,
              ...assigned(p.booking.status, shipment.vehicleTypeId, index + i),
              // Picked up an hour after loading (carrier scorecards: seedScorecards.ts makes some late).
              pickedUpAt:
                p.booking.status === BOOKING_STATUS.TRANSIT || p.booking.status === BOOKING_STATUS.DELIVERED
                  ? new Date(shipment.loadingTime.getTime() + 3_600_000)
                  : null,
              deliveredAt:
                p.booking.status === BOOKING_STATUS.DELIVERED
                  ? new Date(shipment.loadingTime.getTime() + 14 * 3_600_000)
                  : null,
            })
            .returning({ id: bookings.id });
          const trip = ends.get(shipment.id);
          const positions = trip?.from && trip.to ? plannedPositions(p.booking, shipment, trip.from, trip.to) : [];
          if (positions.length)
            await tx.insert(bookingPositions).values(positions.map((pos) => ({ ...pos, bookingId: row.id })));
        }
      }
      await tx
        .update(bookings)
        .set({ code: referenceCodeSql('booking', bookings.id) })
        .where(isNull(bookings.code));
    });
  }
}
