import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { PIN_LENGTH } from '#domain/limits';
import { users } from '../../../server/db/schema';
import { DEMO, expectError, testAppPerFile } from '../testApp';

const RESET_PIN = '/api/auth/user/reset-pin';
const t = testAppPerFile();

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const pinHashOf = async (id: number) =>
  (await t.database.db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, id)))[0].pinHash;

/** Asks for a forgot-password code and answers it. */
async function resetCode(username: string, isEmail = false) {
  expect((await post('/api/auth/user/forgot-password', { username, isEmail })).statusCode).toBe(200);
  await t.drainOutbox();
  return t.otp.lastCodeFor(username, 'forgot-password')!;
}
const resetBody = (username: string, otp: string, extra: Record<string, unknown> = {}) => ({
  username,
  isEmail: false,
  otp,
  pin: '4321',
  confirmPin: '4321',
  ...extra,
});
const changePin = (token: string, userId: number, body: object) =>
  t.as(token, 'POST', `/api/user/${userId}/changePin`, body);

describe('POST /api/auth/user/reset-pin', () => {
  it('with the forgot-password code → 200, a scrypt hash is stored, and the code works once', async () => {
    const { user } = await t.login('shipperA');
    const code = await resetCode(DEMO.shipperA.phoneNumber);
    const res = await post(RESET_PIN, resetBody(DEMO.shipperA.phoneNumber, code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { reset: true } });
    const hash = await pinHashOf(user.id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('4321');

    expectError(
      await post(RESET_PIN, resetBody(DEMO.shipperA.phoneNumber, code, { pin: '1111', confirmPin: '1111' })),
      400,
      MESSAGES.invalidOtp,
    );
    expect(await pinHashOf(user.id)).toBe(hash);
  });

  it('by email works the same', async () => {
    const code = await resetCode(DEMO.broker.email, true);
    expect((await post(RESET_PIN, resetBody(DEMO.broker.email, code, { isEmail: true }))).statusCode).toBe(200);
  });

  it('a PIN that is short, long, non-numeric or missing → 400 with the PIN rule, and the code still works', async () => {
    expect(MESSAGES.pinRule).toBe(`PIN must be ${PIN_LENGTH} digits`);
    const phone = DEMO.shipperB.phoneNumber;
    const code = await resetCode(phone);
    for (const pin of ['123', '12345', '12a4', ' 1234', '１２３４', '-123', '12.4']) {
      expectError(await post(RESET_PIN, resetBody(phone, code, { pin, confirmPin: pin })), 400, MESSAGES.pinRule);
    }
    expectError(await post(RESET_PIN, resetBody(phone, code, { pin: '', confirmPin: '' })), 400, [
      MESSAGES.pinRule,
      MESSAGES.pinsMustMatch,
    ]);
    expectError(await post(RESET_PIN, resetBody(phone, code, { pin: undefined, confirmPin: undefined })), 400, [
      MESSAGES.pinRule,
      MESSAGES.pinsMustMatch,
    ]);
    expect((await post(RESET_PIN, resetBody(phone, code))).statusCode).toBe(200);
  });

  it('PINs that do not match → 400 pinsMustMatch', async () => {
    const code = await resetCode(DEMO.shipperB.phoneNumber);
    expectError(
      await post(RESET_PIN, resetBody(DEMO.shipperB.phoneNumber, code, { confirmPin: '9999' })),
      400,
      MESSAGES.pinsMustMatch,
    );
  });

  it('a wrong code, a code of another user, an unknown user or a driver → 400 invalidOtp', async () => {
    const code = await resetCode(DEMO.csr.phoneNumber);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await post(RESET_PIN, resetBody(DEMO.csr.phoneNumber, wrong)), 400, MESSAGES.invalidOtp);
    expectError(await post(RESET_PIN, resetBody(DEMO.partner.phoneNumber, code)), 400, MESSAGES.invalidOtp);
    expectError(await post(RESET_PIN, resetBody('03129876543', code)), 400, MESSAGES.invalidOtp);
    expectError(await post(RESET_PIN, resetBody(DEMO.driver.phoneNumber, code)), 400, MESSAGES.invalidOtp);
  });

  it('missing username or code → 400 requiredFieldsMissing (all fields are required)', async () => {
    expectError(
      await post(RESET_PIN, { otp: '123456', pin: '1234', confirmPin: '1234' }),
      400,
      MESSAGES.requiredFieldsMissing,
    );
    expectError(
      await post(RESET_PIN, { username: DEMO.csr.phoneNumber, pin: '1234', confirmPin: '1234' }),
      400,
      MESSAGES.requiredFieldsMissing,
    );
  });
});

