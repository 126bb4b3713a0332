import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { FLEET_LIMITS, LOCATION_TYPES } from '#domain/fleet';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/** SPEC §7 location/locations: saved places used to fill pick-ups and drop-offs, kept by internal staff. */
const t = testAppPerFile();
const csr = async () => (await t.login('csr')).token;
/** Faisalabad (city 5) has no seeded places, so the places these tests add stay out of the seeded filters. */
const place = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nishat Mills Store',
  locationType: 'WAREHOUSE',
  address: 'Sheikhupura Road, Plot 7',
  cityId: 5,
  latitude: 31.45,
  longitude: 73.135,
  contactName: 'Sajid Hussain',
  contactNumber: '03001112233',
  ...overrides,
});
type Place = {
  id: number;
  name: string;
  address: string;
  cityId: number;
  companyId: number | null;
  companyName: string | null;
  locationType: string;
};

async function companyA(token: string) {
  return (await t.as(token, 'GET', '/api/company/v2?q=Indus Foods')).json().data.content[0] as {
    id: number;
    name: string;
  };
}

describe('saved locations', () => {
  it('creates, reads, changes and deletes a place with its city and company named', async () => {
    const token = await csr();
    const company = await companyA(token);
    const created = await t.as(
      token,
      'POST',
      '/api/locations',
      place({ companyId: company.id, cityId: 1, latitude: 24.79, longitude: 67.34 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      name: 'Nishat Mills Store',
      locationType: 'WAREHOUSE',
      address: 'Sheikhupura Road, Plot 7',
      cityId: 1,
      cityName: 'Karachi',
      latitude: 24.79,
      longitude: 67.34,
      companyId: company.id,
      companyName: company.name,
      contactName: 'Sajid Hussain',
      contactNumber: '03001112233',
    });
    expect(Object.keys(record).sort()).toEqual([
      'address',
      'cityId',
      'cityName',
      'companyId',
      'companyName',
      'contactName',
      'contactNumber',
      'createdAt',
      'id',
      'latitude',
      'locationType',
      'longitude',
      'name',
      'updatedAt',
      'version',
    ]);
    expect((await t.as(token, 'GET', `/api/locations/${record.id}`)).json().data).toEqual(record);
    const changed = await t.as(
      token,
      'PUT',
      `/api/locations/${record.id}`,
      place({ name: 'Public Yard', locationType: 'YARD', cityId: 4, contactName: '', contactNumber: '' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: record.id,
      name: 'Public Yard',
      locationType: 'YARD',
      cityName: 'Rawalpindi',
      companyId: null,
      companyName: null,
      contactName: null,
      contactNumber: null,
    });
    expect((await t.as(token, 'DELETE', `/api/locations/${record.id}`)).json().data.id).toBe(record.id);
    expectError(await t.as(token, 'GET', `/api/locations/${record.id}`), 404, MESSAGES.notFound);
  });

  it('checks type, coordinates, address, city, company and contact number', async () => {
    const token = await csr();
    const post = (overrides: Record<string, unknown>) => t.as(token, 'POST', '/api/locations', place(overrides));
    for (const locationType of LOCATION_TYPES)
      expect((await post({ locationType, name: `Every type ${locationType}` })).statusCode).toBe(201);
    expectError(await post({ locationType: 'AIRPORT' }), 400, MESSAGES.invalidOption);
    expectError(await post({ locationType: undefined }), 400, MESSAGES.fillRequired);
    expect((await post({ latitude: 90, longitude: 180 })).statusCode).toBe(201);
    expectError(await post({ latitude: 90.1 }), 400, MESSAGES.invalidCoordinates);
    expectError(await post({ longitude: 180.1 }), 400, MESSAGES.invalidCoordinates);
    expectError(await post({ longitude: -180.1 }), 400, MESSAGES.invalidCoordinates);
    expectError(await post({ latitude: 'north' }), 400, MESSAGES.fillRequired);
    expect((await post({ address: 'a'.repeat(299) })).statusCode).toBe(201);
    expectError(await post({ address: 'a'.repeat(300) }), 400, MESSAGES.addressMax);
    expectError(await post({ cityId: 99999 }), 400, MESSAGES.invalidCity);
    expectError(await post({ companyId: 99999 }), 400, MESSAGES.invalidCompany);
    expectError(await post({ companyId: 1e20 }), 400, MESSAGES.numberTooLarge);
    expectError(await post({ contactNumber: '0300-111' }), 400, MESSAGES.invalidPhone);
    expectError(await post({ contactNumber: '123456' }), 400, MESSAGES.invalidPhone);
    expect((await post({ contactNumber: '+923001112233' })).statusCode).toBe(201);
    const existing = (await post({ name: 'To break' })).json().data.id as number;
    expectError(
      await t.as(token, 'PUT', `/api/locations/${existing}`, place({ cityId: 99999 })),
      400,
      MESSAGES.invalidCity,
    );
    expectError(
      await t.as(token, 'PUT', `/api/locations/${existing}`, place({ companyId: 99999 })),
      400,
      MESSAGES.invalidCompany,
    );
  });

  it('answers 404 for a place that is not there', async () => {
    const token = await csr();
    expectError(await t.as(token, 'GET', '/api/locations/999999'), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'PUT', '/api/locations/999999', place()), 404, MESSAGES.notFound);
    expectError(await t.as(token, 'DELETE', '/api/locations/999999'), 404, MESSAGES.notFound);
  });

  it('refuses partners, shippers, brokers and drivers', async () => {
    for (const who of ['partner', 'shipperA', 'broker', 'driver'] satisfies DemoKey[]) {
      const { token } = await t.login(who);
      expectError(await t.as(token, 'GET', '/api/locations'), 403, MESSAGES.forbidden);
      expectError(await t.as(token, 'POST', '/api/locations', place()), 403, MESSAGES.forbidden);
      expectError(await t.as(token, 'GET', '/api/location/search?q=port'), 403, MESSAGES.forbidden);
    }
  });

  it('lists by name and filters by city, company, type and a name or address search', async () => {
    const token = await csr();
    const list = async (query: string) =>
      (await t.as(token, 'GET', `/api/locations?pageSize=100&${query}`)).json().data as {
        content: Place[];
        totalElements: number;
      };
    expect((await t.as(token, 'GET', '/api/locations')).json().data).toMatchObject({ size: 20, number: 0 });
    const ports = await list('locationType=PORT&cityId=1');
    expect(ports.content.map((p) => p.name)).toEqual(['Karachi Port, KICT Keamari', 'Port Qasim, QICT']);
    const rawalpindi = await list('cityId=4&locationType=TRUCK_STAND');
    expect(rawalpindi.content.map((p) => p.name)).toEqual(['Pir Wadhai Truck Stand']);
    const company = await companyA(token);
    const own = await list(`companyId=${company.id}`);
    expect(own.content.map((p) => p.name)).toEqual(['Indus Foods Kot Lakhpat Plant', 'Indus Foods Sundar Warehouse']);
    expect(own.content.every((p) => p.companyName === company.name)).toBe(true);
    expect((await list('q=keamari')).content.map((p) => p.name)).toEqual(['Karachi Port, KICT Keamari']);
    expect((await list('q=SITE Area')).content.map((p) => p.name)).toEqual(['Karachi Cement SITE Warehouse']);
    expect((await list('q=_')).content.map((p) => p.name)).toEqual(['Every type TRUCK_STAND']);
    expect((await list('q=%25')).totalElements).toBe(0);
    expectError(await t.as(token, 'GET', '/api/locations?locationType=AIRPORT'), 400, MESSAGES.invalidOption);
    expectError(await t.as(token, 'GET', '/api/locations?pageSize=101'), 400, MESSAGES.pageSizeRange);
  });

  it('searches places for a picker: a plain array, names starting with the term first, at most 20', async () => {
    const token = await csr();
    const search = async (query: string) => {
      const res = await t.as(token, 'GET', `/api/location/search?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Place[];
    };
    expect((await search('q=port&cityId=1')).map((p) => p.name)).toEqual([
      'Port Qasim, QICT',
      'Karachi Port, KICT Keamari',
    ]);
    expect((await search('q=truck&cityId=6')).map((p) => p.name)).toEqual(['Multan Truck Adda']);
    for (let i = 0; i < FLEET_LIMITS.locationSearchMax + 2; i += 1)
      await t.as(token, 'POST', '/api/locations', place({ name: `Depot ${String(i).padStart(2, '0')}` }));
    const depots = await search('q=depot');
    expect(depots).toHaveLength(FLEET_LIMITS.locationSearchMax);
    expect(depots[0].name).toBe('Depot 00');
    expect(await search('q=nowhere-at-all')).toEqual([]);
    // No term: the first places by name (once a 500: ORDER BY a constant named no column).
    const first = await search('');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(20);
    expectError(await t.as(token, 'GET', `/api/location/search?q=${'x'.repeat(101)}`), 400, MESSAGES.textTooLong);
  });
});
