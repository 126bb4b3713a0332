import type { Api } from '../http/validate';
import { USER_TYPE } from '#domain/userTypes';
import { DataOf } from '#domain/records/envelope';
import { ClockList } from '#domain/records/clocks';
import { currentUser, requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import { docs } from '../http/docs';
import { clocksFor } from './counts';

/**
 * Clocks (what is due and what is late): staff get each clock whose list their role may open;
 * shippers and brokers only their own company's bid windows closing with no bids; carriers none (403).
 * Each count equals the total of its list filtered with `clock=<name>`.
 */
export default async function clockRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.get(
    '/clocks',
    {
      config: { access: 'dashboard' },
      preValidation: requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA),
      schema: docs({
        tags: ['reports'],
        summary:
          'Clocks: bid windows closing within the hour with no bids, partners and documents waiting for verification, delivered bookings with a POD and an unpaid remainder, trips that have not moved; each with its count and limit (limits: config entries CLOCK_VERIFICATION_HOURS, CLOCK_REMAINDER_UNPAID_DAYS, CLOCK_TRIP_STALLED_HOURS)',
        answer: DataOf(ClockList),
      }),
    },
    async (request) => ok(await clocksFor(db, currentUser(request))),
  );
}
