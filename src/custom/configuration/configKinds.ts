import { CONFIG_ENABLED, CONFIG_NAME, DEFAULT_CONFIG_ENTRIES, type ConfigEntry } from '#domain/clientConfig';

/** Which form fits an entry's values (SPEC §3; DESIGN.md's reading of what each entry changes). */
export type ConfigKind = 'theme' | 'preference' | 'map' | 'flag' | 'list' | 'text';

const KINDS: Record<string, ConfigKind> = {
  [CONFIG_NAME.THEME]: 'theme',
  [CONFIG_NAME.PREFERENCE]: 'preference',
  [CONFIG_NAME.GOOGLE_MAP_API]: 'map',
  [CONFIG_NAME.POD_REQUIRED]: 'flag',
  [CONFIG_NAME.SHIPPER_RATE]: 'flag',
  [CONFIG_NAME.EXPANDED_TRIP_STATUSES]: 'flag',
  [CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS]: 'flag',
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'text',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: 'text',
};
export const configKindOf = (name: string): ConfigKind => KINDS[name] ?? 'list';

/** What an entry changes, shown under its name. */
export const CONFIG_HELP: Record<string, string> = {
  [CONFIG_NAME.THEME]: 'Logo, colours and client name of the portal.',
  [CONFIG_NAME.PREFERENCE]: 'Currency and weight unit shown across the portal.',
  [CONFIG_NAME.SHIPMENT_TYPES]: 'The shipment types offered when creating a shipment.',
  [CONFIG_NAME.PAYMENT_TYPES]: 'The payment types offered when creating a shipment.',
  [CONFIG_NAME.VEHICLE_TYPES]: 'Limits the vehicle types offered.',
  [CONFIG_NAME.DOCUMENT_TYPES]: 'Limits the document types offered.',
  [CONFIG_NAME.GOOGLE_MAP_API]: 'Turns the live map on with this key and map id.',
  [CONFIG_NAME.POD_REQUIRED]: 'A booking is delivered only once its proof of delivery is uploaded.',
  [CONFIG_NAME.SHIPPER_RATE]: 'Shows the shipper rate fields.',
  [CONFIG_NAME.EXPANDED_TRIP_STATUSES]:
    'Shows the detailed trip statuses (waiting for a driver, last seen…) instead of the five numbered ones.',
  [CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS]:
    'A trip moves on only with its documents: the builty before dispatch; the builty, proof of delivery and weighbridge slip before delivery.',
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'Renames the "Vehicle Type" label.',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]:
    'Amount (Rs) above which settling a payment batch asks for the keyword.',
};

/** The labels of a text entry's single value. */
export const TEXT_VALUE_LABEL: Record<string, string> = {
  [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY]: 'Label for "Vehicle Type"',
  [CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD]: 'Threshold (Rs)',
};

/** An entry as stored, else its seeded default, else empty and off: every SPEC §3 entry can be set. */
export function entryOrDefault(name: string, stored?: ConfigEntry | null): ConfigEntry & { stored: boolean } {
  if (stored) return { ...stored, values: stored.values ?? [], stored: true };
  const seeded = DEFAULT_CONFIG_ENTRIES.find((e) => e.name === name);
  return seeded
    ? { ...seeded, values: [...seeded.values], stored: false }
    : { name, values: [], enabled: 'disabled', stored: false };
}

/** Stored entries plus every known name not stored yet, in CONFIG_NAME's order then by name. */
export function allEntries(stored: readonly ConfigEntry[]): (ConfigEntry & { stored: boolean })[] {
  const known = Object.values(CONFIG_NAME) as string[];
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
export function valuesSummary(entry: ConfigEntry): string {
  if (configKindOf(entry.name) === 'map') return entry.values[0] ? 'Key set' : 'No key';
  if (configKindOf(entry.name) === 'flag') return isEnabled(entry) ? 'On' : 'Off';
  const text = entry.values.filter((v) => v !== '').join(', ');
  return text.length > 80 ? `${text.slice(0, 77)}…` : text || '—';
}
