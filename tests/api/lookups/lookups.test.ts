import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, gte } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { CONFIG_NAME } from '#domain/clientConfig';
import { CITY_SEARCH_MAX_RESULTS } from '#domain/limits';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { cities, configs } from '../../../server/db/schema';
import type { CityRecord, StateRecord, VehicleTypeVariantRecord } from '#domain/records/lookups';
import { expectError, testAppPerFile } from '../testApp';

const t = testAppPerFile();
let token = '';

beforeAll(async () => {
  token = (await t.login('shipperA')).token;
});

const get = async (url: string) => {
  const res = await t.as(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const search = (term: string) => t.as(token, 'GET', `/api/cities/search?term=${encodeURIComponent(term)}`);

describe('GET /api/cities', () => {
  it('answers every city by name, each with its country name', async () => {
    const rows = await get('/api/cities');
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(names(rows)).toEqual([...names(rows)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.find((city: CityRecord) => city.id === 1)).toMatchObject({
      name: 'Karachi',
      countryId: 1,
      countryName: 'Pakistan',
      stateId: 2,
      latitude: expect.any(Number),
    });
  });

  it('filters by country, state and ids', async () => {
    expect((await get('/api/cities?countryId=3')).every((city: CityRecord) => city.countryName === 'Djibouti')).toBe(
      true,
    );
    expect(names(await get('/api/cities?stateId=2'))).toEqual(expect.arrayContaining(['Karachi', 'Hyderabad']));
    expect(names(await get('/api/cities?ids=2,1,3'))).toEqual(['Islamabad', 'Karachi', 'Lahore']);
    expectError(await t.as(token, 'GET', '/api/cities?ids=1,x'), 400, MESSAGES.fillRequired);
  });
});

describe('GET /api/cities/search', () => {
  it('refuses terms under 3 characters, counted after trimming', async () => {
    expectError(await search('K'), 400, MESSAGES.citySearchMinChars);
    expectError(await search('Ka'), 400, MESSAGES.citySearchMinChars);
    expectError(await search('   ab '), 400, MESSAGES.citySearchMinChars);
    expectError(await t.as(token, 'GET', '/api/cities/search'), 400, MESSAGES.citySearchMinChars);
  });

  it('accepts 3 characters and matches a start or a part of the name, in any case, starts first', async () => {
    const kar = await search('Kar');
    expect(kar.statusCode).toBe(200);
    expect(names(kar.json().data)).toEqual(['Karachi', 'Okara']);
    expect(kar.json().data[0]).toMatchObject({ id: 1, countryName: 'Pakistan' });
    expect(names((await search('  kAR  ')).json().data)).toEqual(['Karachi', 'Okara']);
    const aba = names((await search('ABA')).json().data);
    expect(aba).toEqual(expect.arrayContaining(['Addis Ababa', 'Islamabad', 'Faisalabad', 'Hyderabad', 'Abbottabad']));
    const dera = names((await search('dera')).json().data);
    expect(dera.slice(0, 2)).toEqual(['Dera Ghazi Khan', 'Dera Ismail Khan']);
    expect(dera).toContain('Hyderabad');
  });

  it('treats LIKE wildcards as plain characters', async () => {
    for (const term of ['%%%', '___', '\\\\\\', 'a%b']) {
      const res = await search(term);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });

  it(`answers at most ${CITY_SEARCH_MAX_RESULTS} cities`, async () => {
    const extra = Array.from({ length: 25 }, (_, i) => ({
      id: 9000 + i,
      stateId: 1,
      countryId: 1,
      name: `Testpur ${i}`,
      latitude: 30,
      longitude: 70,
    }));
    await t.database.db.insert(cities).values(extra);
    try {
      const rows = (await search('testpur')).json().data;
      expect(rows).toHaveLength(CITY_SEARCH_MAX_RESULTS);
    } finally {
      await t.database.db.delete(cities).where(gte(cities.id, 9000));
    }
  });
});

describe('countries, states, goods types', () => {
  it('GET /api/country/all lists the countries', async () => {
    expect(names(await get('/api/country/all'))).toEqual(['Djibouti', 'Ethiopia', 'Pakistan']);
  });

  it('GET /api/states lists all states, or one country’s', async () => {
    expect((await get('/api/states')).length).toBe(22);
    const ethiopia = await get('/api/states?countryId=2');
    expect(ethiopia.length).toBeGreaterThan(0);
    expect(ethiopia.every((state: StateRecord) => state.countryId === 2)).toBe(true);
    expect(names(ethiopia)).toContain('Oromia');
  });

  it('GET /api/goods-types lists the goods types', async () => {
    const rows = await get('/api/goods-types');
    expect(rows[0]).toEqual({ id: 1, name: 'FMCG' });
    expect(names(rows)).toContain('Cement');
  });
});

describe('GET /api/vehicle-types', () => {
  const setVehicleTypes = (values: string[], enabled = 'enabled') =>
    t.database.db
      .insert(configs)
      .values({ name: CONFIG_NAME.VEHICLE_TYPES, values, enabled })
      .onConflictDoUpdate({ target: configs.name, set: { values, enabled } });
  afterEach(async () => {
    await t.database.db.delete(configs).where(eq(configs.name, CONFIG_NAME.VEHICLE_TYPES));
  });

  it('answers all 7 types with their icons when nothing is configured', async () => {
    expect(await get('/api/vehicle-types')).toEqual(VEHICLE_TYPES.map(({ id, name, icon }) => ({ id, name, icon })));
  });

  it('an enabled VEHICLE_TYPES entry limits them, by id or by name', async () => {
    await setVehicleTypes(['2', 'reefer', ' Mazda ', 'Unknown']);
    expect(names(await get('/api/vehicle-types'))).toEqual(['Flatbed', 'Mazda', 'Reefer']);
  });

  it('a disabled entry, or one naming no known type, limits nothing', async () => {
    await setVehicleTypes(['1'], 'disabled');
    expect(await get('/api/vehicle-types')).toHaveLength(7);
    await setVehicleTypes(['Spaceship']);
    expect(await get('/api/vehicle-types')).toHaveLength(7);
  });
});

describe('GET /api/vehicle-type-variant/vehicle-type/{id}', () => {
  it("answers that type's variants only", async () => {
    const rows = await get('/api/vehicle-type-variant/vehicle-type/1');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((variant: VehicleTypeVariantRecord) => variant.vehicleTypeId === 1)).toBe(true);
    expect(rows[0]).toMatchObject({ name: '20ft Container', minWeightTonnes: 10, maxWeightTonnes: 28 });
  });

  it('an unknown type is 404', async () => {
    expectError(await t.as(token, 'GET', '/api/vehicle-type-variant/vehicle-type/99'), 404, MESSAGES.notFound);
  });
});

describe('access', () => {
  it('every lookup needs a token', async () => {
    for (const url of [
      '/api/cities',
      '/api/cities/search?term=Kar',
      '/api/country/all',
      '/api/states',
      '/api/goods-types',
      '/api/vehicle-types',
      '/api/vehicle-type-variant/vehicle-type/1',
    ]) {
      expectError(await t.app.inject({ method: 'GET', url }), 401, MESSAGES.unauthorized);
    }
  });

  it('any signed-in user type may read them', async () => {
    for (const who of ['csr', 'broker', 'partner', 'driver'] as const) {
      const { token: other } = await t.login(who);
      expect((await t.as(other, 'GET', '/api/vehicle-types')).statusCode).toBe(200);
      expect((await t.as(other, 'GET', '/api/cities/search?term=lah')).statusCode).toBe(200);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every lookup route under the lookups tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/cities',
      '/api/cities/search',
      '/api/country/all',
      '/api/states',
      '/api/goods-types',
      '/api/vehicle-types',
      '/api/vehicle-type-variant/vehicle-type/{vehicleTypeId}',
    ]) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['lookups']);
    }
  });
});
