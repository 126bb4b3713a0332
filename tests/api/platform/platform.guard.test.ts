import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testEnvironment } from '../../../server/environment';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { assertCompanyAccess, currentUser, requireUserType } from '../../../server/auth/guard';
import { ok } from '../../../server/http/envelope';
import { USER_TYPE } from '#domain/userTypes';
import { MESSAGES } from '#domain/messages';
import { DEMO_USERS } from '../../../server/db/seed-data/demo';

let app: FastifyInstance;
let database: Database;

/** Logs in through the real route; returns the bearer header. */
async function bearer(phoneNumber: string, path: string, clientSecret: string) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: { phoneNumber, password: 'demo1234', clientSecret },
  });
  return { authorization: `Bearer ${res.json().data.auth.token}` };
}

beforeAll(async () => {
  database = await openDatabase({});
  await seedDatabase(database.db);
  app = await buildApp({ environment: testEnvironment(), database });
  // Routes of the shape every area uses (declared in the shipments area): a user-type guard and a company ownership check.
  app.get(
    '/api/shipment/test/internal-only',
    { config: { access: 'shipments' }, preValidation: requireUserType(USER_TYPE.INTERNAL) },
    async () => ok('staff'),
  );
  app.get('/api/shipment/test/company/:companyId', { config: { access: 'shipments' } }, async (request) => {
    assertCompanyAccess(currentUser(request), Number((request.params as { companyId: string }).companyId));
    return ok('yours');
  });
  // Outside the areas' list (which refuses to register it): the guard still lets nobody through.
  app.get('/api/unplaced/route', async () => ok('nobody'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the central guard', () => {
  it('protects every /api route by default: no token → 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shipment/test/internal-only' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthorized, error: 'Unauthorized', statusCode: 401 });
  });

  it('requireUserType lets the named user types through and answers 403 to the rest', async () => {
    const csr = await bearer(DEMO_USERS[0].phoneNumber, '/api/auth/user/login', 'csr-portal-secret');
    const shipper = await bearer(DEMO_USERS[1].phoneNumber, '/api/auth/user/shipper/login', 'shipper-portal-secret');
    expect(
      (await app.inject({ method: 'GET', url: '/api/shipment/test/internal-only', headers: csr })).statusCode,
    ).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/api/shipment/test/internal-only', headers: shipper });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });

  it("ownership: a shipper reaches only its own company's records (404 otherwise); staff reach all", async () => {
    const shipperA = await bearer(DEMO_USERS[1].phoneNumber, '/api/auth/user/shipper/login', 'shipper-portal-secret');
    const me = await app.inject({ method: 'GET', url: '/api/auth/user/me', headers: shipperA });
    const own = me.json().data.user.companyId as number;
    expect(
      (await app.inject({ method: 'GET', url: `/api/shipment/test/company/${own}`, headers: shipperA })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/shipment/test/company/${own + 1}`, headers: shipperA })).statusCode,
    ).toBe(404);
    const csr = await bearer(DEMO_USERS[0].phoneNumber, '/api/auth/user/login', 'csr-portal-secret');
    expect(
      (await app.inject({ method: 'GET', url: `/api/shipment/test/company/${own + 1}`, headers: csr })).statusCode,
    ).toBe(200);
  });

  it('refuses a route declaring no access to everyone, staff with every permission too (deny by default)', async () => {
    const csr = await bearer(DEMO_USERS[0].phoneNumber, '/api/auth/user/login', 'csr-portal-secret');
    const res = await app.inject({ method: 'GET', url: '/api/unplaced/route', headers: csr });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });

  it('the IP location is public and answers the configured default country without any outside call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ip-location' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ countryCode: 'PK', country: 'Pakistan', countryId: 1, source: 'default' });
  });
});
