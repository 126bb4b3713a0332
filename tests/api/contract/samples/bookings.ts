import type { Samples } from '../samples';

export default {
  // Bid limits are answered as a list, not a page.
  'GET /api/bid-limit/:id': async ({ t, csrToken }) =>
    `/api/bid-limit/${(await t.as(csrToken, 'GET', '/api/bid-limit')).json().data[0].id}`,
  'GET /api/bid/booking/:bookingId': async ({ firstId }) => `/api/bid/booking/${await firstId('/api/booking')}`,
  'GET /api/booking/v3/pricing/:id': async ({ firstId }) => `/api/booking/v3/pricing/${await firstId('/api/booking')}`,
} satisfies Samples;
