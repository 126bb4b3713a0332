import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_TEMPLATES, fillMessage } from '#domain/messages';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { bidLimitMessage } from '#domain/schemas/bookings';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { validShipment } from '../shipmentFixtures';
import { expectError, testAppPerFile } from '../testApp';
import { multipart, type Part } from '../multipart';
import { and, eq } from 'drizzle-orm';
import { drivers, vehicles } from '../../../server/db/schema';

/** Issue 37: SPEC's partial items made whole, one table per item. */
const t = testAppPerFile();
let csr: string;
let shipper: string;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipper = (await t.login('shipperA')).token;
});

const FLATBED_20FT = 5; // 10–25 t a vehicle (server/db/seed-data/vehicleVariants.ts)
const create = (body: object) => t.as(shipper, 'POST', '/api/shipment/v3', body);
/** A flatbed shipment of `weight` t on `vehicleCount` 20ft flatbeds, with no loads to add up. */
const onFlatbeds = (weight: number, vehicleCount: number, extra: object = {}) =>
  validShipment({
    vehicleTypeId: VEHICLE_TYPE.FLATBED,
    vehicleTypeVariantId: FLATBED_20FT,
    weight,
    vehicleCount,
    maxWeightPerVehicle: undefined,
    pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4' }],
    ...extra,
  });

describe("#1 a variant's capacity binds the shipment's weight (SPEC §5)", () => {
  it.each([
    ['100 t on one 20ft flatbed (the finding)', onFlatbeds(100, 1), MESSAGES.weightAboveVehicleMax],
    ['26 t on one: just over its 25 t', onFlatbeds(26, 1), MESSAGES.weightAboveVehicleMax],
    [
      'a typed 40 t a vehicle does not lift the 25 t it carries',
      onFlatbeds(30, 1, { maxWeightPerVehicle: 40 }),
      MESSAGES.weightAboveVehicleMax,
    ],
    ['5 t on one: below the 10 t it is made for', onFlatbeds(5, 1), MESSAGES.weightBelowVehicleMin],
  ])('refuses %s', async (_what, body, message) => {
    expectError(await create(body), 400, message);
  });

  it.each([
    ['100 t on four', onFlatbeds(100, 4)],
    ['25 t on one', onFlatbeds(25, 1)],
    ['20 t on one, typed at most 20 t a vehicle', onFlatbeds(20, 1, { maxWeightPerVehicle: 20 })],
  ])('accepts %s', async (_what, body) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('binds an edit and a vehicle fewer too', async () => {
    const made = await create(onFlatbeds(60, 3));
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json().data;
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${id}`, { vehicleCount: 2, version }),
      400,
      MESSAGES.weightAboveVehicleMax,
    );
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${id}/decrement-vehicle-count`, {}),
      400,
      MESSAGES.weightAboveVehicleMax,
    );
  });
});

