import { and, eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '#domain/bookings';
import { bookings, shipments } from '../db/schema';

/** What shipperAmountOf reads of a booking's shipment: select them beside a booking to bill it. */
export const shipperAmountColumns = {
  shipperRate: shipments.shipperRate,
  contractAmount: shipments.contractAmount,
  bidCategoryTypeId: shipments.bidCategoryTypeId,
  weight: shipments.weight,
  vehicleCount: shipments.vehicleCount,
};

/** A company's delivered bookings not invoiced yet (read with `shipments` joined): what may be billed. */
export const uninvoicedBookingsOf = (companyId: number) =>
  and(eq(shipments.companyId, companyId), eq(bookings.status, BOOKING_STATUS.DELIVERED), eq(bookings.invoiced, false));
