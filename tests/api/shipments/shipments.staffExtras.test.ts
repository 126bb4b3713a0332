import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { BOOKING_STATUS } from '#domain/bookings';
import { SHIPMENT_STATUS, type ShipmentStatus } from '#domain/shipments';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import { bookings, users } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';

/** The newer staff-only shipment moves: point of contact, project vertical, one vehicle fewer; margin only while active. */
const t = testAppPerFile();

const staffRoutes = (id: number | string): [string, string, unknown][] => [
  ['POST', `/api/shipment/${id}/assign-point-of-contact`, { userId: 1 }],
  ['POST', `/api/shipment/${id}/project-vertical`, { projectVerticalId: 3 }],
  ['POST', `/api/shipment/${id}/decrement-vehicle-count`, undefined],
  ['PATCH', `/api/shipment/${id}/margin`, { contractAmount: 5000 }],
];

let csr: string;
let csrId: number;
let partnerId: number;
const token: Partial<Record<DemoKey, string>> = {};
const userId: Partial<Record<DemoKey, number>> = {};
let seeded: Shipment[];

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    userId[who] = login.user.id;
  }
  csr = token.csr!;
  csrId = userId.csr!;
  partnerId = userId.partner!;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
});

/** A fresh company-A shipment, created by the CSR. */
async function newShipment(overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function act(method: string, url: string, body?: unknown, who = csr): Promise<Shipment> {
  const res = await t.as(who, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const read = (id: number) => act('GET', `/api/shipment/${id}`);
const seededOf = (status: ShipmentStatus) => seeded.find((s) => s.status === status)!;
let phone = 3_090_000_000;
async function addUser(userType: number, blockStatus: number = BLOCK_STATUS.UNBLOCKED) {
  phone += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({ userType, blockStatus, fullName: `Staff ${phone}`, phoneNumber: `0${phone}`, passwordHash: 'x' })
    .returning({ id: users.id });
  return row.id;
}
async function addBooking(shipmentId: number, status: number = BOOKING_STATUS.CREATED) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ shipmentId, partnerId, amount: 100_000, status })
    .returning({ id: bookings.id });
  return row.id;
}

