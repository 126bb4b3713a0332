import type { PaletteName } from './palette';
import { CASE_STATUS, type CaseStatus } from './verification';

/**
 * Carrier scorecards: how a partner has carried its loads, over the last RECENT_WINDOW_DAYS days and
 * over all time. Written once here in words a CSR reads; the API counts them in SQL
 * (server/scorecards/conditions.ts says the same, with these constants) and lists the bookings behind
 * every number (the booking list's `scoreFigure` filter: exactly the bookings a number counts).
 *
 * - **Trips**: the partner's bookings delivered in the window (by their delivery time).
 * - **On-time pick-up**: of the partner's bookings picked up in the window (moved to in transit: the
 *   time of that first move), those picked up no later than the shipment's loading time plus
 *   PICKUP_GRACE_HOURS.
 * - **On-time delivery**: of the trips, those delivered no later than their expected delivery time.
 *   SPEC gives a shipment a loading time only, no delivery date, so the expected time is worked out:
 *   the loading time, plus the time to drive the straight-line (great-circle) distance from the
 *   shipment's first pick-up city to its last drop-off city at AVERAGE_SPEED_KMH, plus
 *   DELIVERY_GRACE_HOURS (a shipment missing either city counts no driving time).
 * - **Document compliance (POD)**: of the trips whose proof of delivery is due (delivered at least
 *   POD_DUE_DAYS days ago) or already on file, those with a proof of delivery (document type 2) on the
 *   booking uploaded no later than POD_DUE_DAYS days after delivery. A trip delivered yesterday without
 *   its POD yet is not counted either way: it still has time.
 * - **Backouts**: of the partner's bookings made in the window (a booking is one vehicle of an accepted
 *   bid, made when the bid was accepted), those whose bid the partner then backed out of. Withdrawing
 *   a bid before it is accepted costs nobody anything and is not counted.
 * - **Cancellations**: of the same bookings, those cancelled (status 13) for any other reason than
 *   the partner's backing out (that is a backout, never counted twice).
 * - **Verification**: the partner's verification case: approved, awaiting review, rejected, or none yet.
 * - **Score** (0–100): the weighted mean of the rates (SCORE_WEIGHTS): on-time pick-up and delivery,
 *   document compliance, the share of bookings not backed out of and not cancelled, and verification
 *   (1 when approved, else 0); a rate with nothing to count (no pick-ups yet…) is left out and the
 *   others weigh the more. No score (null) with fewer than MIN_TRIPS_FOR_SCORE trips in the window, so
 *   a new partner is never ranked as a bad one.
 */

/** The recent window: the last 90 days up to now. */
export const RECENT_WINDOW_DAYS = 90;
/** A pick-up this long after the loading time is still on time. */
export const PICKUP_GRACE_HOURS = 2;
/** A delivery this long after its expected time (loading + driving time) is still on time. */
export const DELIVERY_GRACE_HOURS = 4;
/** A loaded truck's average speed over a whole trip, stops and checkposts included, for the driving time. */
export const AVERAGE_SPEED_KMH = 40;
/** The days after delivery within which the proof of delivery should be uploaded. */
export const POD_DUE_DAYS = 3;
/** The fewest trips in a window before it is given a score. */
export const MIN_TRIPS_FOR_SCORE = 3;

/** What the score weighs, out of 100. */
export const SCORE_WEIGHTS = {
  onTimePickup: 25,
  onTimeDelivery: 25,
  podCompliance: 15,
  noBackouts: 15,
  noCancellations: 10,
  verified: 10,
} as const;
export type ScorePart = keyof typeof SCORE_WEIGHTS;
export const SCORE_PARTS = Object.keys(SCORE_WEIGHTS) as ScorePart[];

