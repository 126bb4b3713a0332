import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_TYPE } from '#domain/bidding';
import { CONFIG_NAME, DEFAULT_CONFIG_ENTRIES } from '#domain/clientConfig';
import { PAYMENT_TYPE } from '#domain/shipments';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { expectError, testAppPerFile } from '../testApp';
import { HOUR, validShipment } from '../shipmentFixtures';

const t = testAppPerFile();
let csr: string;
let shipperA: { token: string; user: { companyId: number | null } };
let shipperB: { token: string; user: { companyId: number | null } };

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipperA = await t.login('shipperA');
  shipperB = await t.login('shipperB');
});

const create = (token: string, body: unknown) => t.as(token, 'POST', '/api/shipment/v3', body);
const contractual = (extra: Record<string, unknown> = {}) =>
  validShipment({ shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL, contractAmount: 400_000, ...extra });
const setEntry = (name: string, values: string[], enabled = 'enabled') =>
  t.as(csr, 'PUT', '/api/config', { name, values, enabled });

describe('SPEC §3 config entries after a fresh seed', () => {
  it('holds every SPEC entry with its default', async () => {
    const res = await t.as(csr, 'GET', '/api/config');
    expect(res.statusCode).toBe(200);
    const stored = new Map(
      (res.json().data as { name: string; values: string[]; enabled: string }[]).map((entry) => [entry.name, entry]),
    );
    const specNames = Object.values(CONFIG_NAME).filter((name) => name !== CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD);
    // SPEC §3's twelve config entries and its default map position ("Other display items").
    expect(specNames).toHaveLength(13);
    for (const name of specNames) {
      const seeded = DEFAULT_CONFIG_ENTRIES.find((entry) => entry.name === name);
      expect(seeded, name).toBeDefined();
      expect(stored.get(name), name).toEqual({ ...seeded, values: [...seeded!.values], version: 1 });
    }
    expect(stored.get(CONFIG_NAME.SHIPMENT_TYPES)?.values).toEqual(['Spot', 'Contractual']);
    expect(stored.get(CONFIG_NAME.PAYMENT_TYPES)?.values).toEqual(['Paid', 'To Pay']);
    expect(stored.get(CONFIG_NAME.VEHICLE_TYPES)?.values).toEqual(VEHICLE_TYPES.map((type) => type.name));
    expect(stored.get(CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY)?.values).toEqual(['Vehicle Type']);
    expect(stored.get(CONFIG_NAME.SHIPPER_RATE)?.enabled).toBe('enabled');
    expect(stored.get(CONFIG_NAME.EXPANDED_TRIP_STATUSES)?.enabled).toBe('disabled');
    expect(stored.get(CONFIG_NAME.MAP_DEFAULT_POSITION)?.values).toEqual(['30.3753', '69.3451']);
  });
});

