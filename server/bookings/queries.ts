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
import { escapeLike } from '../db/query';
import { lookup } from '../shipments/nameLookup';
import { bookingScopeKind, bookingScopeWhere, type BookingScopeKind } from './access';
import { keptRead, shapeKey, type StatementValues } from '../db/keptStatements';
import { forViewer, moneyAudienceOf } from '../money/visibility';
import { clockFilter } from '../clocks/limits';
import {
  hasLaneFilter,
  laneListShape,
  laneListValues,
  laneListWhere,
  type LaneListShape,
} from '../laneRates/bookingFilter';
import {
  hasScoreFilter,
  scoreListShape,
  scoreListValues,
  scoreListWhere,
  type ScoreListShape,
} from '../scorecards/bookingFilter';

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
  pickedUpAt: bookings.pickedUpAt,
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

/**
 * What decides the list statement's text: the caller's scope, which filters are given, the sort and
 * where the total comes from; never a value. Lists of one shape share one kept statement (db/keptStatements.ts).
 */
interface BookingListShape extends LaneListShape, ScoreListShape {
  scope: BookingScopeKind;
  forceCompany: boolean;
  status: boolean;
  invoiced: boolean;
  shipmentId: boolean;
  partnerId: boolean;
  fromDate: boolean;
  toDate: boolean;
  referenceNo: boolean;
  /** A clock's rows: its limit is read from the configuration and counted from now, so such a list is built for its call. */
  clock: boolean;
  sort: keyof typeof SORT;
  ascending: boolean;
  /** The total from the kept counts (booking_counts), or the rows counted. */
  keptTotal: boolean;
}

function bookingListShape(user: AuthUser, query: BookingListQuery, forceCompany: boolean): BookingListShape {
  const scope = bookingScopeKind(user);
  // Sorting by the carrier's amount would tell the shipper side how the prices it may not see compare.
  const sortable =
    (moneyAudienceOf(user) !== 'shipper' || query.sort !== 'amount') && query.sort && Object.hasOwn(SORT, query.sort);
  const lane = laneListShape(query);
  const score = scoreListShape(query);
  return {
    ...lane,
    ...score,
    scope,
    forceCompany,
    status: query.status !== undefined,
    invoiced: query.invoiced !== undefined,
    shipmentId: Boolean(query.shipmentId),
    partnerId: Boolean(query.partnerId),
    fromDate: Boolean(query.fromDate),
    toDate: Boolean(query.toDate),
    referenceNo: Boolean(query.referenceNo),
    clock: Boolean(query.clock),
    sort: sortable ? (query.sort as keyof typeof SORT) : 'createdAt',
    ascending: query.order === 'ASC',
    // The kept counts hold the scopes of staff, the shipper side and partners, and the status and partner filters.
    keptTotal:
      ['all', 'company', 'partner'].includes(scope) &&
      query.invoiced === undefined &&
      !query.shipmentId &&
      !query.fromDate &&
      !query.toDate &&
      !query.referenceNo &&
      !query.clock &&
      !hasLaneFilter(lane) &&
      !hasScoreFilter(score),
  };
}

/** The values of a list call, by the names its statement's parameters have. */
const bookingListValues = (user: AuthUser, query: BookingListQuery) => ({
  companyId: user.companyId ?? -1,
  userId: user.id,
  status: query.status,
  invoiced: query.invoiced,
  shipmentId: query.shipmentId,
  partnerId: query.partnerId,
  fromDate: query.fromDate,
  toDate: query.toDate,
  referencePattern: query.referenceNo ? `%${escapeLike(query.referenceNo)}%` : undefined,
  ...laneListValues(query),
  ...scoreListValues(query),
  limit: query.pageSize,
  offset: query.page * query.pageSize,
});
type BookingListValues = ReturnType<typeof bookingListValues>;

function listWhere(shape: BookingListShape, v: StatementValues<BookingListValues>, clock?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    bookingScopeWhere(shape.scope, v.value('companyId', shipments.companyId), v.value('userId', bookings.partnerId)),
    clock,
  ];
  if (shape.forceCompany) conditions.push(eq(shipments.companyId, v.value('companyId', shipments.companyId)));
  if (shape.status) conditions.push(eq(bookings.status, v.value('status', bookings.status)));
  if (shape.invoiced) conditions.push(eq(bookings.invoiced, v.value('invoiced', bookings.invoiced)));
  if (shape.shipmentId) conditions.push(eq(bookings.shipmentId, v.value('shipmentId', bookings.shipmentId)));
  if (shape.partnerId) conditions.push(eq(bookings.partnerId, v.value('partnerId', bookings.partnerId)));
  if (shape.fromDate) conditions.push(gte(bookings.createdAt, v.value('fromDate', bookings.createdAt)));
  if (shape.toDate) conditions.push(lte(bookings.createdAt, v.value('toDate', bookings.createdAt)));
  conditions.push(...laneListWhere(shape, v));
  conditions.push(...scoreListWhere(shape, v));
  if (shape.referenceNo) {
    const pattern = v.value('referencePattern');
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
function bookingTotal(db: Db, shape: BookingListShape, v: StatementValues<BookingListValues>, where: SQL | undefined) {
  if (!shape.keptTotal)
    return db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(where);
  // The same scopes as bookingScope, in the same order.
  const conditions: SQL[] = [];
  if (shape.scope === 'company')
    conditions.push(eq(bookingCounts.companyId, v.value('companyId', bookingCounts.companyId)));
  if (shape.scope === 'partner')
    conditions.push(eq(bookingCounts.partnerId, v.value('userId', bookingCounts.partnerId)));
  if (shape.forceCompany) conditions.push(eq(bookingCounts.companyId, v.value('companyId', bookingCounts.companyId)));
  if (shape.status) conditions.push(eq(bookingCounts.status, v.value('status', bookingCounts.status)));
  if (shape.partnerId) conditions.push(eq(bookingCounts.partnerId, v.value('partnerId', bookingCounts.partnerId)));
  return db
    .select({ total: sql<number>`coalesce(sum(${bookingCounts.total}), 0)::int` })
    .from(bookingCounts)
    .where(and(...conditions));
}

/**
 * SPEC §7 booking list: zero-based pages of 4 by default, newest first. The page and the total come
 * in one statement, as the shipment list's do (listShipments), built once per shape of list.
 */
export async function listBookings(db: Db, user: AuthUser, query: BookingListQuery, forceCompany = false) {
  const shape = bookingListShape(user, query, forceCompany);
  // `clock=`: the rows that clock counts, with its limit as configured now (src/domain/clocks.ts).
  const clock = query.clock ? await clockFilter(db, user, query.clock as ClockName) : undefined;
  const key = shape.clock ? undefined : shapeKey(shape);
  const values = bookingListValues(user, query);
  const column = SORT[shape.sort];
  const rows = await keptRead(db, 'booking_list', key, values, (v) => {
    const where = listWhere(shape, v, clock);
    return db
      .select({
        ...bookingColumns,
        listTotal: sql<number>`(${bookingTotal(db, shape, v, where)})`.mapWith(Number),
      })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(where)
      .orderBy(shape.ascending ? asc(column) : desc(column), desc(bookings.id))
      .limit(v.count('limit'))
      .offset(v.count('offset'));
  });
  const total = rows.length
    ? rows[0].listTotal
    : Number(
        (
          await keptRead(db, 'booking_total', key, values, (v) =>
            bookingTotal(db, shape, v, listWhere(shape, v, clock)),
          )
        )[0].total,
      );
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