describe('#3 an address typed by hand (SPEC §3 customLocation)', () => {
  it('is flattened into the stop, keeps its type, zip and coordinates, and reads back so', async () => {
    const res = await create(
      validShipment({
        pickupLocations: [
          {
            cityId: 1,
            locationType: 'CUSTOM',
            customLocation: {
              address1: 'Plot 41',
              address2: 'Korangi Creek',
              zip: '74900',
              lat: 24.8123,
              lng: 67.1456,
            },
            loads: [{ goodsTypeId: 2, weight: 30 }],
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [stop] = res.json().data.pickupLocations;
    expect(stop).toMatchObject({
      cityId: 1,
      address: 'Plot 41, Korangi Creek',
      locationType: 'CUSTOM',
      zipCode: '74900',
      latitude: 24.8123,
      longitude: 67.1456,
    });
  });

  it.each([
    ['without its first line', { address2: 'Korangi Creek' }, MESSAGES.fillRequired],
    ['with a latitude off the globe', { address1: 'Plot 41', lat: 123 }, MESSAGES.invalidCoordinates],
  ])('is refused %s', async (_what, customLocation, message) => {
    const body = validShipment({
      pickupLocations: [{ cityId: 1, customLocation, loads: [{ goodsTypeId: 2, weight: 30 }] }],
    });
    expectError(await create(body), 400, message);
  });
});

describe('#4 loads keep their goods type', () => {
  it.each([
    ['named by the caller', { goodsType: 'Bagged rice' }, 'Bagged rice'],
    ['not named: the goods type of its id', {}, 'expected name'],
  ])('in the created shipment and when read again, %s', async (_what, extra, expected) => {
    const goods = (await t.as(shipper, 'GET', '/api/goods-types')).json().data as { id: number; name: string }[];
    const name = expected === 'expected name' ? goods.find((g) => g.id === 2)!.name : expected;
    const res = await create(
      validShipment({
        pickupLocations: [{ cityId: 1, address: 'Berth 4', loads: [{ goodsTypeId: 2, weight: 30, ...extra }] }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pickupLocations[0].loads[0].goodsType).toBe(name);
    const again = (await t.as(csr, 'GET', `/api/shipment/${res.json().data.id}`)).json().data;
    expect(again.pickupLocations[0].loads[0]).toMatchObject({ goodsTypeId: 2, goodsType: name });
  });

  it('the seeded shipments name theirs too', async () => {
    const list = (await t.as(shipper, 'GET', '/api/shipment?filter=all&pageSize=5')).json().data.content as {
      id: number;
    }[];
    const one = (await t.as(shipper, 'GET', `/api/shipment/${list[0].id}`)).json().data;
    for (const load of one.pickupLocations.flatMap((stop: { loads: object[] }) => stop.loads))
      expect(load).toMatchObject({ goodsType: expect.any(String) });
  });
});

describe('#6 bid limits for every shipment kind (SPEC §9)', () => {
  it.each([
    [
      'contractual, per vehicle (the finding)',
      SHIPMENT_TYPE.CONTRACTUAL,
      BID_CATEGORY_TYPE.PER_VEHICLE,
      5,
      30_000,
      450_000,
    ],
    ['spot, per tonne', SHIPMENT_TYPE.SPOT, BID_CATEGORY_TYPE.PER_TONNE, 50_000, 1000, 8000],
  ])('%s: the limit is answered and a bid outside it refused', async (_what, kind, basis, tooLow, min, max) => {
    const made = await t.as(
      csr,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: 1, shipmentCategoryTypeId: kind, bidCategoryTypeId: basis, contractAmount: 500_000 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const pricing = (await t.as(csr, 'GET', `/api/shipment/${id}/booking/pricing-info`)).json().data;
    expect(pricing.bidLimit).toMatchObject({ minAmount: min, maxAmount: max });
    const partner = (await t.login('partner')).token;
    expectError(
      await t.as(partner, 'POST', '/api/bid', { shipmentId: id, amount: tooLow }),
      400,
      bidLimitMessage(min, max),
    );
    expect((await t.as(partner, 'POST', '/api/bid', { shipmentId: id, amount: min })).statusCode).toBe(201);
  });
});

describe("#10 a shipment's shipperId is kept (SPEC §3)", () => {
  it("is the shipper who made it, or the company shipper staff name; another company's is refused", async () => {
    const shipperA = await t.login('shipperA');
    const own = await create(validShipment());
    expect(own.json().data.shipperId).toBe(shipperA.user.id);
    const shipperB = await t.login('shipperB');
    const named = await t.as(
      csr,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: 1, shipperId: shipperA.user.id }),
    );
    expect(named.statusCode, named.body).toBe(201);
    expect((await t.as(csr, 'GET', `/api/shipment/${named.json().data.id}`)).json().data.shipperId).toBe(
      shipperA.user.id,
    );
    expectError(
      await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, shipperId: shipperB.user.id })),
      400,
      MESSAGES.invalidShipper,
    );
  });
});

describe('#10 the config roots answer as SPEC §7 lists them', () => {
  it('the seeded shipments keep their shipper too', async () => {
    const shipperA = await t.login('shipperA');
    const page = (await t.as(shipper, 'GET', '/api/shipment?filter=all&pageSize=5')).json().data.content as {
      id: number;
    }[];
    const one = (await t.as(csr, 'GET', `/api/shipment/${page[0].id}`)).json().data;
    expect(one.shipperId).toBe(shipperA.user.id);
  });

  it('preferences: the signed-in user reads and changes their own theme (primary and secondary colours)', async () => {
    const me = await t.login('shipperB');
    const before = await t.as(me.token, 'GET', '/api/preferences');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ userId: me.user.id, locale: 'en' });
    const theme = { primary: '#00695c', secondary: '#ff7043' };
    const saved = await t.as(me.token, 'PUT', '/api/preferences', { theme });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.as(me.token, 'GET', '/api/preferences')).json().data.preferences.theme).toMatchObject(theme);
    // The same preferences as config v2 answers for that user.
    expect((await t.as(me.token, 'GET', `/api/config/v2/${me.user.id}`)).json().data.preferences.theme).toMatchObject(
      theme,
    );
    expectError(
      await t.as(me.token, 'PUT', '/api/preferences', { theme: { primary: 'teal' } }),
      400,
      MESSAGES.themeColourInvalid,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
  });

  it('company v2: POST takes the project as a multipart form, with the same rules; a file in it is refused', async () => {
    const groupId = (await t.as(csr, 'GET', '/api/company-group?q=Indus')).json().data.content[0].id as number;
    const fields = {
      name: 'Indus Sukkur Depot',
      groupId: String(groupId),
      phoneNumber: '03417654321',
      email: 'sukkur@indusfoods.example',
      password: 'depot1234',
      confirmPassword: 'depot1234',
      isContractualAllowed: 'true',
    };
    const post = (parts: Part[]) => {
      const { payload, contentType } = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/company/v2',
        payload,
        headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
      });
    };
    const asParts = (values: Record<string, string>) =>
      Object.entries(values).map(([name, value]) => ({ name, value }));
    expectError(await post(asParts({ ...fields, confirmPassword: 'other1234' })), 400, MESSAGES.passwordsMustMatch);
    expectError(
      await post([
        ...asParts(fields),
        { name: 'logo', fileName: 'logo.png', contentType: 'image/png', content: Buffer.from('png') },
      ]),
      400,
      MESSAGES.formTakesNoFile,
    );
    const made = await post(asParts(fields));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ name: 'Indus Sukkur Depot', groupId, isContractualAllowed: true });
  });
});

