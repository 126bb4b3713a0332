import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { USER_TYPE } from '#domain/userTypes';
import { lookupSearchQuerySchema } from '#domain/schemas/bookings';
import { requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { PartnerLookup } from '#domain/records/lookups';
import { searchPartners } from '../lookups/partners';

const tags = ['fleet'];

/**
 * The partners staff may bid for or assign, for the bid and assignment dialogs. (A partner's drivers
 * and vehicles are the paged GET /drivers and GET /vehicles of drivers.ts and vehicles.ts.)
 */
export default async function fleetLookupRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get(
    '/user/partner',
    {
      config: { access: 'users' },
      preHandler: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        summary: 'Partners by name or phone (up to 50), for staff',
        querystring: lookupSearchQuerySchema,
        answer: DataOf(Type.Array(PartnerLookup)),
      }),
    },
    async (request) => {
      const { q } = await validate(lookupSearchQuerySchema, request.query);
      return ok(await searchPartners(db, q));
    },
  );
}
