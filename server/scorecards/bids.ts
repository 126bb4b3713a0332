import { compareScores } from '#domain/scorecards';
import type { BidListQuery } from '#domain/schemas/scorecards';
import type { BidPartnerScoreRecord } from '#domain/records/scorecards';
import type { AuthUser } from '../context';
import { isInternal } from '../auth/guard';
import type { Conn } from '../db/query';
import { partnerScores } from './scorecard';

type Bid = { partnerId: number };

/**
 * A list of bids (newest first, as read) for its viewer: staff get each bid's partner score (the
 * partners' kept scorecards, read once for the whole list) and may sort by it, best first and bids of
 * partners without a score last; `order=ASC` turns either order round (the unscored stay last).
 * The shipper side and carriers are not told partners' scores.
 */
export async function scoredBids<T extends Bid>(
  db: Conn,
  user: AuthUser,
  bids: readonly T[],
  query: Partial<BidListQuery>,
): Promise<(T & { partnerScore?: BidPartnerScoreRecord })[]> {
  const ascending = query.order === 'ASC';
  if (!isInternal(user) || !bids.length) return ascending ? [...bids].reverse() : [...bids];
  const scores = await partnerScores(
    db,
    bids.map((bid) => bid.partnerId),
  );
  const scored = bids.map((bid) => ({ ...bid, partnerScore: scores.get(bid.partnerId)! }));
  if (query.sort === 'score')
    // A stable sort: bids of equal scores stay newest first.
    return scored.sort((a, b) => compareScores(a.partnerScore.score, b.partnerScore.score, ascending));
  return ascending ? scored.reverse() : scored;
}
