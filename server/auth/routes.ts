import * as yup from 'yup';
import { trimmedString } from '#domain/schemas/rules';
import { MESSAGES } from '#domain/messages';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
  signupSchema,
} from '#domain/schemas/auth';
import { CLIENT_RULES, clientAllows, identifyClient, type LoginPath } from './clients';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { revokeSession, revokeUserSessions, rotateSession, startSession } from './sessions';
import { createSignedUpAccount, findUserById, findUserByUsername, loadProfile, setPassword } from './accounts';
import { OTP_PURPOSE, checkOtp, consumeVerifiedOtp, hasVerifiedOtp, sendPasswordResetCode } from './otp';
import { currentUser } from './guard';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { ok } from '../http/envelope';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import {
  CodeSent,
  LoggedOut,
  LoginRecord,
  ProfileRecord,
  RefreshRecord,
  ResetDone,
  SignedInUser,
  UsernameLookup,
} from '#domain/records/auth';
import { authRouteLimit, refreshRouteLimit } from '../limits/limits';

const tags = ['auth'];

const usernameQuery = yup.object({
  username: trimmedString().required(MESSAGES.requiredFieldsMissing),
  isEmail: yup.boolean().default(false),
});

export default async function authRoutes(app: Api) {
  const { db } = app.ctx.database;
  const { environment, tokens, limits } = app.ctx;
  const publicAuthRoute = { public: true, rateLimit: authRouteLimit(environment) };

  async function login(request: RequestWith<{ body: typeof loginSchema }>, path: LoginPath) {
    const body = request.body;
    const user = await findUserByUsername(db, body.phoneNumber, body.isEmail);
    // One budget per account, whether it is named by its phone or its e-mail.
    await limits.attempt(request, 'login', user ? `user:${user.id}` : body.phoneNumber);
    const client = identifyClient(environment.clients, body.clientSecret);
    if (!client || CLIENT_RULES[client].path !== path) throw unauthorized(MESSAGES.invalidClient);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    // A blocked account answers as a wrong password does: a distinct answer would confirm the password.
    const allowed =
      user && passwordOk && clientAllows(client, path, user.userType) && user.blockStatus !== BLOCK_STATUS.BLOCKED;
    if (!allowed) throw unauthorized(MESSAGES.loginFailed);
    const auth = await startSession(db, tokens, user, client, environment.refreshTokenTtl);
    const profile = await loadProfile(db, user.id);
    return ok({ auth, userType: user.userType, ...profile });
  }

  const loginDocs = (summary: string) => ({
    schema: docs({ tags, summary, body: loginSchema, public: true, answer: DataOf(LoginRecord) }),
    config: publicAuthRoute,
  });
  app.post(
    '/auth/user/login',
    loginDocs('Internal login (INTERNAL with the CSR client; PARTNER/DRIVER with the partner-app client)'),
    (request) => login(request, 'internal'),
  );
  app.post(
    '/auth/user/shipper/login',
    loginDocs('Shipper login (SHIPPER and DEMAND_ADDA with the shipper client)'),
    (request) => login(request, 'shipper'),
  );

  app.post(
    '/auth/user/refresh',
    {
      schema: docs({
        tags,
        summary:
          'Rotate a refresh token: each works once; presented again within REFRESH_REUSE_GRACE it answers the same new refresh token, after that reuse revokes its family',
        body: refreshSchema,
        public: true,
        answer: DataOf(RefreshRecord),
      }),
      // Its own budget per IP: a flood of sign-ins from one address must not sign everyone behind it out.
      config: { public: true, rateLimit: refreshRouteLimit(environment) },
    },
    async (request) => {
      const body = request.body;
      const client = identifyClient(environment.clients, body.clientSecret);
      if (!client) throw unauthorized(MESSAGES.invalidClient);
      const result = await rotateSession(
        db,
        tokens,
        body.refreshToken,
        client,
        { refreshTtl: environment.refreshTokenTtl, graceSeconds: environment.refreshReuseGrace },
        async (id) => {
          const user = await findUserById(db, id);
          return user && user.blockStatus !== BLOCK_STATUS.BLOCKED ? user : undefined;
        },
      );
      if (!result.ok) throw unauthorized(MESSAGES.sessionExpired);
      return ok({ auth: result.tokens });
    },
  );

  app.post(
    '/auth/user/logout',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: 'End this session (its refresh tokens stop working)', answer: DataOf(LoggedOut) }),
    },
    async (request) => {
      await revokeSession(db, currentUser(request).sessionId);
      return ok({ loggedOut: true });
    },
  );

  app.get(
    '/auth/user/me',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: 'The signed-in user, company and roles', answer: DataOf(ProfileRecord) }),
    },
    async (request) => {
      const profile = await loadProfile(db, currentUser(request).id);
      return ok(profile);
    },
  );

  app.post(
    '/auth/user/user-account',
    {
      schema: docs({
        tags,
        summary: 'Sign up a shipper or broker; the phone must have been verified with /otp/validate/user first',
        body: signupSchema,
        public: true,
        answer: DataOf(SignedInUser),
      }),
      config: publicAuthRoute,
    },
    async (request) => {
      const body = request.body;
      await limits.attempt(request, 'signup', body.phoneNumber);
      if (identifyClient(environment.clients, body.clientSecret) !== 'shipper')
        throw unauthorized(MESSAGES.invalidClient);
      // The phone's code first: only whoever holds the phone learns whether an account exists.
      if (!(await hasVerifiedOtp(db, OTP_PURPOSE.userPhone, body.phoneNumber)))
        throw badRequest(MESSAGES.phoneNotVerified);
      if ((await findUserByUsername(db, body.phoneNumber, false)) || (await findUserByUsername(db, body.email, true))) {
        throw conflict(MESSAGES.accountExists);
      }
      if (!(await consumeVerifiedOtp(db, OTP_PURPOSE.userPhone, body.phoneNumber)))
        throw badRequest(MESSAGES.phoneNotVerified);
      const created = await createSignedUpAccount(db, body);
      return ok((await loadProfile(db, created.id))?.user);
    },
  );

  app.get(
    '/auth/user/by-username',
    {
      schema: docs({
        tags,
        summary: 'Whether a username exists and its user type (to pick the right login)',
        querystring: usernameQuery,
        public: true,
        answer: DataOf(UsernameLookup),
      }),
      config: publicAuthRoute,
    },
    async (request) => {
      const query = request.query;
      await limits.attempt(request, 'by-username', query.username);
      const user = await findUserByUsername(db, query.username, query.isEmail);
      return ok(user ? { exists: true, userType: user.userType } : { exists: false });
    },
  );

  app.post(
    '/auth/user/forgot-password',
    {
      schema: docs({
        tags,
        summary: 'Send a password-reset code to the user (always answers the same)',
        body: forgotPasswordSchema,
        public: true,
        answer: DataOf(CodeSent),
      }),
      config: publicAuthRoute,
    },
    async (request) => {
      const body = request.body;
      await limits.codeSend(body.username);
      await sendPasswordResetCode(db, body.username, body.isEmail);
      return ok({ sent: true });
    },
  );

  const resetPassword =
    (purpose: typeof OTP_PURPOSE.forgotPassword | typeof OTP_PURPOSE.driverPhone) =>
    async (request: RequestWith<{ body: typeof resetPasswordSchema }>) => {
      const body = request.body;
      const user = await limits.guess('code', body.username, async () => {
        const found = await findUserByUsername(db, body.username, body.isEmail);
        const isDriver = found?.userType === USER_TYPE.DRIVER;
        if (!found || isDriver !== (purpose === OTP_PURPOSE.driverPhone)) throw badRequest(MESSAGES.invalidOtp);
        await checkOtp(db, purpose, body.username, body.otp, true);
        return found;
      });
      await setPassword(db, user.id, body.password);
      await revokeUserSessions(db, user.id);
      return ok({ reset: true });
    };
  app.post(
    '/auth/user/reset-password',
    {
      schema: docs({
        tags,
        summary: 'Reset a password with the code from forgot-password',
        body: resetPasswordSchema,
        public: true,
        answer: DataOf(ResetDone),
      }),
      config: publicAuthRoute,
    },
    resetPassword(OTP_PURPOSE.forgotPassword),
  );
  app.post(
    '/auth/driver/reset-password',
    {
      schema: docs({
        tags,
        summary: "Reset a driver's password with the code from /otp/generate/driver",
        body: resetPasswordSchema,
        public: true,
        answer: DataOf(ResetDone),
      }),
      config: publicAuthRoute,
    },
    resetPassword(OTP_PURPOSE.driverPhone),
  );
}
