import { publishSessionsEnded } from '../live/publish';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import type { ClientName } from './clients';
import type { TokenService } from './tokens';
import type { IssuedTokens } from '#domain/records/auth';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionUser {
  id: number;
  userType: number;
}

const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Stores a refresh token of the session (its hash only), valid for `ttlSeconds`. */
async function storeRefreshToken(db: Db, sessionId: string, refreshToken: string, ttlSeconds: number) {
  await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

/** The answer of a sign-in or a refresh: a new access token of the session beside its refresh token. */
async function issued(
  tokens: TokenService,
  user: SessionUser,
  sessionId: string,
  refreshToken: string,
): Promise<IssuedTokens> {
  const token = await tokens.signAccess({ sub: String(user.id), sid: sessionId, userType: user.userType });
  return { token, refreshToken, expiresIn: tokens.accessTtl };
}

/** A new login: a new token family. */
export async function startSession(
  db: Db,
  tokens: TokenService,
  user: SessionUser,
  client: ClientName,
  refreshTtl: number,
): Promise<IssuedTokens> {
  const [session] = await db.insert(sessions).values({ userId: user.id, client }).returning({ id: sessions.id });
  const refreshToken = newRefreshToken();
  await storeRefreshToken(db, session.id, refreshToken, refreshTtl);
  return issued(tokens, user, session.id, refreshToken);
}

export type RotateResult =
  | { ok: true; tokens: IssuedTokens; userId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' | 'wrong-client' };

/**
 * Refresh-token rotation: each token works once. The claim is one conditional UPDATE, so of two
 * parallel refreshes with the same token exactly one rotates it. A used token presented again within
 * `graceSeconds` of its rotation (the answer was lost, or another tab raced it) gets the same new
 * refresh token, sealed on the used one's row, and a fresh access token; after the grace, presenting
 * a used token revokes its whole family, so a stolen token is worth one use at most.
 */
export async function rotateSession(
  db: Db,
  tokens: TokenService,
  presented: string,
  client: ClientName,
  options: { refreshTtl: number; graceSeconds: number },
  loadUser: (id: number) => Promise<SessionUser | undefined>,
): Promise<RotateResult> {
  const tokenHash = hashToken(presented);
  const read = async () => {
    const [row] = await db
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        successor: refreshTokens.successor,
        client: sessions.client,
        revokedAt: sessions.revokedAt,
        userId: sessions.userId,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  };
  const row = await read();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.client !== client) return { ok: false, reason: 'wrong-client' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };

  const answerAgain = async (used: NonNullable<Awaited<ReturnType<typeof read>>>): Promise<RotateResult> => {
    // Read again after a lost race: the session may have ended (a logout) in between.
    if (used.revokedAt) return { ok: false, reason: 'revoked' };
    const successor = await successorWithinGrace(db, tokens, used, options.graceSeconds);
    if (!successor) {
      await revokeSession(db, used.sessionId);
      return { ok: false, reason: 'reused' };
    }
    const user = await loadUser(used.userId);
    if (!user) return { ok: false, reason: 'revoked' };
    return { ok: true, userId: user.id, tokens: await issued(tokens, user, used.sessionId, successor) };
  };
  if (row.usedAt) return answerAgain(row);
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };

  // The successor is sealed on the claimed row in the same transaction, so a racing refresh that
  // finds the row claimed finds its successor too.
  const refreshToken = newRefreshToken();
  const claimed = await db.transaction(async (tx) => {
    const won = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(), successor: tokens.seal(refreshToken) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (won.length === 0) return false;
    await storeRefreshToken(tx, row.sessionId, refreshToken, options.refreshTtl);
    return true;
  });
  if (!claimed) {
    const used = await read();
    return used?.usedAt ? answerAgain(used) : { ok: false, reason: 'reused' };
  }
  const user = await loadUser(row.userId);
  if (!user) return { ok: false, reason: 'revoked' };
  return { ok: true, userId: user.id, tokens: await issued(tokens, user, row.sessionId, refreshToken) };
}

/** The token that replaced a used one, when it was rotated under `graceSeconds` ago and its successor is still unused. */
async function successorWithinGrace(
  db: Db,
  tokens: TokenService,
  used: { usedAt: Date | null; successor: string | null },
  graceSeconds: number,
) {
  if (!used.usedAt || !used.successor || Date.now() - used.usedAt.getTime() >= graceSeconds * 1000) return undefined;
  const successor = tokens.unseal(used.successor);
  if (!successor) return undefined;
  const [next] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(successor)));
  return next && !next.usedAt ? successor : undefined;
}

export async function revokeSession(db: Db, sessionId: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) await publishSessionsEnded(db, userId);
}

/** Ends every session of a user, but the one given (after a password change, say). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  await publishSessionsEnded(db, userId);
}
