import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { OTP_MAX_ATTEMPTS } from '#domain/limits';
import { createTestApp, expectError, DEMO, SECRETS, type TestApp, testAppPerFile } from '../testApp';

const t = testAppPerFile();
const answers: LightMyRequestResponse[] = [];

/**
 * Every answer of this file is kept, to prove at the end that no code ever left in a body; each call
 * waits for the outbox, so the codes it sent are with the development sender.
 */
async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload });
  answers.push(res);
  await t.drainOutbox();
  return res;
}
const generateUser = (phone: string, clientSecret: string = SECRETS.shipper) =>
  call('POST', `/api/otp/generate/user/${phone}`, { clientSecret });
const generateDriver = (phone: string, clientSecret: string = SECRETS.partner) =>
  call('POST', `/api/otp/generate/driver/${phone}`, { clientSecret });
const validateUser = (phone: string, code: string) => call('GET', `/api/otp/validate/user/${phone}/${code}`);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone codes for signup', () => {
  it('generate → 200 {sent:true}; the code goes to the sender with purpose phone:user', async () => {
    const before = t.otp.sent.length;
    const res = await generateUser('03121111111');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(t.otp.sent.slice(before)).toEqual([
      { to: '03121111111', code: expect.stringMatching(/^\d{6}$/), purpose: 'phone:user' },
    ]);
  });

  it('the right code validates → 200 {valid:true}', async () => {
    await generateUser('03121111112');
    const res = await validateUser('03121111112', t.otp.lastCodeFor('03121111112', 'phone:user')!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { valid: true } });
  });

  it('a wrong code → 400 invalidOtp', async () => {
    await generateUser('03121111113');
    expectError(
      await validateUser('03121111113', wrong(t.otp.lastCodeFor('03121111113', 'phone:user')!)),
      400,
      MESSAGES.invalidOtp,
    );
  });

  it('a code that is not 6 digits → 400 invalidOtp', async () => {
    await generateUser('03121111114');
    expectError(await validateUser('03121111114', '12ab56'), 400, MESSAGES.invalidOtp);
    expectError(await validateUser('03121111114', '1234567'), 400, MESSAGES.invalidOtp);
  });

  it('no code was ever sent → 400 invalidOtp', async () => {
    expectError(await validateUser('03121111115', '123456'), 400, MESSAGES.invalidOtp);
  });

  it(`after ${OTP_MAX_ATTEMPTS} wrong guesses even the right code fails`, async () => {
    await generateUser('03121111116');
    const code = t.otp.lastCodeFor('03121111116', 'phone:user')!;
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      expectError(await validateUser('03121111116', wrong(code)), 400, MESSAGES.invalidOtp);
    expectError(await validateUser('03121111116', code), 400, MESSAGES.invalidOtp);
  });

  it('fewer wrong guesses than the limit still let the right code through', async () => {
    await generateUser('03121111117');
    const code = t.otp.lastCodeFor('03121111117', 'phone:user')!;
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await validateUser('03121111117', wrong(code));
    expect((await validateUser('03121111117', code)).statusCode).toBe(200);
  });

  it('a newer code invalidates the older one', async () => {
    const phone = '03121111118';
    await generateUser(phone);
    const older = t.otp.lastCodeFor(phone, 'phone:user')!;
    let newer = older;
    while (newer === older) {
      await generateUser(phone);
      newer = t.otp.lastCodeFor(phone, 'phone:user')!;
    }
    expectError(await validateUser(phone, older), 400, MESSAGES.invalidOtp);
    expect((await validateUser(phone, newer)).statusCode).toBe(200);
  });

  it('a phone:user code does not work on the driver validation path', async () => {
    await generateUser(DEMO.driver.phoneNumber);
    const code = t.otp.lastCodeFor(DEMO.driver.phoneNumber, 'phone:user')!;
    expectError(
      await call('GET', `/api/otp/validate/driver/${DEMO.driver.phoneNumber}/${code}`),
      400,
      MESSAGES.invalidOtp,
    );
  });

  it('an unknown client secret → 401 invalidClient and nothing is sent', async () => {
    const before = t.otp.sent.length;
    expectError(await generateUser('03121111119', 'nope'), 401, MESSAGES.invalidClient);
    expect(t.otp.sent.length).toBe(before);
  });

  it('no client secret → 400', async () => {
    expectError(await call('POST', '/api/otp/generate/user/03121111119', {}), 400, MESSAGES.invalidClient);
  });

  it.each(['0300123456', '04001234567'])('a bad phone %j → 400 invalidPhone', async (phone) => {
    expectError(await generateUser(phone), 400, MESSAGES.invalidPhone);
    expectError(await validateUser(phone, '123456'), 400, MESSAGES.invalidPhone);
  });
});

