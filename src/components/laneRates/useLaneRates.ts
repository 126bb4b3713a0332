import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslate } from 'react-admin';
import { DATE_ONLY_FORMAT } from '#domain/limits';
import type { LaneRatesRecord } from '#domain/records/laneRates';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { LaneQuery } from '../../providers/laneRateCalls';

/** Lane figures change with each booking, not each second: one read serves a screen for a minute. */
const LANE_RATES_STALE_MS = 60_000;

/** A lane from what a form or a record holds: undefined until all three ids are there. */
export function laneOf(pickupCityId: unknown, dropOffCityId: unknown, vehicleTypeId: unknown): LaneQuery | undefined {
  const ids = [pickupCityId, dropOffCityId, vehicleTypeId].map((id) => (id === '' || id === null ? NaN : Number(id)));
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) return undefined;
  const [pickup, dropOff, vehicleType] = ids;
  return { pickupCityId: pickup, dropOffCityId: dropOff, vehicleTypeId: vehicleType };
}

/** One lane's rates as the caller may see them (GET /lane-rates); idle without a lane. */
export function useLaneRates(lane: LaneQuery | undefined) {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: ['lane-rates', lane?.pickupCityId, lane?.dropOffCityId, lane?.vehicleTypeId],
    queryFn: ({ signal }) => dataProvider.getLaneRates(lane!, signal),
    enabled: lane !== undefined,
    staleTime: LANE_RATES_STALE_MS,
    // A lane read that fails says so once; the screens go on without it.
    retry: false,
  });
}

/** The names a lane-rate answer is read with: its lane, its region and its window, in the reader's language. */
export function useLaneWords() {
  const translate = useTranslate();
  return {
    lane: (lane: LaneRatesRecord['lane']) =>
      translate('app.laneRates.lane', {
        from: lane.pickupCityName,
        to: lane.dropOffCityName,
        vehicle: lane.vehicleTypeName,
      }),
    region: (region: LaneRatesRecord['region']) =>
      translate('app.laneRates.region', { from: region.pickupStateName, to: region.dropOffStateName }),
    days: (windowDays: number) => translate('app.laneRates.days', { smart_count: windowDays }),
  };
}

/** An instant as the day it falls on, in SPEC's dd/MM/yyyy. */
export const dayOf = (instant: string | Date) => format(new Date(instant), DATE_ONLY_FORMAT);
