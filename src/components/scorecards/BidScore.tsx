import { Box, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { scoreColour } from '#domain/scorecards';
import type { BidPartnerScoreRecord } from '#domain/records/scorecards';
import type { Column } from '../DataTable';
import { PaletteChip } from '../PaletteChip';
import { usePercent } from './scoreTexts';

interface Props {
  partnerId: number;
  partnerName: string;
  score: BidPartnerScoreRecord | undefined;
}

/**
 * Beside a bid (staff): its partner's score over the last 90 days as a coloured chip that opens the
 * partner's scorecard, and the on-time pick-up and delivery rates under it.
 */
export function BidScore({ partnerId, partnerName, score }: Props) {
  const translate = useTranslate();
  const percent = usePercent();
  if (!score) return null;
  const label =
    score.score === null
      ? translate('app.scorecards.bids.openNone', { partner: partnerName })
      : translate('app.scorecards.bids.open', { score: score.score, partner: partnerName });
  return (
    <Box>
      <Link to={`/users/${partnerId}/show`} aria-label={label} title={label} underline="none">
        <PaletteChip
          label={score.score === null ? translate('app.scorecards.bids.none') : String(score.score)}
          colour={scoreColour(score.score)}
        />
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.scorecards.bids.onTime', {
          pickup: percent(score.onTimePickup.rate),
          delivery: percent(score.onTimeDelivery.rate),
        })}
      </Typography>
    </Box>
  );
}

type ScoredBid = { partnerId: number; partnerName: string; partnerScore?: BidPartnerScoreRecord };

/** The bids table's score column, when the API sent scores (staff only): none for the shipper side. */
export function scoreColumn<T extends ScoredBid>(rows: readonly T[] | undefined): Column<T> | null {
  if (!rows?.some((b) => b.partnerScore)) return null;
  return {
    label: 'app.scorecards.bids.column',
    render: (b) => <BidScore partnerId={b.partnerId} partnerName={b.partnerName} score={b.partnerScore} />,
  };
}
