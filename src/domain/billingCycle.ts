import { addWeeks, differenceInCalendarDays, startOfMonth, startOfWeek } from 'date-fns';
import { BILLING_CYCLE, type BillingCycle } from './money';

/**
 * Fortnights are counted from Monday 1 January 2024 (local time): one starts on it and every 14 days
 * after, so every run, wherever it is made, agrees on which of two weeks opens a fortnight.
 */
export const FORTNIGHT_EPOCH = new Date(2024, 0, 1);

const mondayOf = (day: Date) => startOfWeek(day, { weekStartsOn: 1 });

/**
 * When the billing period the cycle is in at `now` began (local time): the week from Monday, the
 * fortnight from FORTNIGHT_EPOCH, the calendar month. An invoice run bills what was delivered before
 * it and leaves the current period's deliveries for a later run. PER_BOOKING has no period (null):
 * each delivered booking is due at once.
 */
export function currentPeriodStart(cycle: BillingCycle, now: Date): Date | null {
  switch (cycle) {
    case BILLING_CYCLE.PER_BOOKING:
      return null;
    case BILLING_CYCLE.WEEKLY:
      return mondayOf(now);
    case BILLING_CYCLE.FORTNIGHTLY: {
      const monday = mondayOf(now);
      // Calendar days, so a daylight-saving change in between cannot make a week 6.96 days long.
      const weeks = Math.round(differenceInCalendarDays(monday, FORTNIGHT_EPOCH) / 7);
      return Math.abs(weeks % 2) === 1 ? addWeeks(monday, -1) : monday;
    }
    case BILLING_CYCLE.MONTHLY:
      return startOfMonth(now);
  }
}

/**
 * Whether an invoice run at a period's start takes a delivery: one made before the period began (a
 * delivered booking with no delivery time is taken too: it cannot belong to the current period).
 */
export const isDueBefore = (deliveredAt: Date | string | null, periodStart: Date | null) =>
  periodStart === null || deliveredAt === null || new Date(deliveredAt) < periodStart;
