import { LOCALE_CODES, type LocaleCode } from './locales';
import { DEFAULT_SETTLE_THRESHOLD } from './money';
import { VEHICLE_TYPES } from './vehicleTypes';
import { bookingSelectableDocumentTypes } from './documentTypes';
import { DEFAULT_MAP_POSITION, isDistanceUnit, type DistanceUnit } from './geo';

/** SPEC §3 config entries: a name with a list of values; an entry is on when its flag is the string "enabled". */
export const CONFIG_NAME = {
  THEME: 'THEME',
  SHIPMENT_TYPES: 'SHIPMENT_TYPES',
  PAYMENT_TYPES: 'PAYMENT_TYPES',
  PREFERENCE: 'PREFERENCE',
  EXPANDED_TRIP_STATUSES: 'EXPANDED_TRIP_STATUSES',
  TRIP_AND_DOCUMENT_VERIFICATIONS: 'TRIP_AND_DOCUMENT_VERIFICATIONS',
  VEHICLE_TYPES: 'VEHICLE_TYPES',
  DOCUMENT_TYPES: 'DOCUMENT_TYPES',
  SHIPPER_RATE: 'SHIPPER_RATE',
  GOOGLE_MAP_API: 'GOOGLE_MAP_API',
  POD_REQUIRED: 'POD_REQUIRED',
  VEHICLE_TYPE_TERMINOLOGY: 'VEHICLE_TYPE_TERMINOLOGY',
  /** Ours: [amount in Rs] above which settling a payment batch asks for the keyword. */
  PAYMENT_BATCH_CONFIRM_THRESHOLD: 'PAYMENT_BATCH_CONFIRM_THRESHOLD',
  /** SPEC §3 "Other display items": [lat, lng] where the map opens when nothing has coordinates. */
  MAP_DEFAULT_POSITION: 'MAP_DEFAULT_POSITION',
} as const;
export type ConfigName = (typeof CONFIG_NAME)[keyof typeof CONFIG_NAME];
export const CONFIG_ENABLED = 'enabled';

export interface ConfigEntry {
  name: string;
  values: string[];
  enabled: string;
}

/** Entries anyone may read, signed in or not: the login page wears the client's brand too. */
export const PUBLIC_CONFIG_NAMES: readonly string[] = [CONFIG_NAME.THEME, CONFIG_NAME.PREFERENCE];
/** Entries staff screens act on (the settle confirmation): any member of staff may read them. */
export const STAFF_CONFIG_NAMES: readonly string[] = [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD];
/**
 * SPEC §3's entries, which the portal acts on for every user (vehicle types offered, the map, POD,
 * labels): any signed-in user may read them by name. Any other entry only whoever may list config.
 */
export const SIGNED_IN_CONFIG_NAMES: readonly string[] = Object.values(CONFIG_NAME).filter(
  (name) => !STAFF_CONFIG_NAMES.includes(name),
);

/** SPEC §1 defaults: logo /logo.png, primary blue (MUI blue 800), secondary amber (MUI amber 500), currency Rs, weight Tonne, km, en. */
export const DEFAULT_CLIENT_CONFIG = {
  logoUrl: '/logo.png',
  primaryColor: '#1565c0',
  secondaryColor: '#ffc107',
  clientName: 'Freight Portal',
  currency: 'Rs',
  weightUnit: 'Tonne',
  distanceUnit: 'km' as DistanceUnit,
  language: 'en',
} as const;
export type ClientConfig = { -readonly [K in keyof typeof DEFAULT_CLIENT_CONFIG]: string } & {
  distanceUnit: DistanceUnit;
};

