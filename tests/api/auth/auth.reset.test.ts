import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, DEMO, DEMO_PASSWORD, LOGIN_ROUTE, SECRETS, type DemoKey, testAppPerFile } from '../testApp';

const FORGOT = '/api/auth/user/forgot-password';
const RESET = '/api/auth/user/reset-password';
const DRIVER_RESET = '/api/auth/driver/reset-password';
const NEW_PASSWORD = 'fresh-pass-42';

const t = testAppPerFile();

/** Each request waits for the outbox: the codes it sent are with the development sender. */
async function post(url: string, payload?: object) {
  const res = await t.app.inject({ method: 'POST', url, payload });
  await t.drainOutbox();
  return res;
}
const forgot = (username: string, isEmail = false) => post(FORGOT, { username, isEmail });
const resetBody = (username: string, otp: string, extra: Record<string, unknown> = {}) => ({
  username,
  isEmail: false,
  otp,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...extra,
});
const loginWith = (who: DemoKey, password: string) =>
  post(LOGIN_ROUTE[who].path, {
    phoneNumber: DEMO[who].phoneNumber,
    password,
    clientSecret: LOGIN_ROUTE[who].secret,
    isEmail: false,
  });
const refresh = (refreshToken: string, clientSecret: string) =>
  post('/api/auth/user/refresh', { refreshToken, clientSecret });

