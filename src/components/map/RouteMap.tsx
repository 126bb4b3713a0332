import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGoogleMapsKey, type MapPoint } from './mapConfig';

const GoogleRouteMap = lazy(() => import('./GoogleRouteMap'));

/**
 * Points on a Google map when GOOGLE_MAP_API holds a key; otherwise (as offline) a clear note and
 * the fallback, which lists the same points with their coordinates. A route's points are joined by a
 * line; `connect={false}` marks separate places (see PlacesMap). `what` names the points (a message key or a text).
 */
export function RouteMap({
  points,
  fallback,
  what = 'app.components.map.stops',
  connect = true,
}: {
  points: MapPoint[];
  fallback: ReactNode;
  what?: string;
  connect?: boolean;
}) {
  const { apiKey, mapId, isPending } = useGoogleMapsKey();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.components.map.loadingSettings')} />;
  const usable = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (!apiKey || !usable.length) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 1 }}>
          {apiKey
            ? translate('app.components.map.nothingToShow')
            : translate('app.components.map.off', { what: translate(what, { _: what }) })}
        </Alert>
        {fallback}
      </>
    );
  }
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.components.map.loading')} />}>
      <GoogleRouteMap apiKey={apiKey} mapId={mapId} points={usable} fallback={fallback} connect={connect} />
    </Suspense>
  );
}
