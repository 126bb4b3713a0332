import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, DEMO, DEMO_PASSWORD, LOGIN_ROUTE, type DemoKey, testAppPerFile } from '../testApp';

const NEW_PASSWORD = 'changed-pass-7';

const t = testAppPerFile();

const change = (
  password: string = NEW_PASSWORD,
  oldPassword: string = DEMO_PASSWORD,
  confirmPassword: string = password,
) => ({
  oldPassword,
  password,
  confirmPassword,
});
const loginWith = (who: DemoKey, password: string) =>
  t.app.inject({
    method: 'POST',
    url: LOGIN_ROUTE[who].path,
    payload: { phoneNumber: DEMO[who].phoneNumber, password, clientSecret: LOGIN_ROUTE[who].secret, isEmail: false },
  });

describe('POST /api/user/{id}/changePassword', () => {
  it('for oneself → 200; the new password logs in and the old one no longer does', async () => {
    const { token, user } = await t.login('shipperA');
    const res = await t.as(token, 'POST', `/api/user/${user.id}/changePassword`, change());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { changed: true } });
    expect((await loginWith('shipperA', NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await loginWith('shipperA', DEMO_PASSWORD), 401, MESSAGES.loginFailed);
  });

  it('a wrong old password → 400 wrongOldPassword and nothing changes', async () => {
    const { token, user } = await t.login('shipperB');
    expectError(
      await t.as(token, 'POST', `/api/user/${user.id}/changePassword`, change(NEW_PASSWORD, 'notmine123')),
      400,
      MESSAGES.wrongOldPassword,
    );
    expect((await loginWith('shipperB', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("another user's id → 403, even for the CSR admin", async () => {
    const shipperB = await t.login('shipperB');
    const csr = await t.login('csr');
    expectError(
      await t.as(csr.token, 'POST', `/api/user/${shipperB.user.id}/changePassword`, change()),
      403,
      MESSAGES.forbidden,
    );
    expectError(
      await t.as(shipperB.token, 'POST', `/api/user/${csr.user.id}/changePassword`, change()),
      403,
      MESSAGES.forbidden,
    );
    expect((await loginWith('shipperB', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginWith('csr', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a weak new password → 400 passwordRule', async () => {
    const { token, user } = await t.login('shipperB');
    for (const weak of ['short1', 'abcdefgh', '12345678']) {
      expectError(
        await t.as(token, 'POST', `/api/user/${user.id}/changePassword`, change(weak)),
        400,
        MESSAGES.passwordRule,
      );
    }
  });

  it('a mismatched confirmation → 400 passwordsMustMatch', async () => {
    const { token, user } = await t.login('shipperB');
    expectError(
      await t.as(
        token,
        'POST',
        `/api/user/${user.id}/changePassword`,
        change(NEW_PASSWORD, DEMO_PASSWORD, 'other-pass-9'),
      ),
      400,
      MESSAGES.passwordsMustMatch,
    );
  });

  it('a missing old password → 400 requiredFieldsMissing', async () => {
    const { token, user } = await t.login('shipperB');
    const { oldPassword: _, ...rest } = change();
    expectError(
      await t.as(token, 'POST', `/api/user/${user.id}/changePassword`, rest),
      400,
      MESSAGES.requiredFieldsMissing,
    );
  });

  it('no token → 401', async () => {
    const { user } = await t.login('shipperB');
    const res = await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/changePassword`, payload: change() });
    expectError(res, 401, MESSAGES.unauthorized);
  });

  it('a non-numeric user id → 4xx, not 500', async () => {
    const { token } = await t.login('shipperB');
    const res = await t.as(token, 'POST', '/api/user/abc/changePassword', change());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("after a change the user's other sessions are revoked but the current one still works", async () => {
    const current = await t.login('broker');
    const other = await t.login('broker');
    const res = await t.as(current.token, 'POST', `/api/user/${current.user.id}/changePassword`, change());
    expect(res.statusCode).toBe(200);

    expectError(await t.as(other.token, 'GET', '/api/auth/user/me'), 401, MESSAGES.unauthorized);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/refresh',
      payload: { refreshToken: other.refreshToken, clientSecret: LOGIN_ROUTE.broker.secret },
    });
    expectError(otherRefresh, 401, MESSAGES.sessionExpired);

    expect((await t.as(current.token, 'GET', '/api/auth/user/me')).statusCode).toBe(200);
    const currentRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/refresh',
      payload: { refreshToken: current.refreshToken, clientSecret: LOGIN_ROUTE.broker.secret },
    });
    expect(currentRefresh.statusCode).toBe(200);
  });
});

describe('POST /api/driver/{id}/changePassword', () => {
  it('works for the driver; the new password logs in', async () => {
    const { token, user } = await t.login('driver');
    const res = await t.as(token, 'POST', `/api/driver/${user.id}/changePassword`, change());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { changed: true } });
    expect((await loginWith('driver', NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await loginWith('driver', DEMO_PASSWORD), 401, MESSAGES.loginFailed);
  });

  it('for a non-driver id (their own) → 404 and nothing changes', async () => {
    const { token, user } = await t.login('partner');
    expectError(await t.as(token, 'POST', `/api/driver/${user.id}/changePassword`, change()), 404, MESSAGES.notFound);
    expect((await loginWith('partner', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('the user path for a driver → 404', async () => {
    // the driver's password was changed above, so log in with the new one
    const { auth, user } = (await loginWith('driver', NEW_PASSWORD)).json().data;
    const token = auth.token;
    expectError(
      await t.as(token, 'POST', `/api/user/${user.id}/changePassword`, change('x-pass-123', NEW_PASSWORD)),
      404,
      MESSAGES.notFound,
    );
  });
});