describe('SPEC §6: the contractual shipment type only when the project allows it', () => {
  it('is refused for a project that does not allow it, from its shipper and from staff', async () => {
    expectError(await create(shipperB.token, contractual()), 400, MESSAGES.contractualNotAllowed);
    expectError(
      await create(csr, contractual({ companyId: shipperB.user.companyId })),
      400,
      MESSAGES.contractualNotAllowed,
    );
    expectError(
      await create(csr, contractual({ projectId: shipperB.user.companyId })),
      400,
      MESSAGES.contractualNotAllowed,
    );
  });

  it('is accepted for a project that allows it', async () => {
    const res = await create(csr, contractual({ projectId: shipperA.user.companyId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      companyId: shipperA.user.companyId,
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
    });
  });

  it('create-options offers Contractual only for the project that allows it', async () => {
    const names = async (token: string, query = '') => {
      const res = await t.as(token, 'GET', `/api/shipment/create-options${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.shipmentTypes as { name: string }[]).map((type) => type.name);
    };
    expect(await names(shipperA.token)).toEqual(['Spot', 'Contractual']);
    expect(await names(shipperB.token)).toEqual(['Spot']);
    expect(await names(csr, `?companyId=${shipperB.user.companyId}`)).toEqual(['Spot']);
    expect(await names(csr, `?companyId=${shipperA.user.companyId}`)).toEqual(['Spot', 'Contractual']);
    // A shipper asks about its own project whatever it names.
    expect(await names(shipperB.token, `?companyId=${shipperA.user.companyId}`)).toEqual(['Spot']);
    expectError(await t.as(csr, 'GET', '/api/shipment/create-options?companyId=999999'), 400, MESSAGES.invalidCompany);
  });

  it('refuses a project that is not the company named', async () => {
    expectError(
      await create(csr, validShipment({ companyId: shipperA.user.companyId, projectId: shipperB.user.companyId })),
      400,
      MESSAGES.invalidProject,
    );
    expectError(
      await create(shipperA.token, validShipment({ projectId: shipperB.user.companyId })),
      400,
      MESSAGES.invalidProject,
    );
  });
});

describe('SHIPMENT_TYPES and PAYMENT_TYPES decide what may be created', () => {
  it('refuses a payment type the entry does not hold until it is added, and a shipment type it drops', async () => {
    const advance = validShipment({ paymentReceivingTypeId: PAYMENT_TYPE.ADVANCE });
    const paymentNames = async () =>
      (
        (await t.as(shipperA.token, 'GET', '/api/shipment/create-options')).json().data.paymentTypes as {
          name: string;
        }[]
      ).map((type) => type.name);
    expect(await paymentNames()).toEqual(['Paid', 'To Pay']);
    expectError(await create(shipperA.token, advance), 400, MESSAGES.paymentTypeNotOffered);
    expect((await setEntry(CONFIG_NAME.PAYMENT_TYPES, ['Paid', 'To Pay', 'Advance'])).statusCode).toBe(200);
    expect(await paymentNames()).toEqual(['Paid', 'To Pay', 'Advance']);
    expect((await create(shipperA.token, advance)).statusCode).toBe(201);

    expect((await setEntry(CONFIG_NAME.SHIPMENT_TYPES, ['Spot'])).statusCode).toBe(200);
    expectError(await create(shipperA.token, contractual()), 400, MESSAGES.shipmentTypeNotOffered);
    expect((await setEntry(CONFIG_NAME.SHIPMENT_TYPES, ['Spot', 'Contractual'])).statusCode).toBe(200);
    expect((await create(shipperA.token, contractual())).statusCode).toBe(201);
  });
});

describe('the whole shipment round-trips', () => {
  it('two pick-ups with two loads, two drop-offs, container details and every SPEC §3 field come back as sent', async () => {
    const loadingTime = new Date(Date.now() + 3 * HOUR);
    const emptyReturnDate = new Date(loadingTime.getTime() + 48 * HOUR);
    const body = validShipment({
      projectId: shipperA.user.companyId,
      loadingTime: loadingTime.toISOString(),
      weight: 30,
      consigneeName: 'Bilal Ahmed',
      consigneeNumber: '03211234567',
      pointOfContactName: 'Sana Iqbal',
      pointOfContactNumber: '03331234567',
      referenceNumber: 'PO-WHOLE-1',
      isPodHardCopyReq: true,
      labourAvailabilityTypeId: 2,
      cityTravelRestrictionTypeId: 2,
      addaMarfat: 'Shaheen Adda',
      customAddress: true,
      shipmentContainerDto: {
        blNumber: 'BL-7781',
        detentionCharges: 2500,
        emptyReturnDate: emptyReturnDate.toISOString(),
        noOfContainers: 2,
        returnLocation: 'KICT',
      },
      pickupLocations: [
        {
          cityId: 1,
          address: 'Port Qasim, Berth 4',
          loads: [{ goodsTypeId: 2, weight: 18, goodsTypeDescription: 'Bagged rice' }],
        },
        { cityId: 3, address: 'I-9 Industrial Area', loads: [{ goodsTypeId: 3, weight: 12, goodsCodeType: 2 }] },
      ],
      dropOffLocations: [
        { cityId: 2, address: 'Sundar Industrial Estate' },
        { cityId: 4, address: 'Gate 2, Ring Road' },
      ],
    });
    const created = await create(csr, body);
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.as(csr, 'GET', `/api/shipment/${created.json().data.id}`);
    const s = res.json().data;
    expect(s).toMatchObject({
      companyId: shipperA.user.companyId,
      projectId: shipperA.user.companyId,
      consigneeName: 'Bilal Ahmed',
      consigneeNumber: '03211234567',
      pointOfContactName: 'Sana Iqbal',
      pointOfContactNumber: '03331234567',
      referenceNumber: 'PO-WHOLE-1',
      isPodHardCopyReq: true,
      labourAvailabilityTypeId: 2,
      cityTravelRestrictionTypeId: 2,
      addaMarfat: 'Shaheen Adda',
      customAddress: true,
      container: {
        blNumber: 'BL-7781',
        detentionCharges: 2500,
        emptyReturnDate: emptyReturnDate.toISOString(),
        noOfContainers: 2,
        returnLocation: 'KICT',
      },
    });
    expect(
      s.pickupLocations.map((l: { sequence: number; cityId: number; address: string; loads: unknown[] }) => [
        l.sequence,
        l.cityId,
        l.address,
        l.loads,
      ]),
    ).toEqual([
      [
        1,
        1,
        'Port Qasim, Berth 4',
        [{ goodsTypeId: 2, goodsType: 'Cement', weight: 18, goodsTypeDescription: 'Bagged rice', goodsCodeType: 1 }],
      ],
      // Each load keeps its goods type's name (issue 37 #4).
      [2, 3, 'I-9 Industrial Area', [{ goodsTypeId: 3, goodsType: 'Steel', weight: 12, goodsCodeType: 2 }]],
    ]);
    expect(
      s.dropOffLocations.map((l: { sequence: number; cityId: number; address: string }) => [
        l.sequence,
        l.cityId,
        l.address,
      ]),
    ).toEqual([
      [1, 2, 'Sundar Industrial Estate'],
      [2, 4, 'Gate 2, Ring Road'],
    ]);
    expect(s.dropOffCityName).toBe(s.dropOffLocations[1].cityName);
  });
});
