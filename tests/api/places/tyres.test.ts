import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/** SPEC §7 tyres: tyre discount offers honoured at fuel pumps and named shops, kept by internal staff. */
const t = testAppPerFile();
const csr = async () => (await t.login('csr')).token;
const offer = (overrides: Record<string, unknown> = {}) => ({
  brand: 'General Tyre',
  size: '12R22.5',
  price: 70000,
  discountPercent: 5,
  fuelPumpIds: [],
  shops: ['Tyre Point, Shershah Karachi'],
  validUntil: '2030-06-30',
  ...overrides,
});
type Offer = {
  id: number;
  brand: string;
  size: string;
  active: boolean;
  fuelPumpIds: number[];
  validUntil: string | null;
};

async function pumpId(token: string, q: string) {
  return (await t.as(token, 'GET', `/api/fuelPump?q=${encodeURIComponent(q)}`)).json().data.content[0].id as number;
}

describe('tyre offers', () => {
  it('creates, reads, changes and deletes an offer; its pumps are named and its discounted price worked out', async () => {
    const token = await csr();
    const sohrab = await pumpId(token, 'Sohrab Goth');
    const ravi = await pumpId(token, 'Ravi Toll');
    const created = await t.as(token, 'POST', '/api/tyres', offer({ fuelPumpIds: [ravi, sohrab, ravi] }));
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      brand: 'General Tyre',
      size: '12R22.5',
      price: 70000,
      discountPercent: 5,
      discountedPrice: 66500,
      fuelPumpIds: [ravi, sohrab],
      fuelPumps: [
        { id: ravi, name: 'Total Parco Ravi Toll Plaza', cityName: 'Lahore' },
        { id: sohrab, name: 'Shell Sohrab Goth', cityName: 'Karachi' },
      ],
      shops: ['Tyre Point, Shershah Karachi'],
      validUntil: '2030-06-30',
      active: true,
    });
    expect(Object.keys(record).sort()).toEqual([
      'active',
      'brand',
      'createdAt',
      'discountPercent',
      'discountedPrice',
      'fuelPumpIds',
      'fuelPumps',
      'id',
      'price',
      'shops',
      'size',
      'updatedAt',
      'validUntil',
      'version',
    ]);
    expect((await t.as(token, 'GET', `/api/tyres/${record.id}`)).json().data).toEqual(record);
    const changed = await t.as(
      token,
      'PUT',
      `/api/tyres/${record.id}`,
      offer({ price: 999, discountPercent: 2.5, fuelPumpIds: [sohrab], shops: [], validUntil: null, active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: record.id,
      price: 999,
      discountedPrice: 974,
      fuelPumpIds: [sohrab],
      shops: [],
      validUntil: null,
      active: false,
    });
    expect(
      (await t.as(token, 'PUT', `/api/tyres/${record.id}`, offer({ price: 1001, discountPercent: 12.5 }))).json().data
        .discountedPrice,
    ).toBe(876);
    expect((await t.as(token, 'DELETE', `/api/tyres/${record.id}`)).json().data.id).toBe(record.id);
    expectError(await t.as(token, 'GET', `/api/tyres/${record.id}`), 404, MESSAGES.notFound);
  });

  it('checks discount, price, places, pumps and texts at their boundaries', async () => {
    const token = await csr();
    const post = (overrides: Record<string, unknown>) => t.as(token, 'POST', '/api/tyres', offer(overrides));
    expectError(await post({ discountPercent: -0.1 }), 400, MESSAGES.percentRange);
    expectError(await post({ discountPercent: 100.1 }), 400, MESSAGES.percentRange);
    expect((await post({ discountPercent: 0 })).json().data.discountedPrice).toBe(70000);
    expect((await post({ discountPercent: 100 })).json().data.discountedPrice).toBe(0);
    expectError(await post({ price: 0 }), 400, MESSAGES.mustBePositive);
    expectError(await post({ price: -5 }), 400, MESSAGES.mustBePositive);
    expectError(await post({ price: 1.5 }), 400, MESSAGES.wholeNumber);
    expectError(await post({ price: 1e20 }), 400, MESSAGES.numberTooLarge);
    expectError(await post({ price: 'NaN' }), 400, MESSAGES.fillRequired);
    expect((await post({ price: 1 })).statusCode).toBe(201);
    expectError(await post({ fuelPumpIds: [], shops: [] }), 400, MESSAGES.tyreOfferNowhere);
    expectError(await post({ fuelPumpIds: undefined, shops: undefined }), 400, MESSAGES.tyreOfferNowhere);
    expectError(await post({ fuelPumpIds: [999999] }), 400, MESSAGES.invalidFuelPump);
    expectError(await post({ fuelPumpIds: [await pumpId(token, 'Sohrab'), 999999] }), 400, MESSAGES.invalidFuelPump);
    expectError(await post({ fuelPumpIds: [1e20] }), 400, MESSAGES.numberTooLarge);
    expectError(await post({ fuelPumpIds: 'abc' }), 400, MESSAGES.fillRequired);
    expectError(await post({ validUntil: 'soon' }), 400, MESSAGES.fillRequired);
    expectError(await post({ brand: 'b'.repeat(101) }), 400, MESSAGES.textTooLong);
    expectError(await post({ size: 's'.repeat(31) }), 400, MESSAGES.textTooLong);
    expectError(await post({ brand: '' }), 400, MESSAGES.fillRequired);
    expect((await post({ fuelPumpIds: [await pumpId(token, 'Sohrab')], shops: [] })).statusCode).toBe(201);
  });

  it('answers 404 for an offer that is not there', async () => {
    const token = await csr();
    expectError(await t.as(token, 'GET', '/api/tyres/999999'), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'PUT', '/api/tyres/999999', offer()), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'DELETE', '/api/tyres/999999'), 404, MESSAGES.notFound);
    expect((await t.as(token, 'GET', '/api/tyres/abc')).statusCode).toBe(400);
  });

  it('refuses partners, shippers, brokers and drivers', async () => {
    for (const who of ['partner', 'shipperA', 'broker', 'driver'] satisfies DemoKey[]) {
      const { token } = await t.login(who);
      expectError(await t.as(token, 'GET', '/api/tyres'), 403, MESSAGES.forbidden);
      expectError(await t.as(token, 'POST', '/api/tyres', offer()), 403, MESSAGES.forbidden);
    }
  });

  it('lists by brand and size and filters by active, the pump that honours it and a brand or size search', async () => {
    const token = await csr();
    const list = async (query: string) =>
      (await t.as(token, 'GET', `/api/tyres?pageSize=100&${query}`)).json().data as {
        content: Offer[];
        totalElements: number;
      };
    const seeded = (await list('q=')).content.filter((o) =>
      ['Bridgestone', 'Michelin', 'Servis', 'Yokohama'].includes(o.brand),
    );
    expect(seeded.map((o) => o.brand)).toEqual(['Bridgestone', 'Michelin', 'Servis', 'Yokohama']);
    const first = (await t.as(token, 'GET', '/api/tyres')).json().data;
    expect(first).toMatchObject({ size: 20, number: 0 });
    const inactive = await list('active=false');
    expect(inactive.content.map((o) => o.brand)).toContain('Servis');
    expect(inactive.content.every((o) => !o.active)).toBe(true);
    const sohrab = await pumpId(token, 'Sohrab Goth');
    const atSohrab = await list(`fuelPumpId=${sohrab}`);
    expect(atSohrab.content.map((o) => o.brand)).toContain('Bridgestone');
    expect(atSohrab.content.every((o) => o.fuelPumpIds.includes(sohrab))).toBe(true);
    expect((await list('q=michelin')).content.map((o) => o.size)).toEqual(['315/80R22.5']);
    expect((await list('q=12.00R20')).content.map((o) => o.brand)).toEqual(['Yokohama']);
    const expired = (await list('q=Michelin')).content[0];
    expect(expired.validUntil! < new Date().toISOString().slice(0, 10)).toBe(true);
    expectError(await t.as(token, 'GET', '/api/tyres?fuelPumpId=-3'), 400, MESSAGES.mustBePositive);
    expectError(await t.as(token, 'GET', '/api/tyres?active=maybe'), 400, MESSAGES.fillRequired);
  });
});
