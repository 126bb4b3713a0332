import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCoordinates } from '#domain/geo';
import { useGoogleMapsKey, useMapDefaultPosition, type MapPoint } from './mapConfig';
import { useIsStaff } from '../../providers/useIsStaff';

const GoogleRouteMap = lazy(() => import('./GoogleRouteMap'));

/**
 * Points on a Google map when GOOGLE_MAP_API holds a key; otherwise (as offline) a clear note and
 * the fallback, which lists the same points with their coordinates. A route's points are joined by a
 * line; `connect={false}` marks separate places (see PlacesMap). `what` names the points (a message key or a text).
 * When no point has coordinates the map opens at MAP_DEFAULT_POSITION, and the offline note says where.
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
  const defaultPosition = useMapDefaultPosition();
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const usable = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (isPending || (!usable.length && defaultPosition.isPending))
    return <LinearProgress aria-label={translate('app.components.map.loadingSettings')} />;
  const { position } = defaultPosition;
  const opensAt = !usable.length && (
    <Box component="span" sx={{ display: 'block' }}>
      {translate('app.components.map.opensAt', {
        position: formatCoordinates(position.latitude, position.longitude),
      })}
    </Box>
  );
  if (!apiKey) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 1 }}>
          {opensAt}
          {/* Only staff can configure the map: only they are told its configuration entry's name. */}
          {translate(isStaff ? 'app.components.map.off' : 'app.components.map.unavailable', {
            what: translate(what, { _: what }),
          })}
        </Alert>
        {fallback}
      </>
    );
  }
  return (
    <>
      {opensAt && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {opensAt}
        </Alert>
      )}
      <Suspense fallback={<LinearProgress aria-label={translate('app.components.map.loading')} />}>
        <GoogleRouteMap
          apiKey={apiKey}
          mapId={mapId}
          points={usable}
          center={position}
          fallback={fallback}
          connect={connect}
        />
      </Suspense>
    </>
  );
}
