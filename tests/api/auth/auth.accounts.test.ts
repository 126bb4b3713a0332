import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { expectError, DEMO, DEMO_PASSWORD, SECRETS, testAppPerFile } from '../testApp';

const SIGNUP = '/api/auth/user/user-account';
const SHIPPER_LOGIN = '/api/auth/user/shipper/login';

const t = testAppPerFile();

let nextPhone = 0;
/** A fresh local phone number that no seeded user has. */
const freshPhone = () =>
  `0312${String(1_000_000 + nextPhone++)
    .slice(1)
    .padStart(7, '0')}`;

async function verifyPhone(phone: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/otp/generate/user/${phone}`,
    payload: { clientSecret: SECRETS.shipper },
  });
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({ data: { sent: true } });
  await t.drainOutbox();
  const code = t.otp.lastCodeFor(phone, 'phone:user');
  expect(code).toMatch(/^\d{6}$/);
  const valid = await t.app.inject({ method: 'GET', url: `/api/otp/validate/user/${phone}/${code}` });
  expect(valid.statusCode).toBe(200);
  expect(valid.body).not.toContain(code!);
}

const signupBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Zara Hussain',
  email: `zara.${phone}@example.com`,
  phoneNumber: phone,
  companyName: 'Hussain Traders',
  password: 'newpass123',
  confirmPassword: 'newpass123',
  clientSecret: SECRETS.shipper,
  ...extra,
});
const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: SIGNUP, payload: payload as object });

describe('signup', () => {
  it('after the phone code is validated, creates a shipper who can log in on the shipper path', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    const res = await signup(signupBody(phone));
    expect(res.statusCode).toBe(200);
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
    expect(res.json().data).toMatchObject({
      id: expect.any(Number),
      phoneNumber: phone,
      userType: USER_TYPE.SHIPPER,
      companyName: 'Hussain Traders',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: SHIPPER_LOGIN,
      payload: { phoneNumber: phone, password: 'newpass123', clientSecret: SECRETS.shipper, isEmail: false },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(res.json().data.id);
  });

  it('without a validated code → 400 phoneNotVerified (a code sent but not validated does not count)', async () => {
    const phone = freshPhone();
    expectError(await signup(signupBody(phone)), 400, MESSAGES.phoneNotVerified);
    await t.app.inject({
      method: 'POST',
      url: `/api/otp/generate/user/${phone}`,
      payload: { clientSecret: SECRETS.shipper },
    });
    expectError(await signup(signupBody(phone)), 400, MESSAGES.phoneNotVerified);
  });

  it('a code validated for another phone does not verify this one', async () => {
    const verified = freshPhone();
    await verifyPhone(verified);
    expectError(await signup(signupBody(freshPhone())), 400, MESSAGES.phoneNotVerified);
  });

  it('an existing phone says so only to whoever verified it: 400 phoneNotVerified before, 409 accountExists after', async () => {
    expectError(await signup(signupBody(DEMO.shipperA.phoneNumber)), 400, MESSAGES.phoneNotVerified);
    await verifyPhone(DEMO.shipperA.phoneNumber);
    expectError(await signup(signupBody(DEMO.shipperA.phoneNumber)), 409, MESSAGES.accountExists);
  });

  it('an existing email (any case) → 409 accountExists, and the verified phone still signs up with another email', async () => {
    const phone = freshPhone();
    expectError(
      await signup(signupBody(phone, { email: DEMO.broker.email.toUpperCase() })),
      400,
      MESSAGES.phoneNotVerified,
    );
    await verifyPhone(phone);
    expectError(
      await signup(signupBody(phone, { email: DEMO.broker.email.toUpperCase() })),
      409,
      MESSAGES.accountExists,
    );
    expect((await signup(signupBody(phone))).statusCode).toBe(200);
  });

  it.each(['short1', 'abcdefgh', '12345678'])('password %j → 400 passwordRule', async (password) => {
    expectError(
      await signup(signupBody(freshPhone(), { password, confirmPassword: password })),
      400,
      MESSAGES.passwordRule,
    );
  });

  it('a password of exactly 8 characters with a letter and a digit is accepted', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    expect((await signup(signupBody(phone, { password: 'abcdefg1', confirmPassword: 'abcdefg1' }))).statusCode).toBe(
      200,
    );
  });

  it('a mismatched confirmation → 400 passwordsMustMatch', async () => {
    expectError(
      await signup(signupBody(freshPhone(), { confirmPassword: 'other1234' })),
      400,
      MESSAGES.passwordsMustMatch,
    );
  });

  it('a phone typed in the international or dashed form is the local one (SPEC §5): verified, it signs up', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    const international = `+92 ${phone.slice(1, 4)} ${phone.slice(4)}`;
    const res = await signup(signupBody(phone, { phoneNumber: international }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`"phoneNumber":"${phone}"`);
  });

  it.each(['0300123456', '04001234567', '+93001234567', '0300123456a'])(
    'phone %j → 400 invalidPhone',
    async (phoneNumber) => {
      expectError(await signup(signupBody('03129999999', { phoneNumber })), 400, MESSAGES.invalidPhone);
    },
  );

  it.each(['not-an-email', 'a@b', 'a b@example.com'])('email %j → 400 invalidEmail', async (email) => {
    expectError(await signup(signupBody(freshPhone(), { email })), 400, MESSAGES.invalidEmail);
  });

  it('missing full name → 400 fillRequired', async () => {
    expectError(await signup(signupBody(freshPhone(), { fullName: '  ' })), 400, MESSAGES.fillRequired);
  });

  it('asking to be an INTERNAL user is refused → 400', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    expectError(await signup(signupBody(phone, { userType: USER_TYPE.INTERNAL })), 400, MESSAGES.fillRequired);
  });

  it('the csr client secret → 401 invalidClient', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    expectError(await signup(signupBody(phone, { clientSecret: SECRETS.csr })), 401, MESSAGES.invalidClient);
  });

  it('a verified phone serves one signup only', async () => {
    const phone = freshPhone();
    await verifyPhone(phone);
    const [a, b] = await Promise.all([
      signup(signupBody(phone)),
      signup(signupBody(phone, { email: `other.${phone}@example.com` })),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
  });
});

describe('user by username', () => {
  const byUsername = (query: string) => t.app.inject({ method: 'GET', url: `/api/auth/user/by-username?${query}` });

  it('a known phone → {exists:true, userType}', async () => {
    const res = await byUsername(`username=${DEMO.shipperA.phoneNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { exists: true, userType: USER_TYPE.SHIPPER } });
  });

  it('a known email with isEmail=true → {exists:true, userType}', async () => {
    const res = await byUsername(`username=${encodeURIComponent(DEMO.driver.email)}&isEmail=true`);
    expect(res.json()).toEqual({ data: { exists: true, userType: USER_TYPE.DRIVER } });
  });

  it('an unknown username → {exists:false}', async () => {
    const res = await byUsername('username=03099999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { exists: false } });
  });

  it('no username → 400 requiredFieldsMissing', async () => {
    expectError(await byUsername(''), 400, MESSAGES.requiredFieldsMissing);
  });

  // A regression guard: a repeated query parameter arrives as an array, yup's .trim() throws a TypeError
  // on it and server/http/validate.ts re-throws it → 500.
  it('a repeated username parameter → 400, not 500', async () => {
    const res = await byUsername(`username=${DEMO.shipperA.phoneNumber}&username=${DEMO.shipperB.phoneNumber}`);
    expect(res.statusCode).toBe(400);
  });

  it('the answer never carries a password hash or the demo password', async () => {
    const res = await byUsername(`username=${DEMO.csr.phoneNumber}`);
    expect(res.body.toLowerCase()).not.toContain('password');
    expect(res.body).not.toContain(DEMO_PASSWORD);
  });
});
