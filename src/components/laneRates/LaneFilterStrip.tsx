import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { LANE_SIDES, type LaneSide } from '#domain/laneRates';
import type { LaneListFilter } from '#domain/schemas/laneRates';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useVehicleTypes } from '../lookups/useLookups';
import { dayOf } from './useLaneRates';

/** The booking list's filters a lane-rate figure sets (src/domain/laneRates.ts laneBookingFilter). */
const LANE_KEYS = ['pickupCityId', 'dropOffCityId', 'pickupStateId', 'dropOffStateId', 'vehicleTypeId', 'laneSide'];

type LaneFilter = LaneListFilter & { fromDate?: string; toDate?: string };

/**
 * Above the booking list opened from a lane-rate figure: what it is narrowed to (the lane or region,
 * the side, the window), since those filters have no input of their own, and a way back to every booking.
 */
export function LaneFilterStrip() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filter = filterValues as LaneFilter;
  const translate = useTranslate();
  const dataProvider = useFreightDataProvider();
  const vehicleTypes = useVehicleTypes();
  const laneSide = LANE_SIDES.includes(filter.laneSide as LaneSide) ? filter.laneSide : undefined;
  const cityIds = [filter.pickupCityId, filter.dropOffCityId].filter((id): id is number => Boolean(id));
  const cities = useQuery({
    queryKey: ['lookups', 'cities', cityIds],
    queryFn: () => dataProvider.getCities(cityIds),
    enabled: Boolean(laneSide && cityIds.length),
  });
  const states = useQuery({
    queryKey: ['lookups', 'states', 'all'],
    queryFn: () => dataProvider.getStates(),
    enabled: Boolean(laneSide && (filter.pickupStateId || filter.dropOffStateId)),
  });
  if (!laneSide) return null;
  const any = translate('app.laneRates.filter.any');
  const cityName = (id?: number) =>
    id ? (cities.data?.find((city) => city.id === Number(id))?.name ?? `#${id}`) : any;
  const stateName = (id?: number) =>
    id ? (states.data?.find((state) => state.id === Number(id))?.name ?? `#${id}`) : any;
  const vehicle = filter.vehicleTypeId
    ? (vehicleTypes.data?.find((type) => type.id === Number(filter.vehicleTypeId))?.name ?? `#${filter.vehicleTypeId}`)
    : translate('app.laneRates.report.anyVehicleType');
  const place =
    filter.pickupStateId || filter.dropOffStateId
      ? translate('app.laneRates.filter.states', {
          from: stateName(filter.pickupStateId),
          to: stateName(filter.dropOffStateId),
        })
      : translate('app.laneRates.region', { from: cityName(filter.pickupCityId), to: cityName(filter.dropOffCityId) });
  const clear = () => {
    const others = Object.fromEntries(
      Object.entries(filterValues as Record<string, unknown>).filter(
        ([key]) => !LANE_KEYS.includes(key) && key !== 'fromDate' && key !== 'toDate',
      ),
    );
    setFilters(others, displayedFilters);
  };
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 1 }}
      data-testid="lane-filter"
      action={
        <Button color="inherit" size="small" onClick={clear}>
          {translate('app.laneRates.filter.clear')}
        </Button>
      }
    >
      {translate('app.laneRates.filter.text', {
        place: `${place}, ${vehicle}`,
        side: translate(`app.laneRates.sides.${laneSide}`),
        from: filter.fromDate ? dayOf(filter.fromDate) : any,
        to: filter.toDate ? dayOf(filter.toDate) : any,
      })}
    </Alert>
  );
}
