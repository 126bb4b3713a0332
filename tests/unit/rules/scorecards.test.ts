import { describe, expect, it } from 'vitest';
import {
  MIN_TRIPS_FOR_SCORE,
  NO_SCORE_COUNTS,
  compareScores,
  deliveryDueBy,
  pickupDueBy,
  podDueBy,
  ratesOf,
  scoreBookingsPath,
  scoreOf,
  windowStart,
} from '#domain/scorecards';

const HOUR = 3_600_000;
const loading = new Date('2026-11-01T06:00:00Z');

describe('the scorecard rules (src/domain/scorecards.ts)', () => {
  it('dates each deadline from the loading time or the delivery', () => {
    expect(pickupDueBy(loading).getTime() - loading.getTime()).toBe(2 * HOUR);
    // 400 km at 40 km/h is 10 h, plus the 4 h grace; no distance known: the grace alone.
    expect(deliveryDueBy(loading, 400).getTime() - loading.getTime()).toBe(14 * HOUR);
    expect(deliveryDueBy(loading, null).getTime() - loading.getTime()).toBe(4 * HOUR);
    expect(podDueBy(loading).getTime() - loading.getTime()).toBe(72 * HOUR);
    expect(windowStart('all', loading)).toBeNull();
    expect(loading.getTime() - windowStart('90d', loading)!.getTime()).toBe(90 * 24 * HOUR);
  });

  it('weighs the rates into a score, leaving out what has nothing to count, none below the fewest trips', () => {
    const counts = { ...NO_SCORE_COUNTS, trips: 4, pickedUp: 5, onTimePickup: 3, onTimeDelivery: 3, booked: 7 };
    expect(ratesOf(counts).onTimePickup).toEqual({ numerator: 3, denominator: 5, rate: 0.6 });
    expect(ratesOf(counts).podCompliance.rate).toBeNull();
    // (25×0.6 + 25×0.75 + 15×1 + 10×1 + 10×1) / 85 (no POD due: its 15 left out) = 0.809
    expect(scoreOf(counts, 'APPROVED')).toBe(81);
    expect(scoreOf(counts, 'PENDING')).toBe(69);
    expect(scoreOf({ ...counts, trips: MIN_TRIPS_FOR_SCORE - 1 }, 'APPROVED')).toBeNull();
  });

  it('sorts scores best first, those without one last either way round', () => {
    const scores = [60, null, 100, 75];
    expect([...scores].sort((a, b) => compareScores(a, b))).toEqual([100, 75, 60, null]);
    expect([...scores].sort((a, b) => compareScores(a, b, true))).toEqual([60, 75, 100, null]);
  });

  it('links a number to the booking list filtered to its bookings', () => {
    const url = new URL(scoreBookingsPath(17, 'latePickup', '90d', '2026-11-27T10:00:00.000Z'), 'http://x');
    expect(url.pathname).toBe('/bookings');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      partnerId: 17,
      scoreFigure: 'latePickup',
      scoreWindow: '90d',
      scoreAsOf: '2026-11-27T10:00:00.000Z',
    });
  });
});
