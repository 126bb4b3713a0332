import type { Samples } from '../samples';

export default {
  'GET /api/driver-vehicle-type': async ({ firstId }) =>
    `/api/driver-vehicle-type?driverId=${await firstId('/api/drivers')}`,
} satisfies Samples;
