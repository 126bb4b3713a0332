import type { Api } from '../http/validate';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { PIN_LENGTH } from '#domain/limits';
import { DataOf } from '#domain/records/envelope';
import { GeneratedPassword, GeneratedPin, UserRecord } from '#domain/records/users';
import { currentUser, requireUserType } from '../auth/guard';
import { setPassword, setPin } from '../auth/accounts';
import { revokeUserSessions } from '../auth/sessions';
import { forbidden, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { docs } from '../http/docs';
import { deleteAccount, randomPassword } from './service';
import { existingUser, manageableUser, userIdParams } from './requestUser';

const tags = ['users'];

/** SPEC §7 accounts: staff delete an account, or give a user a new PIN or password (answered once; never their own). */
export default async function userAccountRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.delete(
    '/user/:userId',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(UserRecord),
        summary: "Delete a user's account (its records stay)",
        params: userIdParams,
      }),
    },
    async (request) => {
      const user = await manageableUser(db, request);
      if (user.id === currentUser(request).id) throw forbidden(MESSAGES.cannotChangeYourself);
      await deleteAccount(db, user.id);
      return ok(user);
    },
  );

  /** SPEC §7 delete driver account and delete partner account: the same, refused for any other kind of user. */
  for (const [kind, userType] of [
    ['driver', USER_TYPE.DRIVER],
    ['partner', USER_TYPE.PARTNER],
  ] as const) {
    app.delete(
      `/user/${kind}/:userId`,
      {
        config: { access: 'users' },
        schema: docs({
          tags,
          answer: DataOf(UserRecord),
          summary: `Delete a ${kind} account (its records stay)`,
          params: userIdParams,
        }),
      },
      async (request) => {
        const user = await existingUser(db, request);
        if (user.userType !== userType) throw notFound();
        await deleteAccount(db, user.id);
        return ok(user);
      },
    );
  }

  app.post(
    '/user/:userId/reset-pin',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(GeneratedPin),
        summary:
          "Give the user a new random PIN (SPEC §5 length), answered once and never kept for a replay; not one's own (403)",
        params: userIdParams,
      }),
    },
    async (request) => {
      const user = await manageableUser(db, request);
      // One's own PIN is changed proving the current one (changePin), never reset by one's own hand.
      if (user.id === currentUser(request).id) throw forbidden(MESSAGES.resetOwnSecret);
      const generatedPin = Array.from(randomBytes(PIN_LENGTH), (byte) => String(byte % 10)).join('');
      await setPin(db, user.id, generatedPin);
      return ok({ id: user.id, generatedPin });
    },
  );

  app.post(
    '/user/:userId/reset-password',
    {
      config: { access: 'users' },
      schema: docs({
        tags,
        answer: DataOf(GeneratedPassword),
        summary:
          "Give the user a new random password, answered once and never kept for a replay; their sessions end; not one's own (403)",
        params: userIdParams,
      }),
    },
    async (request) => {
      const user = await manageableUser(db, request);
      if (user.id === currentUser(request).id) throw forbidden(MESSAGES.resetOwnSecret);
      const generatedPassword = randomPassword();
      await setPassword(db, user.id, generatedPassword);
      await revokeUserSessions(db, user.id);
      return ok({ id: user.id, generatedPassword });
    },
  );
}
