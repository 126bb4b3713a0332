import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { buildApp } from '../../../server/app';
import { testEnvironment } from '../../../server/environment';
import { DevOtpSender } from '../../../server/auth/otpSender';
import { bids, idempotencyKeys, locations } from '../../../server/db/schema';
import type { Database } from '../../../server/db/client';
import { canonicalJson, sweepIdempotencyKeys } from '../../../server/http/idempotency';
import { createTestApp, expectError, type TestApp } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** Idempotency-Key on signed-in POSTs (IETF httpapi draft): a repeat answers the first result, once. */
let t: TestApp;
let csr: string;
let csrId: number;
let partner: string;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.login('csr');
  csr = staff.token;
  csrId = staff.user.id;
  const signedIn = await t.login('partner');
  partner = signedIn.token;
  partnerId = signedIn.user.id;
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: unknown, key?: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

/** A place in Faisalabad with a name no other test uses, so the list route counts only this test's. */
const place = (name: string) => ({
  name,
  locationType: 'WAREHOUSE',
  address: 'Sheikhupura Road, Plot 7',
  cityId: 5,
  latitude: 31.45,
  longitude: 73.135,
});
const placesNamed = async (name: string) =>
  (await t.as(csr, 'GET', `/api/locations?q=${encodeURIComponent(name)}&pageSize=100`)).json().data.content as {
    name: string;
  }[];
const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

