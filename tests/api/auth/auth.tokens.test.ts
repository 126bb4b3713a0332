import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { MESSAGES } from '#domain/messages';
import { testEnvironment } from '../../../server/environment';
import { createTestApp, DEMO, SECRETS, type TestApp, testAppPerFile } from '../testApp';

const ME = '/api/auth/user/me';
const REFRESH = '/api/auth/user/refresh';

// No reuse grace here: these prove the rotation rule itself (a used token revokes its family); the grace has its own file.
const t = testAppPerFile({ refreshReuseGrace: 0 });

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const refresh = (refreshToken: unknown, clientSecret: string = SECRETS.shipper) =>
  t.app.inject({ method: 'POST', url: REFRESH, payload: { refreshToken, clientSecret } });
const sign = (claims: Record<string, unknown>, secret: string, { iss = 'freight-api', aud = 'freight-portal' } = {}) =>
  new SignJWT({ sid: claims.sid, userType: claims.userType })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));

function expect401(res: LightMyRequestResponse, message: string = MESSAGES.unauthorized) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message, error: 'Unauthorized', statusCode: 401 });
}

describe('access tokens on a protected route', () => {
  it('no token → 401', async () => {
    expect401(await t.app.inject({ method: 'GET', url: ME }));
  });

  it('a garbage token → 401', async () => {
    expect401(await t.as('not.a.jwt', 'GET', ME));
    expect401(await t.as('garbage', 'GET', ME));
  });

  it('a non-Bearer authorization header → 401', async () => {
    const { token } = await t.login('shipperA');
    expect401(await t.app.inject({ method: 'GET', url: ME, headers: { authorization: `Basic ${token}` } }));
  });

  it('a token with live claims signed with another key → 401', async () => {
    const { token } = await t.login('shipperA');
    expect401(await t.as(await sign(claimsOf(token), 'another-secret-another-secret-another'), 'GET', ME));
  });

  it('a token signed with the right key but another issuer or audience → 401', async () => {
    const { token } = await t.login('shipperA');
    const secret = testEnvironment().jwtSecret!;
    expect401(await t.as(await sign(claimsOf(token), secret, { iss: 'someone-else' }), 'GET', ME));
    expect401(await t.as(await sign(claimsOf(token), secret, { aud: 'another-app' }), 'GET', ME));
  });

  it('a token signed with the right key but for a session that does not exist → 401', async () => {
    const { token } = await t.login('shipperA');
    const forged = await sign(
      { ...claimsOf(token), sid: '00000000-0000-4000-8000-000000000000' },
      testEnvironment().jwtSecret!,
    );
    expect401(await t.as(forged, 'GET', ME));
  });

  it('an alg:none token with live claims → 401', async () => {
    const { token } = await t.login('shipperA');
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsOf(token))}.`;
    expect401(await t.as(unsigned, 'GET', ME));
  });

  it('a real token whose payload was edited (userType → internal) → 401', async () => {
    const { token } = await t.login('shipperA');
    const [header, , signature] = token.split('.');
    expect401(await t.as(`${header}.${b64url({ ...claimsOf(token), userType: 4 })}.${signature}`, 'GET', ME));
  });

  it('a percent-encoded path does not get past the guard without a token', async () => {
    const { user } = await t.login('shipperA');
    expect401(await t.app.inject({ method: 'GET', url: '/%61pi/auth/user/me' }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/%61pi/user/${user.id}/changePassword`,
      payload: { oldPassword: 'demo1234', password: 'abcdefg12', confirmPassword: 'abcdefg12' },
    });
    expect401(res);
  });

  it('a valid token → 200 with the signed-in user', async () => {
    const { token, user } = await t.login('shipperA');
    const res = await t.as(token, 'GET', ME);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, phoneNumber: DEMO.shipperA.phoneNumber });
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
  });

  describe('expiry', () => {
    let short: TestApp;
    beforeAll(async () => {
      // JWT expiry counts whole seconds: a 1 s token issued late in a second can be stale at once, so 3 s.
      short = await createTestApp({ accessTokenTtl: 3 });
    });
    afterAll(() => short.close());
    // The wall clock moves on by the token's life instead of the test waiting it out (timers stay real).
    afterEach(() => vi.useRealTimers());

    it('an expired access token → 401, and its refresh token still gives a new pair', async () => {
      const { token, refreshToken } = await short.login('shipperA');
      expect((await short.as(token, 'GET', ME)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 3100);
      expect401(await short.as(token, 'GET', ME));
      const renewed = await short.app.inject({
        method: 'POST',
        url: REFRESH,
        payload: { refreshToken, clientSecret: SECRETS.shipper },
      });
      expect(renewed.statusCode).toBe(200);
      // (compare expiries rather than call with it: the point is that a new token was issued)
      expect(claimsOf(renewed.json().data.auth.token).exp).toBeGreaterThan(claimsOf(token).exp);
    });
  });
});

