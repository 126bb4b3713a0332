import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { CONFIG_LIMITS } from '#domain/schemas/config';
import type { ConfigEntryRecord } from '#domain/records/config';
import type { VerificationConfigItem } from '#domain/records/verification';
import { seedVerification } from '../../../server/db/seedVerification';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile } from '../testApp';

/** SPEC §7 Config upkeep: entries (staff with config), a user's own preferences, a shipper's e-mail notifications, verification-config. */
const t = testAppPerFile();
const token = { csr: '', ops: '', shipper: '', partner: '' };
let shipperId: number;
let csrId: number;
let opsId: number;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  await seedVerification(t.database.db);
  const csr = await t.login('csr');
  token.csr = csr.token;
  csrId = csr.user.id;
  const shipper = await t.login('shipperA');
  token.shipper = shipper.token;
  shipperId = shipper.user.id;
  companyA = shipper.user.companyId!;
  companyB = (await t.login('shipperB')).user.companyId!;
  token.partner = (await t.login('partner')).token;
  const ops = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: 'ops@example.com', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: true },
  });
  expect(ops.statusCode, ops.body).toBe(200);
  token.ops = ops.json().data.auth.token;
  opsId = ops.json().data.user.id;
});

describe('PUT and DELETE /api/config', () => {
  it('an admin creates, changes and deletes an entry; the list shows it', async () => {
    const put = await t.as(token.csr, 'PUT', '/api/config', {
      name: 'shipper_rate',
      values: ['5'],
      enabled: 'enabled',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({
      name: 'SHIPPER_RATE',
      values: ['5'],
      enabled: 'enabled',
      version: expect.any(Number),
    });
    await t.as(token.csr, 'PUT', '/api/config', { name: 'SHIPPER_RATE', values: ['7', '8'], enabled: 'disabled' });
    expect((await t.as(token.shipper, 'GET', '/api/config/SHIPPER_RATE')).json().data).toEqual({
      name: 'SHIPPER_RATE',
      values: ['7', '8'],
      enabled: 'disabled',
      version: expect.any(Number),
    });
    const list = (await t.as(token.csr, 'GET', '/api/config')).json().data;
    expect(list.map((e: ConfigEntryRecord) => e.name)).toEqual(
      expect.arrayContaining(['THEME', 'PREFERENCE', 'SHIPPER_RATE']),
    );
    expect((await t.as(token.csr, 'DELETE', '/api/config/SHIPPER_RATE')).json().data.name).toBe('SHIPPER_RATE');
    expectError(await t.as(token.csr, 'DELETE', '/api/config/SHIPPER_RATE'), 404, MESSAGES.notFound);
    expectError(await t.as(token.csr, 'GET', '/api/config/SHIPPER_RATE'), 404, MESSAGES.notFound);
  });

  it('staff whose role lacks config, shippers and partners are refused (403)', async () => {
    for (const who of [token.ops, token.shipper, token.partner]) {
      expectError(
        await t.as(who, 'PUT', '/api/config', { name: 'SHIPPER_RATE', values: ['1'], enabled: 'enabled' }),
        403,
        MESSAGES.forbidden,
      );
      expectError(await t.as(who, 'DELETE', '/api/config/THEME'), 403, MESSAGES.forbidden);
      expectError(await t.as(who, 'GET', '/api/config'), 403, MESSAGES.forbidden);
    }
    expect((await t.as(token.ops, 'GET', '/api/config/SHIPMENT_TYPES')).statusCode).toBe(200);
  });

  it('checks THEME colours, PREFERENCE values, the value limits and the flag', async () => {
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', {
        name: 'THEME',
        values: ['/logo.png', 'blue', '#ffc107', 'Acme'],
        enabled: 'enabled',
      }),
      400,
      MESSAGES.themeColourInvalid,
    );
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', { name: 'PREFERENCE', values: ['Rs'], enabled: 'enabled' }),
      400,
      MESSAGES.preferenceValuesCount,
    );
    // A third value is the deployment's default language, one the portal speaks.
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', {
        name: 'PREFERENCE',
        values: ['Rs', 'Tonne', 'de'],
        enabled: 'enabled',
      }),
      400,
      MESSAGES.preferenceValuesCount,
    );
    const french = await t.as(token.csr, 'PUT', '/api/config', {
      name: 'PREFERENCE',
      values: ['Rs', 'Tonne', 'fr'],
      enabled: 'enabled',
    });
    expect(french.statusCode, french.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/PREFERENCE' })).json().data.values).toEqual([
      'Rs',
      'Tonne',
      'fr',
    ]);
    await t.as(token.csr, 'PUT', '/api/config', { name: 'PREFERENCE', values: ['Rs', 'Tonne'], enabled: 'enabled' });
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', {
        name: 'X',
        values: Array(CONFIG_LIMITS.valuesMax + 1).fill('a'),
        enabled: 'enabled',
      }),
      400,
      MESSAGES.configValuesMax,
    );
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', { name: 'X', values: ['a'.repeat(501)], enabled: 'enabled' }),
      400,
      MESSAGES.configValuesMax,
    );
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', { name: 'X', values: [], enabled: 'yes' }),
      400,
      MESSAGES.configEnabledInvalid,
    );
    expectError(
      await t.as(token.csr, 'PUT', '/api/config', { name: 'bad name!', values: [], enabled: 'enabled' }),
      400,
      MESSAGES.configNameInvalid,
    );
  });

  it('GET /config/THEME (no token) reflects a PUT; deleting THEME leaves the defaults to the portal', async () => {
    const values = ['/brand.png', '#2e7d32', '#ff9800', 'Green Freight'];
    expect(
      (await t.as(token.csr, 'PUT', '/api/config', { name: 'THEME', values, enabled: 'enabled' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/THEME' })).json().data).toEqual({
      name: 'THEME',
      values,
      enabled: 'enabled',
      version: expect.any(Number),
    });
    expect((await t.as(token.csr, 'DELETE', '/api/config/theme')).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/config/THEME' }), 404, MESSAGES.notFound);
  });
});

describe('/api/config/v2/:userId (a user’s own preferences)', () => {
  it('a user reads and changes its own; another user’s is 403; staff get 404 for nobody', async () => {
    expect((await t.as(token.shipper, 'GET', `/api/config/v2/${shipperId}`)).json().data).toEqual({
      userId: shipperId,
      preferences: {},
      locale: 'en',
    });
    const saved = await t.as(token.shipper, 'POST', `/api/config/v2/${shipperId}`, {
      theme: { primary: '#123456', mode: 'dark' },
    });
    expect(saved.json().data).toEqual({
      userId: shipperId,
      preferences: { theme: { primary: '#123456', mode: 'dark' } },
      locale: 'en',
    });
    await t.as(token.shipper, 'POST', `/api/config/v2/${shipperId}`, { theme: { secondary: '#abc' } });
    expect((await t.as(token.shipper, 'GET', `/api/config/v2/${shipperId}`)).json().data.preferences.theme).toEqual({
      primary: '#123456',
      secondary: '#abc',
      mode: 'dark',
    });
    expectError(
      await t.as(token.shipper, 'POST', `/api/config/v2/${shipperId}`, { theme: { primary: 'red' } }),
      400,
      MESSAGES.themeColourInvalid,
    );
    // null puts the client's colours back.
    expect((await t.as(token.shipper, 'POST', `/api/config/v2/${shipperId}`, { theme: null })).json().data).toEqual({
      userId: shipperId,
      preferences: {},
      locale: 'en',
    });
    await t.as(token.shipper, 'POST', `/api/config/v2/${shipperId}`, {
      theme: { primary: '#123456', secondary: '#abc', mode: 'dark' },
    });
    expectError(await t.as(token.shipper, 'GET', `/api/config/v2/${csrId}`), 403, MESSAGES.forbidden);
    expectError(
      await t.as(token.shipper, 'POST', `/api/config/v2/${csrId}`, { theme: { mode: 'light' } }),
      403,
      MESSAGES.forbidden,
    );
    expect((await t.as(token.csr, 'GET', `/api/config/v2/${shipperId}`)).statusCode).toBe(200);
    expectError(
      await t.as(token.ops, 'POST', `/api/config/v2/${shipperId}`, { theme: { mode: 'light' } }),
      403,
      MESSAGES.forbidden,
    );
    expectError(await t.as(token.csr, 'GET', '/api/config/v2/99999'), 404, MESSAGES.notFound);
  });

  it('the language is kept in the profile and comes back at sign-in; only a language the portal speaks', async () => {
    const versionOf = async () => (await t.as(token.csr, 'GET', `/api/user/${opsId}`)).json().data.version as number;
    const before = await versionOf();
    const saved = await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { locale: 'ur' });
    // A new language changes the user record (a stale edit of the user is then refused); a theme save does not touch it.
    expect(await versionOf()).toBe(before + 1);
    await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { theme: null });
    expect(await versionOf()).toBe(before + 1);
    expect(saved.json().data).toMatchObject({ userId: opsId, locale: 'ur' });
    expect(saved.json().data.preferences).not.toHaveProperty('locale');
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { phoneNumber: 'ops@example.com', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: true },
      });
    expect((await signIn()).json().data.user.locale).toBe('ur');
    expectError(
      await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { locale: 'de' }),
      400,
      MESSAGES.invalidOption,
    );
    expectError(
      await t.as(token.shipper, 'POST', `/api/config/v2/${opsId}`, { locale: 'fr' }),
      403,
      MESSAGES.forbidden,
    );
    await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { locale: 'en' });
    expect((await signIn()).json().data.user.locale).toBe('en');
  });

  it('column choices are kept per list and come back at sign-in; another user can neither read nor write them', async () => {
    const shipments = {
      columns: [{ field: 'status' }, { field: 'code', width: 180 }, { field: 'weight', hidden: true }],
      density: 'compact',
    };
    const bookings = { columns: [{ field: 'partnerName', hidden: true }] };
    const saved = await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { grids: { shipments, bookings } });
    expect(saved.json().data.preferences.grids).toEqual({ shipments, bookings });
    // One list at a time: the other is kept; null puts a list back to its declared columns.
    await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { grids: { bookings: null } });
    expect((await t.as(token.ops, 'GET', `/api/config/v2/${opsId}`)).json().data.preferences).toEqual({
      grids: { shipments },
    });
    // A theme change keeps them.
    await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, { theme: { mode: 'dark' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { phoneNumber: 'ops@example.com', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: true },
    });
    expect(login.json().data.user.preferences).toEqual({ theme: { mode: 'dark' }, grids: { shipments } });
    for (const bad of [
      { grids: { 'Bad key!': shipments } },
      { grids: { shipments: { columns: [{ field: 'code', width: 5 }] } } },
      { grids: { shipments: { columns: [{ field: 'code' }], density: 'roomy' } } },
      { grids: { shipments: { columns: [{ field: 'code', colour: 'red' }] } } },
      { grids: { shipments: { columns: Array.from({ length: 41 }, (_, i) => ({ field: `c${i}` })) } } },
      { grids: ['shipments'] },
      { grids: null },
      { grids: 'shipments' },
    ]) {
      expectError(await t.as(token.ops, 'POST', `/api/config/v2/${opsId}`, bad), 400, MESSAGES.gridChoiceInvalid);
    }
    expectError(await t.as(token.shipper, 'GET', `/api/config/v2/${opsId}`), 403, MESSAGES.forbidden);
    expectError(
      await t.as(token.shipper, 'POST', `/api/config/v2/${opsId}`, { grids: { shipments: null } }),
      403,
      MESSAGES.forbidden,
    );
    expect((await t.as(token.ops, 'GET', `/api/config/v2/${opsId}`)).json().data.preferences.grids).toEqual({
      shipments,
    });
  });
});

