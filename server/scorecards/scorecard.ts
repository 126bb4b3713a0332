import {
  AVERAGE_SPEED_KMH,
  DELIVERY_GRACE_HOURS,
  MIN_TRIPS_FOR_SCORE,
  PICKUP_GRACE_HOURS,
  POD_DUE_DAYS,
  SCORE_PARTS,
  SCORE_RATES,
  SCORE_WEIGHTS,
  SCORE_WINDOWS,
  ratesOf,
  scoreOf,
  scorePartsOf,
  windowStart,
  type ScoreCounts,
  type ScoreRate,
  type ScoreWindow,
  type VerificationState,
} from '#domain/scorecards';
import type { BidPartnerScoreRecord, PartnerScorecardRecord, ScorecardWindowRecord } from '#domain/records/scorecards';
import type { Conn } from '../db/query';
import { keptScorecards, type KeptScorecard } from './kept';

/** One window's figures with their inputs, from its counts. */
function windowOf(
  window: ScoreWindow,
  counts: ScoreCounts,
  verification: VerificationState,
  asOf: Date,
): ScorecardWindowRecord {
  const rates = ratesOf(counts);
  const rate = (name: ScoreRate) => ({
    ...rates[name],
    numeratorFigure: SCORE_RATES[name].numerator,
    denominatorFigure: SCORE_RATES[name].denominator,
    missedFigure: SCORE_RATES[name].missed,
  });
  const parts = scorePartsOf(counts, verification);
  const since = windowStart(window, asOf);
  return {
    window,
    since: since ? since.toISOString() : null,
    trips: counts.trips,
    onTimePickup: { ...rate('onTimePickup'), graceHours: PICKUP_GRACE_HOURS },
    onTimeDelivery: {
      ...rate('onTimeDelivery'),
      graceHours: DELIVERY_GRACE_HOURS,
      averageSpeedKmh: AVERAGE_SPEED_KMH,
    },
    podCompliance: { ...rate('podCompliance'), dueDays: POD_DUE_DAYS },
    backouts: rate('backouts'),
    cancellations: rate('cancellations'),
    score: {
      value: scoreOf(counts, verification),
      minTrips: MIN_TRIPS_FOR_SCORE,
      parts: SCORE_PARTS.map((part) => ({ part, weight: SCORE_WEIGHTS[part], value: parts[part] })),
    },
  };
}

/** The scorecard of GET /partners/:id/scorecard. */
export async function partnerScorecard(
  db: Conn,
  partner: { id: number; fullName: string },
): Promise<PartnerScorecardRecord> {
  const card = (await keptScorecards(db, [partner.id])).get(partner.id)!;
  const verification = card.verification;
  const windows = SCORE_WINDOWS.map((window) => windowOf(window, card.counts[window], verification, card.asOf));
  return {
    partnerId: partner.id,
    partnerName: partner.fullName,
    verification,
    score: windows[0].score.value,
    asOf: card.asOf.toISOString(),
    windows,
  };
}

/** What a bid shows of its partner: the recent score and on-time figures. */
export const bidScoreOf = (card: KeptScorecard, verification: VerificationState): BidPartnerScoreRecord => {
  const counts = card.counts['90d'];
  const rates = ratesOf(counts);
  return {
    score: scoreOf(counts, verification),
    trips: counts.trips,
    onTimePickup: rates.onTimePickup,
    onTimeDelivery: rates.onTimeDelivery,
    verification,
    asOf: card.asOf.toISOString(),
  };
};

/** The recent scores of the partners of a page of bids: one read (and one count of those not kept), whatever the number of bids. */
export async function partnerScores(db: Conn, partnerIds: readonly number[]) {
  const kept = await keptScorecards(db, partnerIds);
  return new Map([...kept].map(([id, card]) => [id, bidScoreOf(card, card.verification)]));
}
