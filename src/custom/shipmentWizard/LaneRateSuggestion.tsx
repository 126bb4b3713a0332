import { Alert, AlertTitle, Box, Button, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { formatMoney } from '#domain/format';
import { LANE_MIN_TRIPS, laneBookingFilter, laneBookingsPath } from '#domain/laneRates';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { laneOf, useLaneRates, useLaneWords } from '../../components/laneRates/useLaneRates';
import { useWizardForm } from './fields';

/**
 * The Pricing step's suggestion: once the first pick-up city, the last drop-off city and the vehicle
 * type are chosen, what shippers were asked on that lane lately (the median, its 25th–75th percentile
 * range and how many trips), as guidance, never a promise; "Use suggested rate" fills the Shipper
 * Rate. Loading shows a skeleton and a failure a note: nothing here holds the wizard up.
 */
export function LaneRateSuggestion() {
  const translate = useTranslate();
  const words = useLaneWords();
  const isStaff = useIsStaff();
  const { currency } = useClientConfig();
  const { watch, setValue } = useWizardForm();
  const [pickups, dropOffs, vehicleTypeId, bidCategoryTypeId] = watch([
    'pickupLocations',
    'dropOffLocations',
    'vehicleTypeId',
    'bidCategoryTypeId',
  ]);
  const lane = laneOf(pickups[0]?.cityId, dropOffs[dropOffs.length - 1]?.cityId, vehicleTypeId);
  const rates = useLaneRates(lane);
  const text = (key: string, options?: object) => translate(`app.laneRates.suggestion.${key}`, options);
  if (!lane) return null;
  if (rates.isPending) return <Skeleton variant="rounded" height={72} aria-label={text('loading')} />;
  if (rates.isError)
    return (
      <Alert severity="info" variant="outlined">
        {text('failed')}
      </Alert>
    );
  const { shipperRate } = rates.data;
  // Only the shipper side is suggested; an answer without it (a caller who may not see it) suggests nothing.
  if (!shipperRate) return null;
  const money = (amount: number | null) => formatMoney(amount === null ? null : Math.round(amount), currency);
  const days = words.days(rates.data.windowDays);
  const laneName = words.lane(rates.data.lane);
  const regionName = words.region(rates.data.region);
  if (rates.data.basis === 'none' || shipperRate.median === null)
    return (
      <Alert severity="info" variant="outlined" data-testid="lane-rate-suggestion">
        {text('none', {
          lane: laneName,
          laneTrips: rates.data.trips.lane,
          regionTrips: rates.data.trips.region ?? rates.data.trips.lane,
          region: regionName,
          days,
          min: LANE_MIN_TRIPS,
        })}
      </Alert>
    );
  const perTonne = Number(bidCategoryTypeId) === BID_CATEGORY_TYPE.PER_TONNE;
  const place =
    rates.data.basis === 'lane'
      ? { pickupCityId: lane.pickupCityId, dropOffCityId: lane.dropOffCityId, vehicleTypeId: lane.vehicleTypeId }
      : {
          pickupStateId: rates.data.region.pickupStateId,
          dropOffStateId: rates.data.region.dropOffStateId,
          vehicleTypeId: lane.vehicleTypeId,
        };
  const median = Math.round(shipperRate.median);
  return (
    <Alert severity="info" variant="outlined" icon={false} data-testid="lane-rate-suggestion">
      <AlertTitle>{text('title', { median: money(shipperRate.median) })}</AlertTitle>
      <Typography variant="body2">
        {text('range', { p25: money(shipperRate.p25), p75: money(shipperRate.p75) })}
      </Typography>
      <Typography variant="body2">
        {rates.data.basis === 'lane'
          ? text('lane', { smart_count: shipperRate.count, lane: laneName, days })
          : text('region', {
              smart_count: shipperRate.count,
              region: regionName,
              laneTrips: rates.data.trips.lane,
              days,
            })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text('guidance')}
      </Typography>
      {perTonne && <Typography variant="body2">{text('perTonne')}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        {!perTonne && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setValue('shipperRate', String(median), { shouldDirty: true, shouldValidate: true })}
          >
            {text('use')}
          </Button>
        )}
        {/* The bookings behind the figure: staff's list holds every company's, the shipper's only its own. */}
        {isStaff && (
          <Link
            component={RouterLink}
            to={laneBookingsPath(laneBookingFilter(place, 'shipperRate', rates.data))}
            variant="body2"
          >
            {text('bookings')}
          </Link>
        )}
      </Box>
    </Alert>
  );
}
