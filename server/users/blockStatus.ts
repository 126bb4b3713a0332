import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import type { UserStatusInput } from '#domain/schemas/users';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { ok } from '../http/envelope';
import { findUser } from './queries';
import { manageableUserById } from './requestUser';
import { setBlockStatus } from './service';

/**
 * SPEC §4 block (1) / unblock (2) of the user `userId`, by the single route and the bulk action alike:
 * never oneself, nor a colleague holding more; a blocked user's sessions end, so their next call is refused.
 */
export async function changeBlockStatus(tx: Db, request: FastifyRequest, userId: number, input: UserStatusInput) {
  const user = await manageableUserById(tx, request, userId);
  if (user.id === currentUser(request).id) throw forbidden(MESSAGES.cannotChangeYourself);
  await setBlockStatus(tx, user.id, input);
  return ok(await findUser(tx, user.id));
}
