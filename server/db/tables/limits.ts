import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits, one row per key (route kind, identity, IP) and window. Kept in
 * the database, not in a process, so a limit holds across every API instance on one PostgreSQL.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Wrong guesses of a secret (a one-time code, a PIN, a current password) per account. Past a threshold
 * the account's guesses are refused until `lockedUntil`, which doubles with every further wrong guess.
 */
export const secretLockouts = pgTable(
  'secret_lockouts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('secret_lockouts_last_failure_idx').on(t.lastFailureAt)],
);
