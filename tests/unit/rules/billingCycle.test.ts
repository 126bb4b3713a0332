import { describe, expect, it } from 'vitest';
import { BILLING_CYCLE } from '#domain/money';
import { FORTNIGHT_EPOCH, currentPeriodStart, isDueBefore } from '#domain/billingCycle';

/** Local dates, as the API computes periods in its own time zone. */
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

describe('the billing period an invoice run is in', () => {
  it('per booking has none: every delivered booking is due', () => {
    expect(currentPeriodStart(BILLING_CYCLE.PER_BOOKING, at(2026, 11, 27))).toBeNull();
    expect(isDueBefore(at(2026, 11, 27), null)).toBe(true);
  });

  it('weekly starts on the Monday at midnight, a Monday included, a Sunday in the week before', () => {
    expect(currentPeriodStart(BILLING_CYCLE.WEEKLY, at(2026, 11, 27))).toEqual(at(2026, 11, 23, 0));
    expect(currentPeriodStart(BILLING_CYCLE.WEEKLY, at(2026, 11, 23, 0))).toEqual(at(2026, 11, 23, 0));
    expect(currentPeriodStart(BILLING_CYCLE.WEEKLY, at(2026, 11, 22, 23))).toEqual(at(2026, 11, 16, 0));
  });

  it('fortnightly starts every other Monday counted from the epoch Monday, before it too', () => {
    expect(FORTNIGHT_EPOCH.getDay()).toBe(1);
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2024, 1, 1))).toEqual(at(2024, 1, 1, 0));
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2024, 1, 14))).toEqual(at(2024, 1, 1, 0));
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2024, 1, 15))).toEqual(at(2024, 1, 15, 0));
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2023, 12, 31))).toEqual(at(2023, 12, 18, 0));
    // 2026-11-23 is 151 weeks after the epoch: the fortnight began on the 16th.
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2026, 11, 27))).toEqual(at(2026, 11, 16, 0));
    expect(currentPeriodStart(BILLING_CYCLE.FORTNIGHTLY, at(2026, 11, 30))).toEqual(at(2026, 11, 30, 0));
  });

  it('monthly starts on the first of the calendar month', () => {
    expect(currentPeriodStart(BILLING_CYCLE.MONTHLY, at(2026, 11, 27))).toEqual(at(2026, 11, 1, 0));
    expect(currentPeriodStart(BILLING_CYCLE.MONTHLY, at(2026, 3, 1, 0))).toEqual(at(2026, 3, 1, 0));
  });

  it("a run takes what was delivered before the period began, not the current period's", () => {
    const start = at(2026, 11, 1, 0);
    expect(isDueBefore(at(2026, 10, 31, 23), start)).toBe(true);
    expect(isDueBefore(start, start)).toBe(false);
    expect(isDueBefore(at(2026, 11, 2).toISOString(), start)).toBe(false);
    expect(isDueBefore(null, start)).toBe(true);
  });
});
