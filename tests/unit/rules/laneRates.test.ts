import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { BOOKING_STATUS } from '#domain/bookings';
import {
  LANE_WINDOW_DAYS,
  isLaneTrip,
  laneBasisOf,
  laneBookingFilter,
  laneFigures,
  laneValueOf,
  laneWeeks,
  laneWindow,
  percentFromMedian,
  percentileCont,
} from '#domain/laneRates';

const DAY = 86_400_000;

describe('percentileCont: linear interpolation as PostgreSQL percentile_cont', () => {
  it('sits at p × (n − 1) between the two nearest values', () => {
    expect(percentileCont([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentileCont([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentileCont([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(percentileCont([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentileCont([7], 0.25)).toBe(7);
    expect(percentileCont([], 0.5)).toBeNull();
  });

  it('never leaves the values, and p25 ≤ median ≤ p75 whatever their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 40 }), (values) => {
        const { count, p25, median, p75 } = laneFigures(values);
        expect(count).toBe(values.length);
        expect(p25!).toBeGreaterThanOrEqual(Math.min(...values));
        expect(p75!).toBeLessThanOrEqual(Math.max(...values));
        expect(p25!).toBeLessThanOrEqual(median!);
        expect(median!).toBeLessThanOrEqual(p75!);
        expect(laneFigures([...values].reverse())).toEqual(laneFigures(values));
      }),
    );
  });
});

describe('which bookings count, and for which side', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const window = laneWindow(now);
  const trip = (days: number, status: number = BOOKING_STATUS.DELIVERED) => ({
    status,
    createdAt: new Date(now.getTime() - days * DAY),
    amount: 100_000,
    shipment: { shipperRate: 150_000, bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE },
  });

  it('the window is the last 90 days up to now, both ends in', () => {
    expect(window.asOf.getTime() - window.windowStart.getTime()).toBe(LANE_WINDOW_DAYS * DAY);
    expect(isLaneTrip(trip(LANE_WINDOW_DAYS), window)).toBe(true);
    expect(isLaneTrip(trip(LANE_WINDOW_DAYS + 0.001), window)).toBe(false);
    expect(isLaneTrip(trip(0), window)).toBe(true);
    expect(isLaneTrip(trip(3, BOOKING_STATUS.CANCELLED), window)).toBe(false);
  });

  it('the carrier side is the amount; the shipper side the rate of a shipment priced per vehicle', () => {
    expect(laneValueOf(trip(3), 'carrierAmount')).toBe(100_000);
    expect(laneValueOf(trip(3), 'shipperRate')).toBe(150_000);
    const perTonne = { ...trip(3), shipment: { shipperRate: 5_000, bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE } };
    expect(laneValueOf(perTonne, 'shipperRate')).toBeNull();
    expect(laneValueOf(perTonne, 'carrierAmount')).toBe(100_000);
  });

  it('the lane when it has 5 trips, else the region when it has 5, else none', () => {
    expect(laneBasisOf(5, null)).toBe('lane');
    expect(laneBasisOf(4, 5)).toBe('region');
    expect(laneBasisOf(4, 4)).toBe('none');
    expect(laneBasisOf(0, 0)).toBe('none');
  });
});

describe('the report weeks and the figures’ links', () => {
  it('thirteen weeks from the window start, each ending a millisecond before the next, the last at now', () => {
    const window = laneWindow(new Date('2026-11-28T12:00:00Z'));
    const weeks = laneWeeks(window);
    expect(weeks).toHaveLength(13);
    expect(weeks[0].start).toEqual(window.windowStart);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].start.getTime() - weeks[i - 1].end.getTime()).toBe(1);
    expect(weeks[12].end).toEqual(window.asOf);
  });

  it('a figure’s filter names its place, its side and its window', () => {
    expect(
      laneBookingFilter({ pickupCityId: 2, dropOffCityId: 1, vehicleTypeId: 2 }, 'carrierAmount', {
        windowStart: '2026-08-30T12:00:00.000Z',
        asOf: new Date('2026-11-28T12:00:00.000Z'),
      }),
    ).toEqual({
      pickupCityId: 2,
      dropOffCityId: 1,
      vehicleTypeId: 2,
      laneSide: 'carrierAmount',
      fromDate: '2026-08-30T12:00:00.000Z',
      toDate: '2026-11-28T12:00:00.000Z',
    });
  });

  it('a bid compares with the median in whole percent', () => {
    expect(percentFromMedian(108_000, 100_000)).toBe(8);
    expect(percentFromMedian(92_000, 100_000)).toBe(-8);
    expect(percentFromMedian(100_400, 100_000)).toBe(0);
    expect(percentFromMedian(99_600, 100_000)).toBe(0);
    expect(Object.is(percentFromMedian(99_600, 100_000), -0)).toBe(false);
    expect(percentFromMedian(100_000, null)).toBeNull();
  });
});
