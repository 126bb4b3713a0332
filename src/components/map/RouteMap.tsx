import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useGoogleMapsKey, type MapPoint } from './mapConfig';

const GoogleRouteMap = lazy(() => import('./GoogleRouteMap'));

/**
 * Points on a Google map when GOOGLE_MAP_API holds a key; otherwise (as offline) a clear note and
 * the fallback, which lists the same points with their coordinates. A route's points are joined by a
 * line; `connect={false}` marks separate places (see PlacesMap).
 */
export function RouteMap({
  points,
  fallback,
  what = 'stops',
  connect = true,
}: {
  points: MapPoint[];
  fallback: ReactNode;
  what?: string;
  connect?: boolean;
}) {
  const { apiKey, mapId, isPending } = useGoogleMapsKey();
  if (isPending) return <LinearProgress aria-label="Loading map settings" />;
  const usable = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (!apiKey || !usable.length) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 1 }}>
          {apiKey
            ? 'No coordinates to show on the map.'
            : `The map is off: no Google Maps key is configured (GOOGLE_MAP_API). The ${what} and their coordinates:`}
        </Alert>
        {fallback}
      </>
    );
  }
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading map" />}>
      <GoogleRouteMap apiKey={apiKey} mapId={mapId} points={usable} fallback={fallback} connect={connect} />
    </Suspense>
  );
}
