import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DEFAULT_CLIENT_CONFIG } from '#domain/clientConfig';
import { expectError, testAppPerFile } from '../testApp';

const t = testAppPerFile();

describe('GET /api/config/{name}', () => {
  it('THEME and PREFERENCE are readable without a token, with the seeded SPEC defaults', async () => {
    const theme = await t.app.inject({ method: 'GET', url: '/api/config/THEME' });
    expect(theme.statusCode).toBe(200);
    expect(theme.json().data).toEqual({
      name: 'THEME',
      values: [
        DEFAULT_CLIENT_CONFIG.logoUrl,
        DEFAULT_CLIENT_CONFIG.primaryColor,
        DEFAULT_CLIENT_CONFIG.secondaryColor,
        DEFAULT_CLIENT_CONFIG.clientName,
      ],
      enabled: 'enabled',
      version: 1,
    });
    const preference = await t.app.inject({ method: 'GET', url: '/api/config/preference' });
    expect(preference.json().data).toMatchObject({ name: 'PREFERENCE', values: ['Rs', 'Tonne'] });
  });

  it('other entries need a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/config/SHIPMENT_TYPES' }), 401, MESSAGES.unauthorized);
    const { token } = await t.login('shipperA');
    const res = await t.as(token, 'GET', '/api/config/SHIPMENT_TYPES');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.values).toEqual(['Spot', 'Contractual']);
    expect((await t.as(token, 'GET', '/api/config/PAYMENT_TYPES')).json().data.values).toEqual(['Paid', 'To Pay']);
  });

  it('a token that is sent is checked even on the public entries', async () => {
    expectError(await t.as('forged', 'GET', '/api/config/THEME'), 401, MESSAGES.unauthorized);
  });

  it('an unknown entry is 404', async () => {
    const { token } = await t.login('csr');
    expectError(await t.as(token, 'GET', '/api/config/NOPE'), 404, MESSAGES.notFound);
  });
});
