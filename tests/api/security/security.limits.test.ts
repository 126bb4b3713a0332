import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { OTP_MAX_ATTEMPTS } from '#domain/limits';
import { buildApp } from '../../../server/app';
import { testEnvironment } from '../../../server/environment';
import { DEV_OTP_MEMORY, DevOtpSender } from '../../../server/auth/otpSender';
import { otps } from '../../../server/db/schema';
import { createTestApp, DEMO, DEMO_PASSWORD, expectError, SECRETS, type TestApp } from '../testApp';

/**
 * The auth routes' limits (sign-in, one-time codes, passwords and PINs): keyed on the identity the
 * handler acts on after validation, a ceiling per IP across all of them, a lockout with backoff per
 * account for guessed secrets, all counted in the database.
 */
const LIMIT = 3;
const window = { max: LIMIT, timeWindowMs: 60_000 };
const limitedConfig = {
  loginRateLimit: window,
  refreshRateLimit: window,
  codeSendRateLimit: window,
  secretLockout: { threshold: LIMIT, baseMs: 60_000, maxMs: 3_600_000 },
};

let phoneSerial = 0;
/** A valid local phone no seeded user has. */
const freshPhone = () =>
  `0313${String(1_000_000 + phoneSerial++)
    .slice(1)
    .padStart(7, '0')}`;

interface Attempt {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  token?: string;
}

