import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { nextBookingStatus, tripStatusOf, type BookingStatus } from '#domain/bookings';
import { shipperAmountOf } from '#domain/bidding';
import type { BookingListQuery } from '#domain/schemas/bookings';
import type { ClockName } from '#domain/clocks';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import {
  bookingCounts,
  bookings,
  cities,
  companies,
  drivers,
  refusalReasons,
  shipments,
  users,
  vehicleTypes,
  vehicles,
} from '../db/schema';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { escapeLike } from '../db/query';
import { lookup } from '../shipments/nameLookup';
import { bookingScope } from './access';
import { forViewer, moneyAudienceOf } from '../money/visibility';
import { clockFilter } from '../clocks/limits';

/** A booking as lists and the detail page show it: the row plus the names a person reads. */
const bookingColumns = {
  id: bookings.id,
  code: bookings.code,
  shipmentId: bookings.shipmentId,
  shipmentCode: shipments.code,
  companyId: shipments.companyId,
  companyName: lookup<string>(companies.name, companies, companies.id, shipments.companyId),
  pickupCityName: lookup<string | null>(cities.name, cities, cities.id, shipments.pickupCityId),
  dropOffCityName: lookup<string | null>(cities.name, cities, cities.id, shipments.dropOffCityId),
  vehicleTypeId: shipments.vehicleTypeId,
  vehicleTypeName: lookup<string>(vehicleTypes.name, vehicleTypes, vehicleTypes.id, shipments.vehicleTypeId),
  bidId: bookings.bidId,
  partnerId: bookings.partnerId,
  partnerName: lookup<string>(users.fullName, users, users.id, bookings.partnerId),
  amount: bookings.amount,
  status: bookings.status,
  invoiced: bookings.invoiced,
  driverId: bookings.driverId,
  driverName: lookup<string | null>(drivers.fullName, drivers, drivers.id, bookings.driverId),
  driverPhone: lookup<string | null>(drivers.phoneNumber, drivers, drivers.id, bookings.driverId),
  vehicleId: bookings.vehicleId,
  vehicleRegistration: lookup<string | null>(vehicles.registrationNumber, vehicles, vehicles.id, bookings.vehicleId),
  cancellationReasonId: bookings.cancellationReasonId,
  cancellationReasonText: lookup<string | null>(
    refusalReasons.text,
    refusalReasons,
    refusalReasons.id,
    bookings.cancellationReasonId,
  ),
  cancellationReason: bookings.cancellationReason,
  reassignReason: bookings.reassignReason,
  deliveredAt: bookings.deliveredAt,
  version: bookings.version,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  // What the shipper pays for this vehicle is worked out from these (shipperAmountOf), then they are dropped.
  pricedShipperRate: shipments.shipperRate,
  pricedContractAmount: shipments.contractAmount,
  pricedBidCategoryTypeId: shipments.bidCategoryTypeId,
  pricedWeight: shipments.weight,
  pricedVehicleCount: shipments.vehicleCount,
};

type PricedRow = {
  status: number;
  pricedShipperRate: number | null;
  pricedContractAmount: number | null;
  pricedBidCategoryTypeId: number;
  pricedWeight: number;
  pricedVehicleCount: number;
};

/** The row as answered: its trip status, next status and shipper amount. Routes drop the money its viewer may not see (forAudience). */
const withStatus = <T extends PricedRow>({
  pricedShipperRate,
  pricedContractAmount,
  pricedBidCategoryTypeId,
  pricedWeight,
  pricedVehicleCount,
  ...row
}: T) => ({
  ...row,
  shipperAmount: shipperAmountOf({
    shipperRate: pricedShipperRate,
    contractAmount: pricedContractAmount,
    bidCategoryTypeId: pricedBidCategoryTypeId,
    weight: pricedWeight,
    vehicleCount: pricedVehicleCount,
  }),
  tripStatus: tripStatusOf(row.status as BookingStatus),
  nextStatus: nextBookingStatus(row.status as BookingStatus),
});

function selectBookings(db: Db) {
  return db.select(bookingColumns).from(bookings).innerJoin(shipments, eq(shipments.id, bookings.shipmentId));
}

const SORT = { createdAt: bookings.createdAt, amount: bookings.amount, status: bookings.status } as const;

