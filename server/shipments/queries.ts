import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nextShipmentStatus, LOCATION_ACTION, type ShipmentStatus } from '#domain/shipments';
import type { ShipmentListQuery } from '#domain/schemas/shipmentActions';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import {
  bookings,
  cities,
  companies,
  shipmentCounts,
  shipmentLocations,
  shipments,
  users,
  vehicleTypes,
} from '../db/schema';
import { ACTIVE_BOOKING_STATUSES } from '#domain/bookings';
import { isCompanyScoped } from '#domain/userTypes';
import { countableFromSummary, isFavouriteOf, shipmentListOrder, shipmentListWhere } from './listQuery';
import { lookup, qualified } from './nameLookup';

/** The columns a list row and a detail page show: the row plus names a person reads. */
const shipmentColumns = (userId: number) => ({
  ...getTableColumns(shipments),
  companyName: lookup<string>(companies.name, companies, companies.id, shipments.companyId),
  pickupCityName: lookup<string | null>(cities.name, cities, cities.id, shipments.pickupCityId),
  dropOffCityName: lookup<string | null>(cities.name, cities, cities.id, shipments.dropOffCityId),
  vehicleTypeName: lookup<string>(vehicleTypes.name, vehicleTypes, vehicleTypes.id, shipments.vehicleTypeId),
  assignedToName: lookup<string | null>(users.fullName, users, users.id, shipments.assignedTo),
  isFavourite: isFavouriteOf(userId),
});

const withNames = <T extends { status: string }>(row: T) => ({
  ...row,
  nextStatus: nextShipmentStatus(row.status as ShipmentStatus),
});

/** The total of a list: from the kept per-company, per-status counts when only scope and status filter it. */
function shipmentTotal(db: Db, user: AuthUser, query: ShipmentListQuery, forceCompanyScope: boolean) {
  const countsSuffice = countableFromSummary(query);
  if (!countsSuffice)
    return db
      .select({ total: count() })
      .from(shipments)
      .where(shipmentListWhere(user, query, forceCompanyScope));
  const conditions = [];
  if (forceCompanyScope || isCompanyScoped(user.userType))
    conditions.push(eq(shipmentCounts.companyId, user.companyId ?? -1));
  if (countsSuffice.statuses) conditions.push(inArray(shipmentCounts.status, [...countsSuffice.statuses]));
  return db
    .select({ total: sql<number>`coalesce(sum(${shipmentCounts.total}), 0)::int` })
    .from(shipmentCounts)
    .where(and(...conditions));
}

/**
 * A page and the list's total in one statement: the total is an uncorrelated subquery, run once,
 * beside each row. Each statement costs embedded PGlite a fixed ~1 ms of protocol work (measured in bench/api);
 * only a page past the end, which has no row to carry it, asks for the total apart.
 */
export async function listShipments(db: Db, user: AuthUser, query: ShipmentListQuery, forceCompanyScope = false) {
  const totalQuery = shipmentTotal(db, user, query, forceCompanyScope);
  const rows = await db
    .select({ ...shipmentColumns(user.id), listTotal: sql<number>`(${totalQuery})`.mapWith(Number) })
    .from(shipments)
    .where(shipmentListWhere(user, query, forceCompanyScope))
    .orderBy(...shipmentListOrder(query))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const total = rows.length ? rows[0].listTotal : Number((await totalQuery)[0].total);
  return { content: rows.map(({ listTotal: _listTotal, ...row }) => withNames(row)), total };
}

type LocationWithCity = typeof shipmentLocations.$inferSelect & { cityName: string };

/** The shipment's locations with their city names, as one JSON array beside the row, in the detail's order. */
const locationsOf = (shipmentId: AnyPgColumn) => {
  const l = (column: AnyPgColumn) => qualified(column);
  return sql<LocationWithCity[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ${l(shipmentLocations.id)}, 'shipmentId', ${l(shipmentLocations.shipmentId)}, 'locationActionType', ${l(shipmentLocations.locationActionType)},
      'sequence', ${l(shipmentLocations.sequence)}, 'cityId', ${l(shipmentLocations.cityId)}, 'address', ${l(shipmentLocations.address)},
      'latitude', ${l(shipmentLocations.latitude)}, 'longitude', ${l(shipmentLocations.longitude)}, 'zipCode', ${l(shipmentLocations.zipCode)},
      'locationType', ${l(shipmentLocations.locationType)}, 'loads', ${l(shipmentLocations.loads)}, 'cityName', ${l(cities.name)}
    ) order by ${l(shipmentLocations.locationActionType)}, ${l(shipmentLocations.sequence)}), '[]'::json)
    from ${shipmentLocations} join ${cities} on ${l(cities.id)} = ${l(shipmentLocations.cityId)}
    where ${l(shipmentLocations.shipmentId)} = ${qualified(shipmentId)})`;
};

/** A shipment with its names and locations, in one statement (a detail page is read far more than written). */
export async function findShipment(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ ...shipmentColumns(userId), locations: locationsOf(shipments.id) })
    .from(shipments)
    .where(eq(shipments.id, id));
  if (!row) return undefined;
  const { locations, ...shipment } = row;
  return {
    ...withNames(shipment),
    pickupLocations: locations.filter((l) => l.locationActionType === LOCATION_ACTION.PICK_UP),
    dropOffLocations: locations.filter((l) => l.locationActionType === LOCATION_ACTION.DROP_OFF),
  };
}

/** The row alone, for ownership checks before a write. */
export async function findShipmentRow(db: Db, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export const shipmentCode = (id: number) => `SH-${String(id).padStart(6, '0')}`;

/**
 * A change bounded by the shipment's active bookings (its vehicle count). The row is locked first, as
 * acceptBid locks it, so a booking made meanwhile is counted: one UPDATE with a sub-select is not
 * enough on PostgreSQL, where a statement that waited for the row still reads bookings as of its start.
 * `change` sees the locked row and its active bookings and answers the values to set (or throws).
 */
export async function updateShipmentLocked(
  db: Db,
  id: number,
  expectedVersion: number | undefined,
  change: (row: typeof shipments.$inferSelect, activeBookings: number) => Partial<typeof shipments.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    if (!row) return undefined;
    const [{ booked }] = await tx
      .select({ booked: count() })
      .from(bookings)
      .where(and(eq(bookings.shipmentId, id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
    return updateShipment(tx, id, change(row, booked), expectedVersion);
  });
}

/** Sets fields and bumps the version in one statement; answers the new row. */
export async function updateShipment(
  db: Db,
  id: number,
  values: Partial<typeof shipments.$inferInsert>,
  expectedVersion?: number,
) {
  const conditions = [eq(shipments.id, id)];
  if (expectedVersion !== undefined) conditions.push(eq(shipments.version, expectedVersion));
  const [row] = await db
    .update(shipments)
    .set({ ...values, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row;
}
