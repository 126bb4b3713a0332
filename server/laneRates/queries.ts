import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LANE_MIN_TRIPS, LANE_WINDOW_DAYS, laneBasisOf, laneWindow } from '#domain/laneRates';
import type { LaneRatesQuery } from '#domain/schemas/laneRates';
import type { LaneFiguresRecord, LaneRatesRecord } from '#domain/records/laneRates';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, cities, shipments, states, vehicleTypes } from '../db/schema';
import { keptRead } from '../db/keptStatements';
import { found } from '../http/errors';
import { moneyAudienceOf } from '../money/visibility';
import { inRegion, inWindow, notCancelled, onLane, sideAggregates, type SideAggregates } from './conditions';

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
