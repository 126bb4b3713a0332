import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import type { ReactNode } from 'react';
import type { GeoPoint } from '#domain/geo';
import type { MapPoint } from './mapConfig';

const containerStyle = { width: '100%', height: 360 };

/** A lone point is centred at street level rather than fitted (fitBounds would zoom all the way in). */
const SINGLE_POINT_ZOOM = 15;
/** With no point, the map opens on its default position at about a country's width. */
const DEFAULT_POSITION_ZOOM = 5;

/**
 * The live map (only loaded when a GOOGLE_MAP_API key is configured); the fallback shows when it cannot load.
 * A route joins its points with a line; `connect={false}` shows separate places (pumps, saved locations).
 * With no points it opens at `center` (MAP_DEFAULT_POSITION).
 */
export default function GoogleRouteMap({
  apiKey,
  mapId,
  points,
  center,
  fallback,
  connect = true,
}: {
  apiKey: string;
  mapId?: string;
  points: MapPoint[];
  center: GeoPoint;
  fallback: ReactNode;
  connect?: boolean;
}) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-map-script',
    googleMapsApiKey: apiKey,
    mapIds: mapId ? [mapId] : undefined,
  });
  if (loadError) return <>{fallback}</>;
  if (!isLoaded) return null;
  const path = points.map((p) => ({ lat: p.latitude, lng: p.longitude }));
  return (
    <GoogleMap
      mapContainerStyle={containerStyle}
      options={{ mapId }}
      onLoad={(map) => {
        if (!path.length) {
          map.setCenter({ lat: center.latitude, lng: center.longitude });
          map.setZoom(DEFAULT_POSITION_ZOOM);
          return;
        }
        if (!connect && path.length === 1) {
          map.setCenter(path[0]);
          map.setZoom(SINGLE_POINT_ZOOM);
          return;
        }
        const bounds = new google.maps.LatLngBounds();
        path.forEach((point) => bounds.extend(point));
        map.fitBounds(bounds);
      }}
    >
      {points.map((point, index) => (
        <MarkerF key={`${point.label}-${index}`} position={path[index]} title={point.label} />
      ))}
      {connect && <PolylineF path={path} />}
    </GoogleMap>
  );
}
