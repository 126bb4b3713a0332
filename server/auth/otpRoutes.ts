import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { forgotPasswordSchema, otpCodeField, otpGenerateSchema, phoneParamSchema } from '#domain/schemas/auth';
import { identifyClient } from './clients';
import { OTP_PURPOSE, checkOtp, issueOtp, sendPasswordResetCode } from './otp';
import { findUserByUsername } from './accounts';
import { unauthorized } from '../http/errors';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { CodeSent, CodeValid } from '#domain/records/auth';
import { authRouteLimit } from '../limits/limits';

const tags = ['otp'];
const validateParams = phoneParamSchema.shape({ otp: otpCodeField() });
const forgotValidateQuery = forgotPasswordSchema.shape({ otp: otpCodeField() });

/**
 * One-time codes (SPEC §7 OTP). "user" codes verify a phone before signup; "driver" codes let a
 * driver reset a password; the forgot-password pair serves every other user. Codes only ever leave
 * through the outbox (server/outbox/), never in an answer.
 */
export default async function otpRoutes(app: Api) {
  const { db } = app.ctx.database;
  const { environment, limits } = app.ctx;
  const publicRoute = { public: true, rateLimit: authRouteLimit(environment) };

  /** A known client asks for a code to a phone, limited per phone; `send` decides whether one goes out. */
  const generateRoute = (who: 'user' | 'driver', summary: string, send: (phone: string) => Promise<void>) =>
    app.post(
      `/otp/generate/${who}/:phone`,
      {
        schema: docs({
          tags,
          summary,
          params: phoneParamSchema,
          body: otpGenerateSchema,
          public: true,
          answer: DataOf(CodeSent),
        }),
        config: publicRoute,
      },
      async (request) => {
        const { phone } = request.params;
        const body = request.body;
        if (!identifyClient(environment.clients, body.clientSecret)) throw unauthorized(MESSAGES.invalidClient);
        await limits.codeSend(phone);
        await send(phone);
        return ok({ sent: true });
      },
    );
  generateRoute('user', 'Send a phone-verification code (signup)', (phone) =>
    issueOtp(db, OTP_PURPOSE.userPhone, phone),
  );
  generateRoute(
    'driver',
    "Send a code to a driver's phone (password reset); answers the same for unknown phones",
    async (phone) => {
      const driver = await findUserByUsername(db, phone, false);
      if (driver?.userType === USER_TYPE.DRIVER) await issueOtp(db, OTP_PURPOSE.driverPhone, phone);
    },
  );

  const validateRoute = (purpose: typeof OTP_PURPOSE.userPhone | typeof OTP_PURPOSE.driverPhone, who: string) =>
    app.get(
      `/otp/validate/${who}/:phone/:otp`,
      {
        schema: docs({
          tags,
          summary: `Check a ${who} phone code`,
          params: validateParams,
          public: true,
          answer: DataOf(CodeValid),
        }),
        config: publicRoute,
      },
      async (request) => {
        const { phone, otp } = request.params;
        await limits.guess('code', phone, () => checkOtp(db, purpose, phone, otp, false));
        return ok({ valid: true });
      },
    );
  validateRoute(OTP_PURPOSE.userPhone, 'user');
  validateRoute(OTP_PURPOSE.driverPhone, 'driver');

  app.get(
    '/otp/forgot-password/generate',
    {
      schema: docs({
        tags,
        summary: 'Send a password-reset code (answers the same for unknown users)',
        querystring: forgotPasswordSchema,
        public: true,
        answer: DataOf(CodeSent),
      }),
      config: publicRoute,
    },
    async (request) => {
      const query = request.query;
      await limits.codeSend(query.username);
      await sendPasswordResetCode(db, query.username, query.isEmail);
      return ok({ sent: true });
    },
  );

  app.post(
    '/otp/forgot-password/validate',
    {
      schema: docs({
        tags,
        summary: 'Check a password-reset code before asking for the new password',
        querystring: forgotValidateQuery,
        public: true,
        answer: DataOf(CodeValid),
      }),
      config: publicRoute,
    },
    async (request) => {
      const query = request.query;
      await limits.guess('code', query.username, () =>
        checkOtp(db, OTP_PURPOSE.forgotPassword, query.username, query.otp, false),
      );
      return ok({ valid: true });
    },
  );
}
