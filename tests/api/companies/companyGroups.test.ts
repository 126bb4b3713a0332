import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { CompanyGroupSummary } from '#domain/records/companies';
import { expectError, testAppPerFile } from '../testApp';
import { multipart, type Part } from '../multipart';

/** SPEC §7 company-group with SPEC §5's rules; files come multipart and are checked by content. */
const t = testAppPerFile();

const pakistani = {
  name: 'Ravi Textiles',
  address: '5 Ferozepur Road',
  cityId: 2,
  provinceId: 1,
  countryId: 1,
  identificationType: 1,
  identificationValue: '7654321',
};
async function ethiopian() {
  const { token } = await t.login('csr');
  const cities = (await t.as(token, 'GET', '/api/cities')).json().data as {
    id: number;
    countryId: number;
    stateId: number;
  }[];
  const city = cities.find((c) => c.countryId === 2)!;
  return {
    name: 'Addis Freight PLC',
    address: 'Bole Road',
    cityId: city.id,
    provinceId: city.stateId,
    countryId: 2,
    identificationType: 2,
    identificationValue: '1234567890123',
  };
}
const PDF = Buffer.from('%PDF-1.4\nlicence');

async function postMultipart(
  token: string,
  url: string,
  method: 'POST' | 'PUT',
  fields: Record<string, unknown>,
  files: Part[] = [],
) {
  const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })), ...files];
  const body = multipart(parts);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
}

describe('company groups', () => {
  it('creates a home-country group from JSON without a licence', async () => {
    const { token } = await t.login('csr');
    const res = await t.as(token, 'POST', '/api/company-group', pakistani);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ...pakistani, projectCount: 0, files: [] });
  });

  it('needs the import/export licence for a foreign group, and takes it multipart (checked by content)', async () => {
    const { token } = await t.login('csr');
    const foreign = await ethiopian();
    expectError(await t.as(token, 'POST', '/api/company-group', foreign), 400, MESSAGES.licenceRequired);
    expectError(
      await postMultipart(token, '/api/company-group', 'POST', foreign, [
        {
          name: 'importExportLicense',
          fileName: 'licence.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('MZ not a pdf'),
        },
      ]),
      415,
      MESSAGES.fileTypeNotAllowed,
    );
    const res = await postMultipart(token, '/api/company-group', 'POST', foreign, [
      { name: 'importExportLicense', fileName: 'licence.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json().data;
    expect(group.files).toEqual([
      expect.objectContaining({
        purpose: 'importExportLicense',
        fileName: 'licence.pdf',
        contentType: 'application/pdf',
      }),
    ]);
    expect(group).toMatchObject({
      countryName: 'Ethiopia',
      cityName: expect.any(String),
      provinceName: expect.any(String),
    });
    // The file comes back byte for byte, only under its own group.
    const file = await t.as(token, 'GET', `/api/company-group/${group.id}/file/${group.files[0].id}?inline=true`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as(token, 'GET', `/api/company-group/1/file/${group.files[0].id}`)).statusCode).toBe(404);
    // The licence on file carries over: an update need not send it again.
    const updated = await t.as(token, 'PUT', `/api/company-group/${group.id}`, {
      ...foreign,
      name: 'Addis Freight Share Co.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.name).toBe('Addis Freight Share Co.');
  });

  it('checks CNIC (13 digits) and NTN (7 digits) at their boundaries', async () => {
    const { token } = await t.login('csr');
    const post = (identificationType: number, identificationValue: string) =>
      t.as(token, 'POST', '/api/company-group', {
        ...pakistani,
        name: `G ${identificationValue}`,
        identificationType,
        identificationValue,
      });
    expectError(await post(2, '123456789012'), 400, MESSAGES.invalidCnic);
    expect((await post(2, '1234567890123')).statusCode).toBe(201);
    expectError(await post(1, '123456'), 400, MESSAGES.invalidNtn);
    expect((await post(1, '1234568')).statusCode).toBe(201);
    expectError(await post(1, '12345678'), 400, MESSAGES.invalidNtn);
  });

  it('requires every SPEC field and a real city, province and country', async () => {
    const { token } = await t.login('csr');
    for (const field of [
      'name',
      'address',
      'cityId',
      'provinceId',
      'countryId',
      'identificationType',
      'identificationValue',
    ]) {
      expectError(
        await t.as(token, 'POST', '/api/company-group', { ...pakistani, [field]: '' }),
        400,
        MESSAGES.fillRequired,
      );
    }
    expectError(
      await t.as(token, 'POST', '/api/company-group', { ...pakistani, cityId: 99999 }),
      400,
      MESSAGES.invalidCity,
    );
    expectError(
      await t.as(token, 'POST', '/api/company-group', { ...pakistani, provinceId: 6, countryId: 2 }),
      400,
      MESSAGES.licenceRequired,
    );
  });

  it('lists by name 20 a page and refuses to delete a group that has projects', async () => {
    const { token } = await t.login('csr');
    const page = (await t.as(token, 'GET', '/api/company-group?q=Indus')).json().data;
    expect(page.size).toBe(20);
    expect(page.content.map((g: CompanyGroupSummary) => g.name)).toEqual(['Indus Group']);
    expectError(
      await t.as(token, 'DELETE', `/api/company-group/${page.content[0].id}`),
      409,
      MESSAGES.groupHasProjects,
    );
    const spare = (await t.as(token, 'POST', '/api/company-group', { ...pakistani, name: 'Spare Group' })).json().data;
    expect((await t.as(token, 'DELETE', `/api/company-group/${spare.id}`)).statusCode).toBe(200);
    expect((await t.as(token, 'GET', `/api/company-group/${spare.id}`)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    for (const who of ['shipperA', 'broker', 'partner', 'driver'] as const) {
      const { token } = await t.login(who);
      expect((await t.as(token, 'GET', '/api/company-group')).statusCode).toBe(403);
      expect((await t.as(token, 'POST', '/api/company-group', pakistani)).statusCode).toBe(403);
    }
  });
});
