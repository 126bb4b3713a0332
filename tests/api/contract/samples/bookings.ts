import type { Samples } from '../samples';

export default {
  'GET /api/bid/booking/:bookingId': async ({ firstId }) => `/api/bid/booking/${await firstId('/api/booking')}`,
  'GET /api/booking/v3/pricing/:id': async ({ firstId }) => `/api/booking/v3/pricing/${await firstId('/api/booking')}`,
} satisfies Samples;
