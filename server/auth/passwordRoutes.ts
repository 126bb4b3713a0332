import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { changePasswordSchema } from '#domain/schemas/auth';
import { currentUser } from './guard';
import { findUserById, setPassword } from './accounts';
import { verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { badRequest, forbidden, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ChangeDone } from '#domain/records/auth';
import { authRouteLimit } from '../limits/limits';

const userIdParams = yup.object({ userId: yup.number().integer().positive().required(MESSAGES.notFound) });

/**
 * SPEC §7 change password: users change their own, proving the current one; their other sessions
 * end. (Staff resetting someone else's password is the users area's reset call.)
 */
export default async function passwordRoutes(app: Api) {
  const { db } = app.ctx.database;
  const { environment, limits } = app.ctx;

  const changePassword =
    (forDriver: boolean) =>
    async (request: RequestWith<{ params: typeof userIdParams; body: typeof changePasswordSchema }>) => {
      const caller = currentUser(request);
      const { userId } = request.params;
      if (caller.id !== userId) throw forbidden();
      const body = request.body;
      const target = await findUserById(db, userId);
      if (!target || (target.userType === USER_TYPE.DRIVER) !== forDriver) throw notFound();
      await limits.guess('password', `user:${userId}`, async () => {
        if (!(await verifyPassword(body.oldPassword, target.passwordHash))) throw badRequest(MESSAGES.wrongOldPassword);
      });
      await setPassword(db, userId, body.password);
      await revokeUserSessions(db, userId, caller.sessionId);
      return ok({ changed: true });
    };

  const route = (who: 'user' | 'driver') => ({
    schema: docs({
      tags: ['auth'],
      summary: `Change a ${who}'s password`,
      params: userIdParams,
      body: changePasswordSchema,
      answer: DataOf(ChangeDone),
    }),
    config: { access: 'signedIn' as const, rateLimit: authRouteLimit(environment) },
  });
  app.post('/user/:userId/changePassword', route('user'), changePassword(false));
  app.post('/driver/:userId/changePassword', route('driver'), changePassword(true));
}
