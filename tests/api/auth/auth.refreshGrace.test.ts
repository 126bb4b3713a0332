import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { MESSAGES } from '#domain/messages';
import { refreshTokens } from '../../../server/db/schema';
import { SECRETS, expectError, testAppPerFile } from '../testApp';

/** A refresh token presented again shortly after its rotation: the same new pair, not a revoked session (issue: work is never lost). */
const t = testAppPerFile({ refreshReuseGrace: 10 });
const refresh = (refreshToken: string, clientSecret: string = SECRETS.partner) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/refresh', payload: { refreshToken, clientSecret } });
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Moves a token's rotation back in time, as if it happened `seconds` ago. */
const rotatedAgo = (token: string, seconds: number) =>
  t.database.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hash(token)));

describe('refresh-token reuse grace', () => {
  it('within the grace, the used token answers the same new refresh token and a working access token', async () => {
    const session = await t.login('partner');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.auth.refreshToken).toBe(first.json().data.auth.refreshToken);
    expect((await t.as(again.json().data.auth.token, 'GET', '/api/auth/user/me')).statusCode).toBe(200);
    // The session goes on: the new token rotates as usual.
    expect((await refresh(first.json().data.auth.refreshToken)).statusCode).toBe(200);
  });

  it('parallel refreshes with one token all get the same new pair; the session lives on', async () => {
    const session = await t.login('partner');
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(session.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => res.json().data.auth.refreshToken)).size).toBe(1);
    expect((await refresh(answers[0].json().data.auth.refreshToken)).statusCode).toBe(200);
  });

  it('after the grace, a reuse still revokes the family (OWASP): every token of the session stops working', async () => {
    const session = await t.login('partner');
    const rotated = (await refresh(session.refreshToken)).json().data.auth;
    await rotatedAgo(session.refreshToken, 11);
    expectError(await refresh(session.refreshToken), 401, MESSAGES.sessionExpired);
    expectError(await refresh(rotated.refreshToken), 401, MESSAGES.sessionExpired);
    expect((await t.as(rotated.token, 'GET', '/api/auth/user/me')).statusCode).toBe(401);
  });

  it('within the grace, but once the new token was itself used, a reuse revokes the family', async () => {
    const session = await t.login('partner');
    const rotated = (await refresh(session.refreshToken)).json().data.auth;
    const next = (await refresh(rotated.refreshToken)).json().data.auth;
    expectError(await refresh(session.refreshToken), 401, MESSAGES.sessionExpired);
    expect((await t.as(next.token, 'GET', '/api/auth/user/me')).statusCode).toBe(401);
  });

  it('another client presenting the token gets nothing, and the successor is stored sealed, never in clear', async () => {
    const session = await t.login('partner');
    const rotated = (await refresh(session.refreshToken)).json().data.auth;
    expectError(await refresh(session.refreshToken, SECRETS.csr), 401, MESSAGES.sessionExpired);
    const [row] = await t.database.db
      .select({ successor: refreshTokens.successor })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash(session.refreshToken)));
    expect(row.successor).toBeTruthy();
    expect(row.successor).not.toContain(rotated.refreshToken);
  });
});
