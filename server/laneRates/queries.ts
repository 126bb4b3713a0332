import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LANE_MIN_TRIPS,
  LANE_WEEK_DAYS,
  LANE_WINDOW_DAYS,
  laneBasisOf,
  laneWeeks,
  laneWindow,
  type LaneWindow,
} from '#domain/laneRates';
import type { LaneRatesQuery, LaneReportQuery } from '#domain/schemas/laneRates';
import type {
  LaneFiguresRecord,
  LaneRatesRecord,
  LaneReportRecord,
  LaneReportRow,
  LaneReportWeek,
} from '#domain/records/laneRates';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, cities, shipments, states, vehicleTypes } from '../db/schema';
import { keptRead } from '../db/keptStatements';
import { found } from '../http/errors';
import { moneyAudienceOf } from '../money/visibility';
import { lookup } from '../shipments/nameLookup';
import {
  inRegion,
  inWindow,
  medianAggregates,
  notCancelled,
  onLane,
  sideAggregates,
  type SideAggregates,
} from './conditions';

const pickupCity = alias(cities, 'pickup_city');
const pickupState = alias(states, 'pickup_state');
const dropOffCity = alias(cities, 'drop_off_city');
const dropOffState = alias(states, 'drop_off_state');

/** The lane's names and its cities' states; none when a city or the vehicle type is unknown. */
function laneNames(db: Db, query: LaneRatesQuery) {
  return keptRead(db, 'lane_names', 'one', query, (v) =>
    db
      .select({
        pickupCityId: pickupCity.id,
        pickupCityName: pickupCity.name,
        pickupStateId: pickupState.id,
        pickupStateName: pickupState.name,
        dropOffCityId: dropOffCity.id,
        dropOffCityName: dropOffCity.name,
        dropOffStateId: dropOffState.id,
        dropOffStateName: dropOffState.name,
        vehicleTypeId: vehicleTypes.id,
        vehicleTypeName: vehicleTypes.name,
      })
      .from(pickupCity)
      .innerJoin(pickupState, eq(pickupState.id, pickupCity.stateId))
      .innerJoin(dropOffCity, eq(dropOffCity.id, v.value('dropOffCityId', dropOffCity.id)))
      .innerJoin(dropOffState, eq(dropOffState.id, dropOffCity.stateId))
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, v.value('vehicleTypeId', vehicleTypes.id)))
      .where(eq(pickupCity.id, v.value('pickupCityId', pickupCity.id))),
  );
}

interface PlaceValues extends Record<string, unknown> {
  pickupId: number;
  dropOffId: number;
  vehicleTypeId: number;
  windowStart: Date;
  asOf: Date;
}

/**
 * Both sides' figures over the trips of a lane (`lane`: its cities) or of its region (`region`: their
 * states), one kept statement each: the lane's reads the lane index (shipments_lane_idx) and each
 * shipment's bookings, the region's the same index for every pair of the states' cities.
 */
async function placeFigures(db: Db, place: 'lane' | 'region', values: PlaceValues): Promise<SideAggregates> {
  const [row] = await keptRead(db, 'lane_figures', place, values, (v) => {
    const vehicleTypeId = v.value('vehicleTypeId', shipments.vehicleTypeId);
    const where =
      place === 'lane'
        ? onLane(
            v.value('pickupId', shipments.pickupCityId),
            v.value('dropOffId', shipments.dropOffCityId),
            vehicleTypeId,
          )
        : inRegion(v.value('pickupId'), v.value('dropOffId'), vehicleTypeId);
    return db
      .select(sideAggregates)
      .from(shipments)
      .innerJoin(bookings, eq(bookings.shipmentId, shipments.id))
      .where(
        and(
          where,
          notCancelled,
          inWindow(v.value('windowStart', bookings.createdAt), v.value('asOf', bookings.createdAt)),
        ),
      );
  });
  return row;
}

type Audience = ReturnType<typeof moneyAudienceOf>;

/** A side's figures as answered: the percentiles only where the basis holds enough trips giving that side a value. */
const sideOf = (count: number, figures: [number | null, number | null, number | null], given: boolean) => {
  const shown = given && count >= LANE_MIN_TRIPS;
  return {
    count,
    p25: shown ? figures[0] : null,
    median: shown ? figures[1] : null,
    p75: shown ? figures[2] : null,
  } satisfies LaneFiguresRecord;
};

/** Each side for those who may see it: the shipper rate for staff and the shipper side, the carrier amount for staff and carriers. */
function sidesFor(audience: Audience, figures: SideAggregates, given: boolean) {
  const sides: Pick<LaneRatesRecord, 'shipperRate' | 'carrierAmount'> = {};
  if (audience !== 'carrier')
    sides.shipperRate = sideOf(
      figures.shipperCount,
      [figures.shipperP25, figures.shipperMedian, figures.shipperP75],
      given,
    );
  if (audience !== 'shipper')
    sides.carrierAmount = sideOf(figures.trips, [figures.carrierP25, figures.carrierMedian, figures.carrierP75], given);
  return sides;
}

/**
 * GET /lane-rates: the lane's figures over the window, from the lane when it has LANE_MIN_TRIPS trips,
 * else from its wider region when that has them, else none (the counts found are said). The caller's
 * audience decides which sides it gets (server/money/visibility.ts).
 */
export async function laneRates(
  db: Db,
  user: Pick<AuthUser, 'userType'>,
  query: LaneRatesQuery,
  now = new Date(),
): Promise<LaneRatesRecord> {
  const window = laneWindow(now);
  const [[names], onTheLane] = await Promise.all([
    laneNames(db, query),
    placeFigures(db, 'lane', {
      pickupId: query.pickupCityId,
      dropOffId: query.dropOffCityId,
      vehicleTypeId: query.vehicleTypeId,
      ...window,
    }),
  ]);
  const { pickupStateId, pickupStateName, dropOffStateId, dropOffStateName, ...laneRecord } = found(names);
  const inTheRegion =
    onTheLane.trips >= LANE_MIN_TRIPS
      ? undefined
      : await placeFigures(db, 'region', {
          pickupId: pickupStateId,
          dropOffId: dropOffStateId,
          vehicleTypeId: query.vehicleTypeId,
          ...window,
        });
  const basis = laneBasisOf(onTheLane.trips, inTheRegion?.trips ?? null);
  const figures = basis === 'lane' ? onTheLane : inTheRegion!;
  return {
    lane: laneRecord,
    basis,
    region: { pickupStateId, pickupStateName, dropOffStateId, dropOffStateName },
    trips: { lane: onTheLane.trips, region: inTheRegion ? inTheRegion.trips : null },
    windowDays: LANE_WINDOW_DAYS,
    minTrips: LANE_MIN_TRIPS,
    windowStart: window.windowStart.toISOString(),
    asOf: window.asOf.toISOString(),
    ...sidesFor(moneyAudienceOf(user), figures, basis !== 'none'),
  };
}

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
