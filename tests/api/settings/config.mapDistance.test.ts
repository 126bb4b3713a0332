import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile } from '../testApp';

/** Issue 37 #5: the default map position (SPEC §3) and PREFERENCE's distance unit (SPEC §1). */
const t = testAppPerFile();
let csr: string;
let shipper: string;
let partner: string;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipper = (await t.login('shipperA')).token;
  partner = (await t.login('partner')).token;
});

const put = (name: string, values: string[]) => t.as(csr, 'PUT', '/api/config', { name, values, enabled: 'enabled' });

describe('MAP_DEFAULT_POSITION', () => {
  it('is seeded on, at the centre of Pakistan, and any signed-in user reads it', async () => {
    for (const token of [shipper, partner, csr]) {
      const res = await t.as(token, 'GET', '/api/config/MAP_DEFAULT_POSITION');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'MAP_DEFAULT_POSITION',
        values: ['30.3753', '69.3451'],
        enabled: 'enabled',
      });
    }
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/config/MAP_DEFAULT_POSITION' }),
      401,
      MESSAGES.unauthorized,
    );
  });

  it('a position off the globe, or not two numbers, is refused with what is wrong', async () => {
    expectError(await put('MAP_DEFAULT_POSITION', ['91', '69.3451']), 400, MESSAGES.mapLatitudeInvalid);
    expectError(await put('MAP_DEFAULT_POSITION', ['north', '69.3451']), 400, MESSAGES.mapLatitudeInvalid);
    expectError(await put('MAP_DEFAULT_POSITION', ['30.3753', '-180.01']), 400, MESSAGES.mapLongitudeInvalid);
    expectError(await put('MAP_DEFAULT_POSITION', ['30.3753']), 400, MESSAGES.mapPositionValues);
    const kept = await t.as(shipper, 'GET', '/api/config/MAP_DEFAULT_POSITION');
    expect(kept.json().data.values).toEqual(['30.3753', '69.3451']);
  });

  it('staff move it; everyone reads the new position', async () => {
    expect((await put('MAP_DEFAULT_POSITION', ['24.8607', '67.0011'])).statusCode).toBe(200);
    const moved = await t.as(shipper, 'GET', '/api/config/MAP_DEFAULT_POSITION');
    expect(moved.json().data.values).toEqual(['24.8607', '67.0011']);
  });
});

describe("PREFERENCE's distance unit", () => {
  it('is km or mi after the language (which may be empty), readable before sign-in', async () => {
    expectError(await put('PREFERENCE', ['Rs', 'Tonne', 'en', 'miles']), 400, MESSAGES.distanceUnitInvalid);
    expect((await put('PREFERENCE', ['Rs', 'Tonne', '', 'mi'])).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/config/PREFERENCE' });
    expect(read.json().data.values).toEqual(['Rs', 'Tonne', '', 'mi']);
    expect((await put('PREFERENCE', ['Rs', 'Tonne'])).statusCode).toBe(200);
  });
});
