import { USER_TYPE } from '#domain/userTypes';
import { shipperCountsQuerySchema } from '#domain/schemas/notifications';
import { currentUser, isInternal, requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { BidReport, CsrCounts, ShipperCounts } from '#domain/records/reports';
import { bidReport } from './bids';
import { csrCounts, shipperCounts } from './counts';

const tags = ['reports'];
const staffOnly = requireUserType(USER_TYPE.INTERNAL);

/**
 * SPEC §7 reports: counted from the tables on every call (no kept figures), so each one equals what
 * the matching list answers with the same filter. Amounts are in Rs like the lists.
 */
export default async function reportRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/report/v1/csr/counts',
    {
      config: { access: 'reports' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(CsrCounts),
        summary:
          'Staff: shipments and bookings per status, open bids, pending verifications, pending payments and unpaid invoices',
      }),
    },
    async () => ok(await csrCounts(db)),
  );

  app.get(
    '/report/v1/shipper/counts',
    {
      config: { access: 'dashboard' },
      preValidation: requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA),
      schema: docs({
        tags,
        answer: DataOf(ShipperCounts),
        summary:
          "A company's shipments and bookings per status, open bids and invoices due (shippers and brokers: their own; staff name companyId)",
        querystring: shipperCountsQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const user = currentUser(request);
      const companyId = isInternal(user) && query.companyId ? query.companyId : (user.companyId ?? -1);
      return ok(await shipperCounts(db, companyId));
    },
  );

  app.get(
    '/report/v1/csr/bids',
    {
      config: { access: 'reports' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        answer: DataOf(BidReport),
        summary: 'Staff: bids placed, accepted and rejected per day for the last 14 days, and bids per status',
      }),
    },
    async () => ok(await bidReport(db)),
  );
}