describe('refresh', () => {
  it('gives a new pair that works; the new refresh token differs from the old', async () => {
    const first = await t.login('shipperA');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const { auth } = res.json().data;
    expect(auth).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
    });
    expect(auth.refreshToken).not.toBe(first.refreshToken);
    expect((await t.as(auth.token, 'GET', ME)).json().data.user.id).toBe(first.user.id);
    expect((await refresh(auth.refreshToken)).statusCode).toBe(200);
  });

  it('reusing an old refresh token → 401 sessionExpired and revokes the whole family', async () => {
    const first = await t.login('shipperB');
    const second = (await refresh(first.refreshToken, SECRETS.shipper)).json().data.auth;
    expect((await t.as(second.token, 'GET', ME)).statusCode).toBe(200);

    expect401(await refresh(first.refreshToken), MESSAGES.sessionExpired);
    expect401(await refresh(second.refreshToken), MESSAGES.sessionExpired);
    expect401(await t.as(second.token, 'GET', ME));
    expect401(await t.as(first.token, 'GET', ME));
  });

  it("revoking one family leaves the same user's other sessions alone", async () => {
    const victim = await t.login('broker');
    const other = await t.login('broker');
    await refresh(victim.refreshToken);
    await refresh(victim.refreshToken);
    expect((await t.as(other.token, 'GET', ME)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('a token of the shipper client presented with the csr secret → 401', async () => {
    const { refreshToken } = await t.login('shipperA');
    expect401(await refresh(refreshToken, SECRETS.csr), MESSAGES.sessionExpired);
  });

  it('an unknown client secret → 401 invalidClient', async () => {
    const { refreshToken } = await t.login('shipperA');
    expect401(await refresh(refreshToken, 'who-knows'), MESSAGES.invalidClient);
  });

  it('an unknown refresh token → 401 sessionExpired', async () => {
    expect401(await refresh('x'.repeat(43)), MESSAGES.sessionExpired);
  });

  it('an access token used as a refresh token → 401', async () => {
    const { token } = await t.login('shipperA');
    expect401(await refresh(token), MESSAGES.sessionExpired);
  });

  it('a missing refreshToken → 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: REFRESH, payload: { clientSecret: SECRETS.shipper } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.sessionExpired, error: 'Bad Request', statusCode: 400 });
  });

  it('10 parallel refreshes with the same token → exactly one 200, the rest 401', async () => {
    const { refreshToken } = await t.login('partner');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken, SECRETS.partner)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(9);
  });
});

describe('logout', () => {
  it('ends the session: its access token and refresh token stop working', async () => {
    const session = await t.login('csr');
    const other = await t.login('csr');
    const res = await t.as(session.token, 'POST', '/api/auth/user/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { loggedOut: true } });
    expect401(await t.as(session.token, 'GET', ME));
    expect401(await refresh(session.refreshToken, SECRETS.csr), MESSAGES.sessionExpired);
    expect((await t.as(other.token, 'GET', ME)).statusCode).toBe(200);
  });

  it('logout without a token → 401', async () => {
    expect401(await t.app.inject({ method: 'POST', url: '/api/auth/user/logout' }));
  });
});
