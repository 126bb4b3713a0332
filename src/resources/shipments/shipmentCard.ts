import { formatDateTime, formatWeight } from '#domain/format';
import type { ShipmentRow } from '#domain/records/shipments';

/** A shipment's lane as lists show it: "Lahore → Karachi", "?" for a city not known. */
export const shipmentRoute = (r: Pick<ShipmentRow, 'pickupCityName' | 'dropOffCityName'>) =>
  `${r.pickupCityName ?? '?'} → ${r.dropOffCityName ?? '?'}`;

/**
 * A shipment's card on a phone, for the list (ShipmentList) and for the cards the entry draws before
 * the app has loaded (src/bootstrap/firstRows): its reference and lane, then when, on what and how much.
 */
export const shipmentCardLines = (r: ShipmentRow, weightUnit: string) => ({
  primary: `${r.code} · ${shipmentRoute(r)}`,
  secondary: `${formatDateTime(r.loadingTime)} · ${r.vehicleTypeName} × ${r.vehicleCount} · ${formatWeight(r.weight, weightUnit)}`,
});
