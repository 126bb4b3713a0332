import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nextBookingStatus, tripStatusOf, type BookingStatus } from '../../src/domain/bookings';
import type { BookingListQuery } from '../../src/domain/schemas/bookings';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, cities, companies, drivers, refusalReasons, shipments, users, vehicleTypes, vehicles } from '../db/schema';
import { escapeLike } from '../routes/lookups';
import { bookingScope } from './access';

const pickupCity = alias(cities, 'pickup_city');
const dropOffCity = alias(cities, 'drop_off_city');
const partner = alias(users, 'partner');

/** A booking as lists and the detail page show it: the row plus the names a person reads. */
const bookingColumns = {
  id: bookings.id,
  code: bookings.code,
  shipmentId: bookings.shipmentId,
  shipmentCode: shipments.code,
  companyId: shipments.companyId,
  companyName: companies.name,
  pickupCityName: pickupCity.name,
  dropOffCityName: dropOffCity.name,
  vehicleTypeId: shipments.vehicleTypeId,
  vehicleTypeName: vehicleTypes.name,
  bidId: bookings.bidId,
  partnerId: bookings.partnerId,
  partnerName: partner.fullName,
  amount: bookings.amount,
  status: bookings.status,
  invoiced: bookings.invoiced,
  driverId: bookings.driverId,
  driverName: drivers.fullName,
  driverPhone: drivers.phoneNumber,
  vehicleId: bookings.vehicleId,
  vehicleRegistration: vehicles.registrationNumber,
  cancellationReasonId: bookings.cancellationReasonId,
  cancellationReasonText: refusalReasons.text,
  cancellationReason: bookings.cancellationReason,
  reassignReason: bookings.reassignReason,
  deliveredAt: bookings.deliveredAt,
  version: bookings.version,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

const withStatus = <T extends { status: number }>(row: T) => ({
  ...row,
  tripStatus: tripStatusOf(row.status as BookingStatus),
  nextStatus: nextBookingStatus(row.status as BookingStatus),
});

function selectBookings(db: Db) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, shipments.vehicleTypeId))
    .innerJoin(partner, eq(partner.id, bookings.partnerId))
    .leftJoin(pickupCity, eq(pickupCity.id, shipments.pickupCityId))
    .leftJoin(dropOffCity, eq(dropOffCity.id, shipments.dropOffCityId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(refusalReasons, eq(refusalReasons.id, bookings.cancellationReasonId));
}

const SORT = { createdAt: bookings.createdAt, amount: bookings.amount, status: bookings.status } as const;

function listWhere(user: AuthUser, query: BookingListQuery, forceCompany: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [bookingScope(user)];
  if (forceCompany) conditions.push(eq(shipments.companyId, user.companyId ?? -1));
  if (query.status !== undefined) conditions.push(eq(bookings.status, query.status));
  if (query.invoiced !== undefined) conditions.push(eq(bookings.invoiced, query.invoiced));
  if (query.shipmentId) conditions.push(eq(bookings.shipmentId, query.shipmentId));
  if (query.partnerId) conditions.push(eq(bookings.partnerId, query.partnerId));
  if (query.fromDate) conditions.push(gte(bookings.createdAt, query.fromDate));
  if (query.toDate) conditions.push(lte(bookings.createdAt, query.toDate));
  if (query.referenceNo) {
    const pattern = `%${escapeLike(query.referenceNo)}%`;
    conditions.push(or(ilike(bookings.code, pattern), ilike(shipments.code, pattern), ilike(shipments.referenceNumber, pattern)));
  }
  return and(...conditions);
}

/** SPEC §7 booking list: zero-based pages of 4 by default, newest first. */
export async function listBookings(db: Db, user: AuthUser, query: BookingListQuery, forceCompany = false) {
  const where = listWhere(user, query, forceCompany);
  const column = SORT[query.sort as keyof typeof SORT] ?? bookings.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(column) : desc(column), desc(bookings.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(bookings).innerJoin(shipments, eq(shipments.id, bookings.shipmentId)).where(where),
  ]);
  return { content: rows.map(withStatus), total };
}

export async function findBooking(db: Db, id: number) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ? withStatus(row) : undefined;
}