describe('POST /api/user/{id}/changePin', () => {
  it('for oneself without a PIN yet → 200 without the old PIN; then the old PIN is required and checked', async () => {
    const { token, user } = await t.login('partner');
    expect(await pinHashOf(user.id)).toBeNull();
    const first = await changePin(token, user.id, { pin: '2468', confirmPin: '2468' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { changed: true } });
    const hash = await pinHashOf(user.id);

    expectError(await changePin(token, user.id, { pin: '1357', confirmPin: '1357' }), 400, MESSAGES.currentPinRequired);
    expectError(
      await changePin(token, user.id, { oldPin: '0000', pin: '1357', confirmPin: '1357' }),
      400,
      MESSAGES.wrongOldPin,
    );
    expect(await pinHashOf(user.id)).toBe(hash);

    expect((await changePin(token, user.id, { oldPin: '2468', pin: '1357', confirmPin: '1357' })).statusCode).toBe(200);
    expectError(
      await changePin(token, user.id, { oldPin: '2468', pin: '8642', confirmPin: '8642' }),
      400,
      MESSAGES.wrongOldPin,
    );
    expect((await changePin(token, user.id, { oldPin: '1357', pin: '8642', confirmPin: '8642' })).statusCode).toBe(200);
  });

  it('the new PIN follows the PIN rules', async () => {
    const { token, user } = await t.login('driver');
    expectError(await changePin(token, user.id, { pin: '12', confirmPin: '12' }), 400, MESSAGES.pinRule);
    expectError(await changePin(token, user.id, { pin: '1234', confirmPin: '4321' }), 400, MESSAGES.pinsMustMatch);
  });

  it("another user's id → 403, even for the CSR admin; no token → 401", async () => {
    const shipperB = await t.login('shipperB');
    const csr = await t.login('csr');
    expectError(
      await changePin(csr.token, shipperB.user.id, { pin: '1234', confirmPin: '1234' }),
      403,
      MESSAGES.forbidden,
    );
    expectError(
      await changePin(shipperB.token, csr.user.id, { pin: '1234', confirmPin: '1234' }),
      403,
      MESSAGES.forbidden,
    );
    expectError(
      await post(`/api/user/${shipperB.user.id}/changePin`, { pin: '1234', confirmPin: '1234' }),
      401,
      MESSAGES.unauthorized,
    );
  });
});

describe('the PIN hash never leaves the API', () => {
  it('is in no answer: login, me, signup-style profile', async () => {
    const session = await t.login('shipperA');
    const hash = await pinHashOf(session.user.id);
    expect(hash).toBeTruthy();
    const login = await post('/api/auth/user/shipper/login', {
      phoneNumber: DEMO.shipperA.phoneNumber,
      password: 'demo1234',
      clientSecret: 'shipper-portal-secret',
      isEmail: false,
    });
    const me = await t.as(session.token, 'GET', '/api/auth/user/me');
    for (const res of [login, me]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(hash!);
      expect(res.body.toLowerCase()).not.toContain('pinhash');
      expect(res.body.toLowerCase()).not.toContain('pin_hash');
    }
  });
});
