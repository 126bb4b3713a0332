import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import {
  createTestApp,
  expectError,
  DEMO,
  DEMO_PASSWORD,
  LOGIN_ROUTE,
  SECRETS,
  type DemoKey,
  type TestApp,
  testAppPerFile,
} from '../testApp';

const INTERNAL = '/api/auth/user/login';
const SHIPPER = '/api/auth/user/shipper/login';

const t = testAppPerFile();

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const body = (phoneNumber: string, clientSecret: string, extra: Record<string, unknown> = {}) => ({
  phoneNumber,
  password: DEMO_PASSWORD,
  clientSecret,
  isEmail: false,
  ...extra,
});

describe('login: each demo user on its own path with its own client', () => {
  const cases: [DemoKey, string, string][] = [
    ['csr', INTERNAL, SECRETS.csr],
    ['partner', INTERNAL, SECRETS.partner],
    ['driver', INTERNAL, SECRETS.partner],
    ['shipperA', SHIPPER, SECRETS.shipper],
    ['shipperB', SHIPPER, SECRETS.shipper],
    ['broker', SHIPPER, SECRETS.shipper],
  ];
  it.each(cases)('%s logs in on %s and gets tokens, the user and no password hash', async (who, path, secret) => {
    expect(LOGIN_ROUTE[who]).toEqual({ path, secret });
    const res = await post(path, body(DEMO[who].phoneNumber, secret));
    expect(res.statusCode).toBe(200);
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
    expect(res.body).not.toContain('scrypt$');
    const { data } = res.json();
    expect(data.auth).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
    });
    expect(data.auth.token.split('.')).toHaveLength(3);
    expect(data.auth.expiresIn).toBeGreaterThan(0);
    expect(data.user).toMatchObject({
      id: expect.any(Number),
      phoneNumber: DEMO[who].phoneNumber,
      email: DEMO[who].email,
      userType: DEMO[who].userType,
    });
    expect(data.userType).toBe(DEMO[who].userType);
  });

  it('the CSR answer carries its role with permissions', async () => {
    const { data } = (await post(INTERNAL, body(DEMO.csr.phoneNumber, SECRETS.csr))).json();
    expect(data.roles).toHaveLength(1);
    expect(data.roles[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      permissions: expect.any(Array),
    });
    expect(data.roles[0].permissions.length).toBeGreaterThan(0);
  });

  it('the token from a login opens a protected route', async () => {
    const { data } = (await post(SHIPPER, body(DEMO.shipperA.phoneNumber, SECRETS.shipper))).json();
    const me = await t.as(data.auth.token, 'GET', '/api/auth/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(data.user.id);
  });

  it('logs in by email with isEmail true (case-insensitive)', async () => {
    const res = await post(SHIPPER, body(DEMO.shipperA.email.toUpperCase(), SECRETS.shipper, { isEmail: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.phoneNumber).toBe(DEMO.shipperA.phoneNumber);
  });

  it('an email without isEmail is not found as a phone → 401 loginFailed', async () => {
    expectError(await post(SHIPPER, body(DEMO.shipperA.email, SECRETS.shipper)), 401, MESSAGES.loginFailed);
  });
});

describe('login refusals', () => {
  it('wrong password → 401 loginFailed', async () => {
    const res = await post(SHIPPER, body(DEMO.shipperA.phoneNumber, SECRETS.shipper, { password: 'wrong1234' }));
    expectError(res, 401, MESSAGES.loginFailed);
    expect(res.json().error).toBe('Unauthorized');
  });

  it('unknown user → 401 loginFailed (same answer as a wrong password)', async () => {
    expectError(await post(SHIPPER, body('03099999999', SECRETS.shipper)), 401, MESSAGES.loginFailed);
  });

  it('wrong client secret → 401 invalidClient', async () => {
    expectError(await post(SHIPPER, body(DEMO.shipperA.phoneNumber, 'not-a-secret')), 401, MESSAGES.invalidClient);
  });

  it('no client secret → 401 invalidClient', async () => {
    const { clientSecret: _, ...rest } = body(DEMO.shipperA.phoneNumber, '');
    expectError(await post(SHIPPER, rest), 401, MESSAGES.invalidClient);
  });

  it('the shipper secret on the internal path → 401 invalidClient', async () => {
    expectError(await post(INTERNAL, body(DEMO.shipperA.phoneNumber, SECRETS.shipper)), 401, MESSAGES.invalidClient);
  });

  it('the csr secret on the shipper path → 401 invalidClient', async () => {
    expectError(await post(SHIPPER, body(DEMO.csr.phoneNumber, SECRETS.csr)), 401, MESSAGES.invalidClient);
  });

  it('a shipper user with the csr secret on the internal path → 401 loginFailed', async () => {
    expectError(await post(INTERNAL, body(DEMO.shipperA.phoneNumber, SECRETS.csr)), 401, MESSAGES.loginFailed);
  });

  it('a CSR user on the shipper path → 401 loginFailed', async () => {
    expectError(await post(SHIPPER, body(DEMO.csr.phoneNumber, SECRETS.shipper)), 401, MESSAGES.loginFailed);
  });

  it('a partner with the csr secret → 401 loginFailed', async () => {
    expectError(await post(INTERNAL, body(DEMO.partner.phoneNumber, SECRETS.csr)), 401, MESSAGES.loginFailed);
  });

  it('a CSR user with the partner secret → 401 loginFailed', async () => {
    expectError(await post(INTERNAL, body(DEMO.csr.phoneNumber, SECRETS.partner)), 401, MESSAGES.loginFailed);
  });

  it('a broker (DEMAND_ADDA) with the partner secret → 401 loginFailed', async () => {
    expect(DEMO.broker.userType).toBe(USER_TYPE.DEMAND_ADDA);
    expectError(await post(INTERNAL, body(DEMO.broker.phoneNumber, SECRETS.partner)), 401, MESSAGES.loginFailed);
  });
});

describe('login with bad input: a 4xx, never a 500', () => {
  it('missing phoneNumber → 400 loginMissingFields', async () => {
    const { phoneNumber: _, ...rest } = body('', SECRETS.shipper);
    expectError(await post(SHIPPER, rest), 400, MESSAGES.loginMissingFields);
  });

  it('blank phoneNumber → 400 loginMissingFields', async () => {
    expectError(await post(SHIPPER, body('   ', SECRETS.shipper)), 400, MESSAGES.loginMissingFields);
  });

  it('missing password → 400 loginMissingFields', async () => {
    const { password: _, ...rest } = body(DEMO.shipperA.phoneNumber, SECRETS.shipper);
    expectError(await post(SHIPPER, rest), 400, MESSAGES.loginMissingFields);
  });

  it('empty JSON object → 400 loginMissingFields', async () => {
    expectError(await post(SHIPPER, {}), 400, MESSAGES.loginMissingFields);
  });

  it('no body at all → 400 loginMissingFields', async () => {
    expectError(await t.app.inject({ method: 'POST', url: SHIPPER }), 400, MESSAGES.loginMissingFields);
  });

  it('a JSON array body → 400 loginMissingFields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SHIPPER,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expectError(res, 400, MESSAGES.loginMissingFields);
  });

  it('a JSON null body → 400 loginMissingFields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SHIPPER,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expectError(res, 400, MESSAGES.loginMissingFields);
  });

  it('a text/plain body → 4xx with the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SHIPPER,
      headers: { 'content-type': 'text/plain' },
      payload: 'phoneNumber=03011234567',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      message: expect.anything(),
      error: expect.any(String),
      statusCode: res.statusCode,
    });
  });

  it('malformed JSON → 400 with the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SHIPPER,
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), error: 'Bad Request', statusCode: 400 });
  });

  it('password and clientSecret of the wrong type (array, object) → 400, not 500', async () => {
    for (const payload of [
      { phoneNumber: DEMO.shipperA.phoneNumber, password: ['x'], clientSecret: SECRETS.shipper },
      { phoneNumber: DEMO.shipperA.phoneNumber, password: DEMO_PASSWORD, clientSecret: { a: 1 } },
    ]) {
      const res = await post(SHIPPER, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    }
  });

  // A regression guard: yup's .trim() transform calls val.trim() on the object and the TypeError is
  // re-thrown by server/http/validate.ts → 500 instead of a 400.
  it('a phoneNumber that is an object or an array → 400, not 500', async () => {
    for (const phoneNumber of [{ $ne: '' }, [DEMO.shipperA.phoneNumber]]) {
      const res = await post(SHIPPER, { phoneNumber, password: DEMO_PASSWORD, clientSecret: SECRETS.shipper });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    }
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  const attempt = (phoneNumber: string, password = 'wrong1234') =>
    limited.app.inject({ method: 'POST', url: SHIPPER, payload: body(phoneNumber, SECRETS.shipper, { password }) });

  it('the 4th attempt for one username answers 429 tooManyRequests; another username still works', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(DEMO.shipperA.phoneNumber)).statusCode).toBe(401);
    const blocked = await attempt(DEMO.shipperA.phoneNumber, DEMO_PASSWORD);
    expectError(blocked, 429, MESSAGES.tooManyRequests);
    const other = await attempt(DEMO.shipperB.phoneNumber, DEMO_PASSWORD);
    expect(other.statusCode).toBe(200);
  });
});
