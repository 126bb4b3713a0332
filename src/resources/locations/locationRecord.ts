import { LOCATION_TYPE_LABELS, LOCATION_TYPES, type LocationType } from '#domain/fleet';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import type { LocationRecord } from '#domain/records/places';

export type { LocationRecord } from '#domain/records/places';

export const locationTypeChoices = LOCATION_TYPES.map((id) => ({ id, name: LOCATION_TYPE_LABELS[id] }));
export const locationTypeLabel = (type: string | null | undefined) =>
  LOCATION_TYPE_LABELS[type as LocationType] ?? type ?? NOT_AVAILABLE_TEXT;
/** A location without a company is a public place anyone may use. */
export const companyLabel = (location: Pick<LocationRecord, 'companyId' | 'companyName'>) =>
  location.companyId ? (location.companyName ?? `Company ${location.companyId}`) : 'Public';

export const toPlace = (location: LocationRecord) => ({
  id: location.id,
  name: location.name,
  latitude: location.latitude,
  longitude: location.longitude,
  detail: [locationTypeLabel(location.locationType), location.cityName].filter(Boolean).join(', '),
});