function listWhere(user: AuthUser, query: BookingListQuery, forceCompany: boolean, clock?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [bookingScope(user), clock];
  if (forceCompany) conditions.push(eq(shipments.companyId, user.companyId ?? -1));
  if (query.status !== undefined) conditions.push(eq(bookings.status, query.status));
  if (query.invoiced !== undefined) conditions.push(eq(bookings.invoiced, query.invoiced));
  if (query.shipmentId) conditions.push(eq(bookings.shipmentId, query.shipmentId));
  if (query.partnerId) conditions.push(eq(bookings.partnerId, query.partnerId));
  if (query.fromDate) conditions.push(gte(bookings.createdAt, query.fromDate));
  if (query.toDate) conditions.push(lte(bookings.createdAt, query.toDate));
  if (query.referenceNo) {
    const pattern = `%${escapeLike(query.referenceNo)}%`;
    conditions.push(
      or(ilike(bookings.code, pattern), ilike(shipments.code, pattern), ilike(shipments.referenceNumber, pattern)),
    );
  }
  return and(...conditions);
}

/**
 * The list's total from the kept per-company, per-partner, per-status counts (booking_counts, kept by
 * a trigger) when only the caller's scope, the status and the partner narrow it: counting 150k joined
 * rows on every page was most of the list's time. Otherwise (a driver's scope, dates, the invoiced
 * flag, a shipment, a reference search) the rows are counted.
 */
function keptCountScope(user: AuthUser, query: BookingListQuery, forceCompany: boolean): SQL[] | undefined {
  if (
    query.invoiced !== undefined ||
    query.shipmentId ||
    query.fromDate ||
    query.toDate ||
    query.referenceNo ||
    query.clock
  )
    return undefined;
  // The same scopes as bookingScope, in the same order.
  const conditions: SQL[] = [];
  if (user.userType === USER_TYPE.INTERNAL) {
    // every booking
  } else if (isCompanyScoped(user.userType)) conditions.push(eq(bookingCounts.companyId, user.companyId ?? -1));
  else if (user.userType === USER_TYPE.PARTNER) conditions.push(eq(bookingCounts.partnerId, user.id));
  else return undefined;
  if (forceCompany) conditions.push(eq(bookingCounts.companyId, user.companyId ?? -1));
  if (query.status !== undefined) conditions.push(eq(bookingCounts.status, query.status));
  if (query.partnerId) conditions.push(eq(bookingCounts.partnerId, query.partnerId));
  return conditions;
}

function bookingTotal(db: Db, user: AuthUser, query: BookingListQuery, forceCompany: boolean, where: SQL | undefined) {
  const kept = keptCountScope(user, query, forceCompany);
  if (!kept)
    return db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(where);
  return db
    .select({ total: sql<number>`coalesce(sum(${bookingCounts.total}), 0)::int` })
    .from(bookingCounts)
    .where(and(...kept));
}

/**
 * SPEC §7 booking list: zero-based pages of 4 by default, newest first. The page and the total come
 * in one statement, as the shipment list's do (listShipments).
 */
export async function listBookings(db: Db, user: AuthUser, query: BookingListQuery, forceCompany = false) {
  // `clock=`: the rows that clock counts, with its limit as configured now (src/domain/clocks.ts).
  const clock = query.clock ? await clockFilter(db, user, query.clock as ClockName) : undefined;
  const where = listWhere(user, query, forceCompany, clock);
  // Sorting by the carrier's amount would tell the shipper side how the prices it may not see compare.
  const sortable =
    moneyAudienceOf(user) === 'shipper' && query.sort === 'amount' ? undefined : SORT[query.sort as keyof typeof SORT];
  const column = sortable ?? bookings.createdAt;
  const totalQuery = bookingTotal(db, user, query, forceCompany, where);
  const rows = await db
    .select({ ...bookingColumns, listTotal: sql<number>`(${totalQuery})`.mapWith(Number) })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(where)
    .orderBy(query.order === 'ASC' ? asc(column) : desc(column), desc(bookings.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const total = rows.length ? rows[0].listTotal : Number((await totalQuery)[0].total);
  return {
    content: forViewer(
      rows.map(({ listTotal: _listTotal, ...row }) => withStatus(row)),
      user,
    ),
    total,
  };
}

export async function findBooking(db: Db, id: number) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ? withStatus(row) : undefined;
}
