import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { PALETTE, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { bidDays, bidSummary, shipmentCounts } from './dashboardData';

const CHART_HEIGHT = 260;

/** A chart as a figure: named by its caption, described by a sentence that says what it shows. */
function ChartFigure({ caption, summary, children }: { caption: string; summary: string; children: ReactNode }) {
  const captionId = useId();
  const summaryId = useId();
  return (
    <Box
      component="figure"
      role="figure"
      aria-labelledby={captionId}
      aria-describedby={summaryId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Typography component="figcaption" id={captionId} variant="subtitle1">
        {caption}
      </Typography>
      <Box sx={{ height: CHART_HEIGHT }}>{children}</Box>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}

/** Shipments per status as bars, each bar in its status's palette colour. */
export function ShipmentStatusChart({ counts }: { counts: unknown }) {
  const translate = useTranslate();
  const label = useEnumLabel();
  const rows = shipmentCounts(counts);
  const labels = rows.map((row) => label('shipmentStatus', row.status));
  const summary = `${rows.map((row, index) => `${labels[index]} ${row.count}`).join(', ')}.`;
  return (
    <ChartFigure caption={translate('app.dashboard.sections.shipmentsByStatus')} summary={summary}>
      <BarChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            colorMap: {
              type: 'ordinal',
              values: labels,
              colors: rows.map((row) => PALETTE[SHIPMENT_STATUS_COLOURS[row.status]].ink),
            },
          },
        ]}
        series={[{ data: rows.map((row) => row.count), label: translate('app.dashboard.charts.shipments') }]}
      />
    </ChartFigure>
  );
}

const BID_SERIES = [
  { key: 'placed', label: 'app.dashboard.charts.placed', colour: PALETTE.blue.ink },
  { key: 'accepted', label: 'app.dashboard.charts.accepted', colour: PALETTE.teal.ink },
  { key: 'rejected', label: 'app.dashboard.charts.rejected', colour: PALETTE.red.ink },
] as const;

/** Bids placed, accepted and rejected per day (the bids report, read defensively). */
export function BidsPerDayChart({ report }: { report: unknown }) {
  const translate = useTranslate();
  const days = bidDays(report);
  return (
    <ChartFigure caption={translate('app.dashboard.charts.bidsPerDay')} summary={bidSummary(days, translate)}>
      {days.length > 0 && (
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: days.map((day) => day.date.slice(5)) }]}
          series={BID_SERIES.map((s) => ({
            data: days.map((day) => day[s.key]),
            label: translate(s.label),
            color: s.colour,
          }))}
        />
      )}
    </ChartFigure>
  );
}
