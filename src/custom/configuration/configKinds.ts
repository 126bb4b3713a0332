import type { TranslateFunction } from 'react-admin';
import { CONFIG_ENABLED, CONFIG_NAME, DEFAULT_CONFIG_ENTRIES, type ConfigEntry } from '#domain/clientConfig';
import { CLOCK_CONFIG_DEFAULTS, CLOCK_CONFIG_NAME, CLOCK_CONFIG_NAMES } from '#domain/clocks';

/** Which form fits an entry's values (SPEC §3; DESIGN.md's reading of what each entry changes). */
export type ConfigKind = 'theme' | 'preference' | 'map' | 'position' | 'flag' | 'list' | 'text';

const KINDS: Record<string, ConfigKind> = {
  [CONFIG_NAME.THEME]: 'theme',
  [CONFIG_NAME.PREFERENCE]: 'preference',
  [CONFIG_NAME.GOOGLE_MAP_API]: 'map',
  [CONFIG_NAME.MAP_DEFAULT_POSITION]: 'position',
  [CONFIG_NAME.POD_REQUIRED]: 'flag',
  [CONFIG_NAME.SHIPPER_RATE]: 'flag',
  [CONFIG_NAME.EXPANDED_TRIP_STATUSES]: 'flag',
  [CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS]: 'flag',
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'text',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: 'text',
  ...Object.fromEntries(CLOCK_CONFIG_NAMES.map((name) => [name, 'text' as const])),
};
export const configKindOf = (name: string): ConfigKind => KINDS[name] ?? 'list';

/** What an entry changes, shown under its name (message keys). */
export const CONFIG_HELP: Record<string, string> = {
  [CONFIG_NAME.THEME]: 'app.configuration.help.theme',
  [CONFIG_NAME.PREFERENCE]: 'app.configuration.help.preference',
  [CONFIG_NAME.SHIPMENT_TYPES]: 'app.configuration.help.shipmentTypes',
  [CONFIG_NAME.PAYMENT_TYPES]: 'app.configuration.help.paymentTypes',
  [CONFIG_NAME.VEHICLE_TYPES]: 'app.configuration.help.vehicleTypes',
  [CONFIG_NAME.DOCUMENT_TYPES]: 'app.configuration.help.documentTypes',
  [CONFIG_NAME.GOOGLE_MAP_API]: 'app.configuration.help.googleMapApi',
  [CONFIG_NAME.POD_REQUIRED]: 'app.configuration.help.podRequired',
  [CONFIG_NAME.SHIPPER_RATE]: 'app.configuration.help.shipperRate',
  [CONFIG_NAME.EXPANDED_TRIP_STATUSES]: 'app.configuration.help.expandedTripStatuses',
  [CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS]: 'app.configuration.help.tripAndDocumentVerifications',
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'app.configuration.help.vehicleTypeTerminology',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: 'app.configuration.help.paymentBatchConfirmThreshold',
  [CONFIG_NAME.MAP_DEFAULT_POSITION]: 'app.configuration.help.mapDefaultPosition',
  [CLOCK_CONFIG_NAME.verificationHours]: 'app.configuration.help.clockVerificationHours',
  [CLOCK_CONFIG_NAME.remainderUnpaidDays]: 'app.configuration.help.clockRemainderUnpaidDays',
  [CLOCK_CONFIG_NAME.tripStalledHours]: 'app.configuration.help.clockTripStalledHours',
};

/** The labels of a text entry's single value (message keys). */
export const TEXT_VALUE_LABEL: Record<string, string> = {
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'app.configuration.textValue.vehicleTypeTerminology',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: 'app.configuration.textValue.paymentBatchConfirmThreshold',
  [CLOCK_CONFIG_NAME.verificationHours]: 'app.configuration.textValue.clockHours',
  [CLOCK_CONFIG_NAME.remainderUnpaidDays]: 'app.configuration.textValue.clockDays',
  [CLOCK_CONFIG_NAME.tripStalledHours]: 'app.configuration.textValue.clockHours',
};

/** An entry as stored, else its seeded default, else empty and off: every SPEC §3 entry can be set. */
export function entryOrDefault(name: string, stored?: ConfigEntry | null): ConfigEntry & { stored: boolean } {
  if (stored) return { ...stored, values: stored.values ?? [], stored: true };
  // The clocks' entries are not seeded: their defaults live beside the rule (src/domain/clocks.ts).
  const seeded = [...DEFAULT_CONFIG_ENTRIES, ...CLOCK_CONFIG_DEFAULTS].find((e) => e.name === name);
  return seeded
    ? { ...seeded, values: [...seeded.values], stored: false }
    : { name, values: [], enabled: 'disabled', stored: false };
}

/** Stored entries plus every known name not stored yet, in CONFIG_NAME's order then by name. */
export function allEntries(stored: readonly ConfigEntry[]): (ConfigEntry & { stored: boolean })[] {
  const known = [...(Object.values(CONFIG_NAME) as string[]), ...CLOCK_CONFIG_NAMES];
  const names = [
    ...known,
    ...stored
      .map((e) => e.name)
      .filter((n) => !known.includes(n))
      .sort(),
  ];
  return names.map((name) =>
    entryOrDefault(
      name,
      stored.find((e) => e.name === name),
    ),
  );
}

export const isEnabled = (entry: Pick<ConfigEntry, 'enabled'>) => entry.enabled === CONFIG_ENABLED;
export const flagOf = (on: boolean) => (on ? CONFIG_ENABLED : 'disabled');

/** A short reading of an entry's values for the list (a map key is never shown). */
export function valuesSummary(entry: ConfigEntry, translate: TranslateFunction): string {
  if (configKindOf(entry.name) === 'map')
    return translate(`app.configuration.summary.${entry.values[0] ? 'keySet' : 'noKey'}`);
  if (configKindOf(entry.name) === 'flag')
    return translate(`app.configuration.summary.${isEnabled(entry) ? 'on' : 'off'}`);
  const text = entry.values.filter((v) => v !== '').join(', ');
  return text.length > 80 ? `${text.slice(0, 77)}…` : text || '—';
}
