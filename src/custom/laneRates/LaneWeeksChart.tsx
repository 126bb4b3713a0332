import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { laneBookingFilter, laneBookingsPath, type LanePlace } from '#domain/laneRates';
import { PALETTE } from '#domain/palette';
import type { LaneReportWeek } from '#domain/records/laneRates';
import { dayOf } from '../../components/laneRates/useLaneRates';

const HEIGHT = 260;

interface Props {
  weeks: readonly LaneReportWeek[];
  days: string;
  currency: string;
  /** The lanes the report is narrowed to: a point opens the bookings of its week on them. */
  place?: LanePlace;
}

/**
 * The weekly medians of the window as two lines (shipper rate, carrier amount), a gap where a week had
 * no trip. Named by its caption and described by a sentence for those who cannot see it; the table
 * below it holds every point. A point opens the bookings of its week. Its own chunk with MUI X's
 * charts: the report's table does not wait for it.
 */
export default function LaneWeeksChart({ weeks, days, currency, place = {} }: Props) {
  const captionId = useId();
  const summaryId = useId();
  const translate = useTranslate();
  const navigate = useNavigate();
  const text = (key: string, options?: object) => translate(`app.laneRates.report.chart.${key}`, options);
  const money = (value: number | null) => formatMoney(value === null ? null : Math.round(value), currency);
  const withTrips = weeks.filter((week) => week.trips > 0);
  const first = withTrips[0];
  const last = withTrips[withTrips.length - 1];
  const summary = first
    ? text('summary', {
        weeks: weeks.length,
        firstShipper: money(first.shipperRate.median),
        lastShipper: money(last.shipperRate.median),
        firstCarrier: money(first.carrierAmount.median),
        lastCarrier: money(last.carrierAmount.median),
      })
    : text('noSummary');
  const open = (index: number | undefined) => {
    const week = index === undefined ? undefined : weeks[index];
    if (!week?.trips) return;
    navigate(laneBookingsPath(laneBookingFilter(place, 'carrierAmount', { windowStart: week.start, asOf: week.end })));
  };
  return (
    <Box component="figure" aria-labelledby={captionId} aria-describedby={summaryId} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle1">
        {text('caption', { days })}
      </Typography>
      <Box sx={{ height: HEIGHT }}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          xAxis={[{ data: weeks.map((week) => dayOf(week.start)), scaleType: 'point' }]}
          yAxis={[{ valueFormatter: (value: number) => formatMoney(value, currency), width: 90 }]}
          onMarkClick={(_event, item) => open(item.dataIndex)}
          series={[
            {
              data: weeks.map((week) => week.shipperRate.median),
              label: text('shipperRate'),
              color: PALETTE.blue.ink,
              valueFormatter: (value) => money(value),
            },
            {
              data: weeks.map((week) => week.carrierAmount.median),
              label: text('carrierAmount'),
              color: PALETTE.teal.ink,
              valueFormatter: (value) => money(value),
            },
          ]}
        />
      </Box>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}
