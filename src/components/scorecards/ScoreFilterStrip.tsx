import { Box, Button, Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SCORE_FIGURES, type ScoreFigure } from '#domain/scorecards';
import type { BookingRecord } from '#domain/records/bookings';

const SCORE_FILTERS = ['partnerId', 'scoreFigure', 'scoreWindow', 'scoreAsOf'];

/**
 * On the booking list opened from a scorecard number: which number's bookings these are (the set, the
 * partner, the window), and a way back to every booking. The rows are exactly those the number counts.
 */
export function ScoreFilterStrip() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, data } = useListContext<BookingRecord>();
  const filter = filterValues as { partnerId?: number | string; scoreFigure?: string; scoreWindow?: string };
  if (!filter.scoreFigure || !SCORE_FIGURES.includes(filter.scoreFigure as ScoreFigure)) return null;
  const partner =
    data?.find((b) => String(b.partnerId) === String(filter.partnerId))?.partnerName ??
    (filter.partnerId ? translate('app.scorecards.filter.partner', { id: filter.partnerId }) : '');
  const label = translate('app.scorecards.filter.label', {
    figure: translate(`app.scorecards.filter.figures.${filter.scoreFigure}`),
    partner,
    window: translate(`app.scorecards.windows.${filter.scoreWindow === 'all' ? 'all' : '90d'}`),
  });
  const clear = () =>
    setFilters(
      Object.fromEntries(Object.entries(filterValues).filter(([key]) => !SCORE_FILTERS.includes(key))),
      displayedFilters,
    );
  return (
    <Box sx={{ px: 2, pt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip color="primary" variant="outlined" label={label} />
      <Button size="small" onClick={clear}>
        {translate('app.scorecards.filter.clear')}
      </Button>
    </Box>
  );
}