/** The windows a scorecard gives: the recent one and all time. */
export const SCORE_WINDOWS = ['90d', 'all'] as const;
export type ScoreWindow = (typeof SCORE_WINDOWS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where a window starts as of `now`; null for all time. */
export const windowStart = (window: ScoreWindow, now: Date = new Date()): Date | null =>
  window === 'all' ? null : new Date(now.getTime() - RECENT_WINDOW_DAYS * DAY_MS);

/** The latest on-time pick-up of a shipment loading at `loadingTime`. */
export const pickupDueBy = (loadingTime: Date) => new Date(loadingTime.getTime() + PICKUP_GRACE_HOURS * HOUR_MS);

/** The hours needed to drive `distanceKm` at the average speed (none when the distance is unknown). */
export const drivingHours = (distanceKm: number | null) => (distanceKm ?? 0) / AVERAGE_SPEED_KMH;

/** The latest on-time delivery of a shipment loading at `loadingTime`, its ends `distanceKm` apart. */
export const deliveryDueBy = (loadingTime: Date, distanceKm: number | null) =>
  new Date(loadingTime.getTime() + (drivingHours(distanceKm) + DELIVERY_GRACE_HOURS) * HOUR_MS);

/** The latest on-time proof of delivery of a trip delivered at `deliveredAt`. */
export const podDueBy = (deliveredAt: Date) => new Date(deliveredAt.getTime() + POD_DUE_DAYS * DAY_MS);

/**
 * The sets of bookings a scorecard counts, each listable on the booking list (`scoreFigure`): a
 * figure's numerator, its denominator and what the denominator holds beyond the numerator.
 */
export const SCORE_FIGURES = [
  'trips',
  'pickedUp',
  'onTimePickup',
  'latePickup',
  'onTimeDelivery',
  'lateDelivery',
  'podDue',
  'podOnTime',
  'podLate',
  'booked',
  'backedOut',
  'cancelled',
] as const;
export type ScoreFigure = (typeof SCORE_FIGURES)[number];

/** The rates of a scorecard, with the booking sets behind their two numbers and the misses. */
export const SCORE_RATES = {
  onTimePickup: { numerator: 'onTimePickup', denominator: 'pickedUp', missed: 'latePickup' },
  onTimeDelivery: { numerator: 'onTimeDelivery', denominator: 'trips', missed: 'lateDelivery' },
  podCompliance: { numerator: 'podOnTime', denominator: 'podDue', missed: 'podLate' },
  backouts: { numerator: 'backedOut', denominator: 'booked', missed: null },
  cancellations: { numerator: 'cancelled', denominator: 'booked', missed: null },
} as const satisfies Record<string, { numerator: ScoreFigure; denominator: ScoreFigure; missed: ScoreFigure | null }>;
export type ScoreRate = keyof typeof SCORE_RATES;
export const SCORE_RATE_NAMES = Object.keys(SCORE_RATES) as ScoreRate[];

/** How many bookings of one partner each set holds in one window (what the API counts). */
export interface ScoreCounts {
  trips: number;
  pickedUp: number;
  onTimePickup: number;
  onTimeDelivery: number;
  podDue: number;
  podOnTime: number;
  booked: number;
  backedOut: number;
  cancelled: number;
}

export const NO_SCORE_COUNTS: ScoreCounts = {
  trips: 0,
  pickedUp: 0,
  onTimePickup: 0,
  onTimeDelivery: 0,
  podDue: 0,
  podOnTime: 0,
  booked: 0,
  backedOut: 0,
  cancelled: 0,
};

/** A number out of another: null rate when there is nothing to count. */
export interface Ratio {
  numerator: number;
  denominator: number;
  rate: number | null;
}
export const ratioOf = (numerator: number, denominator: number): Ratio => ({
  numerator,
  denominator,
  rate: denominator > 0 ? numerator / denominator : null,
});

/** A partner's verification state: its case's status, or none when it has never opened one. */
export const VERIFICATION_STATES = ['NONE', ...Object.values(CASE_STATUS)] as const;
export type VerificationState = 'NONE' | CaseStatus;

/** Each rate of a window's counts. */
export function ratesOf(counts: ScoreCounts): Record<ScoreRate, Ratio> {
  return Object.fromEntries(
    SCORE_RATE_NAMES.map((name) => {
      const { numerator, denominator } = SCORE_RATES[name];
      return [name, ratioOf(counts[numerator as keyof ScoreCounts], counts[denominator as keyof ScoreCounts])];
    }),
  ) as Record<ScoreRate, Ratio>;
}

/** What each part of the score is worth (0 to 1), null when it has nothing to count. */
export function scorePartsOf(counts: ScoreCounts, verification: VerificationState): Record<ScorePart, number | null> {
  const rates = ratesOf(counts);
  const good = (rate: number | null) => (rate === null ? null : 1 - rate);
  return {
    onTimePickup: rates.onTimePickup.rate,
    onTimeDelivery: rates.onTimeDelivery.rate,
    podCompliance: rates.podCompliance.rate,
    noBackouts: good(rates.backouts.rate),
    noCancellations: good(rates.cancellations.rate),
    verified: verification === CASE_STATUS.APPROVED ? 1 : 0,
  };
}

/** The score, 0 to 100 (whole), or null with fewer than MIN_TRIPS_FOR_SCORE trips. */
export function scoreOf(counts: ScoreCounts, verification: VerificationState): number | null {
  if (counts.trips < MIN_TRIPS_FOR_SCORE) return null;
  const parts = scorePartsOf(counts, verification);
  let weighed = 0;
  let weights = 0;
  for (const part of SCORE_PARTS) {
    const value = parts[part];
    if (value === null) continue;
    weighed += value * SCORE_WEIGHTS[part];
    weights += SCORE_WEIGHTS[part];
  }
  return Math.round((100 * weighed) / weights);
}

/** Scores first, best first, partners without one last (`ascending`: worst first, still without one last). */
export function compareScores(a: number | null, b: number | null, ascending = false): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return ascending ? a - b : b - a;
}

/** A rate as a whole percentage ("90 %" reads better than 0.9), or null. */
export const percentOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** A score's colour beside a bid and on the partner's page: good from 80, fair from 60, poor below; none grey. */
export const scoreColour = (score: number | null): PaletteName =>
  score === null ? 'grey' : score >= 80 ? 'green' : score >= 60 ? 'amber' : 'red';

/** The booking list's filter holding exactly the bookings behind a scorecard number (GET /booking's score filters). */
export const scoreBookingFilter = (partnerId: number, figure: ScoreFigure, window: ScoreWindow, asOf?: string) => ({
  partnerId,
  scoreFigure: figure,
  scoreWindow: window,
  ...(asOf ? { scoreAsOf: asOf } : {}),
});

/** The portal's booking list opened on the bookings behind a scorecard number. */
export const scoreBookingsPath = (partnerId: number, figure: ScoreFigure, window: ScoreWindow, asOf?: string) =>
  `/bookings?filter=${encodeURIComponent(JSON.stringify(scoreBookingFilter(partnerId, figure, window, asOf)))}`;
