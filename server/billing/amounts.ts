import { format } from 'date-fns';
import { taxMinorOf, toMajor } from '#domain/money';

/** Invoice arithmetic in whole minor units: the tax rule lives in src/domain/money.ts, shared with the portal's preview. */
export { taxMinorOf };

/** Whole Rs (a booking's amount) to paisa. */
export const minorOfRupees = (rupees: number) => rupees * 100;

/** Major units for an answer: minor / 100, a number with at most 2 decimals. */
export const major = (minor: number | string | null | undefined) =>
  minor === null || minor === undefined ? 0 : toMajor(Number(minor));

/** The invoice's number, from its id: INV-000123. */
export const invoiceCode = (id: number) => `INV-${String(id).padStart(6, '0')}`;

/** Today's date where the server runs, as 'YYYY-MM-DD'. */
export const todayIso = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');

/** A 'YYYY-MM-DD' date plus whole days, on the calendar (no time zone can shift it). */
export function addDaysIso(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
