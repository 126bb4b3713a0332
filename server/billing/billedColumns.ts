import { shipments } from '../db/schema';

/** What shipperAmountOf reads of a booking's shipment: select them beside a booking to bill it. */
export const shipperAmountColumns = {
  shipperRate: shipments.shipperRate,
  bidCategoryTypeId: shipments.bidCategoryTypeId,
  weight: shipments.weight,
  vehicleCount: shipments.vehicleCount,
};
