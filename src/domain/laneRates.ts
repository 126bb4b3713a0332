import { BID_CATEGORY_TYPE } from './bidding';
import { BOOKING_STATUS } from './bookings';

/**
 * Lane rates: what a lane (pick-up city → drop-off city, vehicle type) has cost lately, on each side of
 * the money. Written once here; the API's SQL (server/laneRates/conditions.ts) says the same in SQL,
 * and the portal reads these rules and texts' figures from here.
 *
 * - **The window**: bookings created in the last LANE_WINDOW_DAYS days, from `windowStart` to `asOf`
 *   (the moment the figures were read; both are in the answer, so the bookings behind a figure can be
 *   listed exactly, even later).
 * - **Which bookings count** (a "trip"): every booking (one booked vehicle: bookings are made when a
 *   bid is accepted) that is not cancelled (status 13), created in the window, whose shipment's first
 *   pick-up and last drop-off are the lane's cities and whose vehicle type is the lane's.
 * - **The carrier side**: each counted booking's amount, what its carrier is paid for the vehicle (per
 *   vehicle already: a per-tonne bid is multiplied out when it is booked).
 * - **The shipper side**: the shipper rate of each counted booking's shipment, one value per booked
 *   vehicle, for shipments priced per vehicle only: a per-tonne rate is not an amount per vehicle, and
 *   a shipment without a shipper rate has nothing to count. The contract amount (staff's price) is not
 *   the shipper rate and is never used.
 * - **The wider region**: when the lane itself has fewer than LANE_MIN_TRIPS trips, the trips from any
 *   city of the pick-up city's state to any city of the drop-off city's state, same vehicle type
 *   (the lane's own trips among them). When the region has fewer too, no figure is given, only the
 *   counts found.
 * - **Percentiles**: linear interpolation between the two nearest values, as PostgreSQL's
 *   percentile_cont: for n sorted values the p-th percentile sits at position p × (n − 1) (zero-based)
 *   (percentileCont below is the same arithmetic; the API asks PostgreSQL, the tests compare both).
 */

export const LANE_WINDOW_DAYS = 90;
/** The fewest trips a lane (or its region) needs before its figures are given. */
export const LANE_MIN_TRIPS = 5;
/** The lane report's chart: one point per week of the window, the first starting at windowStart. */
export const LANE_WEEK_DAYS = 7;
/** Lanes on one page of the report's table. */
export const LANE_REPORT_PAGE_SIZE = 20;
/** The most lanes the report's CSV holds (the screen pages them). */
export const LANE_REPORT_CSV_MAX_ROWS = 5000;

const DAY_MS = 86_400_000;

/** The two sides of a lane's money: what shippers were asked and what carriers were paid. */
export const LANE_SIDES = ['shipperRate', 'carrierAmount'] as const;
export type LaneSide = (typeof LANE_SIDES)[number];

/** Where a lane's figures come from: the lane itself, its wider region, or nowhere (too few trips in both). */
export const LANE_BASES = ['lane', 'region', 'none'] as const;
export type LaneBasis = (typeof LANE_BASES)[number];

/** The percentiles given for each side. */
export const LANE_PERCENTILES = { p25: 0.25, median: 0.5, p75: 0.75 } as const;

export interface LaneFigures {
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/**
 * The `fraction` percentile of values sorted ascending, by linear interpolation (PostgreSQL's
 * percentile_cont, the same arithmetic in the same order, so the same float); null for no values.
 */
export function percentileCont(sorted: readonly number[], fraction: number): number | null {
  if (!sorted.length) return null;
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  if (below === above) return sorted[below];
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

/** A side's figures from its values, in any order. */
export function laneFigures(values: readonly number[]): LaneFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p25: percentileCont(sorted, LANE_PERCENTILES.p25),
    median: percentileCont(sorted, LANE_PERCENTILES.median),
    p75: percentileCont(sorted, LANE_PERCENTILES.p75),
  };
}

