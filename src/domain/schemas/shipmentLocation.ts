import * as yup from 'yup';
import { MESSAGES } from '../messages';
import {
  ADDRESS_MAX_LENGTH,
  MAX_LOADS_PER_STOP,
  EARLIEST_DATE,
  LATEST_DATE,
  MAX_WHOLE_NUMBER,
  SHIPMENT_WEIGHT,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';
import { GOODS_CODE_TYPE, LOCATION_ACTION } from '../shipments';
import { trimmedString } from './rules';

/*
 * Field builders shared by the shipment schemas. Forms send '' for an empty box and the API may
 * send null for an absent value: both mean "not given", so optional fields pass and required ones
 * answer MESSAGES.fillRequired (rather than yup's own "cannot be null").
 */
export const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const numberField = () => yup.number().transform(blankToUndefined);
const ISO_DATE_PARTS = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(2000, month, 0)).getUTCDate() -
  (month === 2 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 1 : 0);
/** yup rolls impossible parts over (2024-13-45T99:99 becomes a day in 2025): written dates must name a real day and time. */
export const hasRealDateParts = (original: unknown) => {
  const match = typeof original === 'string' ? ISO_DATE_PARTS.exec(original.trim()) : null;
  if (!match) return true;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
};
/** A date the database can hold (years 1970 to 9999). */
export const dateField = () =>
  yup
    .date()
    .transform(blankToUndefined)
    .min(EARLIEST_DATE, MESSAGES.invalidDate)
    .max(LATEST_DATE, MESSAGES.invalidDate)
    .test('real-date', MESSAGES.invalidDate, function check() {
      return hasRealDateParts(this.originalValue);
    });
/**
 * The end of a range over a time column: a bare date (YYYY-MM-DD) means the whole of that day (in the
 * server's time zone, as yup reads a bare date), not midnight at its start. The portal sends the end
 * of the user's own local day as an instant.
 */
export const untilDateField = () =>
  dateField().transform((value: Date | undefined, original: unknown) =>
    value && typeof original === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(original.trim())
      ? new Date(value.getTime() + 86_400_000 - 1)
      : value,
  );
export const booleanField = () => yup.boolean().transform(blankToUndefined);
export const flagField = () => booleanField().default(false);
export const textField = (max: number = SHORT_TEXT_MAX_LENGTH, message: string = MESSAGES.textTooLong) =>
  trimmedString().transform(blankToUndefined).max(max, message);
/** An optional id: a positive whole number. */
export const idField = () =>
  numberField()
    .integer(MESSAGES.wholeNumber)
    .positive(MESSAGES.mustBePositive)
    .max(MAX_WHOLE_NUMBER, MESSAGES.numberTooLarge);
/** A choice among the values of an as-const object of numbers. */
export const choiceField = <T extends Record<string, number>>(choices: T, message: string = MESSAGES.invalidOption) =>
  numberField().oneOf(Object.values(choices) as T[keyof T][], message);
/** SPEC §5 weight: 1 to 10000 inclusive. */
export const weightField = () =>
  numberField().min(SHIPMENT_WEIGHT.min, MESSAGES.weightRange).max(SHIPMENT_WEIGHT.max, MESSAGES.weightRange);

/** SPEC §3 load of a location. */
export const loadSchema = yup.object({
  goodsTypeId: idField().required(MESSAGES.fillRequired),
  goodsTypeDescription: textField(),
  weight: weightField().required(MESSAGES.fillRequired),
  goodsType: textField(),
  goodsCodeType: choiceField(GOODS_CODE_TYPE).default(GOODS_CODE_TYPE.DEFAULT),
});

/** SPEC §3 optional custom location: an address typed by hand instead of a picked one. */
export const customLocationSchema = yup.object({
  address1: textField(ADDRESS_MAX_LENGTH, MESSAGES.addressMax).required(MESSAGES.fillRequired),
  address2: textField(ADDRESS_MAX_LENGTH, MESSAGES.addressMax),
  address3: textField(ADDRESS_MAX_LENGTH, MESSAGES.addressMax),
  cityName: textField(),
  lat: numberField().min(-90, MESSAGES.invalidCoordinates).max(90, MESSAGES.invalidCoordinates),
  lng: numberField().min(-180, MESSAGES.invalidCoordinates).max(180, MESSAGES.invalidCoordinates),
  cityId: idField(),
  zip: textField(20),
});

export interface FlatLocation {
  address: string;
  cityId: number | undefined;
  cityName: string | undefined;
  latitude: number | undefined;
  longitude: number | undefined;
  zipCode: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * SPEC §3: a custom location "is flattened into address, city, coordinates and zipCode".
 * The address is address1..3 joined by ', ', empty parts skipped.
 */
export function flattenCustomLocation(location: Partial<yup.InferType<typeof customLocationSchema>>): FlatLocation {
  return {
    address: [location.address1, location.address2, location.address3].map(text).filter(Boolean).join(', '),
    cityId: num(location.cityId),
    cityName: text(location.cityName),
    latitude: num(location.lat),
    longitude: num(location.lng),
    zipCode: text(location.zip),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

/** Before the fields are checked, a custom location's values stand in for the location's own. */
function applyCustomLocation(value: unknown) {
  if (!isRecord(value) || !isRecord(value.customLocation)) return value;
  const raw = value.customLocation;
  const flat = flattenCustomLocation({
    ...raw,
    cityId: toNumber(raw.cityId),
    lat: toNumber(raw.lat),
    lng: toNumber(raw.lng),
  });
  const merged: Record<string, unknown> = { ...value };
  for (const [key, given] of Object.entries(flat)) if (given !== undefined && given !== '') merged[key] = given;
  return merged;
}

/** SPEC §3 shipment location. Which list it is in says whether it is a pick-up or a drop-off. */
export const locationSchema = yup
  .object({
    cityId: idField().required(MESSAGES.fillRequired),
    cityName: textField(),
    /** SPEC §5: under 300 characters. */
    address: textField(ADDRESS_MAX_LENGTH, MESSAGES.addressMax).required(MESSAGES.fillRequired),
    latitude: numberField().min(-90, MESSAGES.invalidCoordinates).max(90, MESSAGES.invalidCoordinates),
    longitude: numberField().min(-180, MESSAGES.invalidCoordinates).max(180, MESSAGES.invalidCoordinates),
    zipCode: textField(20),
    locationType: textField(),
    locationActionType: choiceField(LOCATION_ACTION),
    loads: yup.array(loadSchema).max(MAX_LOADS_PER_STOP, MESSAGES.tooManyLoads).default([]),
    customLocation: customLocationSchema.default(undefined),
  })
  .transform(applyCustomLocation);
export type ShipmentLocationInput = yup.InferType<typeof locationSchema>;

const loadWeight = (weight: unknown) =>
  typeof weight === 'number' && weight >= SHIPMENT_WEIGHT.min && weight <= SHIPMENT_WEIGHT.max ? weight : Number.NaN;

/** Total weight of the loads of some locations; NaN when a load's weight breaks its own rule (reported there). */
export const loadsWeight = (locations: readonly { loads?: readonly { weight?: number }[] }[] | undefined) =>
  (locations ?? []).reduce(
    (total, location) => total + (location.loads ?? []).reduce((sum, load) => sum + loadWeight(load.weight), 0),
    0,
  );
