import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/** SPEC §7 fuelPump: internal staff keep the fuel pumps where partners' drivers get a discount. */
const t = testAppPerFile();
const pump = (overrides: Record<string, unknown> = {}) => ({
  name: 'PSO Shahrah-e-Faisal',
  brand: 'PSO',
  cityId: 1,
  address: 'Shahrah-e-Faisal, near Nursery',
  latitude: 24.8615,
  longitude: 67.0736,
  discountPercent: 2,
  ...overrides,
});
const csr = async () => (await t.login('csr')).token;
type Pump = { id: number; name: string; brand: string; cityId: number; active: boolean };

describe('fuel pumps', () => {
  it('creates, reads, changes and deletes a pump with its city named', async () => {
    const token = await csr();
    const created = await t.as(token, 'POST', '/api/fuelPump', pump());
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      name: 'PSO Shahrah-e-Faisal',
      brand: 'PSO',
      cityId: 1,
      cityName: 'Karachi',
      address: 'Shahrah-e-Faisal, near Nursery',
      latitude: 24.8615,
      longitude: 67.0736,
      discountPercent: 2,
      active: true,
    });
    expect(Object.keys(record).sort()).toEqual([
      'active',
      'address',
      'brand',
      'cityId',
      'cityName',
      'createdAt',
      'discountPercent',
      'id',
      'latitude',
      'longitude',
      'name',
      'updatedAt',
      'version',
    ]);
    expect((await t.as(token, 'GET', `/api/fuelPump/${record.id}`)).json().data).toEqual(record);
    const changed = await t.as(
      token,
      'PUT',
      `/api/fuelPump/${record.id}`,
      pump({ name: 'PSO Lahore Canal', cityId: 2, discountPercent: 3.5, active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: record.id,
      name: 'PSO Lahore Canal',
      cityName: 'Lahore',
      discountPercent: 3.5,
      active: false,
    });
    const deleted = await t.as(token, 'DELETE', `/api/fuelPump/${record.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.id).toBe(record.id);
    expectError(await t.as(token, 'GET', `/api/fuelPump/${record.id}`), 404, MESSAGES.notFound);
  });

  it('checks the discount, coordinates, address and city at their boundaries', async () => {
    const token = await csr();
    const post = (overrides: Record<string, unknown>) => t.as(token, 'POST', '/api/fuelPump', pump(overrides));
    expectError(await post({ discountPercent: -0.1 }), 400, MESSAGES.percentRange);
    expectError(await post({ discountPercent: 100.1 }), 400, MESSAGES.percentRange);
    expectError(await post({ discountPercent: 1e308 }), 400, MESSAGES.percentRange);
    expect((await post({ discountPercent: 0 })).statusCode).toBe(201);
    expect((await post({ discountPercent: 100 })).statusCode).toBe(201);
    expect((await post({ latitude: 90, longitude: 180 })).statusCode).toBe(201);
    expect((await post({ latitude: -90, longitude: -180 })).statusCode).toBe(201);
    expectError(await post({ latitude: 90.1 }), 400, MESSAGES.invalidCoordinates);
    expectError(await post({ latitude: -90.1 }), 400, MESSAGES.invalidCoordinates);
    expectError(await post({ longitude: 180.1 }), 400, MESSAGES.invalidCoordinates);
    expect((await post({ address: 'a'.repeat(299) })).statusCode).toBe(201);
    expectError(await post({ address: 'a'.repeat(300) }), 400, MESSAGES.addressMax);
    expectError(await post({ cityId: 99999 }), 400, MESSAGES.invalidCity);
    expectError(await post({ cityId: 1e20 }), 400, MESSAGES.numberTooLarge);
    expectError(await post({ cityId: 'abc' }), 400, MESSAGES.fillRequired);
    expectError(await post({ latitude: 'NaN' }), 400, MESSAGES.fillRequired);
    expectError(await post({ name: '  ' }), 400, MESSAGES.fillRequired);
    expectError(await t.as(token, 'POST', '/api/fuelPump', {}), 400, MESSAGES.fillRequired);
  });

  it('answers 404 for a pump that is not there; an id that is no id is refused the shared way (400 "Not found")', async () => {
    const token = await csr();
    expectError(await t.as(token, 'GET', '/api/fuelPump/999999'), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'GET', '/api/fuelPump/2147483647'), 404, MESSAGES.notFound);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      expectError(await t.as(token, 'GET', `/api/fuelPump/${id}`), 400, MESSAGES.notFound);
    }
    expectError(await t.as(token, 'PUT', '/api/fuelPump/999999', pump()), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'DELETE', '/api/fuelPump/999999'), 404, MESSAGES.notFound);
  });

  it('refuses partners, shippers, brokers and drivers', async () => {
    for (const who of ['partner', 'shipperA', 'broker', 'driver'] satisfies DemoKey[]) {
      const { token } = await t.login(who);
      expectError(await t.as(token, 'GET', '/api/fuelPump'), 403, MESSAGES.forbidden);
      expectError(await t.as(token, 'POST', '/api/fuelPump', pump()), 403, MESSAGES.forbidden);
      expectError(await t.as(token, 'GET', '/api/fuelPump/1'), 403, MESSAGES.forbidden);
    }
  });

  it('lists 20 a page by name and filters by city, active and a name or brand search', async () => {
    const token = await csr();
    const list = async (query: string) =>
      (await t.as(token, 'GET', `/api/fuelPump?${query}`)).json().data as {
        content: Pump[];
        totalElements: number;
        size: number;
        number: number;
        totalPages: number;
      };
    const all = await list('pageSize=100');
    expect(all.content.map((p) => p.name)).toEqual(
      [...all.content.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const first = await list('');
    expect(first).toMatchObject({ size: 20, number: 0 });
    const karachi = await list('cityId=1&pageSize=100');
    expect(karachi.content.length).toBeGreaterThanOrEqual(2);
    expect(karachi.content.every((p) => p.cityId === 1)).toBe(true);
    const closed = await list('active=false&pageSize=100');
    expect(closed.content.map((p) => p.name)).toContain('Attock Ring Road Hayatabad');
    expect(closed.content.every((p) => !p.active)).toBe(true);
    const shell = await list('q=shell');
    expect(shell.content.map((p) => p.name).sort()).toEqual(['Shell Rawat GT Road', 'Shell Sohrab Goth']);
    expect((await list('q=ravi')).content.map((p) => p.name)).toEqual(['Total Parco Ravi Toll Plaza']);
    expect((await list('q=%25')).totalElements).toBe(0);
    expect((await list('q=Attock&cityId=2')).content.map((p) => p.name)).toEqual(['Attock Thokar Niaz Baig']);
    expectError(await t.as(token, 'GET', '/api/fuelPump?cityId=abc'), 400, MESSAGES.fillRequired);
    expectError(await t.as(token, 'GET', '/api/fuelPump?page=-1'), 400, MESSAGES.notNegative);
  });

  it('deleting a pump takes it out of every tyre offer that named it', async () => {
    const token = await csr();
    const doomed = (await t.as(token, 'POST', '/api/fuelPump', pump({ name: 'Doomed Pump' }))).json().data.id as number;
    const kept = (await t.as(token, 'GET', '/api/fuelPump?q=Sohrab')).json().data.content[0].id as number;
    const offer = await t.as(token, 'POST', '/api/tyres', {
      brand: 'Ghauri',
      size: '11R22.5',
      price: 60000,
      discountPercent: 2,
      fuelPumpIds: [doomed, kept],
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const onlyThere = await t.as(token, 'POST', '/api/tyres', {
      brand: 'Ghauri',
      size: '12R22.5',
      price: 61000,
      discountPercent: 2,
      fuelPumpIds: [doomed],
    });
    expect((await t.as(token, 'DELETE', `/api/fuelPump/${doomed}`)).statusCode).toBe(200);
    const after = (await t.as(token, 'GET', `/api/tyres/${offer.json().data.id}`)).json().data;
    expect(after.fuelPumpIds).toEqual([kept]);
    expect(after.fuelPumps.map((p: { id: number }) => p.id)).toEqual([kept]);
    expect((await t.as(token, 'GET', `/api/tyres/${onlyThere.json().data.id}`)).json().data.fuelPumpIds).toEqual([]);
    expect((await t.as(token, 'GET', `/api/tyres?fuelPumpId=${doomed}`)).json().data.totalElements).toBe(0);
  });
});