export interface LaneWindow {
  windowStart: Date;
  asOf: Date;
}

/** The window the figures read at `now`: the last LANE_WINDOW_DAYS days up to now. */
export const laneWindow = (now: Date): LaneWindow => ({
  windowStart: new Date(now.getTime() - LANE_WINDOW_DAYS * DAY_MS),
  asOf: new Date(now.getTime()),
});

/** What decides whether a booking counts, and for what. */
export interface LaneBooking {
  status: number;
  createdAt: Date;
  amount: number;
  shipment: { shipperRate: number | null; bidCategoryTypeId: number };
}

/** Whether a booking (already known to be on the lane or region) is a trip of the window. */
export const isLaneTrip = (booking: LaneBooking, window: LaneWindow) =>
  booking.status !== BOOKING_STATUS.CANCELLED &&
  booking.createdAt.getTime() >= window.windowStart.getTime() &&
  booking.createdAt.getTime() <= window.asOf.getTime();

/** The value a trip gives a side, or null when it gives that side none (see the shipper side above). */
export function laneValueOf(booking: LaneBooking, side: LaneSide): number | null {
  if (side === 'carrierAmount') return booking.amount;
  const { shipperRate, bidCategoryTypeId } = booking.shipment;
  return bidCategoryTypeId === BID_CATEGORY_TYPE.PER_VEHICLE ? shipperRate : null;
}

/** Where the figures come from, from the trips counted on the lane and (when asked) in its region. */
export function laneBasisOf(laneTrips: number, regionTrips: number | null): LaneBasis {
  if (laneTrips >= LANE_MIN_TRIPS) return 'lane';
  return regionTrips !== null && regionTrips >= LANE_MIN_TRIPS ? 'region' : 'none';
}

/**
 * How an amount compares with a median, as a whole percent: positive above it, negative below, 0 at it
 * (or within half a percent); null when there is no median to compare with.
 */
export function percentFromMedian(amount: number, median: number | null | undefined): number | null {
  if (median === null || median === undefined || !Number.isFinite(median) || median <= 0) return null;
  const percent = Math.round(((amount - median) / median) * 100);
  return percent === 0 ? 0 : percent;
}

/** The weeks of the report's chart: LANE_WEEK_DAYS each from windowStart, the last one ending at asOf. */
export function laneWeeks({ windowStart, asOf }: LaneWindow): { start: Date; end: Date }[] {
  const weeks: { start: Date; end: Date }[] = [];
  const week = LANE_WEEK_DAYS * DAY_MS;
  for (let start = windowStart.getTime(); start <= asOf.getTime(); start += week)
    // Each week ends the millisecond before the next begins (the booking list's `toDate` is inclusive).
    weeks.push({ start: new Date(start), end: new Date(Math.min(start + week - 1, asOf.getTime())) });
  return weeks;
}

/**
 * Where a figure's trips ran: a lane (its cities and vehicle type), a region (its states and vehicle
 * type), or any part of them (the report narrowed to a pick-up city; nothing at all: every lane).
 */
export type LanePlace = Partial<
  Record<'pickupCityId' | 'dropOffCityId' | 'pickupStateId' | 'dropOffStateId' | 'vehicleTypeId', number>
>;

/**
 * The booking list's filter that lists exactly the bookings behind a figure: the lane (or region),
 * the side (`laneSide`: not cancelled, and for the shipper side priced per vehicle with a rate) and
 * the window (`fromDate` … `toDate`, the booking list's own time range over the booking's creation).
 */
export const laneBookingFilter = (
  place: LanePlace,
  side: LaneSide,
  window: { windowStart: Date | string; asOf: Date | string },
) => ({
  ...place,
  laneSide: side,
  fromDate: new Date(window.windowStart).toISOString(),
  toDate: new Date(window.asOf).toISOString(),
});

/** The booking list's address listing the bookings behind a figure (the portal's /bookings). */
export const laneBookingsPath = (filter: ReturnType<typeof laneBookingFilter>) =>
  `/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`;
