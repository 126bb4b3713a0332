import type { Samples } from '../samples';

/** The demo seed's lane with a history (server/db/seed-data/laneRates.ts): Lahore → Karachi, Flatbed. */
export default {
  'GET /api/lane-rates': () => '/api/lane-rates?pickupCityId=2&dropOffCityId=1&vehicleTypeId=2',
} satisfies Samples;
