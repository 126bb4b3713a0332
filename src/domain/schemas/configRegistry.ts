import * as yup from 'yup';
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { MESSAGES } from '../messages';
import { CONFIG_NAME, isHexColour } from '../clientConfig';
import { CLOCK_CONFIG_NAME, limitValue } from '../clocks';
import { isDistanceUnit, latitudeFrom, longitudeFrom } from '../geo';
import { MAX_WHOLE_NUMBER } from '../limits';
import { PAYMENT_TYPE_LABELS, SHIPMENT_TYPE_LABELS } from '../shipments';
import { VEHICLE_TYPES } from '../vehicleTypes';
import { bookingSelectableDocumentTypes } from '../documentTypes';

/*
 * Every config entry SPEC §3 or the project defines: its human name (a message key) and what its
 * values must be. The API refuses a PUT /config that breaks it (configEntrySchema) and the
 * configuration screen checks the same schema before saving. A name not listed here is free-form.
 */

type Values = yup.ArraySchema<string[] | undefined, yup.AnyObject, undefined, ''>;

export interface ConfigEntryDefinition {
  /** Message key of the entry's human name, shown beside its code. */
  label: string;
  /** What the values must be, added to the checks every entry gets (count and length). */
  values: (schema: Values) => Values;
}

/** THEME's values are [logo url, primary colour, secondary colour, client name]. */
const THEME_VALUE_COUNT = 4;
const THEME_COLOUR_INDEXES = [1, 2];
/**
 * PREFERENCE: currency and weight unit (SPEC), then optionally the deployment's default language and
 * the distance unit (the language may be empty when a distance unit follows).
 */
export const PREFERENCE_VALUE_COUNT = 2;
const PREFERENCE_LANGUAGE = 2;
const PREFERENCE_DISTANCE_UNIT = 3;
/** GOOGLE_MAP_API: [api key, map id]. */
const MAP_API_VALUE_COUNT = 2;
/** VEHICLE_TYPE_TERMINOLOGY: the one label that replaces "Vehicle Type". */
export const TERMINOLOGY_MAX_LENGTH = 50;

const languageValid = (values: string[]) => {
  const language = values[PREFERENCE_LANGUAGE]?.trim();
  if (language === undefined) return true;
  return LOCALE_CODES.includes(language as LocaleCode) || (language === '' && values.length > PREFERENCE_DISTANCE_UNIT);
};

const normal = (value: string) => value.trim().toLowerCase();
/** A list entry whose every value names a known item by id ("2") or by name (any case). */
const knownItems = (items: readonly { id: number; name: string }[], message: string) => {
  const known = new Set(items.flatMap((item) => [String(item.id), normal(item.name)]));
  return (schema: Values) =>
    schema.test('known-items', message, (values = []) => values.every((v) => known.has(normal(v))));
};
const labelled = (labels: Record<number, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id: Number(id), name }));

/** A whole amount in rupees, 0 or more, as a config value holds it; null when it is not one. */
export function wholeAmountValue(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount <= MAX_WHOLE_NUMBER ? amount : null;
}

const clock: ConfigEntryDefinition['values'] = (schema) =>
  schema.test(
    'clock-limit',
    MESSAGES.clockLimitInvalid,
    (values) => values?.length === 1 && limitValue(values[0]) !== null,
  );
/** An on/off entry: the flag is the setting; its values are not read. */
const flag: ConfigEntryDefinition['values'] = (schema) => schema;

