import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  LANE_MIN_TRIPS,
  LANE_WEEK_DAYS,
  LANE_WINDOW_DAYS,
  laneWeeks,
  laneWindow,
  type LaneWindow,
} from '#domain/laneRates';
import type { LaneReportQuery } from '#domain/schemas/laneRates';
import type { LaneReportRecord, LaneReportRow, LaneReportWeek } from '#domain/records/laneRates';
import type { Db } from '../db/client';
import { bookings, cities, shipments, vehicleTypes } from '../db/schema';
import { lookup } from '../shipments/nameLookup';
import { inWindow, medianAggregates, notCancelled, sideAggregates, type SideAggregates } from './conditions';

/* The lane report (staff): every lane of the window with both sides' figures, and the weeks of its chart. */

/** The report's rows: the window's trips, narrowed by any of the lane's ids. */
function reportWhere(
  query: Partial<Pick<LaneReportQuery, 'pickupCityId' | 'dropOffCityId' | 'vehicleTypeId'>>,
  window: LaneWindow,
) {
  const conditions: (SQL | undefined)[] = [
    notCancelled,
    inWindow(sql.param(window.windowStart, bookings.createdAt), sql.param(window.asOf, bookings.createdAt)),
    isNotNull(shipments.pickupCityId),
    isNotNull(shipments.dropOffCityId),
  ];
  if (query.pickupCityId) conditions.push(eq(shipments.pickupCityId, query.pickupCityId));
  if (query.dropOffCityId) conditions.push(eq(shipments.dropOffCityId, query.dropOffCityId));
  if (query.vehicleTypeId) conditions.push(eq(shipments.vehicleTypeId, query.vehicleTypeId));
  return and(...conditions);
}

/** Every figure of a report row, for staff (the report is theirs alone). */
const rowFigures = (figures: SideAggregates) => ({
  trips: figures.trips,
  shipperRate: {
    count: figures.shipperCount,
    p25: figures.shipperP25,
    median: figures.shipperMedian,
    p75: figures.shipperP75,
  },
  carrierAmount: {
    count: figures.trips,
    p25: figures.carrierP25,
    median: figures.carrierMedian,
    p75: figures.carrierP75,
  },
});

/** The lanes of the window, busiest first (then by their ids), `limit` from `offset`, and how many lanes there are. */
async function reportLanes(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const tripsOrder = sql`count(*)`;
  const rows = await db
    .select({
      pickupCityId: sql<number>`${shipments.pickupCityId}`.mapWith(Number),
      pickupCityName: lookup<string>(cities.name, cities, cities.id, shipments.pickupCityId),
      dropOffCityId: sql<number>`${shipments.dropOffCityId}`.mapWith(Number),
      dropOffCityName: lookup<string>(cities.name, cities, cities.id, shipments.dropOffCityId),
      vehicleTypeId: shipments.vehicleTypeId,
      vehicleTypeName: lookup<string>(vehicleTypes.name, vehicleTypes, vehicleTypes.id, shipments.vehicleTypeId),
      ...sideAggregates,
      totalLanes: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.shipmentId, shipments.id))
    .where(where)
    .groupBy(shipments.pickupCityId, shipments.dropOffCityId, shipments.vehicleTypeId)
    .orderBy(desc(tripsOrder), asc(shipments.pickupCityId), asc(shipments.dropOffCityId), asc(shipments.vehicleTypeId))
    .limit(limit)
    .offset(offset);
  const lanes: LaneReportRow[] = rows.map(
    ({ pickupCityId, pickupCityName, dropOffCityId, dropOffCityName, vehicleTypeId, vehicleTypeName, ...figures }) => ({
      pickupCityId,
      pickupCityName,
      dropOffCityId,
      dropOffCityName,
      vehicleTypeId,
      vehicleTypeName,
      ...rowFigures(figures),
    }),
  );
  // A page past the last lane has no row to carry the total: count the lanes on their own.
  const totalLanes = rows.length
    ? rows[0].totalLanes
    : offset === 0
      ? 0
      : Number(
          (
            await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(
              db
                .select({ one: sql`1`.as('one') })
                .from(shipments)
                .innerJoin(bookings, eq(bookings.shipmentId, shipments.id))
                .where(where)
                .groupBy(shipments.pickupCityId, shipments.dropOffCityId, shipments.vehicleTypeId)
                .as('lanes'),
            )
          )[0].total,
        );
  return { lanes, totalLanes };
}

/** The window's weeks (laneWeeks), each with the trips created in it and each side's median. */
async function reportWeeks(db: Db, where: SQL | undefined, window: LaneWindow): Promise<LaneReportWeek[]> {
  const weekSeconds = LANE_WEEK_DAYS * 86_400;
  // Written out, not a parameter: the select and the group by must hold the same expression, and
  // two parameters would be two expressions to PostgreSQL. An ISO time of our own making is safe to inline.
  const start = sql.raw(`'${window.windowStart.toISOString()}'::timestamptz`);
  const week = sql<number>`floor(extract(epoch from (${bookings.createdAt} - ${start})) / ${sql.raw(String(weekSeconds))})::int`;
  const rows = await db
    .select({ week: week.mapWith(Number), ...medianAggregates })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.shipmentId, shipments.id))
    .where(where)
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return laneWeeks(window).map(({ start, end }, index) => {
    const row = byWeek.get(index);
    return {
      start: start.toISOString(),
      end: end.toISOString(),
      trips: row?.trips ?? 0,
      shipperRate: { count: row?.shipperCount ?? 0, median: row?.shipperMedian ?? null },
      carrierAmount: { count: row?.trips ?? 0, median: row?.carrierMedian ?? null },
    };
  });
}

/**
 * GET /lane-rates/report (staff): the lanes with trips in the window, busiest first, each with both
 * sides' figures (given whatever their count: staff read the counts beside them), a page at a time, and
 * the weeks of the window for the chart, over the same lanes.
 */
export async function laneReport(db: Db, query: LaneReportQuery, now = new Date()): Promise<LaneReportRecord> {
  const window = laneWindow(now);
  const where = reportWhere(query, window);
  const [{ lanes, totalLanes }, weeks] = await Promise.all([
    reportLanes(db, where, query.pageSize, query.page * query.pageSize),
    reportWeeks(db, where, window),
  ]);
  return {
    windowDays: LANE_WINDOW_DAYS,
    minTrips: LANE_MIN_TRIPS,
    windowStart: window.windowStart.toISOString(),
    asOf: window.asOf.toISOString(),
    lanes,
    totalLanes,
    page: query.page,
    pageSize: query.pageSize,
    weeks,
  };
}

/** Every lane of the report (up to `max`), for its CSV. */
export async function laneReportRows(db: Db, query: LaneReportQuery, max: number, now = new Date()) {
  const window = laneWindow(now);
  const { lanes } = await reportLanes(db, reportWhere(query, window), max, 0);
  return { window, lanes };
}
