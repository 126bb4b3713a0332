import type { Samples } from '../samples';

/** A document list names its owner in the query. */
export default {
  'GET /api/shipment-document': async ({ firstId }) =>
    `/api/shipment-document?shipmentId=${await firstId('/api/shipment')}`,
  'GET /api/bookingDocument': async ({ firstId }) => `/api/bookingDocument?bookingId=${await firstId('/api/booking')}`,
  'GET /api/driverDocument': async ({ firstId }) => `/api/driverDocument?driverId=${await firstId('/api/drivers')}`,
  'GET /api/vehicleDocument': async ({ firstId }) => `/api/vehicleDocument?vehicleId=${await firstId('/api/vehicles')}`,
  'GET /api/userDocument': async ({ t }) => `/api/userDocument?userId=${(await t.login('partner')).user.id}`,
  'GET /api/invoice-document': async ({ firstId }) =>
    `/api/invoice-document?invoiceId=${await firstId('/api/invoice')}`,
} satisfies Samples;