export const CONFIG_REGISTRY: Record<string, ConfigEntryDefinition> = {
  [CONFIG_NAME.THEME]: {
    label: 'app.configuration.names.theme',
    values: (schema) =>
      schema
        .max(THEME_VALUE_COUNT, MESSAGES.themeValuesCount)
        .test('theme-colours', MESSAGES.themeColourInvalid, (values) =>
          THEME_COLOUR_INDEXES.every((i) => !values?.[i] || isHexColour(values[i])),
        ),
  },
  [CONFIG_NAME.SHIPMENT_TYPES]: {
    label: 'app.configuration.names.shipmentTypes',
    values: knownItems(labelled(SHIPMENT_TYPE_LABELS), MESSAGES.shipmentTypesUnknown),
  },
  [CONFIG_NAME.PAYMENT_TYPES]: {
    label: 'app.configuration.names.paymentTypes',
    values: knownItems(labelled(PAYMENT_TYPE_LABELS), MESSAGES.paymentTypesUnknown),
  },
  [CONFIG_NAME.PREFERENCE]: {
    label: 'app.configuration.names.preference',
    values: (schema) =>
      schema
        .test(
          'preference-count',
          MESSAGES.preferenceValuesCount,
          (values = []) =>
            values.length >= PREFERENCE_VALUE_COUNT &&
            values.length <= PREFERENCE_DISTANCE_UNIT + 1 &&
            values.slice(0, PREFERENCE_VALUE_COUNT).every((v) => v.trim() !== '') &&
            languageValid(values),
        )
        .test(
          'preference-distance-unit',
          MESSAGES.distanceUnitInvalid,
          (values = []) =>
            values.length <= PREFERENCE_DISTANCE_UNIT || isDistanceUnit(values[PREFERENCE_DISTANCE_UNIT].trim()),
        ),
  },
  [CONFIG_NAME.EXPANDED_TRIP_STATUSES]: { label: 'app.configuration.names.expandedTripStatuses', values: flag },
  [CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS]: {
    label: 'app.configuration.names.tripAndDocumentVerifications',
    values: flag,
  },
  [CONFIG_NAME.VEHICLE_TYPES]: {
    label: 'app.configuration.names.vehicleTypes',
    values: knownItems(VEHICLE_TYPES, MESSAGES.vehicleTypesUnknown),
  },
  [CONFIG_NAME.DOCUMENT_TYPES]: {
    label: 'app.configuration.names.documentTypes',
    values: knownItems(bookingSelectableDocumentTypes(), MESSAGES.documentTypesUnknown),
  },
  [CONFIG_NAME.SHIPPER_RATE]: { label: 'app.configuration.names.shipperRate', values: flag },
  [CONFIG_NAME.GOOGLE_MAP_API]: {
    label: 'app.configuration.names.googleMapApi',
    values: (schema) => schema.max(MAP_API_VALUE_COUNT, MESSAGES.mapApiValues),
  },
  [CONFIG_NAME.POD_REQUIRED]: { label: 'app.configuration.names.podRequired', values: flag },
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: {
    label: 'app.configuration.names.vehicleTypeTerminology',
    values: (schema) =>
      schema.test(
        'terminology',
        MESSAGES.terminologyInvalid,
        (values = []) =>
          values.length === 1 && values[0].trim() !== '' && values[0].trim().length <= TERMINOLOGY_MAX_LENGTH,
      ),
  },
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: {
    label: 'app.configuration.names.paymentBatchConfirmThreshold',
    values: (schema) =>
      schema.test(
        'threshold',
        MESSAGES.settleThresholdInvalid,
        (values = []) => values.length === 1 && wholeAmountValue(values[0]) !== null,
      ),
  },
  // A position that is not two values says only that; two values are each checked against their range.
  [CONFIG_NAME.MAP_DEFAULT_POSITION]: {
    label: 'app.configuration.names.mapDefaultPosition',
    values: (schema) =>
      schema
        .test('map-position-count', MESSAGES.mapPositionValues, (values = []) => values.length === 2)
        .test(
          'map-latitude',
          MESSAGES.mapLatitudeInvalid,
          (values = []) => values.length !== 2 || latitudeFrom(values[0]) !== null,
        )
        .test(
          'map-longitude',
          MESSAGES.mapLongitudeInvalid,
          (values = []) => values.length !== 2 || longitudeFrom(values[1]) !== null,
        ),
  },
  [CLOCK_CONFIG_NAME.verificationHours]: { label: 'app.configuration.names.clockVerificationHours', values: clock },
  [CLOCK_CONFIG_NAME.remainderUnpaidDays]: {
    label: 'app.configuration.names.clockRemainderUnpaidDays',
    values: clock,
  },
  [CLOCK_CONFIG_NAME.tripStalledHours]: { label: 'app.configuration.names.clockTripStalledHours', values: clock },
};

/** The message key of an entry's human name; undefined for a name the project does not define. */
export const configEntryLabel = (name: string): string | undefined => CONFIG_REGISTRY[name]?.label;
