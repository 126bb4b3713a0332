import { and, eq, gte, isNotNull, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { BOOKING_STATUS } from '#domain/bookings';
import { LANE_PERCENTILES, type LaneSide } from '#domain/laneRates';
import { bookings, cities, shipments } from '../db/schema';
import { qualified } from '../shipments/nameLookup';

/*
 * src/domain/laneRates.ts's rules in SQL, one piece each, read by the lane-rate figures (queries.ts)
 * and by the booking list's lane filters (server/bookings/queries.ts), so that a figure and the list it
 * opens hold the same bookings. Values come in as SQL (a kept statement's parameters, or the values).
 */

/** A booking lane rates count at all: not cancelled. */
export const notCancelled = ne(bookings.status, BOOKING_STATUS.CANCELLED);

/** A booking whose shipment gives the shipper side a value: priced per vehicle, with a shipper rate. */
export const shipperRateCounted = and(
  eq(shipments.bidCategoryTypeId, BID_CATEGORY_TYPE.PER_VEHICLE),
  isNotNull(shipments.shipperRate),
)!;

/** The bookings a side counts (besides the lane and the window). */
export const laneSideWhere = (side: LaneSide): SQL =>
  side === 'shipperRate' ? and(notCancelled, shipperRateCounted)! : notCancelled;

/** Created inside the window, both ends included. */
export const inWindow = (windowStart: SQLWrapper, asOf: SQLWrapper) =>
  and(gte(bookings.createdAt, windowStart), lte(bookings.createdAt, asOf))!;

/** A shipment's city (its first pick-up's or last drop-off's) lies in the state. */
export const cityInState = (city: AnyPgColumn, stateId: SQLWrapper) =>
  sql`${qualified(city)} in (select ${qualified(cities.id)} from ${cities} where ${qualified(cities.stateId)} = ${stateId})`;

/** The lane itself: the shipment's cities and vehicle type. */
export const onLane = (pickupCityId: SQLWrapper, dropOffCityId: SQLWrapper, vehicleTypeId: SQLWrapper) =>
  and(
    eq(shipments.pickupCityId, pickupCityId),
    eq(shipments.dropOffCityId, dropOffCityId),
    eq(shipments.vehicleTypeId, vehicleTypeId),
  )!;

/** The lane's wider region: any city of the pick-up state to any city of the drop-off state, same vehicle type. */
export const inRegion = (pickupStateId: SQLWrapper, dropOffStateId: SQLWrapper, vehicleTypeId: SQLWrapper) =>
  and(
    cityInState(shipments.pickupCityId, pickupStateId),
    cityInState(shipments.dropOffCityId, dropOffStateId),
    eq(shipments.vehicleTypeId, vehicleTypeId),
  )!;

/** A nullable float8 aggregate as a number or null, whichever driver answers. */
const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** PostgreSQL's percentile_cont (linear interpolation, src/domain/laneRates.ts) of `column`, over the rows `filter` keeps. */
const percentile = (fraction: number, column: AnyPgColumn, filter?: SQL) =>
  sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${column})${
    filter ? sql` filter (where ${filter})` : sql``
  }`.mapWith(nullableNumber);

const countOf = (filter?: SQL) =>
  sql<number>`(count(*)${filter ? sql` filter (where ${filter})` : sql``})::int`.mapWith(Number);

/**
 * Each side's figures over the trips a statement selects (its where-clause holds notCancelled, the
 * place and the window): the carrier side every trip's amount, the shipper side the rates of the
 * trips priced per vehicle.
 */
export const sideAggregates = {
  trips: countOf(),
  shipperCount: countOf(shipperRateCounted),
  shipperP25: percentile(LANE_PERCENTILES.p25, shipments.shipperRate, shipperRateCounted),
  shipperMedian: percentile(LANE_PERCENTILES.median, shipments.shipperRate, shipperRateCounted),
  shipperP75: percentile(LANE_PERCENTILES.p75, shipments.shipperRate, shipperRateCounted),
  carrierP25: percentile(LANE_PERCENTILES.p25, bookings.amount),
  carrierMedian: percentile(LANE_PERCENTILES.median, bookings.amount),
  carrierP75: percentile(LANE_PERCENTILES.p75, bookings.amount),
};

/** The medians alone (the report's weeks). */
export const medianAggregates = {
  trips: countOf(),
  shipperCount: countOf(shipperRateCounted),
  shipperMedian: percentile(LANE_PERCENTILES.median, shipments.shipperRate, shipperRateCounted),
  carrierMedian: percentile(LANE_PERCENTILES.median, bookings.amount),
};

export interface SideAggregates {
  trips: number;
  shipperCount: number;
  shipperP25: number | null;
  shipperMedian: number | null;
  shipperP75: number | null;
  carrierP25: number | null;
  carrierMedian: number | null;
  carrierP75: number | null;
}
