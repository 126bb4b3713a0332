import * as yup from 'yup';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { currentUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { type RequestWith } from '../http/validate';
import { findUser } from './queries';
import { assertMayManageUser } from './grants';

/** `:userId`, as the password routes below /user name it too (one parameter name per path segment). */
export const userIdParams = yup.object({ userId: idParam() });

/** The user the path names, or a 404. */
export async function existingUser(db: Db, request: RequestWith<{ params: typeof userIdParams }>) {
  return existingUserById(db, request.params.userId);
}
async function existingUserById(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  return user;
}

/** A user the caller may act on: a colleague holding more than the caller is refused (src/domain/grants.ts). */
export async function manageableUser(db: Db, request: RequestWith<{ params: typeof userIdParams }>) {
  return manageableUserById(db, request, request.params.userId);
}
/** The user `userId` when the caller may act on them (a bulk action's row names it). */
export async function manageableUserById(db: Db, request: FastifyRequest, userId: number) {
  const user = await existingUserById(db, userId);
  await assertMayManageUser(db, currentUser(request), user);
  return user;
}
