import type { Samples } from '../samples';

/** The demo partner's scorecard: staff read it, the partner its own, the shipper side none. */
export default {
  'GET /api/partners/:id/scorecard': async ({ t }) => `/api/partners/${(await t.login('partner')).user.id}/scorecard`,
} satisfies Samples;
