import { useTranslate } from 'react-admin';
import { LOCATION_TYPES } from '#domain/fleet';
import type { LocationRecord } from '#domain/records/places';
import { useEnumLabel } from '../../i18n/useEnumLabel';

export type { LocationRecord } from '#domain/records/places';

export const locationTypeChoices = LOCATION_TYPES.map((id) => ({ id, name: `enums.locationType.${id}` }));

/** A location's type, its company and its map place, in the user's language. */
export function useLocationTexts() {
  const translate = useTranslate();
  const label = useEnumLabel();
  const locationTypeLabel = (type: string | null | undefined) =>
    type ? label('locationType', type) : translate('app.notAvailable');
  /** A location without a company is a public place anyone may use. */
  const companyLabel = (location: Pick<LocationRecord, 'companyId' | 'companyName'>) =>
    location.companyId
      ? (location.companyName ?? translate('app.fleet.locations.company', { id: location.companyId }))
      : translate('app.fleet.locations.public');
  const toPlace = (location: LocationRecord) => ({
    id: location.id,
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
    detail: [locationTypeLabel(location.locationType), location.cityName].filter(Boolean).join(', '),
  });
  return { locationTypeLabel, companyLabel, toPlace };
}
