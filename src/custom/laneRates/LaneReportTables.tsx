import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import {
  LANE_MIN_TRIPS,
  LANE_SIDES,
  laneBookingFilter,
  laneBookingsPath,
  type LanePlace,
  type LaneSide,
} from '#domain/laneRates';
import type { LaneFiguresRecord, LaneReportRecord, LaneReportRow, LaneReportWeek } from '#domain/records/laneRates';
import { DataTable, type Column } from '../../components/DataTable';
import { dayOf } from '../../components/laneRates/useLaneRates';

/* The lane report's two tables (LaneReportPage): the lanes with both sides' figures, and the chart's weeks. */

/** A link to the bookings behind a figure. */
function FigureLink({ to, label, children }: { to: string; label: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      <bdi>{children}</bdi>
    </Link>
  );
}

export function LaneTable({
  report,
  isPending,
  days,
  currency,
}: {
  report: LaneReportRecord | undefined;
  isPending: boolean;
  days: string;
  currency: string;
}) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`app.laneRates.report.table.${key}`, options);
  const money = (value: number | null) => formatMoney(value === null ? null : Math.round(value), currency);
  const laneName = (row: LaneReportRow) =>
    translate('app.laneRates.region', { from: row.pickupCityName, to: row.dropOffCityName });
  const bookingsOf = (row: LaneReportRow, side: LaneSide) =>
    laneBookingsPath(
      laneBookingFilter(
        { pickupCityId: row.pickupCityId, dropOffCityId: row.dropOffCityId, vehicleTypeId: row.vehicleTypeId },
        side,
        report!,
      ),
    );
  const side = (row: LaneReportRow, name: LaneSide) => {
    const figures: LaneFiguresRecord = row[name];
    if (!figures.count) return text('none');
    const what = `${laneName(row)}, ${row.vehicleTypeName}: ${translate(`app.laneRates.sides.${name}`)}`;
    return (
      <Box>
        <FigureLink to={bookingsOf(row, name)} label={text('open', { what })}>
          {text('figures', { median: money(figures.median), p25: money(figures.p25), p75: money(figures.p75) })}
        </FigureLink>
        <Typography variant="caption" component="p" color="text.secondary">
          {text('count', { smart_count: figures.count })}
          {figures.count < LANE_MIN_TRIPS ? ` · ${text('few', { min: LANE_MIN_TRIPS })}` : ''}
        </Typography>
      </Box>
    );
  };
  const columns: Column<LaneReportRow>[] = [
    { label: 'app.laneRates.report.table.lane', render: (row) => <bdi>{laneName(row)}</bdi> },
    { label: 'app.laneRates.report.table.vehicleType', render: (row) => row.vehicleTypeName },
    {
      label: 'app.laneRates.report.table.trips',
      align: 'right',
      render: (row) => (
        <FigureLink
          to={bookingsOf(row, 'carrierAmount')}
          label={text('open', {
            what: `${laneName(row)}, ${row.vehicleTypeName}: ${text('count', { smart_count: row.trips })}`,
          })}
        >
          {String(row.trips)}
        </FigureLink>
      ),
    },
    { label: 'app.laneRates.report.table.shipperRate', render: (row) => side(row, 'shipperRate') },
    { label: 'app.laneRates.report.table.carrierAmount', render: (row) => side(row, 'carrierAmount') },
  ];
  return (
    <DataTable
      caption="app.laneRates.report.table.caption"
      rows={report?.lanes}
      columns={columns}
      rowKey={(row) => `${row.pickupCityId}-${row.dropOffCityId}-${row.vehicleTypeId}`}
      isPending={isPending}
      error={null}
      empty={translate('app.laneRates.report.empty', { days })}
    />
  );
}

/** The chart's points as a table: each week's trips and medians, each opening the week's bookings. */
export function WeeksTable({
  report,
  place,
  currency,
}: {
  report: LaneReportRecord;
  place: LanePlace;
  currency: string;
}) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`app.laneRates.report.${key}`, options);
  const money = (value: number | null) => formatMoney(value === null ? null : Math.round(value), currency);
  const bookingsOf = (week: LaneReportWeek, side: LaneSide) =>
    laneBookingsPath(laneBookingFilter(place, side, { windowStart: week.start, asOf: week.end }));
  const columns: Column<LaneReportWeek>[] = [
    { label: 'app.laneRates.report.chart.weekFrom', render: (week) => dayOf(week.start) },
    {
      label: 'app.laneRates.report.table.trips',
      align: 'right',
      render: (week) =>
        week.trips ? (
          <FigureLink
            to={bookingsOf(week, 'carrierAmount')}
            label={text('table.open', {
              what: text('chart.week', { date: dayOf(week.start), smart_count: week.trips }),
            })}
          >
            {String(week.trips)}
          </FigureLink>
        ) : (
          '0'
        ),
    },
    ...LANE_SIDES.map((laneSide): Column<LaneReportWeek> => ({
      label: `app.laneRates.report.chart.${laneSide}`,
      align: 'right',
      render: (week) =>
        week[laneSide].count ? (
          <FigureLink
            to={bookingsOf(week, laneSide)}
            label={text('table.open', {
              what: `${text('chart.week', { date: dayOf(week.start), smart_count: week[laneSide].count })}, ${translate(`app.laneRates.sides.${laneSide}`)}`,
            })}
          >
            {money(week[laneSide].median)}
          </FigureLink>
        ) : (
          '—'
        ),
    })),
  ];
  return (
    <DataTable
      caption="app.laneRates.report.chart.weeks"
      rows={[...report.weeks]}
      columns={columns}
      rowKey={(week) => week.start}
      isPending={false}
      error={null}
      empty="app.laneRates.report.chart.noSummary"
    />
  );
}