/** The entries seeded into a new database, in SPEC's value order. */
export const DEFAULT_CONFIG_ENTRIES: readonly ConfigEntry[] = [
  {
    name: CONFIG_NAME.THEME,
    values: [
      DEFAULT_CLIENT_CONFIG.logoUrl,
      DEFAULT_CLIENT_CONFIG.primaryColor,
      DEFAULT_CLIENT_CONFIG.secondaryColor,
      DEFAULT_CLIENT_CONFIG.clientName,
    ],
    enabled: CONFIG_ENABLED,
  },
  { name: CONFIG_NAME.SHIPMENT_TYPES, values: ['Spot', 'Contractual'], enabled: CONFIG_ENABLED },
  { name: CONFIG_NAME.PAYMENT_TYPES, values: ['Paid', 'To Pay'], enabled: CONFIG_ENABLED },
  {
    name: CONFIG_NAME.PREFERENCE,
    values: [DEFAULT_CLIENT_CONFIG.currency, DEFAULT_CLIENT_CONFIG.weightUnit],
    enabled: CONFIG_ENABLED,
  },
  /** [api key, map id]: off until a key is configured (no maps service is reachable offline). */
  { name: CONFIG_NAME.GOOGLE_MAP_API, values: ['', ''], enabled: 'disabled' },
  /** On: a booking is delivered only once its proof of delivery is uploaded. */
  { name: CONFIG_NAME.POD_REQUIRED, values: [], enabled: CONFIG_ENABLED },
  /** Off: the five numeric trip statuses. */
  { name: CONFIG_NAME.EXPANDED_TRIP_STATUSES, values: [], enabled: 'disabled' },
  /** Off: a trip moves on without its documents being verified first. */
  { name: CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS, values: [], enabled: 'disabled' },
  /** Every vehicle type is offered; removing a name stops offering it. */
  { name: CONFIG_NAME.VEHICLE_TYPES, values: VEHICLE_TYPES.map((type) => type.name), enabled: CONFIG_ENABLED },
  /** Every document type a booking may carry is offered; removing a name stops offering it. */
  {
    name: CONFIG_NAME.DOCUMENT_TYPES,
    values: bookingSelectableDocumentTypes().map((type) => type.name),
    enabled: CONFIG_ENABLED,
  },
  /** On: the shipper rate fields are shown. */
  { name: CONFIG_NAME.SHIPPER_RATE, values: [], enabled: CONFIG_ENABLED },
  { name: CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY, values: ['Vehicle Type'], enabled: CONFIG_ENABLED },
  {
    name: CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD,
    values: [String(DEFAULT_SETTLE_THRESHOLD)],
    enabled: CONFIG_ENABLED,
  },
  {
    name: CONFIG_NAME.MAP_DEFAULT_POSITION,
    values: [String(DEFAULT_MAP_POSITION.latitude), String(DEFAULT_MAP_POSITION.longitude)],
    enabled: CONFIG_ENABLED,
  },
];

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const pick = (
  value: string | undefined,
  fallback: string,
  valid: (v: string) => boolean = (v) => v.trim().length > 0,
) => (value !== undefined && valid(value) ? value.trim() : fallback);

/**
 * THEME [logo url, primary, secondary, client name] and PREFERENCE [currency, weight unit, language,
 * distance unit] over the defaults; a language or unit the portal does not know keeps the default.
 */
export function clientConfigFrom(theme?: ConfigEntry | null, preference?: ConfigEntry | null): ClientConfig {
  const config: ClientConfig = { ...DEFAULT_CLIENT_CONFIG };
  if (theme?.enabled === CONFIG_ENABLED) {
    const [logoUrl, primary, secondary, clientName] = theme.values;
    config.logoUrl = pick(logoUrl, config.logoUrl);
    config.primaryColor = pick(primary, config.primaryColor, (v) => HEX_COLOUR.test(v));
    config.secondaryColor = pick(secondary, config.secondaryColor, (v) => HEX_COLOUR.test(v));
    config.clientName = pick(clientName, config.clientName);
  }
  if (preference?.enabled === CONFIG_ENABLED) {
    const [currency, weightUnit, language, distanceUnit] = preference.values;
    config.currency = pick(currency, config.currency);
    config.weightUnit = pick(weightUnit, config.weightUnit);
    config.language = pick(language, config.language, (v) => LOCALE_CODES.includes(v as LocaleCode));
    config.distanceUnit = pick(distanceUnit, config.distanceUnit, (v) => isDistanceUnit(v.trim())) as DistanceUnit;
  }
  return config;
}

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value);

/**
 * PREFERENCE's values as the configuration screen saves them: [currency, weight unit, language, distance
 * unit], trailing defaults left out. The language may stay empty (the portal's default) when a distance
 * unit other than km follows it.
 */
export function preferenceValues(currency: string, weightUnit: string, language: string, distanceUnit: DistanceUnit) {
  const values = [currency.trim(), weightUnit.trim(), language.trim()];
  if (distanceUnit !== DEFAULT_CLIENT_CONFIG.distanceUnit) return [...values, distanceUnit];
  return values[2] ? values : values.slice(0, 2);
}
