import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useQuery } from '@tanstack/react-query';
import { CONFIG_ENABLED, CONFIG_NAME } from '#domain/clientConfig';
import { mapDefaultPosition } from '#domain/configEntries';
import { useConfigEntry } from '../../providers/useConfigEntry';

export interface MapPoint {
  latitude: number;
  longitude: number;
  label: string;
}

/** SPEC §3 GOOGLE_MAP_API [api key, map id]: the live map is on only when it is enabled with a key. */
export function useGoogleMapsKey() {
  const dataProvider = useFreightDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['config', CONFIG_NAME.GOOGLE_MAP_API],
    // No entry (404) or no access means no map: the fallback is the answer, not an error.
    queryFn: () => dataProvider.getConfig(CONFIG_NAME.GOOGLE_MAP_API).catch(() => null),
    staleTime: 5 * 60_000,
  });
  const [apiKey, mapId] = data?.enabled === CONFIG_ENABLED ? data.values : [];
  return { isPending, apiKey: apiKey?.trim() || undefined, mapId: mapId?.trim() || undefined };
}

/** SPEC §3 "Other display items": MAP_DEFAULT_POSITION, where the map opens when nothing on it has coordinates. */
export function useMapDefaultPosition() {
  const { entry, isPending } = useConfigEntry(CONFIG_NAME.MAP_DEFAULT_POSITION);
  return { position: mapDefaultPosition(entry), isPending };
}
