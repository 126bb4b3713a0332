import type { ReactNode } from 'react';
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import {
  AVERAGE_SPEED_KMH,
  DELIVERY_GRACE_HOURS,
  MIN_TRIPS_FOR_SCORE,
  PICKUP_GRACE_HOURS,
  POD_DUE_DAYS,
  SCORE_WEIGHTS,
  scoreColour,
  type ScoreRate,
} from '#domain/scorecards';
import type { PartnerScorecardRecord, ScorecardWindowRecord } from '#domain/records/scorecards';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { PartLoadError } from '../LoadError';
import { PaletteChip } from '../PaletteChip';
import { ShowSection } from '../ShowSection';
import { FigureLink, RateCell } from './ScorecardFigures';

const RATES: ScoreRate[] = ['onTimePickup', 'onTimeDelivery', 'podCompliance', 'backouts', 'cancellations'];

/** The partner's scorecard, read from the API (staff, and a partner its own). */
export function usePartnerScorecard(partnerId: number | undefined) {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: ['scorecards', partnerId],
    queryFn: () => dataProvider.getPartnerScorecard(partnerId!),
    enabled: partnerId !== undefined,
  });
}

/**
 * A partner's scorecard on its page: every figure over the last 90 days and over all time, each
 * number a link to the bookings behind it (the booking list's scorecard filter, as of the moment the
 * figures were counted), the rules in words, and the score with its verification.
 */
export function PartnerScorecard({ partnerId }: { partnerId: number }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { data, isPending, error } = usePartnerScorecard(partnerId);
  if (isPending) return <LinearProgress aria-label={translate('app.scorecards.loading')} />;
  if (error || !data) return <PartLoadError error={error} />;
  const verification =
    data.verification === 'NONE'
      ? translate('app.scorecards.verification.NONE')
      : enumLabel('caseStatus', data.verification);
  return (
    <ShowSection
      title="app.scorecards.title"
      aside={
        <>
          <ScoreChip score={data.score} />
          <PaletteChip
            label={`${translate('app.scorecards.names.verification')}: ${verification}`}
            colour={data.verification === 'APPROVED' ? 'green' : data.verification === 'REJECTED' ? 'red' : 'amber'}
          />
        </>
      }
    >
      <ScorecardTable card={data} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.scorecards.asOf', { time: formatDateTime(data.asOf) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.scorecards.rules', {
          pickupGrace: PICKUP_GRACE_HOURS,
          deliveryGrace: DELIVERY_GRACE_HOURS,
          speed: AVERAGE_SPEED_KMH,
          podDays: POD_DUE_DAYS,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.scorecards.weights', SCORE_WEIGHTS)}
      </Typography>
    </ShowSection>
  );
}

function ScoreChip({ score }: { score: number | null }) {
  const translate = useTranslate();
  return (
    <PaletteChip
      label={
        score === null
          ? translate('app.scorecards.noScore')
          : `${translate('app.scorecards.names.score')}: ${translate('app.scorecards.score', { score })}`
      }
      colour={scoreColour(score)}
    />
  );
}

/** The figures, one row each, the windows side by side. */
function ScorecardTable({ card }: { card: PartnerScorecardRecord }) {
  const translate = useTranslate();
  const windowName = (w: ScorecardWindowRecord) => translate(`app.scorecards.windows.${w.window}`);
  const row = (name: string, cell: (w: ScorecardWindowRecord) => ReactNode) => (
    <TableRow key={name}>
      <TableCell component="th" scope="row">
        {translate(`app.scorecards.names.${name}`)}
      </TableCell>
      {card.windows.map((w) => (
        <TableCell key={w.window}>{cell(w)}</TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.scorecards.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.scorecards.figure')}</TableCell>
            {card.windows.map((w) => (
              <TableCell key={w.window}>{windowName(w)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {row('trips', (w) => (
            <FigureLink card={card} window={w} figure="trips" name="trips" count={w.trips}>
              {translate('app.scorecards.trips', { count: w.trips })}
            </FigureLink>
          ))}
          {RATES.map((rate) => row(rate, (w) => <RateCell card={card} window={w} rate={rate} />))}
          {row('score', (w) =>
            w.score.value === null ? (
              <>
                {translate('app.scorecards.noScore')}
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('app.scorecards.noScoreWhy', { smart_count: MIN_TRIPS_FOR_SCORE })}
                </Typography>
              </>
            ) : (
              <PaletteChip
                label={translate('app.scorecards.score', { score: w.score.value })}
                colour={scoreColour(w.score.value)}
              />
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
