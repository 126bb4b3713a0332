import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { scoreBookingsPath, type ScoreFigure, type ScoreRate } from '#domain/scorecards';
import type { PartnerScorecardRecord, ScorecardWindowRecord } from '#domain/records/scorecards';
import { textWithParts, usePercent } from './scoreTexts';

/** The rates whose misses are named beside them ("2 late"). */
const MISSED: Partial<Record<ScoreRate, true>> = { onTimePickup: true, onTimeDelivery: true, podCompliance: true };

/** "18 of 20 pick-ups on time · 90% · 2 late", each number opening its bookings. */
export function RateCell({
  card,
  window,
  rate,
}: {
  card: PartnerScorecardRecord;
  window: ScorecardWindowRecord;
  rate: ScoreRate;
}) {
  const translate = useTranslate();
  const percent = usePercent();
  const figure = window[rate];
  const link = (which: ScoreFigure, count: number) => (
    <FigureLink card={card} window={window} figure={which} name={rate} count={count}>
      {count}
    </FigureLink>
  );
  const missed = figure.denominator - figure.numerator;
  return (
    <Box>
      {textWithParts(translate, `app.scorecards.ratios.${rate}`, {
        numerator: link(figure.numeratorFigure, figure.numerator),
        denominator: link(figure.denominatorFigure, figure.denominator),
      })}
      {' · '}
      {figure.rate === null ? translate('app.scorecards.nothingYet') : percent(figure.rate)}
      {MISSED[rate] && figure.missedFigure && missed > 0 && (
        <>
          {' · '}
          <FigureLink card={card} window={window} figure={figure.missedFigure} name={rate} count={missed}>
            {translate(`app.scorecards.missed.${rate}`, { count: missed })}
          </FigureLink>
        </>
      )}
    </Box>
  );
}

/** A number of the scorecard as a link to the bookings behind it; its name says which and how many. */
export function FigureLink({
  card,
  window,
  figure,
  name,
  count,
  children,
}: {
  card: PartnerScorecardRecord;
  window: ScorecardWindowRecord;
  figure: ScoreFigure;
  name: string;
  count: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const label = translate('app.scorecards.openFigure', {
    smart_count: count,
    figure: `${translate(`app.scorecards.filter.figures.${figure}`)} (${translate(`app.scorecards.names.${name}`)}, ${translate(`app.scorecards.windows.${window.window}`)})`,
  });
  return (
    <Link to={scoreBookingsPath(card.partnerId, figure, window.window, card.asOf)} aria-label={label} title={label}>
      {children}
    </Link>
  );
}
