import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { USER_TYPE } from '#domain/userTypes';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { driverById } from './drivers';
import { vehicleById } from './vehicles';

/** The owners of fleet documents, each refusing (404) one the caller may not see: staff any partner's, a partner its own. */
export const driverOwner = (db: Db) => (request: FastifyRequest, driverId: number) =>
  driverById(db, currentUser(request), driverId);
export const vehicleOwner = (db: Db) => (request: FastifyRequest, vehicleId: number) =>
  vehicleById(db, currentUser(request), vehicleId);

/** A partner's own documents: a partner only its own account; staff any partner account. */
export const partnerAccountOwner = (db: Db) => async (request: FastifyRequest, userId: number) => {
  const user = currentUser(request);
  if (user.userType === USER_TYPE.PARTNER && user.id !== userId) throw notFound();
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPE.PARTNER), isNull(users.deletedAt)));
  if (!partner) throw notFound();
  return partner;
};