const replayed = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';
const keyRow = async (userId: number, key: string) =>
  (
    await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

async function openShipment() {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1 }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe('Idempotency-Key', () => {
  it('the same key and body twice makes one record and answers the first result again, marked replayed', async () => {
    const name = unique('Replayed Store');
    const key = randomUUID();
    const first = await post(csr, '/api/locations', place(name), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBe(false);
    const again = await post(csr, '/api/locations', place(name), key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await placesNamed(name)).toHaveLength(1);
  });

  it('the same body with its fields in another order is the same request', async () => {
    const name = unique('Reordered Store');
    const key = randomUUID();
    const body = place(name);
    expect((await post(csr, '/api/locations', body, key)).statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(csr, '/api/locations', reordered, key);
    expect(replayed(again)).toBe(true);
    expect(await placesNamed(name)).toHaveLength(1);
  });

  it('four identical bids racing with one key make one bid, and all four answer it', async () => {
    const shipment = await openShipment();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(partner, '/api/bid', { shipmentId: shipment.id, amount: 100_000 }, key)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(answers[0].statusCode);
      expect(res.json()).toEqual(answers[0].json());
    }
    expect(answers[0].statusCode).toBe(201);
    expect(answers.filter(replayed)).toHaveLength(3);
    const made = await t.database.db
      .select()
      .from(bids)
      .where(and(eq(bids.shipmentId, shipment.id), eq(bids.partnerId, partnerId)));
    expect(made).toHaveLength(1);
    expect(answers[0].json().data.id).toBe(made[0].id);
  });

  it('four identical creates racing with one key make one place, and one fuel pump', async () => {
    const name = unique('Raced Store');
    const key = randomUUID();
    const places = await Promise.all(Array.from({ length: 4 }, () => post(csr, '/api/locations', place(name), key)));
    expect(places.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(places.map((r) => r.json().data.id)).size).toBe(1);
    expect(await placesNamed(name)).toHaveLength(1);

    const pumpName = unique('PSO Raced');
    const pump = {
      name: pumpName,
      brand: 'PSO',
      cityId: 1,
      address: 'Shahrah-e-Faisal',
      latitude: 24.8615,
      longitude: 67.0736,
      discountPercent: 2,
    };
    const pumpKey = randomUUID();
    const pumps = await Promise.all(Array.from({ length: 4 }, () => post(csr, '/api/fuelPump', pump, pumpKey)));
    expect(new Set(pumps.map((r) => `${r.statusCode} ${r.json().data?.id}`))).toEqual(
      new Set([`201 ${pumps[0].json().data.id}`]),
    );
    const listed = (await t.as(csr, 'GET', `/api/fuelPump?q=${encodeURIComponent(pumpName)}&pageSize=100`)).json().data
      .content;
    expect(listed).toHaveLength(1);
  });

  it('the same key with another body, path or method is refused with 422 and changes nothing', async () => {
    const name = unique('Reused Key Store');
    const key = randomUUID();
    expect((await post(csr, '/api/locations', place(name), key)).statusCode).toBe(201);
    expectError(await post(csr, '/api/locations', place(`${name} 2`), key), 422, MESSAGES.idempotencyKeyReused);
    expectError(await post(csr, '/api/locations?x=1', place(name), key), 422, MESSAGES.idempotencyKeyReused);
    expectError(await post(csr, '/api/fuelPump', place(name), key), 422, MESSAGES.idempotencyKeyReused);
    expect(await placesNamed(`${name} 2`)).toHaveLength(0);
    // The first request is still answered from its key.
    expect(replayed(await post(csr, '/api/locations', place(name), key))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['longer than 255', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['with a non-ASCII character', 'clé'],
    ['an empty quoted string', '""'],
  ])('a malformed key (%s) is 400 and creates nothing', async (_what, key) => {
    const name = unique('Malformed Key Store');
    expectError(await post(csr, '/api/locations', place(name), key), 400, MESSAGES.idempotencyKeyInvalid);
    expect(await placesNamed(name)).toHaveLength(0);
  });

  it('255 visible characters is a key, and the quoted form is the same key as the bare one', async () => {
    expect(
      (
        await post(
          csr,
          '/api/locations',
          place(unique('Long Key Store')),
          `${'k'.repeat(250)}${randomUUID().slice(0, 5)}`,
        )
      ).statusCode,
    ).toBe(201);
    const name = unique('Quoted Key Store');
    const key = randomUUID();
    expect((await post(csr, '/api/locations', place(name), `"${key}"`)).statusCode).toBe(201);
    expect(replayed(await post(csr, '/api/locations', place(name), key))).toBe(true);
  });

  it('keys are per user: two users with the same key are independent', async () => {
    const key = randomUUID();
    const shipment = await openShipment();
    const name = unique('Per User Store');
    const created = await post(csr, '/api/locations', place(name), key);
    const bid = await post(partner, '/api/bid', { shipmentId: shipment.id, amount: 100_000 }, key);
    expect([created.statusCode, bid.statusCode]).toEqual([201, 201]);
    expect([replayed(created), replayed(bid)]).toEqual([false, false]);
  });

  it('a key older than 24 hours is forgotten: the request runs again, and the sweep drops it', async () => {
    const name = unique('Expired Key Store');
    const key = randomUUID();
    const first = await post(csr, '/api/locations', place(name), key);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, csrId), eq(idempotencyKeys.key, key)));
    const again = await post(csr, '/api/locations', place(name), key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(false);
    expect(again.json().data.id).not.toBe(first.json().data.id);
    expect(await placesNamed(name)).toHaveLength(2);
    // The renewed key replays the second answer; an expired one is swept.
    expect((await post(csr, '/api/locations', place(name), key)).json()).toEqual(again.json());
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, csrId), eq(idempotencyKeys.key, key)));
    await sweepIdempotencyKeys(t.database.db);
    expect(await keyRow(csrId, key)).toBeUndefined();
  });

  it('without the header nothing changes: the same create twice makes two records', async () => {
    const name = unique('No Key Store');
    const answers = [await post(csr, '/api/locations', place(name)), await post(csr, '/api/locations', place(name))];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.some(replayed)).toBe(false);
    expect(await placesNamed(name)).toHaveLength(2);
  });

  it('a refused request (4xx) is kept and replayed too', async () => {
    const key = randomUUID();
    const bad = { ...place(unique('Bad City Store')), cityId: 99999 };
    expectError(await post(csr, '/api/locations', bad, key), 400, MESSAGES.invalidCity);
    const again = await post(csr, '/api/locations', bad, key);
    expectError(again, 400, MESSAGES.invalidCity);
    expect(replayed(again)).toBe(true);
  });

  it('GET, public routes and unsigned requests ignore the header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { authorization: `Bearer ${csr}`, 'idempotency-key': '' },
    });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: {
        phoneNumber: '03001234567',
        password: 'wrong-password-1',
        clientSecret: 'csr-portal-secret',
        isEmail: false,
      },
      headers: { 'idempotency-key': '' },
    });
    expect(login.statusCode).not.toBe(400);
  });

  it('the OpenAPI document names the header on signed-in POST routes only', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const headerOf = (operation: { parameters?: { in: string; name: string }[] } | undefined) =>
      operation?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
    expect(headerOf(doc.paths['/api/bid'].post)).toBeDefined();
    expect(headerOf(doc.paths['/api/locations'].post)).toBeDefined();
    expect(headerOf(doc.paths['/api/locations'].get)).toBeUndefined();
    expect(headerOf(doc.paths['/api/auth/user/login'].post)).toBeUndefined();
  });

  describe('a repeat while the first request is still running', () => {
    /** The claim a first request would hold on another instance: the same fingerprint, no result yet. */
    async function pendingClaim(body: unknown, key: string, age = '0 seconds') {
      const userId = csrId;
      const bodyHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
      await t.database.db.insert(idempotencyKeys).values({
        userId,
        key,
        method: 'POST',
        path: '/api/locations',
        bodyHash,
        createdAt: sql`now() - ${age}::interval`,
      });
      return userId;
    }

    it('waits for its result and answers it', async () => {
      const key = randomUUID();
      const body = place(unique('Awaited Store'));
      const userId = await pendingClaim(body, key);
      const waiting = post(csr, '/api/locations', body, key);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await t.database.db
        .update(idempotencyKeys)
        .set({ statusCode: 201, response: { data: { id: -7 } } })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      const res = await waiting;
      expect(res.statusCode).toBe(201);
      expect(replayed(res)).toBe(true);
      expect(res.json()).toEqual({ data: { id: -7 } });
    });

    it('runs itself when the first one failed (5xx) and let the key go', async () => {
      const key = randomUUID();
      const body = place(unique('Retried Store'));
      const userId = await pendingClaim(body, key);
      const waiting = post(csr, '/api/locations', body, key);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await t.database.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      const res = await waiting;
      expect(res.statusCode, res.body).toBe(201);
      expect(replayed(res)).toBe(false);
      expect((await keyRow(userId, key)).statusCode).toBe(201);
    });

    it('takes over a claim abandoned long ago (an instance that died mid-request)', async () => {
      const key = randomUUID();
      const body = place(unique('Abandoned Store'));
      await pendingClaim(body, key, '11 minutes');
      const res = await post(csr, '/api/locations', body, key);
      expect(res.statusCode, res.body).toBe(201);
      expect(replayed(res)).toBe(false);
    });
  });
});

