import type { SQL } from 'drizzle-orm';
import { windowStart, type ScoreFigure, type ScoreWindow } from '#domain/scorecards';
import type { StatementValues } from '../db/keptStatements';
import { bookings } from '../db/schema';
import { figureWhere } from './conditions';

/** The scorecard filters of a booking list query (src/domain/schemas/scorecards.ts scoreFilterFields). */
interface ScoreListQuery {
  scoreFigure?: ScoreFigure | string;
  scoreWindow?: ScoreWindow | string;
  scoreAsOf?: Date;
}

/** Which scorecard set a booking list call asks for and over which window: part of its kept statement's shape. */
export const scoreListShape = (query: ScoreListQuery) => ({
  scoreFigure: (query.scoreFigure ?? '') as ScoreFigure | '',
  scoreWindow: (query.scoreFigure ? (query.scoreWindow ?? '90d') : '') as ScoreWindow | '',
});
export type ScoreListShape = ReturnType<typeof scoreListShape>;

export const hasScoreFilter = (shape: ScoreListShape) => shape.scoreFigure !== '';

/** The window's start and the moment counted as of, by their statement parameters' names. */
export function scoreListValues(query: ScoreListQuery) {
  if (!query.scoreFigure) return { scoreSince: undefined, scoreNow: undefined };
  const now = query.scoreAsOf ?? new Date();
  return { scoreSince: windowStart((query.scoreWindow ?? '90d') as ScoreWindow, now) ?? undefined, scoreNow: now };
}
type ScoreListValues = ReturnType<typeof scoreListValues>;

/**
 * The booking list's condition for a scorecard number: the same SQL that counted it (./conditions.ts),
 * so the list opened from a number holds exactly the bookings it counts.
 */
export function scoreListWhere(shape: ScoreListShape, v: StatementValues<ScoreListValues>): SQL[] {
  if (!shape.scoreFigure) return [];
  return [
    figureWhere(shape.scoreFigure, {
      since: shape.scoreWindow === 'all' ? undefined : v.value('scoreSince', bookings.createdAt),
      now: v.value('scoreNow', bookings.createdAt),
    }),
  ];
}
