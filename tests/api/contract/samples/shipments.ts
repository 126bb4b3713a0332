import type { Samples } from '../samples';

export default {
  // A term that finds shipments, bookings and invoices alike (their references).
  'GET /api/search': () => '/api/search?q=00',
  // The views of one list (none saved in the seed: an empty list is a success too).
  'GET /api/saved-views': () => '/api/saved-views?list=shipments',
  /** The template list is not paged: its first row, read as staff. */
  'GET /api/shipment-template/:id': async ({ t, csrToken }) =>
    `/api/shipment-template/${(await t.as(csrToken, 'GET', '/api/shipment-template')).json().data[0].id}`,
  'GET /api/tracking/bookingLocation/:bookingId': async ({ firstId }) =>
    `/api/tracking/bookingLocation/${await firstId('/api/booking')}`,
} satisfies Samples;
