import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import type { ReactNode } from 'react';
import type { MapPoint } from './mapConfig';

const containerStyle = { width: '100%', height: 360 };

/** A lone point is centred at street level rather than fitted (fitBounds would zoom all the way in). */
const SINGLE_POINT_ZOOM = 15;

/**
 * The live map (only loaded when a GOOGLE_MAP_API key is configured); the fallback shows when it cannot load.
 * A route joins its points with a line; `connect={false}` shows separate places (pumps, saved locations).
 */
export default function GoogleRouteMap({
  apiKey,
  mapId,
  points,
  fallback,
  connect = true,
}: {
  apiKey: string;
  mapId?: string;
  points: MapPoint[];
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
