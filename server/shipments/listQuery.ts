import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CURRENT_STATUSES, PAST_STATUSES, SHIPMENT_FILTER } from '#domain/shipments';
import type { ShipmentListQuery } from '#domain/schemas/shipmentActions';
import { isCompanyScoped } from '#domain/userTypes';
import type { AuthUser } from '../context';
import { bids, shipmentCounts, shipmentFavourites, shipments } from '../db/schema';
import { BID_STATUS } from '#domain/bookings';
import { shapeKey, type StatementValues } from '../db/keptStatements';
import { escapeLike } from '../db/query';
import { qualified } from './nameLookup';
import { CLOCK, CLOCK_RULES } from '#domain/clocks';
import { clockWhere } from '../clocks/limits';

const SORT_COLUMNS = {
  loadingTime: shipments.loadingTime,
  createdAt: shipments.createdAt,
  referenceNumber: shipments.code,
  status: shipments.status,
  weight: shipments.weight,
} as const;

/** A shipment with at least one bid still open (CREATED), as the dashboard's open-bids figure counts them. */
export const hasOpenBid = () =>
  sql<boolean>`exists (select 1 from ${bids} b where b.shipment_id = ${qualified(shipments.id)} and b.status = ${BID_STATUS.CREATED})`;

export const isFavouriteOf = (userId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${shipmentFavourites} f where f.shipment_id = ${qualified(shipments.id)} and f.user_id = ${userId})`;

/**
 * What decides the list statement's text: the caller's scope, which filters are given, the sort and
 * where the total comes from; never a value. Lists of one shape share one kept statement (db/keptStatements.ts).
 */
export interface ShipmentListShape {
  companyScope: boolean;
  filter: ShipmentListQuery['filter'];
  status: boolean;
  openBids: boolean;
  assignedToMe: boolean;
  createdByMe: boolean;
  fromDate: boolean;
  toDate: boolean;
  poolType: boolean;
  referenceNo: boolean;
  /** The bid-window clock: its hours are counted from now, so such a list is built for its call. */
  clock: boolean;
  sort: keyof typeof SORT_COLUMNS;
  ascending: boolean;
  /** The total: the rows counted, or the kept counts summed over every status, a tab's, the one asked for, or none. */
  total: 'rows' | 'all' | 'current' | 'past' | 'status' | 'none';
}

/** The values of a list call, by the names its statement's parameters have. */
export const shipmentListValues = (user: AuthUser, query: ShipmentListQuery) => ({
  companyId: user.companyId ?? -1,
  userId: user.id,
  status: query.status,
  fromDate: query.fromDate,
  toDate: query.toDate,
  poolType: query.poolType,
  referencePattern: query.referenceNo ? `%${escapeLike(query.referenceNo)}%` : undefined,
  limit: query.pageSize,
  offset: query.page * query.pageSize,
});
export type ShipmentListValues = ReturnType<typeof shipmentListValues>;

/**
 * Whether the kept counts answer this list's total: yes when nothing but the caller's scope and the
 * current / past / all filter narrows it (the statuses to sum, or all of them).
 */
function totalSource(query: ShipmentListQuery): ShipmentListShape['total'] {
  const narrowed =
    query.filterAssignedToMe ||
    query.filterCreatedByMe ||
    query.fromDate ||
    query.toDate ||
    query.poolType ||
    query.referenceNo ||
    query.clock ||
    query.openBids;
  if (narrowed || query.filter === SHIPMENT_FILTER.favourite) return 'rows';
  const tab =
    query.filter === SHIPMENT_FILTER.current
      ? CURRENT_STATUSES
      : query.filter === SHIPMENT_FILTER.past
        ? PAST_STATUSES
        : undefined;
  if (query.status) return !tab || tab.includes(query.status) ? 'status' : 'none';
  if (query.filter === SHIPMENT_FILTER.current) return 'current';
  if (query.filter === SHIPMENT_FILTER.past) return 'past';
  return 'all';
}

export function shipmentListShape(user: AuthUser, query: ShipmentListQuery, forceCompanyScope = false) {
  return {
    companyScope: forceCompanyScope || isCompanyScoped(user.userType),
    filter: query.filter,
    status: Boolean(query.status),
    openBids: Boolean(query.openBids),
    assignedToMe: Boolean(query.filterAssignedToMe),
    createdByMe: Boolean(query.filterCreatedByMe),
    fromDate: Boolean(query.fromDate),
    toDate: Boolean(query.toDate),
    poolType: Boolean(query.poolType),
    referenceNo: Boolean(query.referenceNo),
    clock: query.clock === CLOCK.bidWindowClosing,
    sort:
      query.sort && Object.hasOwn(SORT_COLUMNS, query.sort) ? (query.sort as keyof typeof SORT_COLUMNS) : 'loadingTime',
    ascending: query.order === 'ASC',
    total: totalSource(query),
  } satisfies ShipmentListShape;
}

/** The shape as a kept statement's key; none for a shape built for its call (the clock's). */
export const shipmentListKey = (shape: ShipmentListShape) => (shape.clock ? undefined : shapeKey(shape));

/** Where clause of the shipment list: the caller's scope first, then each filter of SPEC §7. */
export function shipmentListWhere(shape: ShipmentListShape, v: StatementValues<ShipmentListValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (shape.companyScope) conditions.push(eq(shipments.companyId, v.value('companyId', shipments.companyId)));
  if (shape.filter === SHIPMENT_FILTER.current) conditions.push(inArray(shipments.status, [...CURRENT_STATUSES]));
  if (shape.filter === SHIPMENT_FILTER.past) conditions.push(inArray(shipments.status, [...PAST_STATUSES]));
  if (shape.filter === SHIPMENT_FILTER.favourite) conditions.push(isFavouriteOf(v.value('userId')));
  if (shape.status) conditions.push(eq(shipments.status, v.value('status', shipments.status)));
  if (shape.openBids) conditions.push(hasOpenBid());
  if (shape.assignedToMe) conditions.push(eq(shipments.assignedTo, v.value('userId', shipments.assignedTo)));
  if (shape.createdByMe) conditions.push(eq(shipments.createdBy, v.value('userId', shipments.createdBy)));
  if (shape.fromDate) conditions.push(gte(shipments.loadingTime, v.value('fromDate', shipments.loadingTime)));
  if (shape.toDate) conditions.push(lte(shipments.loadingTime, v.value('toDate', shipments.loadingTime)));
  if (shape.poolType) conditions.push(eq(shipments.poolType, v.value('poolType', shipments.poolType)));
  if (shape.referenceNo) {
    const pattern = v.value('referencePattern');
    conditions.push(or(ilike(shipments.code, pattern), ilike(shipments.referenceNumber, pattern)));
  }
  // The bid-window clock's rows (a fixed hour, no config to read): exactly what GET /clocks counts.
  if (shape.clock) conditions.push(clockWhere(CLOCK.bidWindowClosing, CLOCK_RULES.bidWindowClosing.defaultLimit));
  return and(...conditions);
}

/** The kept per-company, per-status counts that sum to the list's total, when they answer it (`total` not 'rows'). */
export function keptCountWhere(shape: ShipmentListShape, v: StatementValues<ShipmentListValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (shape.companyScope) conditions.push(eq(shipmentCounts.companyId, v.value('companyId', shipmentCounts.companyId)));
  if (shape.total === 'current') conditions.push(inArray(shipmentCounts.status, [...CURRENT_STATUSES]));
  if (shape.total === 'past') conditions.push(inArray(shipmentCounts.status, [...PAST_STATUSES]));
  if (shape.total === 'status') conditions.push(eq(shipmentCounts.status, v.value('status', shipmentCounts.status)));
  if (shape.total === 'none') conditions.push(inArray(shipmentCounts.status, []));
  return and(...conditions);
}

export function shipmentListOrder(shape: ShipmentListShape) {
  const column = SORT_COLUMNS[shape.sort];
  return [shape.ascending ? asc(column) : desc(column), desc(shipments.id)];
}