describe('/api/config/shipper/email_notifications', () => {
  it('a shipper keeps its own company’s settings only', async () => {
    expect((await t.as(token.shipper, 'GET', '/api/config/shipper/email_notifications')).json().data).toMatchObject({
      companyId: companyA,
      events: ['BID_PLACED', 'BOOKING_STATUS', 'INVOICE_ISSUED'],
      emails: ['logistics@indusfoods.example'],
    });
    const saved = await t.as(token.shipper, 'POST', '/api/config/shipper/email_notifications', {
      events: ['POD_UPLOADED'],
      emails: ['Ops@Indus.example', 'ops@indus.example'],
    });
    expect(saved.json().data).toMatchObject({
      companyId: companyA,
      events: ['POD_UPLOADED'],
      emails: ['ops@indus.example'],
    });
    expectError(
      await t.as(token.shipper, 'GET', `/api/config/shipper/email_notifications?companyId=${companyB}`),
      404,
      MESSAGES.notFound,
    );
    expectError(
      await t.as(token.shipper, 'POST', '/api/config/shipper/email_notifications', { events: ['NOPE'], emails: [] }),
      400,
      MESSAGES.notificationEventInvalid,
    );
    expectError(
      await t.as(token.shipper, 'POST', '/api/config/shipper/email_notifications', {
        events: [],
        emails: ['not-an-email'],
      }),
      400,
      MESSAGES.invalidEmail,
    );
    const many = Array.from({ length: 11 }, (_, i) => `a${i}@x.example`);
    expectError(
      await t.as(token.shipper, 'POST', '/api/config/shipper/email_notifications', { events: [], emails: many }),
      400,
      MESSAGES.notificationEmailsMax,
    );
  });

  it('staff name the company; partners and staff without config are refused', async () => {
    expectError(await t.as(token.csr, 'GET', '/api/config/shipper/email_notifications'), 400, MESSAGES.companyRequired);
    expect(
      (await t.as(token.csr, 'GET', `/api/config/shipper/email_notifications?companyId=${companyB}`)).json().data,
    ).toMatchObject({ companyId: companyB, events: [], emails: [] });
    expect(
      (
        await t.as(token.csr, 'POST', `/api/config/shipper/email_notifications?companyId=${companyB}`, {
          events: ['BID_ACCEPTED'],
          emails: ['b@x.example'],
        })
      ).json().data,
    ).toMatchObject({ companyId: companyB, events: ['BID_ACCEPTED'] });
    expectError(
      await t.as(token.ops, 'GET', `/api/config/shipper/email_notifications?companyId=${companyB}`),
      403,
      MESSAGES.forbidden,
    );
    expectError(await t.as(token.partner, 'GET', '/api/config/shipper/email_notifications'), 403, MESSAGES.forbidden);
  });
});

