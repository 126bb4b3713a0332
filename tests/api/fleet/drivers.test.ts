import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { bookings, driverVehicleTypes, drivers, users } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import { multipart } from '../multipart';
import { validShipment } from '../shipmentFixtures';
import type { DriverRecord } from '#domain/records/fleet';

/** GET/POST/PUT/DELETE /drivers, their verification and driver-vehicle-type, scoped by user type and partner. */
const t = testAppPerFile();

type Driver = DriverRecord;

const token: Partial<Record<DemoKey, string>> = {};
let partnerId: number;
/** A second partner (the demo data has one unblocked partner) with a driver of its own. */
const other = { partnerId: 0, token: '', driverId: 0 };
let phoneSeq = 0;
const nextPhone = () => `0306${String(1_000_000 + ++phoneSeq).slice(-7)}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asif Khan',
  phoneNumber: nextPhone(),
  cnic: '3520212345679',
  licenseNumber: 'LHR-DL-555001',
  licenseExpiry: '2029-01-31',
  vehicleTypeIds: [VEHICLE_TYPE.FLATBED, VEHICLE_TYPE.HALFBODY],
  ...overrides,
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function created(who: DemoKey | string, overrides: Record<string, unknown> = {}): Promise<Driver> {
  const bearer = token[who as DemoKey] ?? who;
  const res = await t.as(
    bearer,
    'POST',
    '/api/drivers',
    body({ ...(who === 'csr' ? { partnerId } : {}), ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function uploadPaper(driverId: number, documentTypeId: number) {
  const { payload, contentType } = multipart([
    { name: 'driverId', value: String(driverId) },
    { name: 'documentTypeId', value: String(documentTypeId) },
    { name: 'file', fileName: 'paper.pdf', contentType: 'application/pdf', content: PDF },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driverDocument/upload',
    payload,
    headers: { authorization: `Bearer ${token.partner}`, 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const decide = (who: DemoKey, id: number, decision: Record<string, unknown>) =>
  t.as(token[who]!, 'PUT', `/api/drivers/${id}/verification`, decision);

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'broker', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  const [user] = await t.database.db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990002',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  other.partnerId = user.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990002', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  other.token = login.json().data.auth.token;
  other.driverId = (await created(other.token, { fullName: 'Other Driver' })).id;
});

describe('POST /api/drivers', () => {
  it('staff add a driver for a partner: pending, with its vehicle types, the licence expiry as a day', async () => {
    const driver = await created('csr', {
      vehicleTypeIds: [VEHICLE_TYPE.HALFBODY, VEHICLE_TYPE.FLATBED, VEHICLE_TYPE.FLATBED],
    });
    expect(driver).toEqual({
      id: expect.any(Number),
      partnerId,
      partnerName: 'Tariq Transport',
      userId: null,
      fullName: 'Asif Khan',
      phoneNumber: driver.phoneNumber,
      cnic: '3520212345679',
      licenseNumber: 'LHR-DL-555001',
      licenseExpiry: '2029-01-31',
      status: 'PENDING',
      statusReason: null,
      vehicleTypeIds: [VEHICLE_TYPE.FLATBED, VEHICLE_TYPE.HALFBODY],
      documentTypeIds: [],
      activeTripCode: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect((await t.as(token.csr!, 'GET', `/api/drivers/${driver.id}`)).json().data).toEqual(driver);
  });

  it('staff must name a partner account: none, unknown or a shipper is 400 invalidPartner', async () => {
    const [shipper] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userType, USER_TYPE.SHIPPER))
      .limit(1);
    for (const partner of [undefined, 999_999, shipper.id])
      expectError(
        await t.as(token.csr!, 'POST', '/api/drivers', body({ partnerId: partner })),
        400,
        MESSAGES.invalidPartner,
      );
  });

  it('a partner adds its own driver whatever partnerId it sends, and a driver never starts verified', async () => {
    const driver = await created('partner', { partnerId: other.partnerId, status: 'VERIFIED' });
    expect(driver).toMatchObject({ partnerId, status: 'PENDING' });
  });

  it.each([
    ['CNIC of 12 digits', { cnic: '352021234567' }, MESSAGES.invalidCnic],
    ['CNIC of 14 digits', { cnic: '35202123456712' }, MESSAGES.invalidCnic],
    ['CNIC with dashes', { cnic: '35202-1234567-1' }, MESSAGES.invalidCnic],
    ['no CNIC', { cnic: undefined }, MESSAGES.fillRequired],
    ['a phone of 10 digits', { phoneNumber: '0306123456' }, MESSAGES.invalidPhone],
    ['a phone of 12 digits', { phoneNumber: '030612345678' }, MESSAGES.invalidPhone],
    ['a phone not starting 03', { phoneNumber: '04061234567' }, MESSAGES.invalidPhone],
    ['no licence expiry', { licenseExpiry: undefined }, MESSAGES.fillRequired],
    ['no licence number', { licenseNumber: ' ' }, MESSAGES.fillRequired],
    ['a licence number of 31 characters', { licenseNumber: 'L'.repeat(31) }, MESSAGES.textTooLong],
    ['no name', { fullName: '' }, MESSAGES.fillRequired],
    ['a name of 101 characters', { fullName: 'A'.repeat(101) }, MESSAGES.textTooLong],
    ['an unknown vehicle type', { vehicleTypeIds: [VEHICLE_TYPE.FLATBED, 99] }, MESSAGES.invalidVehicleType],
  ])('%s is 400', async (_label, overrides, message) => {
    expectError(await t.as(token.partner!, 'POST', '/api/drivers', body(overrides)), 400, message);
  });

  it('boundaries that pass: CNIC of 13 digits, a licence number of 30, a name of 100 characters', async () => {
    const driver = await created('partner', {
      cnic: '1234567890123',
      licenseNumber: 'L'.repeat(30),
      fullName: 'A'.repeat(100),
      vehicleTypeIds: [],
    });
    expect(driver).toMatchObject({ cnic: '1234567890123', vehicleTypeIds: [] });
  });

  it('a phone another driver has is 409 driverPhoneTaken', async () => {
    expectError(
      await t.as(token.partner!, 'POST', '/api/drivers', body({ phoneNumber: '03051234568' })),
      409,
      MESSAGES.driverPhoneTaken,
    );
  });
});

describe('GET /api/drivers', () => {
  it('a partner lists only its own, paged with the envelope; asking for another partner changes nothing', async () => {
    for (const url of ['/api/drivers?pageSize=100', `/api/drivers?pageSize=100&partnerId=${other.partnerId}`]) {
      const page = (await t.as(token.partner!, 'GET', url)).json().data;
      expect(page.content.length).toBeGreaterThanOrEqual(5);
      expect(page.content.every((d: Driver) => d.partnerId === partnerId)).toBe(true);
      expect(page.content.map((d: Driver) => d.fullName)).toEqual(
        expect.arrayContaining(['Ghulam Abbas', 'Muhammad Aslam', 'Naveed Iqbal', 'Shahid Mehmood', 'Zafar Hussain']),
      );
    }
    const first = (await t.as(token.partner!, 'GET', '/api/drivers?pageSize=2')).json().data;
    expect(first).toMatchObject({ number: 0, size: 2, totalPages: Math.ceil(first.totalElements / 2) });
    expect(first.content).toHaveLength(2);
    expect((await t.as(other.token, 'GET', '/api/drivers')).json().data.content.map((d: Driver) => d.fullName)).toEqual(
      ['Other Driver'],
    );
  });

  it('staff filter by partner, status, vehicle type and a name, phone or CNIC search', async () => {
    const names = async (query: string) =>
      (await t.as(token.csr!, 'GET', `/api/drivers?${query}`)).json().data.content.map((d: Driver) => d.fullName);
    expect(await names(`partnerId=${other.partnerId}`)).toEqual(['Other Driver']);
    expect(await names(`partnerId=${partnerId}&status=REJECTED`)).toEqual(['Zafar Hussain']);
    expect(await names(`partnerId=${partnerId}&status=VERIFIED`)).toEqual([
      'Ghulam Abbas',
      'Muhammad Aslam',
      'Naveed Iqbal',
    ]);
    expect(await names(`partnerId=${partnerId}&vehicleTypeId=${VEHICLE_TYPE.REEFER}`)).toEqual([
      'Ghulam Abbas',
      'Shahid Mehmood',
    ]);
    expect(await names('q=aslam')).toEqual(['Muhammad Aslam']);
    expect(await names('q=03051234569')).toEqual(['Naveed Iqbal']);
    expect(await names('q=3740512345674')).toEqual(['Shahid Mehmood']);
    expect(await names('q=%25')).toEqual([]);
    expectError(await t.as(token.csr!, 'GET', '/api/drivers?status=GONE'), 400, MESSAGES.invalidOption);
    expectError(await t.as(token.csr!, 'GET', '/api/drivers?pageSize=101'), 400, MESSAGES.pageSizeRange);
  });

  it('the seeded drivers carry their vehicle types and the papers on file', async () => {
    const page = (await t.as(token.partner!, 'GET', '/api/drivers?q=Shahid')).json().data;
    expect(page.content[0]).toMatchObject({ status: 'PENDING', vehicleTypeIds: [1, 7], documentTypeIds: [4, 5] });
  });
});

describe('scoping', () => {
  it('another partner’s driver is 404 to a partner on get, put, delete and its vehicle types; staff reach it', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/drivers/${other.driverId}`],
      ['PUT', `/api/drivers/${other.driverId}`, body()],
      ['DELETE', `/api/drivers/${other.driverId}`],
      ['GET', `/api/driver-vehicle-type?driverId=${other.driverId}`],
      ['PUT', `/api/driver-vehicle-type/${other.driverId}`, { vehicleTypeIds: [1] }],
    ] as [string, string, unknown?][]) {
      expectError(await t.as(token.partner!, method, url, payload), 404, MESSAGES.notFound);
    }
    expect((await t.as(token.csr!, 'GET', `/api/drivers/${other.driverId}`)).json().data).toMatchObject({
      partnerId: other.partnerId,
      partnerName: 'Second Carrier',
    });
    expectError(await t.as(token.csr!, 'GET', '/api/drivers/999999'), 404, MESSAGES.notFound);
  });

  it('drivers, shippers and brokers are 403 everywhere here', async () => {
    for (const who of ['driver', 'shipperA', 'broker'] as const) {
      for (const [method, url] of [
        ['GET', '/api/drivers'],
        ['GET', `/api/drivers/${other.driverId}`],
        ['POST', '/api/drivers'],
        ['GET', `/api/driver-vehicle-type?driverId=${other.driverId}`],
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

describe('PUT /api/drivers/:id', () => {
  it('a partner’s change sends a verified driver back to pending; its partner cannot change', async () => {
    const driver = await created('partner');
    await t.database.db.update(drivers).set({ status: 'VERIFIED' }).where(eq(drivers.id, driver.id));
    const res = await t.as(
      token.partner!,
      'PUT',
      `/api/drivers/${driver.id}`,
      body({ phoneNumber: driver.phoneNumber, fullName: 'Asif Khan Niazi', partnerId: other.partnerId }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fullName: 'Asif Khan Niazi',
      partnerId,
      status: 'PENDING',
      statusReason: null,
    });
  });

  it('a rejected driver changed by its partner goes back to pending without the reason', async () => {
    const driver = await created('partner');
    await t.database.db
      .update(drivers)
      .set({ status: 'REJECTED', statusReason: 'Blurred CNIC' })
      .where(eq(drivers.id, driver.id));
    const res = await t.as(
      token.partner!,
      'PUT',
      `/api/drivers/${driver.id}`,
      body({ phoneNumber: driver.phoneNumber }),
    );
    expect(res.json().data).toMatchObject({ status: 'PENDING', statusReason: null });
  });

  it('staff changes keep the status; vehicle types change only when sent', async () => {
    const driver = await created('csr');
    await t.database.db.update(drivers).set({ status: 'VERIFIED' }).where(eq(drivers.id, driver.id));
    const { vehicleTypeIds: _types, ...withoutTypes } = body({
      phoneNumber: driver.phoneNumber,
      licenseNumber: 'LHR-DL-999',
    });
    const kept = await t.as(token.csr!, 'PUT', `/api/drivers/${driver.id}`, withoutTypes);
    expect(kept.json().data).toMatchObject({
      status: 'VERIFIED',
      licenseNumber: 'LHR-DL-999',
      vehicleTypeIds: [VEHICLE_TYPE.FLATBED, VEHICLE_TYPE.HALFBODY],
    });
    const replaced = await t.as(token.csr!, 'PUT', `/api/drivers/${driver.id}`, {
      ...withoutTypes,
      vehicleTypeIds: [VEHICLE_TYPE.REEFER],
    });
    expect(replaced.json().data).toMatchObject({ status: 'VERIFIED', vehicleTypeIds: [VEHICLE_TYPE.REEFER] });
    expect(new Date(replaced.json().data.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(driver.updatedAt).getTime(),
    );
  });

  it('staff may move a driver to another partner, never to a non-partner; a taken phone is 409', async () => {
    const driver = await created('csr');
    const moved = await t.as(
      token.csr!,
      'PUT',
      `/api/drivers/${driver.id}`,
      body({ phoneNumber: driver.phoneNumber, partnerId: other.partnerId }),
    );
    expect(moved.json().data).toMatchObject({ partnerId: other.partnerId, partnerName: 'Second Carrier' });
    const [csr] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userType, USER_TYPE.INTERNAL))
      .limit(1);
    expectError(
      await t.as(
        token.csr!,
        'PUT',
        `/api/drivers/${driver.id}`,
        body({ phoneNumber: driver.phoneNumber, partnerId: csr.id }),
      ),
      400,
      MESSAGES.invalidPartner,
    );
    expectError(
      await t.as(token.csr!, 'PUT', `/api/drivers/${driver.id}`, body({ phoneNumber: '03051234567' })),
      409,
      MESSAGES.driverPhoneTaken,
    );
    expectError(
      await t.as(
        token.csr!,
        'PUT',
        `/api/drivers/${driver.id}`,
        body({ phoneNumber: driver.phoneNumber, cnic: '123' }),
      ),
      400,
      MESSAGES.invalidCnic,
    );
  });
});

describe('driver-vehicle-type', () => {
  it('lists and replaces the vehicle types a driver drives', async () => {
    const driver = await created('partner');
    expect((await t.as(token.partner!, 'GET', `/api/driver-vehicle-type?driverId=${driver.id}`)).json().data).toEqual([
      { id: VEHICLE_TYPE.FLATBED, name: 'Flatbed' },
      { id: VEHICLE_TYPE.HALFBODY, name: 'Halfbody' },
    ]);
    const res = await t.as(token.partner!, 'PUT', `/api/driver-vehicle-type/${driver.id}`, {
      vehicleTypeIds: [VEHICLE_TYPE.REEFER, VEHICLE_TYPE.CONTAINERIZED],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: VEHICLE_TYPE.CONTAINERIZED, name: 'Containerized' },
      { id: VEHICLE_TYPE.REEFER, name: 'Reefer' },
    ]);
    expect(
      (await t.as(token.csr!, 'PUT', `/api/driver-vehicle-type/${driver.id}`, { vehicleTypeIds: [] })).json().data,
    ).toEqual([]);
    expectError(
      await t.as(token.partner!, 'PUT', `/api/driver-vehicle-type/${driver.id}`, { vehicleTypeIds: [0] }),
      400,
      MESSAGES.mustBePositive,
    );
    expectError(
      await t.as(token.partner!, 'PUT', `/api/driver-vehicle-type/${driver.id}`, { vehicleTypeIds: [42] }),
      400,
      MESSAGES.invalidVehicleType,
    );
    expectError(
      await t.as(token.partner!, 'PUT', `/api/driver-vehicle-type/${driver.id}`, {}),
      400,
      MESSAGES.fillRequired,
    );
    expectError(await t.as(token.partner!, 'GET', '/api/driver-vehicle-type'), 400, MESSAGES.fillRequired);
  });
});

describe('PUT /api/drivers/:id/verification', () => {
  it('is staff’s alone: a partner is 403 and nothing changes', async () => {
    const driver = await created('partner');
    expectError(await decide('partner', driver.id, { status: 'VERIFIED' }), 403, MESSAGES.forbidden);
    expect((await t.as(token.partner!, 'GET', `/api/drivers/${driver.id}`)).json().data.status).toBe('PENDING');
  });

  it('verifying needs the CNIC and the driving licence on file; with both it verifies', async () => {
    const driver = await created('partner');
    expectError(await decide('csr', driver.id, { status: 'VERIFIED' }), 400, MESSAGES.driverDocumentsMissing);
    await uploadPaper(driver.id, 4);
    expectError(await decide('csr', driver.id, { status: 'VERIFIED' }), 400, MESSAGES.driverDocumentsMissing);
    await uploadPaper(driver.id, 5);
    const res = await decide('csr', driver.id, { status: 'VERIFIED', reason: 'ignored' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'VERIFIED', statusReason: null, documentTypeIds: [4, 5] });
  });

  it('rejecting needs a reason, which is kept; verifying later clears it', async () => {
    const driver = await created('partner');
    expectError(await decide('csr', driver.id, { status: 'REJECTED' }), 400, MESSAGES.rejectionReasonRequired);
    expectError(
      await decide('csr', driver.id, { status: 'REJECTED', reason: '   ' }),
      400,
      MESSAGES.rejectionReasonRequired,
    );
    expectError(await decide('csr', driver.id, { status: 'MAYBE' }), 400, MESSAGES.invalidOption);
    const rejected = await decide('csr', driver.id, { status: 'REJECTED', reason: 'CNIC photo is blurred' });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', statusReason: 'CNIC photo is blurred' });
    await uploadPaper(driver.id, 4);
    await uploadPaper(driver.id, 5);
    expect((await decide('csr', driver.id, { status: 'VERIFIED' })).json().data).toMatchObject({
      status: 'VERIFIED',
      statusReason: null,
    });
  });

  it('the seeded pending driver has his papers on file, so staff can verify him', async () => {
    const [shahid] = await t.database.db.select().from(drivers).where(eq(drivers.fullName, 'Shahid Mehmood'));
    expect((await decide('csr', shahid.id, { status: 'VERIFIED' })).json().data).toMatchObject({ status: 'VERIFIED' });
  });
});

describe('DELETE /api/drivers/:id and the way to a booking', () => {
  it('a driver some booking names is 409 driverInUse and stays', async () => {
    const [used] = await t.database.db
      .select({ driverId: bookings.driverId })
      .from(bookings)
      .where(isNotNull(bookings.driverId))
      .limit(1);
    expectError(await t.as(token.partner!, 'DELETE', `/api/drivers/${used.driverId}`), 409, MESSAGES.driverInUse);
    expect((await t.as(token.partner!, 'GET', `/api/drivers/${used.driverId}`)).statusCode).toBe(200);
  });

  it('deleting a free driver removes it with its vehicle types', async () => {
    const driver = await created('partner');
    const res = await t.as(token.partner!, 'DELETE', `/api/drivers/${driver.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(driver.id);
    expectError(await t.as(token.partner!, 'GET', `/api/drivers/${driver.id}`), 404, MESSAGES.notFound);
    expect(
      await t.database.db.select().from(driverVehicleTypes).where(eq(driverVehicleTypes.driverId, driver.id)),
    ).toEqual([]);
  });

  it('a driver and a vehicle created and verified through the API are assigned to a booking, and the driver can no longer be deleted', async () => {
    const driver = await created('partner');
    await uploadPaper(driver.id, 4);
    await uploadPaper(driver.id, 5);
    expect((await decide('csr', driver.id, { status: 'VERIFIED' })).statusCode).toBe(200);
    const vehicle = await t.as(token.partner!, 'POST', '/api/vehicles', {
      registrationNumber: 'lhr-7001',
      vehicleTypeId: VEHICLE_TYPE.FLATBED,
      capacityTonnes: 20,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleId = vehicle.json().data.id;
    expect(
      (await t.as(token.csr!, 'PUT', `/api/vehicles/${vehicleId}/verification`, { status: 'VERIFIED' })).statusCode,
    ).toBe(200);

    const shipment = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment({ companyId: 1 }));
    expect(shipment.statusCode, shipment.body).toBe(201);
    const bid = await t.as(token.partner!, 'POST', '/api/bid', {
      shipmentId: shipment.json().data.id,
      amount: 100_000,
    });
    const accepted = await t.as(token.csr!, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().data.bookings[0].id;
    const assigned = await t.as(token.partner!, 'POST', `/api/booking/${bookingId}/assign-driver`, {
      driverId: driver.id,
      vehicleId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      driverId: driver.id,
      driverName: 'Asif Khan',
      vehicleId,
      vehicleRegistration: 'LHR-7001',
    });

    expectError(await t.as(token.partner!, 'DELETE', `/api/drivers/${driver.id}`), 409, MESSAGES.driverInUse);
    expectError(await t.as(token.partner!, 'DELETE', `/api/vehicles/${vehicleId}`), 409, MESSAGES.vehicleInUse);
  });
});
