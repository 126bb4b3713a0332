import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { CURRENT_STATUSES, PAST_STATUSES, SHIPMENT_FILTER } from '#domain/shipments';
import type { ShipmentListQuery } from '#domain/schemas/shipmentActions';
import { isCompanyScoped } from '#domain/userTypes';
import type { AuthUser } from '../context';
import { bids, shipmentFavourites, shipments } from '../db/schema';
import { BID_STATUS } from '#domain/bookings';
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

export const isFavouriteOf = (userId: number) =>
  sql<boolean>`exists (select 1 from ${shipmentFavourites} f where f.shipment_id = ${qualified(shipments.id)} and f.user_id = ${userId})`;

/** Where clause of the shipment list: the caller's scope first, then each filter of SPEC §7. */
export function shipmentListWhere(
  user: AuthUser,
  query: ShipmentListQuery,
  forceCompanyScope = false,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (forceCompanyScope || isCompanyScoped(user.userType))
    conditions.push(eq(shipments.companyId, user.companyId ?? -1));
  if (query.filter === SHIPMENT_FILTER.current) conditions.push(inArray(shipments.status, [...CURRENT_STATUSES]));
  if (query.filter === SHIPMENT_FILTER.past) conditions.push(inArray(shipments.status, [...PAST_STATUSES]));
  if (query.filter === SHIPMENT_FILTER.favourite) conditions.push(isFavouriteOf(user.id));
  if (query.status) conditions.push(eq(shipments.status, query.status));
  if (query.openBids) conditions.push(hasOpenBid());
  if (query.filterAssignedToMe) conditions.push(eq(shipments.assignedTo, user.id));
  if (query.filterCreatedByMe) conditions.push(eq(shipments.createdBy, user.id));
  if (query.fromDate) conditions.push(gte(shipments.loadingTime, query.fromDate));
  if (query.toDate) conditions.push(lte(shipments.loadingTime, query.toDate));
  if (query.poolType) conditions.push(eq(shipments.poolType, query.poolType));
  if (query.referenceNo) {
    const pattern = `%${query.referenceNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(shipments.code, pattern), ilike(shipments.referenceNumber, pattern)));
  }
  // The bid-window clock's rows (a fixed hour, no config to read): exactly what GET /clocks counts.
  if (query.clock === CLOCK.bidWindowClosing)
    conditions.push(clockWhere(CLOCK.bidWindowClosing, CLOCK_RULES.bidWindowClosing.defaultLimit));
  return and(...conditions);
}

/**
 * Whether the kept counts answer this list's total: yes when nothing but the caller's scope and the
 * current / past / all filter narrows it (the statuses to sum, or all of them).
 */
export function countableFromSummary(query: ShipmentListQuery): { statuses?: readonly string[] } | undefined {
  const narrowed =
    query.filterAssignedToMe ||
    query.filterCreatedByMe ||
    query.fromDate ||
    query.toDate ||
    query.poolType ||
    query.referenceNo ||
    query.clock ||
    query.openBids;
  if (narrowed || query.filter === SHIPMENT_FILTER.favourite) return undefined;
  const tab =
    query.filter === SHIPMENT_FILTER.current
      ? CURRENT_STATUSES
      : query.filter === SHIPMENT_FILTER.past
        ? PAST_STATUSES
        : undefined;
  if (query.status) return { statuses: !tab || tab.includes(query.status) ? [query.status] : [] };
  return tab ? { statuses: tab } : {};
}

export function shipmentListOrder(query: ShipmentListQuery) {
  const column = SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] ?? shipments.loadingTime;
  return [query.order === 'ASC' ? asc(column) : desc(column), desc(shipments.id)];
}