describe('two API instances over one database', () => {
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await buildApp({ environment: testEnvironment(), database: t.database, otpSender: new DevOtpSender(() => {}) });
    await b.ready();
  });
  afterAll(() => b?.close());

  it('one key sent to both makes one record, answered alike by both', async () => {
    const name = unique('Two Instances Store');
    const key = randomUUID();
    const answers = await Promise.all(
      [t.app, b, t.app, b].map((app) => post(csr, '/api/locations', place(name), key, app)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    for (const res of answers) expect(res.json()).toEqual(answers[0].json());
    expect(answers.filter(replayed)).toHaveLength(3);
    expect(await placesNamed(name)).toHaveLength(1);
  });
});

describe('a request that fails (5xx)', () => {
  let failing: FastifyInstance;
  let failInserts = false;
  beforeAll(async () => {
    // The same database, but inserting a place fails while asked to (in a write's transaction too): the create answers 500.
    const failingPlaces = <Conn extends typeof t.database.db>(conn: Conn): Conn =>
      new Proxy(conn, {
        get(target, property, receiver) {
          if (property === 'insert') {
            return (table: unknown) => {
              if (failInserts && table === locations) throw new Error('database went away');
              return target.insert(table as typeof locations);
            };
          }
          if (property === 'transaction')
            return (work: (tx: Conn) => Promise<unknown>) =>
              target.transaction((tx) => work(failingPlaces(tx as unknown as Conn)));
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const database: Database = { ...t.database, db: failingPlaces(t.database.db) };
    failing = await buildApp({ environment: testEnvironment(), database, otpSender: new DevOtpSender(() => {}) });
    await failing.ready();
  });
  afterAll(() => failing?.close());

  it('lets the key go: the retry with the same key runs again', async () => {
    const name = unique('Failed Once Store');
    const key = randomUUID();
    failInserts = true;
    const first = await post(csr, '/api/locations', place(name), key, failing);
    failInserts = false;
    expect(first.statusCode).toBe(500);
    expect(await keyRow(csrId, key)).toBeUndefined();
    const retry = await post(csr, '/api/locations', place(name), key, failing);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(replayed(retry)).toBe(false);
    expect(await placesNamed(name)).toHaveLength(1);
  });
});
