import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { bookings, fleets, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import type { VehicleRecord } from '#domain/records/fleet';

/** GET/POST/PUT/DELETE /vehicles and their verification, scoped by user type and partner. */
const t = testAppPerFile();

type Vehicle = VehicleRecord;

const token: Partial<Record<DemoKey, string>> = {};
let partnerId: number;
const other = { partnerId: 0, token: '', vehicleId: 0, fleetId: 0 };
/** The demo partner's first fleet (seeded). */
let portFleetId: number;
let regSeq = 0;
const nextRegistration = () => `TST-${String(++regSeq).padStart(4, '0')}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  registrationNumber: nextRegistration(),
  vehicleTypeId: VEHICLE_TYPE.CONTAINERIZED,
  vehicleTypeVariantId: 2,
  capacityTonnes: 30,
  make: 'Hino 500',
  modelYear: 2019,
  ...overrides,
});
const YEAR = new Date().getFullYear();

async function created(who: DemoKey | string, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const bearer = token[who as DemoKey] ?? who;
  const res = await t.as(
    bearer,
    'POST',
    '/api/vehicles',
    body({ ...(who === 'csr' ? { partnerId } : {}), ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const registrations = async (who: string, query = '') =>
  (await t.as(token[who as DemoKey] ?? who, 'GET', `/api/vehicles?pageSize=100&${query}`))
    .json()
    .data.content.map((v: Vehicle) => v.registrationNumber);

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'broker', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990003',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  other.partnerId = user.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990003', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  other.token = login.json().data.auth.token;
  other.fleetId = (await db.insert(fleets).values({ partnerId: user.id, name: 'Other fleet' }).returning())[0].id;
  other.vehicleId = (await created(other.token, { registrationNumber: 'OTH-0001' })).id;
  [{ id: portFleetId }] = await db
    .select({ id: fleets.id })
    .from(fleets)
    .where(eq(fleets.name, 'Karachi Port Shuttles'));
});

describe('POST /api/vehicles', () => {
  it('staff add a vehicle for a partner: pending, registration upper-cased, with every name filled in', async () => {
    const vehicle = await created('csr', { registrationNumber: 'lhr-4455', fleetId: portFleetId });
    expect(vehicle).toEqual({
      id: expect.any(Number),
      partnerId,
      partnerName: 'Tariq Transport',
      registrationNumber: 'LHR-4455',
      vehicleTypeId: VEHICLE_TYPE.CONTAINERIZED,
      vehicleTypeName: 'Containerized',
      vehicleTypeVariantId: 2,
      vehicleTypeVariantName: '40ft Container',
      capacityTonnes: 30,
      make: 'Hino 500',
      modelYear: 2019,
      fleetId: portFleetId,
      fleetName: 'Karachi Port Shuttles',
      status: 'PENDING',
      statusReason: null,
      documentTypeIds: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect((await t.as(token.csr!, 'GET', `/api/vehicles/${vehicle.id}`)).json().data).toEqual(vehicle);
  });

  it('a partner adds its own whatever partnerId it sends; variant, make, year and fleet are optional', async () => {
    const vehicle = await created('partner', {
      partnerId: other.partnerId,
      vehicleTypeVariantId: undefined,
      make: undefined,
      modelYear: undefined,
      status: 'VERIFIED',
    });
    expect(vehicle).toMatchObject({
      partnerId,
      status: 'PENDING',
      vehicleTypeVariantId: null,
      vehicleTypeVariantName: null,
      make: null,
      modelYear: null,
      fleetId: null,
      fleetName: null,
    });
  });

  it('staff must name a partner account', async () => {
    expectError(await t.as(token.csr!, 'POST', '/api/vehicles', body()), 400, MESSAGES.invalidPartner);
    expectError(
      await t.as(token.csr!, 'POST', '/api/vehicles', body({ partnerId: 999_999 })),
      400,
      MESSAGES.invalidPartner,
    );
  });

  it('a registration another vehicle has, in any case, is 409 registrationTaken', async () => {
    expectError(
      await t.as(token.partner!, 'POST', '/api/vehicles', body({ registrationNumber: 'les-1000' })),
      409,
      MESSAGES.registrationTaken,
    );
    expectError(
      await t.as(token.partner!, 'POST', '/api/vehicles', body({ registrationNumber: 'oth-0001' })),
      409,
      MESSAGES.registrationTaken,
    );
  });

  it.each([
    ['a registration with a #', { registrationNumber: 'LES#100' }, MESSAGES.invalidRegistration],
    ['a registration starting with a dash', { registrationNumber: '-LES100' }, MESSAGES.invalidRegistration],
    ['a registration of one character', { registrationNumber: 'A' }, MESSAGES.invalidRegistration],
    ['a registration of 21 characters', { registrationNumber: 'A'.repeat(21) }, MESSAGES.textTooLong],
    ['no registration', { registrationNumber: undefined }, MESSAGES.fillRequired],
    ['capacity 0', { capacityTonnes: 0 }, MESSAGES.mustBePositive],
    ['capacity above 100 t', { capacityTonnes: 100.5 }, MESSAGES.numberTooLarge],
    ['no capacity', { capacityTonnes: undefined }, MESSAGES.fillRequired],
    ['model year 1959', { modelYear: 1959 }, MESSAGES.invalidModelYear],
    ['a model year two years ahead', { modelYear: YEAR + 2 }, MESSAGES.invalidModelYear],
    ['a fractional model year', { modelYear: 2019.5 }, MESSAGES.wholeNumber],
    ['no vehicle type', { vehicleTypeId: undefined, vehicleTypeVariantId: undefined }, MESSAGES.fillRequired],
    ['an unknown vehicle type', { vehicleTypeId: 99, vehicleTypeVariantId: undefined }, MESSAGES.invalidVehicleType],
    [
      'a variant of another type',
      { vehicleTypeId: VEHICLE_TYPE.CONTAINERIZED, vehicleTypeVariantId: 5 },
      MESSAGES.invalidVehicleVariant,
    ],
    ['an unknown variant', { vehicleTypeVariantId: 999 }, MESSAGES.invalidVehicleVariant],
    ['an unknown fleet', { fleetId: 999_999 }, MESSAGES.invalidFleet],
  ])('%s is 400', async (_label, overrides, message) => {
    expectError(await t.as(token.partner!, 'POST', '/api/vehicles', body(overrides)), 400, message);
  });

  it('a fleet of another partner is 400 invalidFleet', async () => {
    expectError(
      await t.as(token.partner!, 'POST', '/api/vehicles', body({ fleetId: other.fleetId })),
      400,
      MESSAGES.invalidFleet,
    );
    expectError(
      await t.as(token.csr!, 'POST', '/api/vehicles', body({ partnerId, fleetId: other.fleetId })),
      400,
      MESSAGES.invalidFleet,
    );
  });

  it('boundaries that pass: capacity 100 t and 0.1 t, model years 1960 and next year, a registration of 20 with spaces', async () => {
    expect(await created('partner', { capacityTonnes: 100, modelYear: 1960 })).toMatchObject({
      capacityTonnes: 100,
      modelYear: 1960,
    });
    expect(await created('partner', { capacityTonnes: 0.1, modelYear: YEAR + 1 })).toMatchObject({
      capacityTonnes: 0.1,
      modelYear: YEAR + 1,
    });
    expect(await created('partner', { registrationNumber: 'ab 12-cd 34 ef 56 78' })).toMatchObject({
      registrationNumber: 'AB 12-CD 34 EF 56 78',
    });
  });
});

describe('GET /api/vehicles', () => {
  it('a partner lists only its own, by registration; asking for another partner changes nothing', async () => {
    const own = await registrations('partner');
    expect(own).toEqual(expect.arrayContaining(['KHI-1037', 'LES-1000', 'LES-2210']));
    expect(own).not.toContain('OTH-0001');
    expect(await registrations('partner', `partnerId=${other.partnerId}`)).toEqual(own);
    expect(await registrations(other.token)).toEqual(['OTH-0001']);
  });

  it('staff filter by partner, fleet, type, status and registration (LIKE signs literal)', async () => {
    expect(await registrations('csr', `partnerId=${other.partnerId}`)).toEqual(['OTH-0001']);
    // The seeded four, and the one the first test put there.
    expect(await registrations('csr', `fleetId=${portFleetId}&partnerId=${partnerId}`)).toEqual([
      'KHI-1037',
      'KHI-1511',
      'LES-1000',
      'LHR-4455',
      'RIN-1548',
    ]);
    expect(await registrations('csr', `partnerId=${partnerId}&vehicleTypeId=${VEHICLE_TYPE.REEFER}`)).toEqual([
      'KHI-1733',
      'LES-1222',
    ]);
    expect(await registrations('csr', 'status=REJECTED')).toEqual(['LES-2210']);
    expect(await registrations('csr', 'q=khi-15')).toEqual(['KHI-1511', 'KHI-1585']);
    expect(await registrations('csr', 'q=_')).toEqual([]);
    const page = (await t.as(token.csr!, 'GET', '/api/vehicles?pageSize=3&page=1')).json().data;
    expect(page).toMatchObject({ number: 1, size: 3, totalPages: Math.ceil(page.totalElements / 3) });
    expect(page.content).toHaveLength(3);
    expectError(await t.as(token.csr!, 'GET', '/api/vehicles?fleetId=abc'), 400, expect.any(String));
  });

  it('the seeded rejected vehicle says why, and the verified ones carry their registration papers', async () => {
    const [rejected] = (await t.as(token.partner!, 'GET', '/api/vehicles?status=REJECTED')).json().data.content;
    expect(rejected).toMatchObject({
      registrationNumber: 'LES-2210',
      fleetId: null,
      statusReason: expect.stringContaining('registration'),
    });
    const [verified] = (await t.as(token.partner!, 'GET', '/api/vehicles?q=LES-1000')).json().data.content;
    expect(verified).toMatchObject({
      status: 'VERIFIED',
      documentTypeIds: [6],
      fleetName: 'Karachi Port Shuttles',
      vehicleTypeVariantName: '20ft Container',
    });
  });
});

describe('scoping', () => {
  it('another partner’s vehicle is 404 to a partner on get, put and delete; staff reach it', async () => {
    for (const [method, payload] of [['GET'], ['PUT', body()], ['DELETE']] as [string, unknown?][]) {
      expectError(
        await t.as(token.partner!, method, `/api/vehicles/${other.vehicleId}`, payload),
        404,
        MESSAGES.notFound,
      );
    }
    expect((await t.as(token.csr!, 'GET', `/api/vehicles/${other.vehicleId}`)).json().data).toMatchObject({
      partnerName: 'Second Carrier',
    });
  });

  it('drivers, shippers and brokers are 403', async () => {
    for (const who of ['driver', 'shipperA', 'broker'] as const) {
      for (const [method, url] of [
        ['GET', '/api/vehicles'],
        ['GET', `/api/vehicles/${other.vehicleId}`],
        ['POST', '/api/vehicles'],
        ['DELETE', `/api/vehicles/${other.vehicleId}`],
      ]) {
        expectError(
          await t.as(token[who]!, method, url, method === 'POST' ? body() : undefined),
          403,
          MESSAGES.forbidden,
        );
      }
    }
  });
});

describe('PUT /api/vehicles/:id', () => {
  it('a partner’s change sends a verified vehicle back to pending; its partner cannot change', async () => {
    const vehicle = await created('partner');
    await t.database.db.update(vehicles).set({ status: 'VERIFIED' }).where(eq(vehicles.id, vehicle.id));
    const res = await t.as(
      token.partner!,
      'PUT',
      `/api/vehicles/${vehicle.id}`,
      body({
        registrationNumber: vehicle.registrationNumber,
        capacityTonnes: 28,
        partnerId: other.partnerId,
        fleetId: portFleetId,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      partnerId,
      capacityTonnes: 28,
      status: 'PENDING',
      statusReason: null,
      fleetName: 'Karachi Port Shuttles',
    });
  });

  it('staff changes keep the status; a taken registration is 409; a fleet of the new partner is required', async () => {
    const vehicle = await created('csr', { fleetId: portFleetId });
    await t.database.db.update(vehicles).set({ status: 'VERIFIED' }).where(eq(vehicles.id, vehicle.id));
    const kept = await t.as(
      token.csr!,
      'PUT',
      `/api/vehicles/${vehicle.id}`,
      body({ registrationNumber: vehicle.registrationNumber, make: 'Hino 700', fleetId: portFleetId }),
    );
    expect(kept.json().data).toMatchObject({ status: 'VERIFIED', make: 'Hino 700' });
    expectError(
      await t.as(token.csr!, 'PUT', `/api/vehicles/${vehicle.id}`, body({ registrationNumber: 'Les-1000' })),
      409,
      MESSAGES.registrationTaken,
    );
    expectError(
      await t.as(
        token.csr!,
        'PUT',
        `/api/vehicles/${vehicle.id}`,
        body({ registrationNumber: vehicle.registrationNumber, partnerId: other.partnerId, fleetId: portFleetId }),
      ),
      400,
      MESSAGES.invalidFleet,
    );
    const moved = await t.as(
      token.csr!,
      'PUT',
      `/api/vehicles/${vehicle.id}`,
      body({ registrationNumber: vehicle.registrationNumber, partnerId: other.partnerId, fleetId: other.fleetId }),
    );
    expect(moved.json().data).toMatchObject({
      partnerId: other.partnerId,
      fleetName: 'Other fleet',
      status: 'VERIFIED',
    });
  });
});

describe('PUT /api/vehicles/:id/verification', () => {
  it('is staff’s alone; rejecting needs a reason; verifying needs nothing more and clears the reason', async () => {
    const vehicle = await created('partner');
    const decide = (who: DemoKey, decision: Record<string, unknown>) =>
      t.as(token[who]!, 'PUT', `/api/vehicles/${vehicle.id}/verification`, decision);
    expectError(await decide('partner', { status: 'VERIFIED' }), 403, MESSAGES.forbidden);
    expectError(await decide('csr', { status: 'REJECTED' }), 400, MESSAGES.rejectionReasonRequired);
    expectError(await decide('csr', {}), 400, MESSAGES.fillRequired);
    expect(
      (await decide('csr', { status: 'REJECTED', reason: 'Registration book unreadable' })).json().data,
    ).toMatchObject({ status: 'REJECTED', statusReason: 'Registration book unreadable' });
    const verified = await decide('csr', { status: 'VERIFIED' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ status: 'VERIFIED', statusReason: null });
    expectError(
      await t.as(token.csr!, 'PUT', '/api/vehicles/999999/verification', { status: 'VERIFIED' }),
      404,
      MESSAGES.notFound,
    );
  });
});

describe('DELETE /api/vehicles/:id', () => {
  it('a vehicle some booking names is 409 vehicleInUse; a free one is deleted', async () => {
    const [used] = await t.database.db
      .select({ vehicleId: bookings.vehicleId })
      .from(bookings)
      .where(isNotNull(bookings.vehicleId))
      .limit(1);
    expectError(await t.as(token.partner!, 'DELETE', `/api/vehicles/${used.vehicleId}`), 409, MESSAGES.vehicleInUse);
    expect((await t.as(token.partner!, 'GET', `/api/vehicles/${used.vehicleId}`)).statusCode).toBe(200);
    const vehicle = await created('partner');
    const res = await t.as(token.partner!, 'DELETE', `/api/vehicles/${vehicle.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.registrationNumber).toBe(vehicle.registrationNumber);
    expectError(await t.as(token.partner!, 'GET', `/api/vehicles/${vehicle.id}`), 404, MESSAGES.notFound);
  });
});
