import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nextShipmentStatus, LOCATION_ACTION, type ShipmentStatus } from '../../src/domain/shipments';
import type { ShipmentListQuery } from '../../src/domain/schemas/shipment';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { cities, companies, shipmentCounts, shipmentLocations, shipments, users, vehicleTypes } from '../db/schema';
import { isCompanyScoped } from '../../src/domain/userTypes';
import { countableFromSummary, isFavouriteOf, shipmentListOrder, shipmentListWhere } from './listQuery';

const pickupCity = alias(cities, 'pickup_city');
const dropOffCity = alias(cities, 'drop_off_city');
const pointOfContact = alias(users, 'point_of_contact');

/** The columns a list row and a detail page show: the row plus names a person reads. */
const shipmentColumns = (userId: number) => ({
  ...getTableColumns(shipments),
  companyName: companies.name,
  pickupCityName: pickupCity.name,
  dropOffCityName: dropOffCity.name,
  vehicleTypeName: vehicleTypes.name,
  assignedToName: pointOfContact.fullName,
  isFavourite: isFavouriteOf(userId),
});

const withNames = <T extends { status: string }>(row: T) => ({ ...row, nextStatus: nextShipmentStatus(row.status as ShipmentStatus) });

function selectShipments(db: Db, userId: number) {
  return db
    .select(shipmentColumns(userId))
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, shipments.vehicleTypeId))
    .leftJoin(pickupCity, eq(pickupCity.id, shipments.pickupCityId))
    .leftJoin(dropOffCity, eq(dropOffCity.id, shipments.dropOffCityId))
    .leftJoin(pointOfContact, eq(pointOfContact.id, shipments.assignedTo));
}

/** The total of a list: from the kept per-company, per-status counts when only scope and status filter it. */
async function countShipments(db: Db, user: AuthUser, query: ShipmentListQuery, forceCompanyScope: boolean) {
  const countsSuffice = countableFromSummary(query);
  if (!countsSuffice) {
    const [{ total }] = await db.select({ total: count() }).from(shipments).where(shipmentListWhere(user, query, forceCompanyScope));
    return total;
  }
  const conditions = [];
  if (forceCompanyScope || isCompanyScoped(user.userType)) conditions.push(eq(shipmentCounts.companyId, user.companyId ?? -1));
  if (countsSuffice.statuses) conditions.push(inArray(shipmentCounts.status, [...countsSuffice.statuses]));
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${shipmentCounts.total}), 0)::int` })
    .from(shipmentCounts)
    .where(and(...conditions));
  return total;
}

export async function listShipments(db: Db, user: AuthUser, query: ShipmentListQuery, forceCompanyScope = false) {
  const where = shipmentListWhere(user, query, forceCompanyScope);
  const [rows, total] = await Promise.all([
    selectShipments(db, user.id)
      .where(where)
      .orderBy(...shipmentListOrder(query))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    countShipments(db, user, query, forceCompanyScope),
  ]);
  return { content: rows.map(withNames), total };
}

export async function findShipment(db: Db, userId: number, id: number) {
  const [row] = await selectShipments(db, userId).where(eq(shipments.id, id));
  if (!row) return undefined;
  const locations = await db
    .select({ ...getTableColumns(shipmentLocations), cityName: cities.name })
    .from(shipmentLocations)
    .innerJoin(cities, eq(cities.id, shipmentLocations.cityId))
    .where(eq(shipmentLocations.shipmentId, id))
    .orderBy(asc(shipmentLocations.locationActionType), asc(shipmentLocations.sequence));
  return {
    ...withNames(row),
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

/** Sets fields and bumps the version in one statement; answers the new row. */
export async function updateShipment(db: Db, id: number, values: Partial<typeof shipments.$inferInsert>, expectedVersion?: number) {
  const conditions = [eq(shipments.id, id)];
  if (expectedVersion !== undefined) conditions.push(eq(shipments.version, expectedVersion));
  const [row] = await db
    .update(shipments)
    .set({ ...values, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row;
}
