import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ScoreCounts, ScoreWindow } from '#domain/scorecards';
import { users } from './people';

/**
 * Carrier scorecards as last counted (server/scorecards/kept.ts): how many of a partner's bookings
 * each scorecard set holds in each window, as of `as_of`. Counting a partner with tens of thousands
 * of bookings takes a second, so the bid lists and the partner's page read these counts. Triggers
 * (migration scorecards) forget a partner's row whenever one of its bookings, its bids' backouts, its
 * proofs of delivery or its shipments' loading times or cities change; a row older than
 * KEPT_SCORECARD_MINUTES is counted again (the 90-day window moves on).
 */
export const partnerScorecards = pgTable('partner_scorecards', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  counts: jsonb('counts').$type<Record<ScoreWindow, ScoreCounts>>().notNull(),
});
