import { useTranslate } from 'react-admin';
import { formatDistance } from '#domain/format';
import { routeDistanceKm, type GeoPoint } from '#domain/geo';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/**
 * A route's great-circle distance, stop to stop in order, in PREFERENCE's distance unit ("1,033 km");
 * a dash and a short note when a stop has no coordinates yet.
 */
export function useRouteDistance() {
  const { distanceUnit } = useClientConfig();
  const translate = useTranslate();
  return (stops: readonly (GeoPoint | null)[]) => {
    const km = routeDistanceKm(stops);
    return km === null ? translate('app.components.distance.missing') : formatDistance(km, distanceUnit);
  };
}