describe('POST /api/shipment/:id/assign-point-of-contact', () => {
  it('assigns an unblocked member of staff and moves the version on; another replaces them', async () => {
    const s = await newShipment();
    expect(s.assignedTo).toBeNull();
    const assigned = await act('POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: csrId });
    expect(assigned).toMatchObject({ id: s.id, assignedTo: csrId, version: s.version + 1 });
    const colleague = await addUser(USER_TYPE.INTERNAL);
    expect((await act('POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: colleague })).assignedTo).toBe(
      colleague,
    );
    expect((await read(s.id)).assignedTo).toBe(colleague);
  });

  it('a shipper, broker, partner, driver, blocked staff member or unknown user is 400 notStaffMember; nothing changes', async () => {
    const s = await newShipment();
    await act('POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: csrId });
    const before = await read(s.id);
    const blocked = await addUser(USER_TYPE.INTERNAL, BLOCK_STATUS.BLOCKED);
    const candidates = [
      userId.shipperA!,
      userId.shipperB!,
      userId.broker!,
      userId.partner!,
      userId.driver!,
      blocked,
      999_999,
    ];
    for (const candidate of candidates) {
      expectError(
        await t.as(csr, 'POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: candidate }),
        400,
        MESSAGES.notStaffMember,
      );
    }
    expect(await read(s.id)).toEqual(before);
  });

  it('a missing or non-numeric user id is 400 fillRequired; a negative one mustBePositive', async () => {
    const s = await newShipment();
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${s.id}/assign-point-of-contact`, {}),
      400,
      MESSAGES.fillRequired,
    );
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: 'abc' }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${s.id}/assign-point-of-contact`, { userId: -1 }),
      400,
      MESSAGES.mustBePositive,
    );
    expect((await read(s.id)).assignedTo).toBeNull();
  });
});

describe('POST /api/shipment/:id/project-vertical', () => {
  it('accepts every id from 0 to 24, the ends included', async () => {
    const s = await newShipment();
    for (const projectVerticalId of [0, 24, 7]) {
      expect(
        (await act('POST', `/api/shipment/${s.id}/project-vertical`, { projectVerticalId })).projectVerticalId,
      ).toBe(projectVerticalId);
    }
    expect((await read(s.id)).projectVerticalId).toBe(7);
  });

  it('25, −1 and 2.5 are 400 invalidProjectVertical; missing is fillRequired; the vertical stays', async () => {
    const s = await newShipment();
    await act('POST', `/api/shipment/${s.id}/project-vertical`, { projectVerticalId: 4 });
    for (const projectVerticalId of [25, -1, 2.5, 1000]) {
      expectError(
        await t.as(csr, 'POST', `/api/shipment/${s.id}/project-vertical`, { projectVerticalId }),
        400,
        MESSAGES.invalidProjectVertical,
      );
    }
    expectError(await t.as(csr, 'POST', `/api/shipment/${s.id}/project-vertical`, {}), 400, MESSAGES.fillRequired);
    expect((await read(s.id)).projectVerticalId).toBe(4);
  });
});

describe('POST /api/shipment/:id/decrement-vehicle-count', () => {
  const decrement = (id: number) => t.as(csr, 'POST', `/api/shipment/${id}/decrement-vehicle-count`);

  it('one vehicle fewer each time, down to 1; then 409 vehicleCountFloor', async () => {
    const s = await newShipment({
      vehicleCount: 3,
      weight: 15,
      maxWeightPerVehicle: 20,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim', loads: [{ goodsTypeId: 2, weight: 15 }] }],
    });
    expect((await act('POST', `/api/shipment/${s.id}/decrement-vehicle-count`)).vehicleCount).toBe(2);
    const one = await act('POST', `/api/shipment/${s.id}/decrement-vehicle-count`);
    expect(one).toMatchObject({ vehicleCount: 1, version: s.version + 2 });
    expectError(await decrement(s.id), 409, MESSAGES.vehicleCountFloor);
    expect((await read(s.id)).vehicleCount).toBe(1);
  });

  it('never below the vehicles already booked (cancelled bookings do not count)', async () => {
    const s = await newShipment({
      vehicleCount: 3,
      weight: 10,
      maxWeightPerVehicle: 20,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim', loads: [{ goodsTypeId: 2, weight: 10 }] }],
    });
    const first = await addBooking(s.id);
    await addBooking(s.id, BOOKING_STATUS.DISPATCH_STARTED);
    await addBooking(s.id, BOOKING_STATUS.CANCELLED);
    expect((await act('POST', `/api/shipment/${s.id}/decrement-vehicle-count`)).vehicleCount).toBe(2);
    expectError(await decrement(s.id), 409, MESSAGES.vehicleCountFloor);
    expect((await read(s.id)).vehicleCount).toBe(2);
    await t.database.db.update(bookings).set({ status: BOOKING_STATUS.CANCELLED }).where(eq(bookings.id, first));
    expect((await act('POST', `/api/shipment/${s.id}/decrement-vehicle-count`)).vehicleCount).toBe(1);
  });

  it('fewer vehicles that could not carry the weight: 400 with the weight rule, count unchanged', async () => {
    const s = await newShipment({ vehicleCount: 2, weight: 30, maxWeightPerVehicle: 20 });
    expectError(await decrement(s.id), 400, MESSAGES.weightAboveVehicleMax);
    expect(await read(s.id)).toMatchObject({ vehicleCount: 2, version: s.version });
  });

  it('a shipment past dispatch is 409 shipmentNotEditable', async () => {
    for (const status of [
      SHIPMENT_STATUS.TRANSIT,
      SHIPMENT_STATUS.DELIVERED,
      SHIPMENT_STATUS.CANCELLED,
      SHIPMENT_STATUS.PARTIALLY_FULFILLED,
    ]) {
      const s = seededOf(status);
      expectError(await decrement(s.id), 409, MESSAGES.shipmentNotEditable);
      expect((await read(s.id)).vehicleCount).toBe(s.vehicleCount);
    }
  });
});

describe('PATCH /api/shipment/:id/margin refuses shipments that are no longer active', () => {
  it('CREATED and DISPATCH_STARTED take a contract amount', async () => {
    for (const status of [SHIPMENT_STATUS.CREATED, SHIPMENT_STATUS.DISPATCH_STARTED]) {
      const s = seededOf(status);
      const amount = (s.shipperRate ?? 0) + 4321;
      expect((await act('PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: amount })).contractAmount).toBe(
        amount,
      );
    }
  });

  it('an amount below the shipper rate is 400 contractBelowShipperRate, the amount unchanged; at the rate it is taken', async () => {
    const s = seededOf(SHIPMENT_STATUS.CREATED);
    const before = (await read(s.id)).contractAmount;
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: s.shipperRate! - 1 }),
      400,
      MESSAGES.contractBelowShipperRate,
    );
    expect((await read(s.id)).contractAmount).toBe(before);
    expect((await act('PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: s.shipperRate })).contractAmount).toBe(
      s.shipperRate,
    );
  });

  it('TRANSIT, DELIVERED, CANCELLED and PARTIALLY_FULFILLED are 409 shipmentNotEditable, the amount unchanged', async () => {
    for (const status of [
      SHIPMENT_STATUS.TRANSIT,
      SHIPMENT_STATUS.DELIVERED,
      SHIPMENT_STATUS.CANCELLED,
      SHIPMENT_STATUS.PARTIALLY_FULFILLED,
    ]) {
      const s = seededOf(status);
      expectError(
        await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: 9999 }),
        409,
        MESSAGES.shipmentNotEditable,
      );
      expect((await read(s.id)).contractAmount).toBe(s.contractAmount);
    }
  });
});

describe('who may make these moves', () => {
  it.each(['shipperA', 'broker', 'partner', 'driver'] as const)(
    '%s is 403 on every staff route, on its own or any shipment; nothing changes',
    async (who) => {
      const own = seeded.find((s) => s.companyId === (who === 'broker' ? 3 : 1))!;
      const other = seeded.find((s) => s.status === SHIPMENT_STATUS.DISPATCH_STARTED && s.companyId === 2)!;
      for (const s of [own, other]) {
        const before = await read(s.id);
        for (const [method, url, body] of staffRoutes(s.id))
          expectError(await t.as(token[who]!, method, url, body), 403, MESSAGES.forbidden);
        expect(await read(s.id)).toEqual(before);
      }
    },
  );

  it('the CSR gets 404 for a shipment that does not exist, on every route', async () => {
    for (const [method, url, body] of staffRoutes(999_999))
      expectError(await t.as(csr, method, url, body), 404, MESSAGES.notFound);
  });

  it('without a token every route is 401', async () => {
    for (const [method, url, body] of staffRoutes(seeded[0].id)) {
      expectError(
        await t.app.inject({ method: method as 'POST', url, payload: body as object }),
        401,
        MESSAGES.unauthorized,
      );
    }
  });
});
