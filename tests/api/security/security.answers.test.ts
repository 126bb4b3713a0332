import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_NAME } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import { createTestApp, DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type TestApp } from '../testApp';

/** What API answers give away beyond their body: caching, transport rules, and config entries by name. */
const t = testAppPerFile();

describe('no API answer may be cached', () => {
  it('login tokens, bank accounts, a generated password, an error and an unknown path all say Cache-Control: no-store', async () => {
    const csr = await t.login('csr');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { phoneNumber: '03001234567', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
    });
    const created = await t.as(csr.token, 'POST', '/api/user', {
      fullName: 'Cache Check',
      phoneNumber: '03149876543',
      email: 'cache.check@example.com',
      roleId: 1,
      userType: 4,
    });
    const answers = {
      login,
      banks: await t.as(csr.token, 'GET', '/api/bank/v1/all'),
      generatedPassword: created,
      refused: await t.as('forged', 'GET', '/api/shipment'),
      unknown: await t.as(csr.token, 'GET', '/api/no-such-route'),
    };
    expect(login.statusCode).toBe(200);
    expect(created.statusCode, created.body).toBeLessThan(300);
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
  });

  it('the portal itself may still be cached (only /api is no-store)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/build.json' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('HSTS and upgrade-insecure-requests only where the portal is served over HTTPS', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ httpsOnly: true });
  });
  afterAll(() => https?.close());

  it('plain HTTP (the default): neither, so a LAN address keeps working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('HTTPS_ONLY=true: both', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('config entries by name: public ones to anyone, the portal’s to any signed-in user, the rest by role', () => {
  it('a shipper reads the entries its portal acts on, but not the staff threshold nor an entry staff made up', async () => {
    const csr = await t.login('csr');
    expect(
      (
        await t.as(csr.token, 'PUT', '/api/config', {
          name: 'INTERNAL_NOTES',
          values: ['secret plan'],
          enabled: 'enabled',
        })
      ).statusCode,
    ).toBe(200);
    const shipper = await t.login('shipperA');
    for (const name of [CONFIG_NAME.GOOGLE_MAP_API, CONFIG_NAME.VEHICLE_TYPES, CONFIG_NAME.POD_REQUIRED]) {
      expect((await t.as(shipper.token, 'GET', `/api/config/${name}`)).statusCode, name).not.toBe(403);
    }
    expectError(await t.as(shipper.token, 'GET', '/api/config/INTERNAL_NOTES'), 403, MESSAGES.forbidden);
    expectError(
      await t.as(shipper.token, 'GET', `/api/config/${CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD}`),
      403,
      MESSAGES.forbidden,
    );
    const partner = await t.login('partner');
    expectError(await t.as(partner.token, 'GET', '/api/config/internal_notes'), 403, MESSAGES.forbidden);
    expect((await t.as(csr.token, 'GET', '/api/config/INTERNAL_NOTES')).json().data.values).toEqual(['secret plan']);
  });

  it('staff whose role may not list config still read the settle threshold their screen needs, but not other entries', async () => {
    const ops = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { phoneNumber: '03001234568', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
    });
    const token = ops.json().data.auth.token as string;
    expect(
      (await t.as(token, 'GET', `/api/config/${CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD}`)).statusCode,
    ).not.toBe(403);
    expectError(await t.as(token, 'GET', '/api/config/INTERNAL_NOTES'), 403, MESSAGES.forbidden);
  });
});
