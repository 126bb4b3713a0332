import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';
import { EARLIEST_DATE, LATEST_DATE } from '#domain/limits';
import { MESSAGES } from '#domain/messages';

export type DayEdge = 'start' | 'end';

/**
 * Whether a typed date is finished: a real day whose year has four digits. MUI X reads a year being
 * typed as a date already ("2" is the year 0002, then 0020…), so those are still being typed, not wrong.
 */
export const isComplete = (date: Date | null): date is Date =>
  date !== null && isValid(date) && date.getFullYear() >= 1000;

/** What a filter stores for a picked day: the first or last instant of the user's local day, or the bare day. */
export const dayFilterValue = (date: Date, edge: DayEdge, bareDay = false) =>
  bareDay ? format(date, 'yyyy-MM-dd') : (edge === 'start' ? startOfDay(date) : endOfDay(date)).toISOString();

const dateOf = (value: unknown) => {
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/** A finished date out of the range the API keeps (years 1970 to 9999). */
export const outOfRange = (value: unknown) => {
  const date = dateOf(value);
  return date !== null && (date < EARLIEST_DATE || date > LATEST_DATE);
};

/**
 * A day filter's own check, by its field: a finished date the API cannot keep, and an "until" before
 * its "from" (compared as days). The API checks the same (src/domain/schemas/listQuery.ts).
 */
export function dayFilterError(value: unknown, values: Record<string, unknown>, after?: string): string | undefined {
  if (outOfRange(value)) return MESSAGES.invalidDate;
  const to = dateOf(value);
  const from = after ? dateOf(values[after]) : null;
  if (to && from && !outOfRange(values[after!]) && endOfDay(to) < startOfDay(from))
    return MESSAGES.toDateBeforeFromDate;
  return undefined;
}
