import { and, count, eq, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
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
import { keptRead, type StatementValues } from '../db/keptStatements';
import {
  isFavouriteOf,
  keptCountWhere,
  shipmentListKey,
  shipmentListOrder,
  shipmentListShape,
  shipmentListValues,
  shipmentListWhere,
  type ShipmentListShape,
  type ShipmentListValues,
} from './listQuery';
import { lookup, qualified } from './nameLookup';

/** The columns a list row and a detail page show: the row plus names a person reads. */
const shipmentColumns = (userId: SQLWrapper) => ({
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
function shipmentTotal(db: Db, shape: ShipmentListShape, v: StatementValues<ShipmentListValues>) {
  if (shape.total === 'rows') return db.select({ total: count() }).from(shipments).where(shipmentListWhere(shape, v));
  return db
    .select({ total: sql<number>`coalesce(sum(${shipmentCounts.total}), 0)::int` })
    .from(shipmentCounts)
    .where(keptCountWhere(shape, v));
}

/**
 * A page and the list's total in one statement: the total is an uncorrelated subquery, run once,
 * beside each row. Each statement costs embedded PGlite a fixed ~1 ms of protocol work (measured in bench/api);
 * only a page past the end, which has no row to carry it, asks for the total apart. The statement is
 * built once per shape of list (db/keptStatements.ts): building it took a fifth of the request's CPU.
 */
export async function listShipments(db: Db, user: AuthUser, query: ShipmentListQuery, forceCompanyScope = false) {
  const shape = shipmentListShape(user, query, forceCompanyScope);
  const key = shipmentListKey(shape);
  const values = shipmentListValues(user, query);
  const rows = await keptRead(db, 'shipment_list', key, values, (v) =>
    db
      .select({
        ...shipmentColumns(v.value('userId')),
        listTotal: sql<number>`(${shipmentTotal(db, shape, v)})`.mapWith(Number),
      })
      .from(shipments)
      .where(shipmentListWhere(shape, v))
      .orderBy(...shipmentListOrder(shape))
      .limit(v.count('limit'))
      .offset(v.count('offset')),
  );
  const total = rows.length
    ? rows[0].listTotal
    : Number((await keptRead(db, 'shipment_total', key, values, (v) => shipmentTotal(db, shape, v)))[0].total);
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
  const [row] = await keptRead(db, 'shipment_detail', '', { userId, id }, (v) =>
    db
      .select({ ...shipmentColumns(v.value('userId')), locations: locationsOf(shipments.id) })
      .from(shipments)
      .where(eq(shipments.id, v.value('id', shipments.id))),
  );
  if (!row) return undefined;
  const { locations, ...shipment } = row;
  return {
    ...withNames(shipment),
    pickupLocations: locations.filter((l) => l.locationActionType === LOCATION_ACTION.PICK_UP),
    dropOffLocations: locations.filter((l) => l.locationActionType === LOCATION_ACTION.DROP_OFF),
  };
}

/** A shipment's own row, as stored (the API's list row is ShipmentRow of src/domain/records). */
export type StoredShipment = typeof shipments.$inferSelect;

/** The row alone, for ownership checks before a write. */
export async function findShipmentRow(db: Db, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

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