describe('every limited route counts the identity it acts on: an extra, changing phoneNumber or username buys no fresh budget', () => {
  let t: TestApp;
  let tokens: Record<'shipperB' | 'broker' | 'driver', { token: string; id: number }>;
  beforeAll(async () => {
    t = await createTestApp(limitedConfig);
    const who = async (key: 'shipperB' | 'broker' | 'driver') => {
      const login = await t.login(key);
      return { token: login.token, id: login.user.id };
    };
    tokens = { shipperB: await who('shipperB'), broker: await who('broker'), driver: await who('driver') };
    // The PIN guesses need a PIN to guess.
    const set = await t.as(tokens.shipperB.token, 'POST', `/api/user/${tokens.shipperB.id}/changePin`, {
      pin: '1357',
      confirmPin: '1357',
    });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => t?.close());

  /** Fields the handler does not act on, different on every request (the old limits keyed on them). */
  const decoy = (i: number) => ({
    phoneNumber: `0399${String(1_000_000 + i)
      .slice(1)
      .padStart(7, '0')}`,
    username: `decoy${i}@example.com`,
  });
  const query = (fields: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

  /** One request per attempt on one account; a new limited route fails the coverage test until it is here. */
  const ROUTES: Record<string, (i: number) => Attempt> = {
    'POST /api/auth/user/login': (i) => ({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: {
        phoneNumber: DEMO.csr.phoneNumber,
        password: 'wrong-pass-1',
        clientSecret: SECRETS.csr,
        isEmail: false,
        username: decoy(i).username,
      },
    }),
    'POST /api/auth/user/shipper/login': (i) => ({
      method: 'POST',
      url: '/api/auth/user/shipper/login',
      payload: {
        phoneNumber: DEMO.shipperA.phoneNumber,
        password: 'wrong-pass-1',
        clientSecret: SECRETS.shipper,
        isEmail: false,
        username: decoy(i).username,
      },
    }),
    // Refreshes have a budget per IP of their own (a refresh token is not guessable: this bounds a flood).
    'POST /api/auth/user/refresh': (i) => ({
      method: 'POST',
      url: '/api/auth/user/refresh',
      payload: { refreshToken: 'not-a-refresh-token', clientSecret: SECRETS.csr, ...decoy(i) },
    }),
    'GET /api/auth/user/by-username': (i) => ({
      method: 'GET',
      url: `/api/auth/user/by-username?${query({ username: DEMO.shipperB.phoneNumber, phoneNumber: decoy(i).phoneNumber })}`,
    }),
    'POST /api/auth/user/user-account': (i) => ({
      method: 'POST',
      url: '/api/auth/user/user-account',
      payload: { ...signupOf(ACCOUNT.signup), username: decoy(i).username, email: `someone${i}@example.com` },
    }),
    'POST /api/auth/user/forgot-password': (i) => ({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      payload: { username: ACCOUNT.forgot, ...withoutUsername(decoy(i)) },
    }),
    'GET /api/otp/forgot-password/generate': (i) => ({
      method: 'GET',
      url: `/api/otp/forgot-password/generate?${query({ username: ACCOUNT.forgotGenerate, phoneNumber: decoy(i).phoneNumber })}`,
    }),
    'POST /api/otp/generate/user/:phone': (i) => ({
      method: 'POST',
      url: `/api/otp/generate/user/${ACCOUNT.userCode}`,
      payload: { clientSecret: SECRETS.shipper, ...decoy(i) },
    }),
    'POST /api/otp/generate/driver/:phone': (i) => ({
      method: 'POST',
      url: `/api/otp/generate/driver/${ACCOUNT.driverCode}`,
      payload: { clientSecret: SECRETS.partner, ...decoy(i) },
    }),
    'GET /api/otp/validate/user/:phone/:otp': (i) => ({
      method: 'GET',
      url: `/api/otp/validate/user/${ACCOUNT.userValidate}/000000?${query(decoy(i))}`,
    }),
    'GET /api/otp/validate/driver/:phone/:otp': (i) => ({
      method: 'GET',
      url: `/api/otp/validate/driver/${ACCOUNT.driverValidate}/000000?${query(decoy(i))}`,
    }),
    'POST /api/otp/forgot-password/validate': (i) => ({
      method: 'POST',
      url: `/api/otp/forgot-password/validate?${query({ username: ACCOUNT.forgotValidate, otp: '000000', phoneNumber: decoy(i).phoneNumber })}`,
    }),
    'POST /api/auth/user/reset-password': (i) => ({
      method: 'POST',
      url: '/api/auth/user/reset-password',
      payload: {
        username: ACCOUNT.reset,
        otp: '000000',
        password: 'newpass123',
        confirmPassword: 'newpass123',
        phoneNumber: decoy(i).phoneNumber,
      },
    }),
    'POST /api/auth/driver/reset-password': (i) => ({
      method: 'POST',
      url: '/api/auth/driver/reset-password',
      payload: {
        username: DEMO.driver.phoneNumber,
        otp: '000000',
        password: 'newpass123',
        confirmPassword: 'newpass123',
        phoneNumber: decoy(i).phoneNumber,
      },
    }),
    'POST /api/auth/user/reset-pin': (i) => ({
      method: 'POST',
      url: '/api/auth/user/reset-pin',
      payload: {
        username: DEMO.broker.phoneNumber,
        otp: '000000',
        pin: '2468',
        confirmPin: '2468',
        phoneNumber: decoy(i).phoneNumber,
      },
    }),
    'POST /api/user/:userId/changePin': (i) => ({
      method: 'POST',
      url: `/api/user/${tokens.shipperB.id}/changePin`,
      token: tokens.shipperB.token,
      payload: { oldPin: '9999', pin: '2468', confirmPin: '2468', ...decoy(i) },
    }),
    'POST /api/user/:userId/changePassword': (i) => ({
      method: 'POST',
      url: `/api/user/${tokens.broker.id}/changePassword`,
      token: tokens.broker.token,
      payload: { oldPassword: 'not-it-123', password: 'newpass123', confirmPassword: 'newpass123', ...decoy(i) },
    }),
    'POST /api/driver/:userId/changePassword': (i) => ({
      method: 'POST',
      url: `/api/driver/${tokens.driver.id}/changePassword`,
      token: tokens.driver.token,
      payload: { oldPassword: 'not-it-123', password: 'newpass123', confirmPassword: 'newpass123', ...decoy(i) },
    }),
  };
  const ACCOUNT = {
    signup: freshPhone(),
    forgot: freshPhone(),
    forgotGenerate: freshPhone(),
    userCode: freshPhone(),
    driverCode: freshPhone(),
    userValidate: freshPhone(),
    driverValidate: freshPhone(),
    forgotValidate: freshPhone(),
    reset: DEMO.shipperA.phoneNumber,
  };
  const withoutUsername = ({ phoneNumber }: { phoneNumber: string }) => ({ phoneNumber });
  const signupOf = (phone: string) => ({
    fullName: 'Decoy Signup',
    phoneNumber: phone,
    companyName: 'Decoy Traders',
    password: 'newpass123',
    confirmPassword: 'newpass123',
    clientSecret: SECRETS.shipper,
  });

  const send = (attempt: Attempt) =>
    t.app.inject({
      method: attempt.method,
      url: attempt.url,
      payload: attempt.payload,
      headers: attempt.token ? { authorization: `Bearer ${attempt.token}` } : {},
    });

  it('the table covers every route under the limits (read from the route table)', () => {
    const limited = t.app.routeTable.filter((r) => r.limited).map((r) => `${r.method} ${r.url}`);
    expect(limited.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES))(
    '%s: the attempt past the limit is refused 429 with Retry-After, however the decoy fields change',
    async (route) => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await send(ROUTES[route](i))).statusCode);
      expect(
        statuses.filter((s) => s === 429),
        `${route} answered ${statuses.join(', ')}`,
      ).toEqual([]);
      const refused = await send(ROUTES[route](LIMIT));
      expectError(refused, 429, MESSAGES.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );
});

describe('one ceiling per IP across every auth and code route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authIpRateLimit: { max: 10, timeWindowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('logins with ever new made-up phones, lookups and code requests from one address share one budget; another address keeps its own', async () => {
    const from = (remoteAddress: string, i: number) => {
      const kind = i % 3;
      if (kind === 0)
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/user/login',
          remoteAddress,
          payload: { phoneNumber: freshPhone(), password: 'wrong-pass-1', clientSecret: SECRETS.csr, isEmail: false },
        });
      if (kind === 1)
        return t.app.inject({
          method: 'GET',
          url: `/api/auth/user/by-username?username=${freshPhone()}`,
          remoteAddress,
        });
      return t.app.inject({
        method: 'POST',
        url: `/api/otp/generate/user/${freshPhone()}`,
        remoteAddress,
        payload: { clientSecret: SECRETS.shipper },
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await from('203.0.113.9', i)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const refused = await from('203.0.113.9', 0);
    expectError(refused, 429, MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The real user on another address signs in at once.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      remoteAddress: '198.51.100.20',
      payload: {
        phoneNumber: DEMO.csr.phoneNumber,
        password: DEMO_PASSWORD,
        clientSecret: SECRETS.csr,
        isEmail: false,
      },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('guessed secrets lock the account, with a lock that doubles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ secretLockout: { threshold: 3, baseMs: 2_000, maxMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('3 wrong PINs lock the account (even the right PIN waits), from any address; the next wrong one after the lock locks twice as long; a right one clears it', async () => {
    const { token, user } = await t.login('shipperA');
    const changePin = (oldPin: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/${user.id}/changePin`,
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
        payload: { oldPin, pin: '1111', confirmPin: '1111' },
      });
    expect(
      (await t.as(token, 'POST', `/api/user/${user.id}/changePin`, { pin: '4321', confirmPin: '4321' })).statusCode,
    ).toBe(200);
    for (const address of ['127.0.0.1', '10.0.0.2', '10.0.0.3'])
      expectError(await changePin('0000', address), 400, MESSAGES.wrongOldPin);
    const locked = await changePin('4321', '10.0.0.4');
    expectError(locked, 429, MESSAGES.tooManyRequests);
    expect(Number(locked.headers['retry-after'])).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expectError(await changePin('0000'), 400, MESSAGES.wrongOldPin);
    expect(Number((await changePin('4321')).headers['retry-after'])).toBe(4);

    // Unlocked by time, a right guess is accepted and forgets the wrong ones.
    const { secretLockouts } = await import('../../../server/db/schema');
    await t.database.db.update(secretLockouts).set({ lockedUntil: null });
    expect((await changePin('4321')).statusCode).toBe(200);
    expectError(await changePin('0000'), 400, MESSAGES.wrongOldPin);
    expect((await changePin('1111')).statusCode).toBe(200);
  });
});

describe('limits are kept in the database: two API instances on one database share them', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    a = await createTestApp(limitedConfig);
    b = await buildApp({
      environment: testEnvironment(limitedConfig),
      database: a.database,
      otpSender: new DevOtpSender(() => {}),
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('login attempts on A and B count together', async () => {
    const login = (app: typeof b) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/user/shipper/login',
        payload: {
          phoneNumber: DEMO.shipperB.phoneNumber,
          password: 'wrong-pass-1',
          clientSecret: SECRETS.shipper,
          isEmail: false,
        },
      });
    const statuses = [await login(a.app), await login(b), await login(a.app), await login(b)].map((r) => r.statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('parallel wrong guesses each take an attempt: no more than OTP_MAX_ATTEMPTS are compared, and the code is dead after them', async () => {
    const phone = freshPhone();
    await t.app.inject({
      method: 'POST',
      url: `/api/otp/generate/user/${phone}`,
      payload: { clientSecret: SECRETS.shipper },
    });
    await t.drainOutbox();
    const code = t.otp.lastCodeFor(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'GET', url: `/api/otp/validate/user/${phone}/${wrong}` }),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const [row] = await t.database.db.select({ attempts: otps.attempts }).from(otps).where(eq(otps.target, phone));
    expect(row.attempts).toBe(OTP_MAX_ATTEMPTS);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/otp/validate/user/${phone}/${code}` }),
      400,
      MESSAGES.invalidOtp,
    );
  });

  it('a right code checked and then used costs no attempt: four wrong guesses, validate, then reset still works', async () => {
    const username = DEMO.shipperB.phoneNumber;
    await t.app.inject({ method: 'POST', url: '/api/auth/user/forgot-password', payload: { username } });
    await t.drainOutbox();
    const code = t.otp.lastCodeFor(username, 'forgot-password')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/otp/forgot-password/validate?username=${username}&otp=${wrong}`,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/otp/forgot-password/validate?username=${username}&otp=${code}`,
        })
      ).statusCode,
    ).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/reset-password',
      payload: { username, otp: code, password: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('the dev sender keeps only the latest codes, however many are requested', async () => {
    const sender = new DevOtpSender(() => {});
    for (let i = 0; i < DEV_OTP_MEMORY + 50; i++)
      await sender.send({ to: `user${i}`, code: String(i), purpose: 'test' });
    expect(sender.sent).toHaveLength(DEV_OTP_MEMORY);
    expect(sender.lastCodeFor(`user${DEV_OTP_MEMORY + 49}`)).toBe(String(DEV_OTP_MEMORY + 49));
    expect(sender.lastCodeFor('user0')).toBeUndefined();
  });
});
