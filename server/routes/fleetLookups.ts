import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { USER_TYPE } from '../../src/domain/userTypes';
import { lookupSearchQuerySchema } from '../../src/domain/schemas/bookings';
import { requireUserType } from '../auth/guard';
import { users } from '../db/schema';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '../../src/domain/records/envelope';
import { PartnerLookup } from '../../src/domain/records/lookups';
import { escapeLike } from '../db/query';

const tags = ['fleet'];
const LIMIT = 50;

/**
 * The partners staff may bid for or assign, for the bid and assignment dialogs. (A partner's drivers
 * and vehicles are the paged GET /drivers and GET /vehicles of drivers.ts and vehicles.ts.)
 */
export default async function fleetLookupRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get('/user/partner', { preHandler: requireUserType(USER_TYPE.INTERNAL), schema: docs({ tags, summary: 'Partners by name or phone (up to 50), for staff', querystring: lookupSearchQuerySchema, answer: DataOf(Type.Array(PartnerLookup)) }) }, async (request) => {
    const { q } = await validate(lookupSearchQuerySchema, request.query);
    const conditions: (SQL | undefined)[] = [eq(users.userType, USER_TYPE.PARTNER)];
    if (q) conditions.push(or(ilike(users.fullName, `%${escapeLike(q)}%`), ilike(users.phoneNumber, `%${escapeLike(q)}%`)));
    return ok(await db.select({ id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber }).from(users).where(and(...conditions)).orderBy(asc(users.fullName)).limit(LIMIT));
  });
}
