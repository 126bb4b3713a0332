import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CITY_IDS_MAX, CITY_SEARCH_MIN_CHARS, CITY_SEARCH_TERM_MAX_LENGTH } from '../limits';
import { limitByEntry } from '../configEntries';
import { trimmedString } from './rules';
import { idField } from './shipmentLocation';

/*
 * SPEC §7 "Lookups and resources": the query and path schemas of the reference-data routes, and the
 * shapes those routes answer with (the portal's dataProvider returns the same types).
 */

/** SPEC §5: city search runs only for terms of 3 or more characters (counted after trimming). */
export const citySearchQuerySchema = yup.object({
  term: trimmedString()
    .required(MESSAGES.citySearchMinChars)
    .min(CITY_SEARCH_MIN_CHARS, MESSAGES.citySearchMinChars)
    .max(CITY_SEARCH_TERM_MAX_LENGTH, MESSAGES.textTooLong),
});

/** True when a typed term is long enough to be searched (the portal asks only then). */
export const isSearchableCityTerm = (term: string) => term.trim().length >= CITY_SEARCH_MIN_CHARS;

/** `ids=1,2,3` (or `ids=1&ids=2`, as OpenAPI's form style sends it) → [1, 2, 3]. */
const idList = () =>
  yup
    .array()
    .of(idField().required(MESSAGES.fillRequired))
    .transform((value: unknown, original: unknown) => {
      const parts = typeof original === 'string' ? [original] : Array.isArray(original) ? original : null;
      if (!parts) return value;
      return parts
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '');
    })
    .max(CITY_IDS_MAX, MESSAGES.tooManyIds);

export const cityListQuerySchema = yup.object({
  countryId: idField(),
  stateId: idField(),
  ids: idList(),
});

export const statesQuerySchema = yup.object({ countryId: idField() });

export const vehicleTypeParamsSchema = yup.object({ vehicleTypeId: idField().required(MESSAGES.notFound) });

/** SPEC §6 "The vehicle types shown may be limited by the configured list" (VEHICLE_TYPES). */
export const limitVehicleTypes = limitByEntry;

// ── answers ──────────────────────────────────────────────────────────────────
export interface Country {
  id: number;
  name: string;
  isoCode: string;
  dialCode: string;
}

export interface State {
  id: number;
  countryId: number;
  name: string;
}

/** A city as every city route answers it; "City, Country" is how the portal shows it. */
export interface City {
  id: number;
  name: string;
  stateId: number;
  countryId: number;
  countryName: string;
  latitude: number;
  longitude: number;
}

export const cityLabel = (city: Pick<City, 'name' | 'countryName'>) =>
  city.countryName ? `${city.name}, ${city.countryName}` : city.name;

export interface VehicleTypeVariant {
  id: number;
  vehicleTypeId: number;
  name: string;
  minWeightTonnes: number;
  maxWeightTonnes: number;
}

export interface GoodsType {
  id: number;
  name: string;
}
