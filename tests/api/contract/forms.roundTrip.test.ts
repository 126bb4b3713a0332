import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile } from '../testApp';
import { multipart } from '../multipart';

/** What the forms send is kept — a group's operational cities, a project's country, a user's country, locale and ssn. */
const t = testAppPerFile();
let csr: string;
let roleId: number;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  roleId = ((await t.as(csr, 'GET', '/api/roles/v2')).json().data as { id: number }[])[0].id;
});

const get = async (url: string) => {
  const res = await t.as(csr, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('a company group keeps its operational cities', () => {
  const group = {
    name: 'Round Trip Traders',
    address: '9 Mall Road',
    cityId: 2,
    provinceId: 1,
    countryId: 1,
    identificationType: 1,
    identificationValue: '7654329',
  };

  it("saved from JSON and from the portal's multipart form, changed, emptied, and read back", async () => {
    const created = await t.as(csr, 'POST', '/api/company-group', { ...group, operationalCityIds: [1, 3] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await get(`/api/company-group/${id}`)).operationalCityIds).toEqual([1, 3]);

    // The portal sends the group multipart, the cities as "1,2,3".
    const form = multipart(
      Object.entries({ ...group, operationalCityIds: '1,2,4' }).map(([name, value]) => ({
        name,
        value: String(value),
      })),
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/company-group/${id}`,
      payload: form.payload,
      headers: { authorization: `Bearer ${csr}`, 'content-type': form.contentType },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/api/company-group/${id}`)).operationalCityIds).toEqual([1, 2, 4]);

    expect((await t.as(csr, 'PUT', `/api/company-group/${id}`, { ...group, operationalCityIds: [] })).statusCode).toBe(
      200,
    );
    expect((await get(`/api/company-group/${id}`)).operationalCityIds).toEqual([]);
    expectError(
      await t.as(csr, 'PUT', `/api/company-group/${id}`, { ...group, operationalCityIds: [999999] }),
      400,
      MESSAGES.invalidCity,
    );
  });
});

describe('a project keeps its country', () => {
  it('on create and on update', async () => {
    const groupId = (await get('/api/company-group?q=Indus')).content[0].id as number;
    const body = {
      name: 'Indus Djibouti Desk',
      groupId,
      phoneNumber: '03451234567',
      password: 'desk12345',
      confirmPassword: 'desk12345',
      countryId: 3,
    };
    const created = await t.as(csr, 'POST', '/api/company/v2', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await get(`/api/company/v2/${id}`)).countryId).toBe(3);
    const updated = await t.as(csr, 'PUT', `/api/company/v2/${id}`, {
      name: 'Indus Djibouti Desk',
      groupId,
      phoneNumber: '03451234567',
      strn: '1234567',
      projectVerticalTypeId: 2,
      countryId: 2,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get(`/api/company/v2/${id}`)).countryId).toBe(2);
  });
});

describe('a user keeps its country, locale and ssn', () => {
  it('on create, on update (an emptied ssn is removed, an absent field kept), and refuses an unknown country or locale', async () => {
    const base = { fullName: 'Round Trip', phoneNumber: '03121239876', email: 'round.trip@example.com', roleId };
    const created = await t.as(csr, 'POST', '/api/user', {
      ...base,
      countryId: 2,
      locale: 'ur',
      ssn: '3520212345671',
      password: 'trip12345',
      confirmPassword: 'trip12345',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await get(`/api/user/${id}`)).toMatchObject({ countryId: 2, locale: 'ur', ssn: '3520212345671' });

    expect(
      (await t.as(csr, 'PUT', `/api/user/${id}`, { ...base, countryId: 3, locale: 'fr', ssn: 'ET-998877' })).statusCode,
    ).toBe(200);
    expect(await get(`/api/user/${id}`)).toMatchObject({ countryId: 3, locale: 'fr', ssn: 'ET-998877' });
    expect((await t.as(csr, 'PUT', `/api/user/${id}`, base)).statusCode).toBe(200);
    expect(await get(`/api/user/${id}`)).toMatchObject({ countryId: 3, locale: 'fr', ssn: 'ET-998877' });
    expect((await t.as(csr, 'PUT', `/api/user/${id}`, { ...base, ssn: '' })).statusCode).toBe(200);
    expect((await get(`/api/user/${id}`)).ssn).toBeNull();

    expectError(await t.as(csr, 'PUT', `/api/user/${id}`, { ...base, countryId: 999 }), 400, MESSAGES.invalidCountry);
    expectError(await t.as(csr, 'PUT', `/api/user/${id}`, { ...base, locale: 'de' }), 400, MESSAGES.invalidOption);
    const defaults = await t.as(csr, 'POST', '/api/user', {
      ...base,
      phoneNumber: '03121239877',
      email: 'defaults@example.com',
    });
    expect(defaults.json().data).toMatchObject({ countryId: 1, locale: 'en', ssn: null });
  });
});
