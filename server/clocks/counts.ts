import { and, count, eq, type SQL } from 'drizzle-orm';
import { CLOCK, CLOCK_NAMES, CLOCK_RULES, type ClockName } from '#domain/clocks';
import type { ClockRecord } from '#domain/records/clocks';
import { isCompanyScoped } from '#domain/userTypes';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, shipments, verificationCases } from '../db/schema';
import { clockLimits, clockWhere, mayRead } from './limits';

/** One clock's count: one statement over the table its list reads, with the caller's company where it has one. */
async function countOf(db: Db, clock: ClockName, where: SQL, user: AuthUser): Promise<number> {
  if (clock === CLOCK.bidWindowClosing) {
    const company = isCompanyScoped(user.userType) ? eq(shipments.companyId, user.companyId ?? -1) : undefined;
    const [row] = await db.select({ n: count() }).from(shipments).where(and(where, company));
    return row.n;
  }
  if (clock === CLOCK.verificationLate) {
    const [row] = await db.select({ n: count() }).from(verificationCases).where(where);
    return row.n;
  }
  const [row] = await db.select({ n: count() }).from(bookings).where(where);
  return row.n;
}

/** GET /clocks: every clock the caller may read, with its count, the limit it was counted with and its list. */
export async function clocksFor(db: Db, user: AuthUser, now: Date = new Date()): Promise<ClockRecord[]> {
  const readable = CLOCK_NAMES.filter((clock) => mayRead(user, clock));
  if (!readable.length) return [];
  const limits = await clockLimits(db);
  return Promise.all(
    readable.map(async (clock) => {
      const rule = CLOCK_RULES[clock];
      return {
        clock,
        count: await countOf(db, clock, clockWhere(clock, limits[clock], now), user),
        limit: limits[clock],
        unit: rule.unit,
        kind: rule.kind,
        list: rule.list,
        configName: rule.config ?? null,
      };
    }),
  );
}