describe('driver codes', () => {
  it('generate for the driver with the partner secret sends purpose phone:driver; it validates on the driver path', async () => {
    const res = await generateDriver(DEMO.driver.phoneNumber);
    expect(res.json()).toEqual({ data: { sent: true } });
    const code = t.otp.lastCodeFor(DEMO.driver.phoneNumber, 'phone:driver');
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('GET', `/api/otp/validate/driver/${DEMO.driver.phoneNumber}/${code}`)).statusCode).toBe(200);
  });

  it('generate for a phone that is not a driver answers the same and sends nothing', async () => {
    const before = t.otp.sent.length;
    for (const phone of [DEMO.shipperA.phoneNumber, '03129999999']) {
      const res = await generateDriver(phone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { sent: true } });
    }
    expect(t.otp.sent.length).toBe(before);
  });
});

describe('forgot-password codes', () => {
  const generate = (username: string, isEmail = false) =>
    call('GET', `/api/otp/forgot-password/generate?username=${encodeURIComponent(username)}&isEmail=${isEmail}`);
  const validate = (username: string, otp: string, isEmail = false) =>
    call(
      'POST',
      `/api/otp/forgot-password/validate?username=${encodeURIComponent(username)}&otp=${otp}&isEmail=${isEmail}`,
    );

  it('GET generate for a user → 200 {sent:true}, a forgot-password code is sent', async () => {
    const res = await generate(DEMO.shipperB.phoneNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(t.otp.lastCodeFor(DEMO.shipperB.phoneNumber, 'forgot-password')).toMatch(/^\d{6}$/);
  });

  it('GET generate for an unknown user (or a driver) answers the same and sends nothing', async () => {
    const before = t.otp.sent.length;
    for (const username of ['03129999998', DEMO.driver.phoneNumber])
      expect((await generate(username)).json()).toEqual({ data: { sent: true } });
    expect((await generate('nobody@example.com', true)).json()).toEqual({ data: { sent: true } });
    expect(t.otp.sent.length).toBe(before);
  });

  it('by email: the code goes to the lower-cased address', async () => {
    await generate(DEMO.broker.email.toUpperCase(), true);
    const code = t.otp.lastCodeFor(DEMO.broker.email, 'forgot-password')!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await validate(DEMO.broker.email, code, true)).statusCode).toBe(200);
  });

  it('POST validate → 200 for the right code, 400 invalidOtp for a wrong one', async () => {
    await generate(DEMO.partner.phoneNumber);
    const code = t.otp.lastCodeFor(DEMO.partner.phoneNumber, 'forgot-password')!;
    expectError(await validate(DEMO.partner.phoneNumber, wrong(code)), 400, MESSAGES.invalidOtp);
    const res = await validate(DEMO.partner.phoneNumber, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { valid: true } });
  });

  it('a forgot-password code does not validate as a signup phone code', async () => {
    await generate(DEMO.csr.phoneNumber);
    expectError(
      await validateUser(DEMO.csr.phoneNumber, t.otp.lastCodeFor(DEMO.csr.phoneNumber, 'forgot-password')!),
      400,
      MESSAGES.invalidOtp,
    );
  });

  it('missing username → 400 requiredFieldsMissing', async () => {
    expectError(await call('GET', '/api/otp/forgot-password/generate'), 400, MESSAGES.requiredFieldsMissing);
  });
});

describe('rate limit on code generation', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ codeSendRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited.close());
  const send = (url: string) => limited.app.inject({ method: 'POST', url, payload: { clientSecret: SECRETS.shipper } });

  it('the 4th code for one phone in the window → 429 tooManyRequests', async () => {
    for (let i = 0; i < 3; i++) expect((await send('/api/otp/generate/user/03125555551')).statusCode).toBe(200);
    expectError(await send('/api/otp/generate/user/03125555551'), 429, MESSAGES.tooManyRequests);
    expect((await send('/api/otp/generate/user/03125555552')).statusCode).toBe(200);
  });

  // A regression guard: the limit once keyed on request.url, query string included,
  // so "?n=1", "?n=2"... each got a fresh budget and one phone could be sent unlimited codes (SMS pumping).
  it('adding a query string does not reset the per-phone budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await send(`/api/otp/generate/user/03125555553?n=${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  // The same guard: each reordering of the query is a new key, so forgot-password codes for one
  // user can be regenerated without end (5 guesses each), which makes the 6-digit reset code guessable.
  it('forgot-password codes for one user stay limited however the query is spelled', async () => {
    const phone = DEMO.shipperA.phoneNumber;
    const spellings = [
      `username=${phone}`,
      `username=${phone}&isEmail=false`,
      `isEmail=false&username=${phone}`,
      `username=${phone}&x=1`,
      `username=%20${phone}`,
    ];
    const codes: number[] = [];
    for (const q of spellings)
      codes.push(
        (await limited.app.inject({ method: 'GET', url: `/api/otp/forgot-password/generate?${q}` })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

it('no answer in this file ever carried a code', () => {
  const codes = new Set(t.otp.sent.map((m) => m.code));
  expect(answers.length).toBeGreaterThan(20);
  for (const res of answers) for (const code of codes) expect(res.body).not.toContain(code);
});
