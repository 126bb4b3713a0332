import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';
import { SPEC_LABELS, expandedTripStatuses, shipperRateShown, vehicleTypeLabel } from '#domain/configEntries';
import { tripStatusText } from '#domain/bookings';
import { formatDateTime } from '#domain/format';
import { useFreightDataProvider } from './useFreightDataProvider';
import { actingConfigKey, readActingConfig } from './actingConfig';

const CONFIG_STALE_MS = 60_000;

/**
 * One SPEC §3 config entry, shared by every screen that acts on it (the configuration screen
 * invalidates ['configs'] on save, so the running portal follows). No entry or no access is null:
 * the reader of src/domain/configEntries.ts then gives SPEC's default.
 */
export function useConfigEntry(name: string) {
  const dataProvider = useFreightDataProvider();
  const { data, isPending } = useQuery<ConfigEntry | null>({
    queryKey: actingConfigKey(name),
    queryFn: () => readActingConfig(dataProvider, name),
    staleTime: CONFIG_STALE_MS,
  });
  return { entry: data ?? null, isPending };
}

/** SPEC's labels, with VEHICLE_TYPE_TERMINOLOGY's name for "Vehicle Type" and SHIPPER_RATE's switch. */
export function useSpecLabels() {
  const terminology = useConfigEntry(CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY);
  const shipperRate = useConfigEntry(CONFIG_NAME.SHIPPER_RATE);
  const translate = useTranslate();
  const inLanguage = (name: keyof typeof SPEC_LABELS) => translate(`app.specLabels.${name}`, { _: SPEC_LABELS[name] });
  // A deployment's own word for the vehicle type is shown as it was given; SPEC's is translated.
  const vehicleType = vehicleTypeLabel(terminology.entry);
  return {
    shipperRate: inLanguage('shipperRate'),
    targetRate: inLanguage('targetRate'),
    cargoType: inLanguage('cargoType'),
    vehicleType: vehicleType === SPEC_LABELS.vehicleType ? inLanguage('vehicleType') : vehicleType,
    showShipperRate: shipperRateShown(shipperRate.entry),
    /** Still reading the entries: the labels and the shipper rate's switch may yet change. */
    isPending: terminology.isPending || shipperRate.isPending,
  };
}

/** The trip status in the words EXPANDED_TRIP_STATUSES asks for. */
export function useTripStatusText() {
  const expanded = expandedTripStatuses(useConfigEntry(CONFIG_NAME.EXPANDED_TRIP_STATUSES).entry);
  const translate = useTranslate();
  return (trip: Parameters<typeof tripStatusText>[0]) =>
    tripStatusText(trip, expanded, formatDateTime, (key, english, params) => translate(key, { _: english, ...params }));
}
