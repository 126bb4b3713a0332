import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { USER_TYPE } from '../../src/domain/userTypes';
import { lookupSearchQuerySchema } from '../../src/domain/schemas/bookings';
import { currentUser, requireUserType } from '../auth/guard';
import { drivers, users, vehicleTypes, vehicles } from '../db/schema';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { escapeLike } from './lookups';

const tags = ['fleet'];
const LIMIT = 50;

/**
 * Searches that assignment dialogs need: a partner's drivers and vehicles, and the partners staff
 * may bid for. A partner only ever finds its own; staff any (optionally one partner's).
 */
export default async function fleetLookupRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));

  const partnerScope = (userId: number, userType: number, partnerId: number | undefined) => (userType === USER_TYPE.PARTNER ? userId : partnerId);

  app.get('/drivers', { schema: docs({ tags, summary: 'Drivers by name or phone (up to 50)', querystring: lookupSearchQuerySchema }) }, async (request) => {
    const user = currentUser(request);
    const { partnerId, q } = await validate(lookupSearchQuerySchema, request.query);
    const scope = partnerScope(user.id, user.userType, partnerId);
    const conditions: (SQL | undefined)[] = [scope ? eq(drivers.partnerId, scope) : undefined];
    if (q) conditions.push(or(ilike(drivers.fullName, `%${escapeLike(q)}%`), ilike(drivers.phoneNumber, `%${escapeLike(q)}%`)));
    return ok(await db.select().from(drivers).where(and(...conditions)).orderBy(asc(drivers.fullName)).limit(LIMIT));
  });

  app.get('/vehicles', { schema: docs({ tags, summary: 'Vehicles by registration number (up to 50), optionally of one vehicle type', querystring: lookupSearchQuerySchema }) }, async (request) => {
    const user = currentUser(request);
    const { partnerId, q, vehicleTypeId } = await validate(lookupSearchQuerySchema, request.query);
    const scope = partnerScope(user.id, user.userType, partnerId);
    const conditions: (SQL | undefined)[] = [scope ? eq(vehicles.partnerId, scope) : undefined, vehicleTypeId ? eq(vehicles.vehicleTypeId, vehicleTypeId) : undefined];
    if (q) conditions.push(ilike(vehicles.registrationNumber, `%${escapeLike(q)}%`));
    return ok(
      await db
        .select({ id: vehicles.id, partnerId: vehicles.partnerId, registrationNumber: vehicles.registrationNumber, vehicleTypeId: vehicles.vehicleTypeId, vehicleTypeName: vehicleTypes.name, capacityTonnes: vehicles.capacityTonnes, status: vehicles.status })
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .where(and(...conditions))
        .orderBy(asc(vehicles.registrationNumber))
        .limit(LIMIT),
    );
  });

  app.get('/user/partner', { preHandler: requireUserType(USER_TYPE.INTERNAL), schema: docs({ tags, summary: 'Partners by name or phone (up to 50), for staff', querystring: lookupSearchQuerySchema }) }, async (request) => {
    const { q } = await validate(lookupSearchQuerySchema, request.query);
    const conditions: (SQL | undefined)[] = [eq(users.userType, USER_TYPE.PARTNER)];
    if (q) conditions.push(or(ilike(users.fullName, `%${escapeLike(q)}%`), ilike(users.phoneNumber, `%${escapeLike(q)}%`)));
    return ok(await db.select({ id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber }).from(users).where(and(...conditions)).orderBy(asc(users.fullName)).limit(LIMIT));
  });
}