describe('GET /api/company/v1/configurations', () => {
  it('staff see a company’s configuration summary; shippers are refused', async () => {
    const res = await t.as(token.csr, 'GET', `/api/company/v1/configurations?companyId=${companyA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      companyId: companyA,
      companyName: 'Indus Foods (Pvt) Ltd',
      isContractualAllowed: true,
      emailNotifications: { events: ['POD_UPLOADED'] },
    });
    expect(res.json().data).toHaveProperty('billing');
    expectError(await t.as(token.csr, 'GET', '/api/company/v1/configurations'), 400, MESSAGES.companyRequired);
    expectError(await t.as(token.csr, 'GET', '/api/company/v1/configurations?companyId=99999'), 404, MESSAGES.notFound);
    expectError(
      await t.as(token.shipper, 'GET', `/api/company/v1/configurations?companyId=${companyA}`),
      403,
      MESSAGES.forbidden,
    );
    expectError(
      await t.as(token.ops, 'GET', `/api/company/v1/configurations?companyId=${companyA}`),
      403,
      MESSAGES.forbidden,
    );
  });
});

describe('PUT /api/verification-config', () => {
  it('an admin sets which partner document types are required; other types are refused', async () => {
    const res = await t.as(token.csr, 'PUT', '/api/verification-config', {
      items: [
        { documentTypeId: 15, required: true },
        { documentTypeId: 17, required: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const byType = Object.fromEntries(
      res.json().data.map((i: VerificationConfigItem) => [i.documentTypeId, i.required]),
    );
    expect(byType).toEqual({ 4: true, 5: true, 15: true, 17: false, 47: false });
    expectError(
      await t.as(token.csr, 'PUT', '/api/verification-config', { items: [{ documentTypeId: 6, required: true }] }),
      400,
      MESSAGES.notPartnerDocument,
    );
    expectError(await t.as(token.ops, 'PUT', '/api/verification-config', { items: [] }), 403, MESSAGES.forbidden);
    expectError(await t.as(token.shipper, 'PUT', '/api/verification-config', { items: [] }), 403, MESSAGES.forbidden);
  });
});
