import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import type { FleetRecord } from '#domain/records/fleet';

/** GET/POST/PUT/DELETE /fleets: a partner's named groups of vehicles, a vehicle in at most one. */
const t = testAppPerFile();

type Fleet = FleetRecord;

const token: Partial<Record<DemoKey, string>> = {};
let partnerId: number;
const other = { partnerId: 0, token: '', vehicleId: 0, fleetId: 0 };
/** The demo partner's vehicles by registration. */
const vehicle: Record<string, number> = {};
let nameSeq = 0;

async function created(who: DemoKey | string, overrides: Record<string, unknown> = {}): Promise<Fleet> {
  const bearer = token[who as DemoKey] ?? who;
  const res = await t.as(bearer, 'POST', '/api/fleets', {
    name: `Fleet ${++nameSeq}`,
    ...(who === 'csr' ? { partnerId } : {}),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const fleetIdOf = async (vehicleId: number) =>
  (await t.database.db.select({ fleetId: vehicles.fleetId }).from(vehicles).where(eq(vehicles.id, vehicleId)))[0]
    .fleetId;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'broker', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  const { db } = t.database;
  for (const v of await db.select().from(vehicles).where(eq(vehicles.partnerId, partnerId)))
    vehicle[v.registrationNumber] = v.id;
  const [user] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990004',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  other.partnerId = user.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990004', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  other.token = login.json().data.auth.token;
  other.vehicleId = (
    await db
      .insert(vehicles)
      .values({
        partnerId: user.id,
        registrationNumber: 'OTH-0002',
        vehicleTypeId: VEHICLE_TYPE.FLATBED,
        capacityTonnes: 20,
      })
      .returning()
  )[0].id;
  other.fleetId = (await created(other.token, { name: 'Karachi Port Shuttles', vehicleIds: [other.vehicleId] })).id;
});

describe('GET /api/fleets', () => {
  it('the demo partner sees its two seeded fleets with their vehicles, by name; never another partner’s', async () => {
    const page = (await t.as(token.partner!, 'GET', `/api/fleets?partnerId=${other.partnerId}`)).json().data;
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    expect(page.content.map((f: Fleet) => [f.name, f.vehicleCount, f.partnerName])).toEqual([
      ['Karachi Port Shuttles', 4, 'Tariq Transport'],
      ['Lahore City Distribution', 6, 'Tariq Transport'],
    ]);
    expect(page.content[0].vehicleIds).toEqual(
      [vehicle['LES-1000'], vehicle['KHI-1511'], vehicle['KHI-1037'], vehicle['RIN-1548']].sort((a, b) => a - b),
    );
  });

  it('staff see every partner’s, filter by partner and name', async () => {
    const names = async (query: string) =>
      (await t.as(token.csr!, 'GET', `/api/fleets?${query}`))
        .json()
        .data.content.map((f: Fleet) => [f.name, f.partnerId]);
    expect(await names('q=port')).toEqual([
      ['Karachi Port Shuttles', expect.any(Number)],
      ['Karachi Port Shuttles', expect.any(Number)],
    ]);
    expect(await names(`partnerId=${other.partnerId}`)).toEqual([['Karachi Port Shuttles', other.partnerId]]);
    expect(await names('q=lahore')).toEqual([['Lahore City Distribution', partnerId]]);
    expect(await names('q=%25')).toEqual([]);
  });
});

describe('POST /api/fleets', () => {
  it('the vehicles named move into the new fleet (out of the one they were in)', async () => {
    const moving = [vehicle['LES-1000'], vehicle['LES-1074']];
    const fleet = await created('partner', {
      name: 'Night shuttles',
      description: 'Port runs after 10 pm',
      vehicleIds: moving,
    });
    expect(fleet).toEqual({
      id: expect.any(Number),
      partnerId,
      partnerName: 'Tariq Transport',
      name: 'Night shuttles',
      description: 'Port runs after 10 pm',
      vehicleCount: 2,
      vehicleIds: [...moving].sort((a, b) => a - b),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    const port = (await t.as(token.partner!, 'GET', '/api/fleets?q=port')).json().data.content[0] as Fleet;
    expect(port.vehicleCount).toBe(3);
    expect(port.vehicleIds).not.toContain(vehicle['LES-1000']);
  });

  it('a partner’s fleet is its own whatever partnerId it sends; staff must name a partner', async () => {
    expect((await created('partner', { partnerId: other.partnerId })).partnerId).toBe(partnerId);
    expectError(await t.as(token.csr!, 'POST', '/api/fleets', { name: 'No partner' }), 400, MESSAGES.invalidPartner);
    expect((await created('csr', { name: 'Staff made' })).partnerId).toBe(partnerId);
  });

  it('a name is unique per partner in any case (409 fleetNameTaken), while another partner may use it', async () => {
    expectError(
      await t.as(token.partner!, 'POST', '/api/fleets', { name: 'karachi port SHUTTLES' }),
      409,
      MESSAGES.fleetNameTaken,
    );
    expect(other.fleetId).toBeGreaterThan(0);
  });

  it('vehicles of another partner or unknown ones are 400 and nothing is created or moved', async () => {
    expectError(
      await t.as(token.partner!, 'POST', '/api/fleets', {
        name: 'Stolen',
        vehicleIds: [vehicle['KHI-1111'], other.vehicleId],
      }),
      400,
      MESSAGES.invalidFleetVehicles,
    );
    expectError(
      await t.as(token.partner!, 'POST', '/api/fleets', { name: 'Ghost', vehicleIds: [999_999] }),
      400,
      MESSAGES.invalidFleetVehicles,
    );
    expect((await t.as(token.partner!, 'GET', '/api/fleets?q=stolen')).json().data.content).toEqual([]);
    expect(await fleetIdOf(other.vehicleId)).toBe(other.fleetId);
  });

  it.each([
    ['no name', { name: '  ' }, MESSAGES.fillRequired],
    ['a name of 101 characters', { name: 'F'.repeat(101) }, MESSAGES.textTooLong],
    ['a description of 501 characters', { name: 'Long', description: 'd'.repeat(501) }, MESSAGES.textTooLong],
    ['a vehicle id of 0', { name: 'Zero', vehicleIds: [0] }, MESSAGES.mustBePositive],
  ])('%s is 400', async (_label, payload, message) => {
    expectError(await t.as(token.partner!, 'POST', '/api/fleets', payload), 400, message);
  });

  it('boundaries that pass: a name of 100 and a description of 500 characters', async () => {
    expect(await created('partner', { name: 'F'.repeat(100), description: 'd'.repeat(500) })).toMatchObject({
      vehicleCount: 0,
      vehicleIds: [],
    });
  });
});

describe('PUT /api/fleets/:id', () => {
  it('with vehicleIds exactly those are in the fleet afterwards; without, the vehicles stay; [] empties it', async () => {
    const fleet = await created('partner', { vehicleIds: [vehicle['KHI-1585'], vehicle['LES-1222']] });
    const put = (payload: Record<string, unknown>) =>
      t.as(token.partner!, 'PUT', `/api/fleets/${fleet.id}`, { name: fleet.name, ...payload });
    const swapped = await put({ vehicleIds: [vehicle['LES-1222'], vehicle['KHI-1733']] });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.vehicleIds).toEqual([vehicle['LES-1222'], vehicle['KHI-1733']].sort((a, b) => a - b));
    expect(await fleetIdOf(vehicle['KHI-1585'])).toBeNull();
    const renamed = await put({ name: 'Reefers', description: 'Cold chain' });
    expect(renamed.json().data).toMatchObject({ name: 'Reefers', description: 'Cold chain', vehicleCount: 2 });
    expect(
      (await t.as(token.partner!, 'PUT', `/api/fleets/${fleet.id}`, { name: 'Reefers', vehicleIds: [] })).json().data,
    ).toMatchObject({ vehicleCount: 0, vehicleIds: [] });
  });

  it('a partner cannot move its fleet to another partner, nor take another partner’s vehicle or name', async () => {
    const fleet = await created('partner');
    const res = await t.as(token.partner!, 'PUT', `/api/fleets/${fleet.id}`, {
      name: fleet.name,
      partnerId: other.partnerId,
    });
    expect(res.json().data.partnerId).toBe(partnerId);
    expectError(
      await t.as(token.partner!, 'PUT', `/api/fleets/${fleet.id}`, { name: fleet.name, vehicleIds: [other.vehicleId] }),
      400,
      MESSAGES.invalidFleetVehicles,
    );
    expectError(
      await t.as(token.partner!, 'PUT', `/api/fleets/${fleet.id}`, { name: 'Lahore City Distribution' }),
      409,
      MESSAGES.fleetNameTaken,
    );
  });

  it('staff moving a fleet to another partner: the old partner’s vehicles leave it', async () => {
    const fleet = await created('csr', { vehicleIds: [vehicle['RIN-1622']] });
    const res = await t.as(token.csr!, 'PUT', `/api/fleets/${fleet.id}`, {
      name: fleet.name,
      partnerId: other.partnerId,
    });
    expect(res.json().data).toMatchObject({
      partnerId: other.partnerId,
      partnerName: 'Second Carrier',
      vehicleCount: 0,
    });
    expect(await fleetIdOf(vehicle['RIN-1622'])).toBeNull();
  });
});

describe('DELETE /api/fleets/:id', () => {
  it('deletes the fleet; its vehicles stay, in no fleet', async () => {
    const fleet = await created('partner', { vehicleIds: [vehicle['KHI-1659']] });
    const res = await t.as(token.partner!, 'DELETE', `/api/fleets/${fleet.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: fleet.id, vehicleIds: [vehicle['KHI-1659']] });
    expectError(await t.as(token.partner!, 'GET', `/api/fleets/${fleet.id}`), 404, MESSAGES.notFound);
    const left = await t.database.db
      .select({ id: vehicles.id, fleetId: vehicles.fleetId })
      .from(vehicles)
      .where(inArray(vehicles.id, [vehicle['KHI-1659']]));
    expect(left).toEqual([{ id: vehicle['KHI-1659'], fleetId: null }]);
  });
});

describe('scoping', () => {
  it('another partner’s fleet is 404 to a partner on get, put and delete; staff reach it', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE']] as [string, unknown?][]) {
      expectError(await t.as(token.partner!, method, `/api/fleets/${other.fleetId}`, payload), 404, MESSAGES.notFound);
    }
    expect((await t.as(token.csr!, 'GET', `/api/fleets/${other.fleetId}`)).json().data).toMatchObject({
      vehicleIds: [other.vehicleId],
      vehicleCount: 1,
    });
  });

  it('drivers, shippers and brokers are 403', async () => {
    for (const who of ['driver', 'shipperA', 'broker'] as const) {
      for (const [method, url] of [
        ['GET', '/api/fleets'],
        ['GET', `/api/fleets/${other.fleetId}`],
        ['POST', '/api/fleets'],
        ['PUT', `/api/fleets/${other.fleetId}`],
        ['DELETE', `/api/fleets/${other.fleetId}`],
      ]) {
        expectError(
          await t.as(token[who]!, method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' }),
          403,
          MESSAGES.forbidden,
        );
      }
    }
  });
});
