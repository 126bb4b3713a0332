import type { SQL } from 'drizzle-orm';
import { CLOCK, CLOCK_NAMES, CLOCK_RULES, clockLimit, limitMs, mayReadClock, type ClockName } from '#domain/clocks';
import type { UserType } from '#domain/userTypes';
import type { AuthUser } from '../context';
import { configEntries } from '../db/configEntries';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { bidWindowClosingWhere, podUnpaidWhere, tripStalledWhere, verificationLateWhere } from './conditions';

/** Each clock's limit now: its config entry's value when set and valid, else the default (src/domain/clocks.ts). */
export async function clockLimits(db: Db): Promise<Record<ClockName, number>> {
  const names = CLOCK_NAMES.flatMap((clock) => CLOCK_RULES[clock].config ?? []);
  const entries = await configEntries(db, names);
  return Object.fromEntries(
    CLOCK_NAMES.map((clock) => {
      const config = CLOCK_RULES[clock].config;
      return [clock, clockLimit(clock, config ? entries.get(config) : null)];
    }),
  ) as Record<ClockName, number>;
}

/** The rows a clock counts with this limit, as of `now`. */
export function clockWhere(clock: ClockName, limit: number, now: Date = new Date()): SQL {
  const span = limitMs(clock, limit);
  if (clock === CLOCK.bidWindowClosing) return bidWindowClosingWhere(now, new Date(now.getTime() + span));
  const cutoff = new Date(now.getTime() - span);
  if (clock === CLOCK.verificationLate) return verificationLateWhere(cutoff);
  if (clock === CLOCK.podUnpaid) return podUnpaidWhere(cutoff);
  return tripStalledWhere(cutoff);
}

const asAccessUser = (user: AuthUser) => ({ userType: user.userType as UserType, permissions: user.permissions });

/** Whether the caller may read the clock (staff whose role opens its list; shippers their bid windows). */
export const mayRead = (user: AuthUser, clock: ClockName) => mayReadClock(asAccessUser(user), clock);

/**
 * A list's `clock=` filter: the clock's rows with its limit as configured now; a clock the caller
 * may not read is refused (403), never answered as an empty list.
 */
export async function clockFilter(db: Db, user: AuthUser, clock: ClockName): Promise<SQL> {
  if (!mayRead(user, clock)) throw forbidden();
  return clockWhere(clock, (await clockLimits(db))[clock]);
}
