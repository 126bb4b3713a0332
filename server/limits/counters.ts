import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SecretLockoutPolicy } from '../environment';
import type { Db } from '../db/client';
import { rateLimitCounters, secretLockouts } from '../db/schema';

/*
 * Counters and lockouts live in the database and are changed by single atomic statements (an upsert
 * whose new value depends on the stored one), timed by the database's clock: two API instances, or
 * two requests racing in one, can never both take the last unit of a budget.
 */

const millis = (ms: number) => sql`(${Math.round(ms)}::bigint * interval '1 millisecond')`;
const millisUntil = (column: SQL | typeof rateLimitCounters.windowEndsAt) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${column} - now())) * 1000))::int`;

export interface Hit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** When the window ends. */
  resetsInMs: number;
}

/** Counts one request under `key` in a fixed window of `windowMs` that starts with the first one. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const windowEnd = sql`now() + ${millis(windowMs)}`;
  const expired = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN ${windowEnd} ELSE ${rateLimitCounters.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetsInMs: millisUntil(rateLimitCounters.windowEndsAt) });
  return row;
}

/** How long the account's guesses are still refused, or 0. */
export async function lockedForMs(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ ms: millisUntil(sql`${secretLockouts.lockedUntil}`) })
    .from(secretLockouts)
    .where(and(eq(secretLockouts.key, key), gt(secretLockouts.lockedUntil, sql`now()`)));
  return row?.ms ?? 0;
}

/**
 * Counts a wrong guess. From the policy's threshold on, each one locks the account for baseMs,
 * doubled for every wrong guess past the threshold (capped at maxMs). Failures a day old are forgotten.
 */
export async function countFailure(db: Db, key: string, policy: SecretLockoutPolicy) {
  const lockAfter = (failures: SQL) =>
    sql`CASE WHEN ${failures} >= ${policy.threshold}::int
      THEN now() + least(${policy.maxMs}::float8, ${policy.baseMs}::float8 * power(2, least(${failures} - ${policy.threshold}::int, 40))) * interval '1 millisecond'
      END`;
  const stale = sql`${secretLockouts.lastFailureAt} < now() - interval '1 day'`;
  const failures = sql`(CASE WHEN ${stale} THEN 1 ELSE ${secretLockouts.failures} + 1 END)`;
  await db
    .insert(secretLockouts)
    .values({ key, failures: 1, lockedUntil: lockAfter(sql`1`), lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: secretLockouts.key,
      set: { failures, lockedUntil: lockAfter(failures), lastFailureAt: sql`now()` },
    });
}

/** A right guess: the account's wrong ones are forgotten. */
export async function clearFailures(db: Db, key: string) {
  await db.delete(secretLockouts).where(eq(secretLockouts.key, key));
}

/** Drops counters whose window has passed and lockouts that no longer lock anything. */
export async function sweepLimits(db: Db) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  await db
    .delete(secretLockouts)
    .where(
      and(
        lt(secretLockouts.lastFailureAt, sql`now() - interval '1 day'`),
        or(isNull(secretLockouts.lockedUntil), lt(secretLockouts.lockedUntil, sql`now()`)),
      ),
    );
}
