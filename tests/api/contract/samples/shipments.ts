import type { Samples } from '../samples';

export default {
  /** The template list is not paged: its first row, read as staff. */
  'GET /api/shipment-template/:id': async ({ t, csrToken }) =>
    `/api/shipment-template/${(await t.as(csrToken, 'GET', '/api/shipment-template')).json().data[0].id}`,
  'GET /api/tracking/bookingLocation/:bookingId': async ({ firstId }) =>
    `/api/tracking/bookingLocation/${await firstId('/api/booking')}`,
} satisfies Samples;
