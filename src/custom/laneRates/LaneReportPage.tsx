import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Skeleton,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { LANE_REPORT_PAGE_SIZE, LANE_WINDOW_DAYS, type LanePlace } from '#domain/laneRates';
import { LoadError } from '../../components/LoadError';
import { CityAutocomplete, type CityOption } from '../../components/lookups/CityAutocomplete';
import { useVehicleTypes } from '../../components/lookups/useLookups';
import { saveFile } from '../../components/saveFile';
import { errorMessage } from '../../providers/errorMessage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useTranslateText } from '../../i18n/useTranslateText';
import { LaneTable, WeeksTable } from './LaneReportTables';

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
