import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_TYPE } from '#domain/bidding';
import { POOL_TYPE } from '#domain/shipments';
import { CITIES } from '../../../server/db/seed-data/geography';
import { expectError, testAppPerFile } from '../testApp';
import { HOUR, validShipment as baseShipment } from '../shipmentFixtures';

const t = testAppPerFile();
const KARACHI = CITIES.find((c) => c.id === 1)!;
const LAHORE = CITIES.find((c) => c.id === 2)!;
const ISLAMABAD = CITIES.find((c) => c.id === 3)!;

/** The shared valid shipment, with instructions and a reference to see come back. */
const validShipment = (overrides: Record<string, unknown> = {}) =>
  baseShipment({ specialInstructions: 'Tarpaulin required', referenceNumber: 'PO-CREATE-1', ...overrides });
const pickupIn = (cityId: number, extra: Record<string, unknown> = {}) => ({
  pickupLocations: [{ cityId, address: 'Gate 1', ...extra }],
});

let csr: string;
let shipperA: { token: string; user: { id: number; companyId: number | null } };

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipperA = await t.login('shipperA');
});

const totalShipments = async () =>
  (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=1')).json().data.totalElements as number;
const create = (token: string, body: unknown) => t.as(token, 'POST', '/api/shipment/v3', body);

/** Sends a create that must be refused with this status and text, and proves nothing was written. */
async function expectRefused(body: unknown, status: number, message: string | string[], token = shipperA.token) {
  const before = await totalShipments();
  expectError(await create(token, body), status, message);
  expect(await totalShipments()).toBe(before);
}

describe('POST /api/shipment/v3: accepted', () => {
  it('a shipper creates a shipment: 201, SH- code, own company, locations with city coordinates and loads', async () => {
    const res = await create(shipperA.token, validShipment());
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    expect(s.code).toBe(`SH-${String(s.id).padStart(6, '0')}`);
    expect(s).toMatchObject({
      companyId: shipperA.user.companyId,
      createdBy: shipperA.user.id,
      status: 'CREATED',
      nextStatus: 'DISPATCH_STARTED',
      weight: 30,
      vehicleCount: 2,
      poolType: POOL_TYPE.PUBLIC,
      labourAvailabilityTypeId: 1,
      cityTravelRestrictionTypeId: 1,
      pickupCityName: KARACHI.name,
      dropOffCityName: LAHORE.name,
      isFavourite: false,
      version: 1,
    });
    expect(s.pickupLocations).toEqual([
      expect.objectContaining({
        cityId: KARACHI.id,
        address: 'Port Qasim, Berth 4',
        latitude: KARACHI.latitude,
        longitude: KARACHI.longitude,
        loads: [{ goodsTypeId: 2, goodsType: expect.any(String), weight: 30, goodsCodeType: 1 }],
      }),
    ]);
    expect(s.dropOffLocations).toEqual([
      expect.objectContaining({ cityId: LAHORE.id, latitude: LAHORE.latitude, longitude: LAHORE.longitude, loads: [] }),
    ]);
    const again = await t.as(shipperA.token, 'GET', `/api/shipment/${s.id}`);
    expect(again.json().data).toEqual(s);
  });

  it('vehicleCount defaults to 1; coordinates given are kept', async () => {
    const body = validShipment({
      weight: 15,
      vehicleCount: undefined,
      pickupLocations: [{ cityId: KARACHI.id, address: 'Korangi', latitude: 24.83, longitude: 67.12 }],
    });
    const s = (await create(shipperA.token, body)).json().data;
    expect(s.vehicleCount).toBe(1);
    expect(s.pickupLocations[0]).toMatchObject({ latitude: 24.83, longitude: 67.12 });
  });

  it('a custom location is flattened: address1..3 joined, zip, coordinates and city', async () => {
    const customLocation = {
      address1: 'Plot 5',
      address2: '  ',
      address3: 'Block C',
      zip: '44000',
      lat: 33.7,
      lng: 73.1,
      cityId: ISLAMABAD.id,
    };
    const res = await create(
      shipperA.token,
      validShipment({ dropOffLocations: [{ cityId: LAHORE.id, address: 'ignored', customLocation }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    expect(s.dropOffLocations[0]).toMatchObject({
      address: 'Plot 5, Block C',
      zipCode: '44000',
      latitude: 33.7,
      longitude: 73.1,
      cityId: ISLAMABAD.id,
      cityName: ISLAMABAD.name,
    });
    expect(s.dropOffCityId).toBe(ISLAMABAD.id);
  });

  it('the limits themselves are accepted (quantity 10, weight 10000, 1000-character instructions, 299-character address)', async () => {
    const body = validShipment({
      quantity: 10,
      weight: 10_000,
      maxWeightPerVehicle: undefined,
      specialInstructions: 'i'.repeat(1000),
      ...pickupIn(KARACHI.id, { address: 'a'.repeat(299) }),
    });
    expect((await create(shipperA.token, body)).statusCode).toBe(201);
  });

  it("a shipper's companyId in the body is ignored: always their own company", async () => {
    const s = (await create(shipperA.token, validShipment({ companyId: 2 }))).json().data;
    expect(s.companyId).toBe(shipperA.user.companyId);
    const broker = await t.login('broker');
    expect((await create(broker.token, validShipment({ companyId: 1 }))).json().data.companyId).toBe(
      broker.user.companyId,
    );
  });

  it('CSR must name the company: missing → 400, unknown → 400, given → created there', async () => {
    await expectRefused(validShipment(), 400, MESSAGES.fillRequired, csr);
    await expectRefused(validShipment({ companyId: 999 }), 400, MESSAGES.invalidCompany, csr);
    const res = await create(csr, validShipment({ companyId: 2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.companyId).toBe(2);
    const mine = (await t.as(csr, 'GET', '/api/shipment?filter=all&filterCreatedByMe=true')).json().data;
    expect(mine.content.map((r: { id: number }) => r.id)).toEqual([res.json().data.id]);
  });

  it('a variant of the chosen vehicle type is accepted', async () => {
    expect(
      (await create(shipperA.token, validShipment({ vehicleTypeVariantId: 5 }))).json().data.vehicleTypeVariantId,
    ).toBe(5);
  });
});

describe('POST /api/shipment/v3: each SPEC §5 rule refused, nothing written', () => {
  const past = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const cases: [string, Record<string, unknown>, string][] = [
    ['quantity 11', { quantity: 11 }, MESSAGES.quantityRange],
    ['quantity 0', { quantity: 0 }, MESSAGES.quantityRange],
    ['weight 10001', { weight: 10_001, maxWeightPerVehicle: undefined }, MESSAGES.weightRange],
    ['weight 0', { weight: 0, maxWeightPerVehicle: undefined, ...pickupIn(KARACHI.id) }, MESSAGES.weightRange],
    ['instructions of 1001 characters', { specialInstructions: 'i'.repeat(1001) }, MESSAGES.instructionsMax],
    ['a pick-up address of 300 characters', pickupIn(KARACHI.id, { address: 'a'.repeat(300) }), MESSAGES.addressMax],
    [
      'a drop-off address of 300 characters',
      { dropOffLocations: [{ cityId: LAHORE.id, address: 'a'.repeat(300) }] },
      MESSAGES.addressMax,
    ],
    [
      'a custom address line of 300 characters',
      { dropOffLocations: [{ cityId: LAHORE.id, address: 'x', customLocation: { address1: 'a'.repeat(300) } }] },
      MESSAGES.addressMax,
    ],
    [
      'the same pick-up and drop-off city',
      { dropOffLocations: [{ cityId: KARACHI.id, address: 'SITE' }] },
      MESSAGES.sameCities,
    ],
    ['a loading time an hour ago', { loadingTime: past(1) }, MESSAGES.loadingTimeFuture],
    ['a loading time two days ago', { loadingTime: past(48) }, MESSAGES.loadingTimeWindow],
    [
      'a return date before the loading time',
      { shipmentContainerDto: { noOfContainers: 1, emptyReturnDate: new Date(Date.now() + HOUR).toISOString() } },
      MESSAGES.returnAfterLoading,
    ],
    ['an unknown shipment category', { shipmentCategoryTypeId: 9 }, MESSAGES.invalidShipmentCategory],
    ['min weight equal to max weight', { minWeightPerVehicle: 20 }, MESSAGES.minWeightBelowMax],
    ['weight over max weight × vehicle count', { weight: 41 }, MESSAGES.weightAboveVehicleMax],
    ['weight under min weight × vehicle count', { minWeightPerVehicle: 16 }, MESSAGES.weightBelowVehicleMin],
    [
      'loads heavier than the shipment',
      pickupIn(KARACHI.id, { loads: [{ goodsTypeId: 2, weight: 31 }] }),
      MESSAGES.loadsExceedWeight,
    ],
    [
      'loads lighter than the shipment',
      pickupIn(KARACHI.id, { loads: [{ goodsTypeId: 2, weight: 29 }] }),
      MESSAGES.loadsBelowWeight,
    ],
    ['a missing vehicle type', { vehicleTypeId: undefined }, MESSAGES.fillRequired],
    ['no drop-off', { dropOffLocations: [] }, MESSAGES.fillRequired],
    ['an unknown city id', pickupIn(9999), MESSAGES.invalidCity],
    [
      'an unknown custom-location city id',
      { dropOffLocations: [{ cityId: LAHORE.id, address: 'x', customLocation: { address1: 'Plot 1', cityId: 9999 } }] },
      MESSAGES.invalidCity,
    ],
    [
      'an unknown goods type',
      pickupIn(KARACHI.id, { loads: [{ goodsTypeId: 9999, weight: 30 }] }),
      MESSAGES.invalidGoodsType,
    ],
    ['a variant of another vehicle type', { vehicleTypeVariantId: 1 }, MESSAGES.invalidVehicleVariant],
    ['an unknown variant', { vehicleTypeVariantId: 9999 }, MESSAGES.invalidVehicleVariant],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    await expectRefused(validShipment(overrides), 400, message);
  });
  it('an empty body', async () => {
    await expectRefused({}, 400, MESSAGES.fillRequired);
  });
  // Only staff set a contract amount (a shipper's is dropped: security.findings.test.ts).
  it.each([
    ['a contractual shipment without contract amount', {}, MESSAGES.fillRequired],
    ['a contract amount of 0', { contractAmount: 0 }, MESSAGES.invalidContractAmount],
    [
      'a contract amount beyond the database integer range',
      { contractAmount: 3_000_000_000 },
      MESSAGES.invalidContractAmount,
    ],
    [
      'a contract amount below the shipper rate',
      { shipperRate: 101_000, contractAmount: 90_000 },
      MESSAGES.contractBelowShipperRate,
    ],
  ])('from staff, %s', async (_name, overrides, message) => {
    const body = validShipment({ companyId: 1, shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL, ...overrides });
    await expectRefused(body, 400, message, csr);
  });
});

describe('POST /api/shipment/v3: bad input is 4xx, never 500, and writes nothing', () => {
  /** Sends each body; answers the ones that were not a 4xx, with what came back. */
  async function non4xx(bodies: Record<string, unknown>) {
    const before = await totalShipments();
    const wrong: string[] = [];
    for (const [name, body] of Object.entries(bodies)) {
      const res = await create(shipperA.token, body);
      if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${name}: ${res.statusCode}`);
    }
    expect(await totalShipments()).toBe(before);
    return wrong;
  }

  it('wrong shapes and types', async () => {
    const wrong = await non4xx({
      array: [validShipment()],
      number: 42,
      null: null,
      text: 'shipment',
      stringNumbers: validShipment({ weight: 'heavy', vehicleCount: 'two' }),
      objectsForScalars: validShipment({
        weight: { t: 30 },
        loadingTime: [1],
        referenceNumber: { x: 1 },
        specialInstructions: ['a'],
      }),
      locationsNotArray: validShipment({ pickupLocations: 'Karachi' }),
      nullLocation: validShipment({ pickupLocations: [null] }),
      nullLoad: validShipment(pickupIn(KARACHI.id, { loads: [null] })),
      customLocationText: validShipment(pickupIn(KARACHI.id, { customLocation: 'Karachi' })),
      containerText: validShipment({ shipmentContainerDto: 'box' }),
      hugeInstructions: validShipment({ specialInstructions: 'x'.repeat(200_000) }),
      hugeName: validShipment({ consigneeName: 'x'.repeat(100_000) }),
      badDate: validShipment({ loadingTime: 'tomorrow' }),
    });
    expect(wrong).toEqual([]);
  });

  it('whole numbers beyond the database integer range', async () => {
    const big = 3_000_000_000;
    const wrong = await non4xx({
      shipperRate: validShipment({ shipperRate: big }),
      vehicleCount: validShipment({ vehicleCount: big }),
      cityId: validShipment(pickupIn(big)),
      goodsTypeId: validShipment(pickupIn(KARACHI.id, { loads: [{ goodsTypeId: big, weight: 1 }] })),
      vehicleTypeVariantId: validShipment({ vehicleTypeVariantId: big }),
    });
    expect(wrong).toEqual([]);
  });

  it('text holding a NUL character', async () => {
    const wrong = await non4xx({
      specialInstructions: validShipment({ specialInstructions: 'a\u0000b' }),
      address: validShipment(pickupIn(KARACHI.id, { address: 'a\u0000b' })),
    });
    expect(wrong).toEqual([]);
  });

  it('dates beyond the database range', async () => {
    const wrong = await non4xx({ loadingTime: validShipment({ loadingTime: '+099999-01-01T00:00:00.000Z' }) });
    expect(wrong).toEqual([]);
  });
});
