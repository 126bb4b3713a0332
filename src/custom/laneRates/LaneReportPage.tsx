import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Skeleton,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import {
  LANE_MIN_TRIPS,
  LANE_REPORT_PAGE_SIZE,
  LANE_WINDOW_DAYS,
  laneBookingFilter,
  laneBookingsPath,
  type LanePlace,
  type LaneSide,
} from '#domain/laneRates';
import type { LaneFiguresRecord, LaneReportRecord, LaneReportRow, LaneReportWeek } from '#domain/records/laneRates';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { CityAutocomplete, type CityOption } from '../../components/lookups/CityAutocomplete';
import { useVehicleTypes } from '../../components/lookups/useLookups';
import { dayOf } from '../../components/laneRates/useLaneRates';
import { saveFile } from '../../components/saveFile';
import { errorMessage } from '../../providers/errorMessage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useTranslateText } from '../../i18n/useTranslateText';

// MUI X's charts load with the chart, after the table: a phone or a slow line sees the figures first.
const LaneWeeksChart = lazy(() => import('./LaneWeeksChart'));

/** The report's filters: any of the lane's three ids. */
interface Filters {
  pickupCity: CityOption | null;
  dropOffCity: CityOption | null;
  vehicleTypeId: number | '';
}

/**
 * Staff's lane report: the lanes with trips in the window (busiest first, a page at a time) with what
 * shippers were asked and carriers paid, the weekly medians as a chart, and the CSV. Every figure is a
 * link to the bookings it was counted from (src/domain/laneRates.ts laneBookingFilter).
 */
export function LaneReportPage() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const notify = useNotify();
  const { currency } = useClientConfig();
  const vehicleTypes = useVehicleTypes();
  const [filters, setFilters] = useState<Filters>({ pickupCity: null, dropOffCity: null, vehicleTypeId: '' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(LANE_REPORT_PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);
  const text = (key: string, options?: object) => translate(`app.laneRates.report.${key}`, options);
  const days = translate('app.laneRates.days', { smart_count: LANE_WINDOW_DAYS });
  const query = {
    pickupCityId: filters.pickupCity?.id,
    dropOffCityId: filters.dropOffCity?.id,
    vehicleTypeId: filters.vehicleTypeId === '' ? undefined : filters.vehicleTypeId,
  };
  const report = useQuery({
    queryKey: ['lane-rates', 'report', query, page, pageSize],
    queryFn: ({ signal }) => dataProvider.getLaneReport({ ...query, page, pageSize }, signal),
    placeholderData: (previous) => previous,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await dataProvider.downloadLaneReport(query), 'lane-rates.csv');
    } catch (failure) {
      notify(translateText(errorMessage(failure)) || text('downloadFailed'), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  // The place a week's figures cover: the lanes the report is narrowed to.
  const place: LanePlace = Object.fromEntries(Object.entries(query).filter(([, id]) => id !== undefined));
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.laneRates.report.title" />
      <Typography variant="h5" component="h1">
        {text('title')}
      </Typography>
      <Typography color="text.secondary">{text('intro', { days })}</Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' },
              alignItems: 'center',
            }}
          >
            <CityAutocomplete
              id="lane-report-pickup"
              label="app.laneRates.report.pickupCity"
              value={filters.pickupCity}
              onChange={(city) => change({ pickupCity: city })}
            />
            <CityAutocomplete
              id="lane-report-drop-off"
              label="app.laneRates.report.dropOffCity"
              value={filters.dropOffCity}
              onChange={(city) => change({ dropOffCity: city })}
            />
            <TextField
              select
              id="lane-report-vehicle-type"
              label={text('vehicleType')}
              // "Any vehicle type" shows while none is chosen.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={filters.vehicleTypeId}
              onChange={(event) =>
                change({ vehicleTypeId: event.target.value === '' ? '' : Number(event.target.value) })
              }
            >
              <MenuItem value="">{text('anyVehicleType')}</MenuItem>
              {(vehicleTypes.data ?? []).map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!report.data?.lanes.length}
            >
              {text('download')}
            </Button>
          </Box>
          {report.data && report.data.totalLanes > 0 && (
            <Suspense fallback={<Skeleton variant="rounded" height={300} aria-label={text('chart.loading')} />}>
              <LaneWeeksChart weeks={report.data.weeks} days={days} currency={currency} place={place} />
            </Suspense>
          )}
        </CardContent>
      </Card>
      {report.isError && !report.data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Card>
          <CardContent>
            <LaneTable report={report.data} isPending={report.isPending} days={days} currency={currency} />
            {report.data && report.data.totalLanes > 0 && (
              <TablePagination
                component="div"
                count={report.data.totalLanes}
                page={page}
                onPageChange={(_event, next) => setPage(next)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={[10, 20, 50, 100]}
                onRowsPerPageChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(0);
                }}
              />
            )}
          </CardContent>
        </Card>
      )}
      {report.data && report.data.totalLanes > 0 && (
        <Card>
          <CardContent>
            <WeeksTable report={report.data} place={place} currency={currency} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** A link to the bookings behind a figure. */
function FigureLink({ to, label, children }: { to: string; label: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      <bdi>{children}</bdi>
    </Link>
  );
}

function LaneTable({
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
function WeeksTable({ report, place, currency }: { report: LaneReportRecord; place: LanePlace; currency: string }) {
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
    {
      label: 'app.laneRates.report.chart.shipperRate',
      align: 'right',
      render: (week) =>
        week.shipperRate.count ? (
          <FigureLink
            to={bookingsOf(week, 'shipperRate')}
            label={text('table.open', {
              what: `${text('chart.week', { date: dayOf(week.start), smart_count: week.shipperRate.count })}, ${translate('app.laneRates.sides.shipperRate')}`,
            })}
          >
            {money(week.shipperRate.median)}
          </FigureLink>
        ) : (
          '—'
        ),
    },
    {
      label: 'app.laneRates.report.chart.carrierAmount',
      align: 'right',
      render: (week) =>
        week.carrierAmount.count ? (
          <FigureLink
            to={bookingsOf(week, 'carrierAmount')}
            label={text('table.open', {
              what: `${text('chart.week', { date: dayOf(week.start), smart_count: week.carrierAmount.count })}, ${translate('app.laneRates.sides.carrierAmount')}`,
            })}
          >
            {money(week.carrierAmount.median)}
          </FigureLink>
        ) : (
          '—'
        ),
    },
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
