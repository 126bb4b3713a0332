import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BLOCK_STATUS, USER_TYPE, type UserType } from '#domain/userTypes';
import { MESSAGES } from '#domain/messages';
import { canAccess } from '#domain/permissions';
import { permissionOf, type RouteAccess } from './routeAccess';
import { roles, sessions, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { VerifiedTokenCache } from './verifiedTokens';

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};

/** `?access_token=`, for a route the browser's EventSource calls (it cannot send headers). */
const queryToken = (request: FastifyRequest) => {
  const token = (request.query as { access_token?: unknown } | undefined)?.access_token;
  return typeof token === 'string' && token ? token : undefined;
};

/**
 * Every /api route needs a valid access token unless its config says `public: true`. The token's
 * session must still be live and its user unblocked, so a revoked family or a blocked user is
 * refused on the very next call.
 */
const isApi = (url: string) => url.startsWith('/api/');
/** The OpenAPI page and document (registered by @fastify/swagger-ui, so they carry no route config). */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export const authGuard = fp(async (app) => {
  const verifiedTokens = new VerifiedTokenCache();
  // Built once (on first use) rather than on every request: PostgreSQL keeps the named statement's
  // plan per connection, and drizzle does not rebuild the SQL (measured with a CPU profile of the list route).
  let sessionStatement: ReturnType<typeof prepareLiveSession> | undefined;
  const liveSession = () => (sessionStatement ??= prepareLiveSession(app.ctx.database.db));
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!isApi(request.url) || isDocs(request.url) || request.is404 || routeConfig?.public) return;
    if (routeConfig?.optionalAuth && !request.headers.authorization) return;
    const token =
      bearer(request.headers.authorization) ?? (routeConfig?.tokenInQuery ? queryToken(request) : undefined);
    const claims = token ? await verifiedTokens.verify(token, (t) => app.ctx.tokens.verifyAccess(t)) : undefined;
    if (!claims) throw unauthorized();
    const [row] = await liveSession().execute({ sid: claims.sid, userId: Number(claims.sub) });
    if (!row) throw unauthorized();
    if (row.blockStatus === BLOCK_STATUS.BLOCKED) throw unauthorized(MESSAGES.accountBlocked);
    request.auth = {
      id: row.id,
      userType: row.userType,
      companyId: row.companyId,
      roleId: row.roleId,
      permissions: row.permissions ?? [],
      sessionId: claims.sid,
    } satisfies AuthUser;
    assertRoutePermission(request.auth, routeConfig?.access, request.method, request.routeOptions.url ?? request.url);
  });
});

/** The session's user with its role's permissions, while the session is live. */
function prepareLiveSession(db: Db) {
  return db
    .select({
      id: users.id,
      userType: users.userType,
      companyId: users.companyId,
      roleId: users.roleId,
      blockStatus: users.blockStatus,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(sessions.id, sql.placeholder('sid')), eq(users.id, sql.placeholder('userId')), isNull(sessions.revokedAt)),
    )
    .prepare('auth_guard_live_session');
}

/**
 * The role check of every signed-in call: the access the route declares (routeAccess.ts), allowed by
 * canAccess — the same rule the portal uses to hide what a user may not do. A route declaring none is
 * refused to everyone (deny by default), so a forgotten declaration cannot leak.
 */
export function assertRoutePermission(user: AuthUser, access: RouteAccess | undefined, method: string, url: string) {
  if (!access) throw forbidden();
  const needed = permissionOf(access, method, url);
  if (!needed) return;
  const accessUser = { userType: user.userType as UserType, permissions: user.permissions };
  if (!canAccess(accessUser, needed.action, needed.area)) throw forbidden();
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A preValidation hook that lets only the given user types through (before the input is checked: a 403 outranks a 400). */
export const requireUserType =
  (...allowed: UserType[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(allowed as number[]).includes(currentUser(request).userType)) throw forbidden();
  };

export const isInternal = (user: AuthUser) => user.userType === USER_TYPE.INTERNAL;

/**
 * Ownership: internal staff see every company; anyone else only their own. A record of another
 * company answers 404, so its existence does not leak.
 */
export function assertCompanyAccess(user: AuthUser, recordCompanyId: number | null | undefined) {
  if (isInternal(user)) return;
  if (user.companyId === null || recordCompanyId !== user.companyId) throw notFound();
}
