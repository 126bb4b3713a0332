/* Points on the earth: the default map position, great-circle distance and how both are written. */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** SPEC §1 distance units: km (the default) or miles. */
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const isDistanceUnit = (value: unknown): value is DistanceUnit => DISTANCE_UNITS.includes(value as DistanceUnit);

/** SPEC §3 "Other display items": where the map opens when nothing has coordinates (the centre of Pakistan). */
export const DEFAULT_MAP_POSITION: GeoPoint = { latitude: 30.3753, longitude: 69.3451 };

export const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A typed coordinate as a number within ±limit, or null ("", "abc", "91" for a latitude). */
function coordinateFrom(value: unknown, limit: number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  const number = text === '' ? Number.NaN : Number(text);
  return isCoordinate(number) && Math.abs(number) <= limit ? number : null;
}
export const latitudeFrom = (value: unknown) => coordinateFrom(value, 90);
export const longitudeFrom = (value: unknown) => coordinateFrom(value, 180);

/** A point when both coordinates are usable; null otherwise. */
export function geoPoint(latitude: unknown, longitude: unknown): GeoPoint | null {
  const lat = latitudeFrom(latitude);
  const lng = longitudeFrom(longitude);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

/** The mean earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in km. */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A route's length from stop to stop in order, in km; null when it has fewer than two stops or any
 * stop has no coordinates (a partial sum would read as the whole route).
 */
export function routeDistanceKm(stops: readonly (GeoPoint | null)[]): number | null {
  if (stops.length < 2 || stops.some((stop) => stop === null)) return null;
  const points = stops as GeoPoint[];
  return points.slice(1).reduce((sum, point, i) => sum + greatCircleKm(points[i], point), 0);
}

/** Kilometres in the configured unit. */
export const distanceIn = (km: number, unit: DistanceUnit) => (unit === 'mi' ? km / KM_PER_MILE : km);

const COORDINATE_DECIMALS = 5;
/** "24.86000, 67.01000", or a plain note when the place has none (`none`: the note in the user's language). */
export function formatCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  none = 'No coordinates',
): string {
  return isCoordinate(latitude) && isCoordinate(longitude)
    ? `${latitude.toFixed(COORDINATE_DECIMALS)}, ${longitude.toFixed(COORDINATE_DECIMALS)}`
    : none;
}
