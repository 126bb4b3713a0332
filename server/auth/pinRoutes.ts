import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { changePinSchema, resetPinSchema } from '#domain/schemas/pin';
import { currentUser } from './guard';
import { findUserById, findUserByUsername, setPin } from './accounts';
import { OTP_PURPOSE, checkOtp } from './otp';
import { verifyPassword } from './passwords';
import { badRequest, forbidden, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ChangeDone, ResetDone } from '#domain/records/auth';
import { authRouteLimit } from '../limits/limits';

const tags = ['auth'];
const userIdParams = yup.object({ userId: yup.number().integer().positive().required(MESSAGES.notFound) });

/**
 * PINs (SPEC §5, §7 "password and PIN reset and change"). A PIN is stored only as a scrypt hash in
 * users.pin_hash and never appears in an answer. Reset uses the forgot-password code (single use);
 * change is for oneself and proves the current PIN when one is set. Both are rate-limited like
 * login, so a 4-digit PIN cannot be guessed by brute force.
 */
export default async function pinRoutes(app: Api) {
  const { db } = app.ctx.database;
  const { environment, limits } = app.ctx;

  app.post(
    '/auth/user/reset-pin',
    {
      schema: docs({
        tags,
        summary: 'Reset a PIN with the code from /auth/user/forgot-password (the code works once)',
        body: resetPinSchema,
        public: true,
        answer: DataOf(ResetDone),
      }),
      config: { public: true, rateLimit: authRouteLimit(environment) },
    },
    async (request) => {
      const body = request.body;
      const user = await limits.guess('code', body.username, async () => {
        const found = await findUserByUsername(db, body.username, body.isEmail);
        // Forgot-password codes never go to drivers or unknown users; say no more than a wrong code would.
        if (!found || found.userType === USER_TYPE.DRIVER) throw badRequest(MESSAGES.invalidOtp);
        await checkOtp(db, OTP_PURPOSE.forgotPassword, body.username, body.otp, true);
        return found;
      });
      await setPin(db, user.id, body.pin);
      return ok({ reset: true });
    },
  );

  app.post(
    '/user/:userId/changePin',
    {
      schema: docs({
        tags,
        summary: "Change one's own PIN; the current PIN is required when one is set",
        params: userIdParams,
        body: changePinSchema,
        answer: DataOf(ChangeDone),
      }),
      config: { access: 'signedIn', rateLimit: authRouteLimit(environment) },
    },
    async (request) => {
      const caller = currentUser(request);
      const { userId } = request.params;
      if (caller.id !== userId) throw forbidden();
      const body = request.body;
      const target = await findUserById(db, userId);
      if (!target) throw notFound();
      if (target.pinHash) {
        const pinHash = target.pinHash;
        if (!body.oldPin) throw badRequest(MESSAGES.currentPinRequired);
        // Counted per account, not per IP: colleagues behind one NAT do not lock each other out.
        await limits.guess('pin', `user:${userId}`, async () => {
          if (!(await verifyPassword(body.oldPin!, pinHash))) throw badRequest(MESSAGES.wrongOldPin);
        });
      }
      await setPin(db, userId, body.pin);
      return ok({ changed: true });
    },
  );
}
