import { Type } from '@sinclair/typebox';
import { USER_TYPE } from '#domain/userTypes';
import { lookupSearchQuerySchema } from '#domain/schemas/bookings';
import { requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { PartnerLookup } from '#domain/records/lookups';
import { searchPartners } from '../lookups/partners';

const tags = ['fleet'];

/**
 * The partners staff may bid for or assign, for the bid and assignment dialogs. (A partner's drivers
 * and vehicles are the paged GET /drivers and GET /vehicles of drivers.ts and vehicles.ts.)
 */
export default async function fleetLookupRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/user/partner',
    {
      config: { access: 'users' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        summary: 'Partners by name or phone (up to 50), for staff',
        querystring: lookupSearchQuerySchema,
        answer: DataOf(Type.Array(PartnerLookup)),
      }),
    },
    async (request) => {
      const { q } = request.query;
      return ok(await searchPartners(db, q));
    },
  );
}