describe('#11 configuration is enforced by the API, not only offered by the portal', () => {
  it('VEHICLE_TYPES: a shipment of a type not offered is refused; an offered one is taken', async () => {
    const entry = async (values: string[]) =>
      t.as(csr, 'PUT', '/api/config', { name: 'VEHICLE_TYPES', values, enabled: 'enabled' });
    const all = ((await t.as(csr, 'GET', '/api/config')).json().data as { name: string; values: string[] }[]).find(
      (e) => e.name === 'VEHICLE_TYPES',
    )!.values;
    expect((await entry(['Flatbed'])).statusCode).toBe(200);
    try {
      expectError(
        await create(validShipment({ vehicleTypeId: VEHICLE_TYPE.MAZDA, maxWeightPerVehicle: undefined })),
        400,
        MESSAGES.vehicleTypeNotOffered,
      );
      expect((await create(validShipment({ vehicleTypeId: VEHICLE_TYPE.FLATBED }))).statusCode).toBe(201);
    } finally {
      await entry(all);
    }
    expect(
      (await create(validShipment({ vehicleTypeId: VEHICLE_TYPE.MAZDA, maxWeightPerVehicle: undefined }))).statusCode,
    ).toBe(201);
  });
});

describe("a dispatcher's rules", () => {
  it('a driver or vehicle on the road is not assigned to a booking whose time overlaps; the refusal names the trip', async () => {
    const partner = await t.login('partner');
    const fleet = t.database.db;
    const ours = await fleet.select().from(drivers).where(eq(drivers.partnerId, partner.user.id));
    const [first, second] = ours.filter((d) => d.status === 'VERIFIED').map((d) => d.id);
    const [flatbed, otherFlatbed] = (
      await fleet
        .select()
        .from(vehicles)
        .where(
          and(
            eq(vehicles.partnerId, partner.user.id),
            eq(vehicles.status, 'VERIFIED'),
            eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED),
          ),
        )
    ).map((v) => v.id);
    const HOUR = 3_600_000;
    /** A booking of a fresh one-flatbed shipment loading `hours` from now. */
    const bookingLoadingIn = async (hours: number) => {
      const made = await t.as(
        csr,
        'POST',
        '/api/shipment/v3',
        validShipment({
          companyId: 1,
          vehicleCount: 1,
          weight: 20,
          pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 20 }] }],
          loadingTime: new Date(Date.now() + hours * HOUR).toISOString(),
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const bid = await t.as(partner.token, 'POST', '/api/bid', { shipmentId: made.json().data.id, amount: 90_000 });
      expect(bid.statusCode, bid.body).toBe(201);
      const accepted = await t.as(csr, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
      return accepted.json().data.bookings[0] as { id: number; code: string };
    };
    const assign = (bookingId: number, driverId: number, vehicleId: number) =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId });

    const onTheRoad = await bookingLoadingIn(1000);
    const sameDay = await bookingLoadingIn(1010);
    const nextWeek = await bookingLoadingIn(1000 + 7 * 24);
    expect((await assign(onTheRoad.id, first, flatbed)).statusCode).toBe(200);
    // Only a trip on the road holds its driver: assigned but not dispatched, it does not.
    expect((await assign(sameDay.id, first, otherFlatbed ?? flatbed)).statusCode).toBe(200);
    const sameDayAgain = await bookingLoadingIn(1012);
    expect((await t.as(csr, 'POST', `/api/booking/${onTheRoad.id}/status/2`, {})).statusCode).toBe(200);

    expectError(
      await assign(sameDayAgain.id, first, otherFlatbed ?? flatbed),
      409,
      fillMessage(MESSAGE_TEMPLATES.driverOnAnotherTrip, { trip: onTheRoad.code }),
    );
    expectError(
      await assign(sameDayAgain.id, second, flatbed),
      409,
      fillMessage(MESSAGE_TEMPLATES.vehicleOnAnotherTrip, { trip: onTheRoad.code }),
    );
    expect((await assign(nextWeek.id, first, flatbed)).statusCode).toBe(200);
    // Assigned before the other trip left, the same driver is not dispatched on a second trip at once.
    expectError(
      await t.as(csr, 'POST', `/api/booking/${sameDay.id}/status/2`, {}),
      409,
      fillMessage(MESSAGE_TEMPLATES.driverOnAnotherTrip, { trip: onTheRoad.code }),
    );
    // Once the trip is over, its driver and vehicle are free again.
    expect((await t.as(csr, 'POST', `/api/booking/${onTheRoad.id}/status/13`, { reasonId: 21 })).statusCode).toBe(200);
    expect((await assign(sameDayAgain.id, first, flatbed)).statusCode).toBe(200);
  });

  it("a broker posts a shipment for a project it made: the shipment stays the broker's; another project is refused", async () => {
    const broker = await t.login('broker');
    const made = await t.as(broker.token, 'POST', '/api/company/v2', {
      name: 'Adda Cement Client',
      phoneNumber: '03441239876',
    });
    expect(made.statusCode, made.body).toBe(201);
    const projectId = made.json().data.id as number;
    const mine = (await t.as(broker.token, 'GET', '/api/company/v2?createdByMe=true')).json().data.content as {
      id: number;
    }[];
    expect(mine.map((p) => p.id)).toEqual([projectId]);

    const posted = await t.as(broker.token, 'POST', '/api/shipment/v3', validShipment({ projectId }));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data).toMatchObject({ projectId, companyId: broker.user.companyId });
    const listed = (await t.as(broker.token, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).toContain(posted.json().data.id);

    // A project it did not make (its own group's, or a shipper's) is not the broker's to post for.
    const staffMade = await t.as(csr, 'POST', '/api/company/v2', {
      name: 'Staff Project In Adda Group',
      phoneNumber: '03441239877',
      groupId: made.json().data.groupId,
      password: 'proj12345',
      confirmPassword: 'proj12345',
    });
    expect(staffMade.statusCode, staffMade.body).toBe(201);
    for (const other of [staffMade.json().data.id, 1])
      expectError(
        await t.as(broker.token, 'POST', '/api/shipment/v3', validShipment({ projectId: other })),
        400,
        MESSAGES.invalidProject,
      );
  });
});