describe('forgot password', () => {
  it('for a shipper → 200 {sent:true} and a forgot-password code is sent to the phone', async () => {
    const before = t.otp.sent.length;
    const res = await forgot(DEMO.shipperB.phoneNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(t.otp.sent.slice(before)).toEqual([
      { to: DEMO.shipperB.phoneNumber, code: expect.stringMatching(/^\d{6}$/), purpose: 'forgot-password' },
    ]);
    expect(res.body).not.toContain(t.otp.sent.at(-1)!.code);
  });

  it('for an unknown username → the same 200 {sent:true}, and nothing is sent', async () => {
    const before = t.otp.sent.length;
    const res = await forgot('03129876543');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect((await forgot('ghost@example.com', true)).json()).toEqual({ data: { sent: true } });
    expect(t.otp.sent.length).toBe(before);
  });

  it('a malformed username → 400 invalidPhone / invalidEmail', async () => {
    expectError(await forgot('12345'), 400, MESSAGES.invalidPhone);
    expectError(await forgot('not-an-email', true), 400, MESSAGES.invalidEmail);
  });
});

describe('reset password', () => {
  it('with the code: 200, the old password stops working, the new one works, old sessions are revoked', async () => {
    const session = await t.login('shipperA');
    await forgot(DEMO.shipperA.phoneNumber);
    const code = t.otp.lastCodeFor(DEMO.shipperA.phoneNumber, 'forgot-password')!;
    const checked = await post(
      `/api/otp/forgot-password/validate?username=${DEMO.shipperA.phoneNumber}&otp=${code}&isEmail=false`,
    );
    expect(checked.statusCode).toBe(200);

    const res = await post(RESET, resetBody(DEMO.shipperA.phoneNumber, code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { reset: true } });

    expectError(await loginWith('shipperA', DEMO_PASSWORD), 401, MESSAGES.loginFailed);
    expect((await loginWith('shipperA', NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await refresh(session.refreshToken, SECRETS.shipper), 401, MESSAGES.sessionExpired);
    expect((await t.as(session.token, 'GET', '/api/auth/user/me')).statusCode).toBe(401);

    // a code is single use
    expectError(
      await post(
        RESET,
        resetBody(DEMO.shipperA.phoneNumber, code, { password: 'again12345', confirmPassword: 'again12345' }),
      ),
      400,
      MESSAGES.invalidOtp,
    );
    expect((await loginWith('shipperA', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('by email, with the code sent to the email', async () => {
    await forgot(DEMO.broker.email, true);
    const code = t.otp.lastCodeFor(DEMO.broker.email, 'forgot-password')!;
    const res = await post(RESET, resetBody(DEMO.broker.email, code, { isEmail: true }));
    expect(res.statusCode).toBe(200);
    expect((await loginWith('broker', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong code → 400 invalidOtp and the password is unchanged', async () => {
    await forgot(DEMO.shipperB.phoneNumber);
    const code = t.otp.lastCodeFor(DEMO.shipperB.phoneNumber, 'forgot-password')!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectError(await post(RESET, resetBody(DEMO.shipperB.phoneNumber, wrongCode)), 400, MESSAGES.invalidOtp);
    expect((await loginWith('shipperB', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset for an unknown user → 400 invalidOtp', async () => {
    expectError(await post(RESET, resetBody('03129876543', '123456')), 400, MESSAGES.invalidOtp);
  });

  it('an empty body → 400 naming both missing-field texts of the schema', async () => {
    const res = await post(RESET, {});
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(Array.isArray(message) ? [...message].sort() : [message]).toEqual(
      [MESSAGES.fillRequired, MESSAGES.requiredFieldsMissing].sort(),
    );
  });

  it('a missing code → 400 requiredFieldsMissing', async () => {
    const { otp: _, ...rest } = resetBody(DEMO.shipperB.phoneNumber, '000000');
    expectError(await post(RESET, rest), 400, MESSAGES.requiredFieldsMissing);
  });

  it('a missing username → 400 requiredFieldsMissing', async () => {
    const { username: _, ...rest } = resetBody(DEMO.shipperB.phoneNumber, '000000');
    expectError(await post(RESET, rest), 400, MESSAGES.requiredFieldsMissing);
  });

  it('a missing new password and confirmation → 400 fillRequired', async () => {
    expectError(
      await post(RESET, { username: DEMO.shipperB.phoneNumber, isEmail: false, otp: '000000' }),
      400,
      MESSAGES.fillRequired,
    );
  });

  it('a weak new password → 400 passwordRule; a mismatched one → 400 passwordsMustMatch', async () => {
    expectError(
      await post(
        RESET,
        resetBody(DEMO.shipperB.phoneNumber, '000000', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      ),
      400,
      MESSAGES.passwordRule,
    );
    expectError(
      await post(RESET, resetBody(DEMO.shipperB.phoneNumber, '000000', { confirmPassword: 'different1' })),
      400,
      MESSAGES.passwordsMustMatch,
    );
  });
});

describe('driver reset', () => {
  it('a driver code (phone:driver) resets the driver password on the driver path', async () => {
    const session = await t.login('driver');
    const sent = await post(`/api/otp/generate/driver/${DEMO.driver.phoneNumber}`, { clientSecret: SECRETS.partner });
    expect(sent.statusCode).toBe(200);
    const code = t.otp.lastCodeFor(DEMO.driver.phoneNumber, 'phone:driver')!;
    expect(code).toMatch(/^\d{6}$/);

    const res = await post(DRIVER_RESET, resetBody(DEMO.driver.phoneNumber, code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { reset: true } });
    expectError(await loginWith('driver', DEMO_PASSWORD), 401, MESSAGES.loginFailed);
    expect((await loginWith('driver', NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await refresh(session.refreshToken, SECRETS.partner), 401, MESSAGES.sessionExpired);
  });

  it('the driver path for a non-driver → 400 invalidOtp, even with a valid forgot-password code', async () => {
    await forgot(DEMO.partner.phoneNumber);
    const code = t.otp.lastCodeFor(DEMO.partner.phoneNumber, 'forgot-password')!;
    expectError(await post(DRIVER_RESET, resetBody(DEMO.partner.phoneNumber, code)), 400, MESSAGES.invalidOtp);
    expect((await loginWith('partner', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('the user path for a driver → 400 invalidOtp, even with a valid driver code', async () => {
    await post(`/api/otp/generate/driver/${DEMO.driver.phoneNumber}`, { clientSecret: SECRETS.partner });
    const code = t.otp.lastCodeFor(DEMO.driver.phoneNumber, 'phone:driver')!;
    expectError(
      await post(
        RESET,
        resetBody(DEMO.driver.phoneNumber, code, { password: 'other-pass-1', confirmPassword: 'other-pass-1' }),
      ),
      400,
      MESSAGES.invalidOtp,
    );
    expect((await loginWith('driver', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a signup code (phone:user) does not reset a driver', async () => {
    await post(`/api/otp/generate/user/${DEMO.driver.phoneNumber}`, { clientSecret: SECRETS.shipper });
    const code = t.otp.lastCodeFor(DEMO.driver.phoneNumber, 'phone:user')!;
    expectError(await post(DRIVER_RESET, resetBody(DEMO.driver.phoneNumber, code)), 400, MESSAGES.invalidOtp);
  });
});
