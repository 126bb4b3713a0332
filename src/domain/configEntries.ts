import { CONFIG_ENABLED, type ConfigEntry } from './clientConfig';
import { SHIPMENT_TYPE } from './bidding';
import { DEFAULT_BOOKING_DOCUMENT_IDS, bookingSelectableDocumentTypes } from './documentTypes';
import { DEFAULT_MAP_POSITION, geoPoint, type GeoPoint } from './geo';
import { PAYMENT_TYPE_LABELS, SHIPMENT_TYPE_LABELS, type PaymentTypeId, type ShipmentTypeId } from './shipments';

/*
 * What each SPEC §3 config entry changes (DESIGN.md's reading), read the same way by the API and the
 * portal. A missing or disabled entry means the SPEC default; an entry naming nothing known limits
 * nothing (an empty picker would block every form that needs it).
 */

type EntryLike = Pick<ConfigEntry, 'values' | 'enabled'> | null | undefined;

const isOn = (entry: EntryLike): entry is Pick<ConfigEntry, 'values' | 'enabled'> =>
  Boolean(entry) && entry?.enabled === CONFIG_ENABLED && Array.isArray(entry.values);

const normal = (value: unknown) => String(value).trim().toLowerCase();

/** The items an enabled list entry names, by id ("2") or by name (any case); all of them otherwise. */
export function limitByEntry<T extends { id: number; name: string }>(items: readonly T[], entry: EntryLike): T[] {
  if (!isOn(entry)) return [...items];
  const wanted = new Set(entry.values.map(normal));
  const kept = items.filter((item) => wanted.has(String(item.id)) || wanted.has(normal(item.name)));
  return kept.length ? kept : [...items];
}

const labelled = <Id extends number>(labels: Record<Id, string>) =>
  (Object.entries(labels) as [string, string][]).map(([id, name]) => ({ id: Number(id) as Id, name }));

/** SPEC §3 SHIPMENT_TYPES (default Spot and Contractual). */
export const DEFAULT_SHIPMENT_TYPE_IDS: readonly ShipmentTypeId[] = [SHIPMENT_TYPE.SPOT, SHIPMENT_TYPE.CONTRACTUAL];
/** SPEC §3 PAYMENT_TYPES (default Paid and To Pay). */
export const DEFAULT_PAYMENT_TYPE_IDS: readonly PaymentTypeId[] = [1, 2];

/**
 * The shipment types a new shipment may have: SHIPMENT_TYPES, less Contractual when the project does
 * not allow it (SPEC §6 "The contractual shipment type is offered only when allowed").
 */
export function offeredShipmentTypes(
  entry: EntryLike,
  contractualAllowed: boolean,
): { id: ShipmentTypeId; name: string }[] {
  const all = labelled(SHIPMENT_TYPE_LABELS);
  const listed = isOn(entry)
    ? limitByEntry(all, entry)
    : all.filter((type) => DEFAULT_SHIPMENT_TYPE_IDS.includes(type.id));
  return listed.filter((type) => contractualAllowed || type.id !== SHIPMENT_TYPE.CONTRACTUAL);
}

/** The payment types a new shipment may have: PAYMENT_TYPES. */
export function offeredPaymentTypes(entry: EntryLike): { id: PaymentTypeId; name: string }[] {
  const all = labelled(PAYMENT_TYPE_LABELS);
  return isOn(entry) ? limitByEntry(all, entry) : all.filter((type) => DEFAULT_PAYMENT_TYPE_IDS.includes(type.id));
}

/**
 * The document types a shipment or booking document may be filed as: DOCUMENT_TYPES limits SPEC's
 * booking-selectable ones, but never drops the default booking documents (builty, proof of delivery,
 * weighbridge slip), without which no trip could be delivered.
 */
export function offeredDocumentTypes(entry: EntryLike): { id: number; name: string }[] {
  const all = bookingSelectableDocumentTypes();
  const kept = new Set(limitByEntry(all, entry).map((type) => type.id));
  return all.filter(
    (type) => kept.has(type.id) || (DEFAULT_BOOKING_DOCUMENT_IDS as readonly number[]).includes(type.id),
  );
}

/** SHIPPER_RATE on (the default) shows the shipper rate fields; off hides them. */
export const shipperRateShown = (entry: EntryLike) => !entry || entry.enabled === CONFIG_ENABLED;
/** The shipment fields SHIPPER_RATE hides with the rate, wherever they would show (history, exports). */
export const SHIPPER_RATE_FIELDS: readonly string[] = ['shipperRate', 'minShipperRate', 'maxShipperRate'];

/** SPEC §3 "Other display items": the rate and grouping labels. */
export const SPEC_LABELS = {
  shipperRate: 'Shipper Rate',
  targetRate: 'Target Rate',
  vehicleType: 'Vehicle Type',
  cargoType: 'Cargo Type',
} as const;

export const DEFAULT_VEHICLE_TYPE_LABEL = SPEC_LABELS.vehicleType;
/** VEHICLE_TYPE_TERMINOLOGY renames the "Vehicle Type" label (its first value). */
export const vehicleTypeLabel = (entry: EntryLike) =>
  (isOn(entry) && entry.values[0]?.trim()) || DEFAULT_VEHICLE_TYPE_LABEL;

/** EXPANDED_TRIP_STATUSES on shows the detailed trip statuses instead of the five numeric ones. */
export const expandedTripStatuses = (entry: EntryLike) => isOn(entry);

/** TRIP_AND_DOCUMENT_VERIFICATIONS on: a trip moves on only once its documents are verified. */
export const tripDocumentsMustBeVerified = (entry: EntryLike) => isOn(entry);

/** MAP_DEFAULT_POSITION [lat, lng]: where the map opens when nothing on it has coordinates. */
export const mapDefaultPosition = (entry: EntryLike): GeoPoint =>
  (isOn(entry) && geoPoint(entry.values[0], entry.values[1])) || DEFAULT_MAP_POSITION;
