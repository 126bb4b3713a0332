import { Type, type Static } from '@sinclair/typebox';
import { SCORE_FIGURES, SCORE_PARTS, SCORE_WINDOWS, VERIFICATION_STATES } from '../scorecards';
import { Count, DateTime, Id, Nullable, NullableOneOf, OneOf, Text } from './common';

const Figure = OneOf(SCORE_FIGURES);

/** A number out of another (rate null when there is nothing to count). */
export const ScoreRatioRecord = Type.Object({
  numerator: Count,
  denominator: Count,
  rate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
});
export type ScoreRatioRecord = Static<typeof ScoreRatioRecord>;

/**
 * A rate of a scorecard with its inputs: the two numbers, and the booking list's `scoreFigure` that
 * lists the bookings behind each, and behind the misses (null where the misses are the numerator).
 */
const RateFigure = Type.Object({
  ...ScoreRatioRecord.properties,
  numeratorFigure: Figure,
  denominatorFigure: Figure,
  missedFigure: NullableOneOf(SCORE_FIGURES),
});

/** One window of a scorecard: every figure with its inputs (src/domain/scorecards.ts defines each). */
export const ScorecardWindowRecord = Type.Object({
  window: OneOf(SCORE_WINDOWS),
  /** The window's start (asOf less 90 days); null for all time. */
  since: Nullable(DateTime),
  /** Trips delivered in the window (scoreFigure `trips`). */
  trips: Count,
  onTimePickup: Type.Object({ ...RateFigure.properties, graceHours: Type.Number() }),
  onTimeDelivery: Type.Object({
    ...RateFigure.properties,
    graceHours: Type.Number(),
    averageSpeedKmh: Type.Number(),
  }),
  podCompliance: Type.Object({ ...RateFigure.properties, dueDays: Type.Number() }),
  backouts: RateFigure,
  cancellations: RateFigure,
  /** 0–100, null with fewer than minTrips trips; each part's value (0–1, null: nothing to count) and weight. */
  score: Type.Object({
    value: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    minTrips: Count,
    parts: Type.Array(
      Type.Object({
        part: OneOf(SCORE_PARTS),
        weight: Count,
        value: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
      }),
    ),
  }),
});
export type ScorecardWindowRecord = Static<typeof ScorecardWindowRecord>;

/** GET /partners/:id/scorecard: the partner's record over the last 90 days and over all time. */
export const PartnerScorecardRecord = Type.Object({
  partnerId: Id,
  partnerName: Text,
  /** The partner's verification case: APPROVED, PENDING, REJECTED, or NONE. */
  verification: OneOf(VERIFICATION_STATES),
  /** The recent window's score (the one beside bids). */
  score: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** The moment the figures are counted as of; the booking list's `scoreAsOf` lists their bookings exactly. */
  asOf: DateTime,
  windows: Type.Array(ScorecardWindowRecord),
});
export type PartnerScorecardRecord = Static<typeof PartnerScorecardRecord>;

/** Beside a bid, for staff: its partner's recent score and on-time figures (the last 90 days). */
export const BidPartnerScoreRecord = Type.Object({
  score: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  trips: Count,
  onTimePickup: ScoreRatioRecord,
  onTimeDelivery: ScoreRatioRecord,
  verification: OneOf(VERIFICATION_STATES),
  asOf: DateTime,
});
export type BidPartnerScoreRecord = Static<typeof BidPartnerScoreRecord>;
