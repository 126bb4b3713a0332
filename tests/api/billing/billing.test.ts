import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BILLABLE_CHARGE_TYPE_IDS } from '#domain/money';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/** SPEC §7 billing/v1/invoice: configuration enums, a company's configuration (or the defaults), create-or-update. Staff only. */
const t = testAppPerFile();

const ENUMS = '/api/billing/v1/invoice/configuration-enums';
const CONFIGURATION = '/api/billing/v1/invoice/configuration';
const SAVE = '/api/billing/v1/invoice/create-update-configuration';

const token: Partial<Record<DemoKey, string>> = {};
const company = { A: 0, B: 0, broker: 0 };

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    if (who === 'shipperA') company.A = login.user.companyId!;
    if (who === 'shipperB') company.B = login.user.companyId!;
    if (who === 'broker') company.broker = login.user.companyId!;
  }
});

const csr = (method: string, url: string, payload?: unknown) => t.as(token.csr!, method, url, payload);
const valid = (overrides: Record<string, unknown> = {}) => ({
  companyId: company.broker,
  billingCycle: 'WEEKLY',
  taxPercent: 17,
  dueDays: 45,
  billableChargeTypeIds: [27, 24],
  invoiceEmail: 'accounts@shaheen.example',
  attachBillT: false,
  ...overrides,
});

describe('GET configuration-enums', () => {
  it('offers the four billing cycles and the sixteen charge kinds with their document type names', async () => {
    const res = await csr('GET', ENUMS);
    expect(res.statusCode, res.body).toBe(200);
    const { billingCycles, billableCharges } = res.json().data;
    expect(billingCycles).toEqual([
      { id: 'PER_BOOKING', name: 'Every booking' },
      { id: 'WEEKLY', name: 'Weekly' },
      { id: 'FORTNIGHTLY', name: 'Every two weeks' },
      { id: 'MONTHLY', name: 'Monthly' },
    ]);
    expect(billableCharges).toHaveLength(16);
    expect(billableCharges.map((c: { id: number }) => c.id)).toEqual([...BILLABLE_CHARGE_TYPE_IDS]);
    expect(billableCharges[0]).toEqual({ id: 24, name: 'Container Handling Charges' });
    expect(billableCharges[15]).toEqual({ id: 39, name: 'Cancellation Charges At Shipper' });
  });
});

describe('GET configuration', () => {
  it('answers the defaults, configured: false, for a company never configured', async () => {
    const res = await csr('GET', `${CONFIGURATION}?companyId=${company.broker}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      companyId: company.broker,
      billingCycle: 'MONTHLY',
      taxPercent: 0,
      dueDays: 30,
      billableChargeTypeIds: [],
      invoiceEmail: null,
      attachBillT: true,
      configured: false,
      version: null,
    });
  });

  it('answers the seeded configurations of companies A and B', async () => {
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.A}`)).json().data).toMatchObject({
      companyId: company.A,
      billingCycle: 'MONTHLY',
      taxPercent: 16,
      dueDays: 30,
      configured: true,
    });
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.B}`)).json().data).toMatchObject({
      companyId: company.B,
      billingCycle: 'PER_BOOKING',
      taxPercent: 0,
      dueDays: 15,
      billableChargeTypeIds: [],
      configured: true,
    });
  });

  it('refuses a missing or unknown company', async () => {
    expectError(await csr('GET', CONFIGURATION), 400, MESSAGES.fillRequired);
    expectError(await csr('GET', `${CONFIGURATION}?companyId=999999`), 400, MESSAGES.invalidCompany);
    expectError(await csr('GET', `${CONFIGURATION}?companyId=abc`), 400, MESSAGES.fillRequired);
  });
});

describe('POST create-update-configuration', () => {
  it('creates the configuration, then replaces it: the answer and the next read agree', async () => {
    const created = await csr('POST', SAVE, valid());
    expect(created.statusCode, created.body).toBe(200);
    const expected = {
      companyId: company.broker,
      billingCycle: 'WEEKLY',
      taxPercent: 17,
      dueDays: 45,
      billableChargeTypeIds: [24, 27],
      invoiceEmail: 'accounts@shaheen.example',
      attachBillT: false,
      configured: true,
      version: 1,
    };
    expect(created.json().data).toEqual(expected);
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.broker}`)).json().data).toEqual(expected);

    const replaced = await csr(
      'POST',
      SAVE,
      valid({
        billingCycle: 'FORTNIGHTLY',
        taxPercent: 12.5,
        dueDays: 0,
        billableChargeTypeIds: [39, 39, 38],
        invoiceEmail: '',
        attachBillT: true,
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = {
      ...expected,
      billingCycle: 'FORTNIGHTLY',
      taxPercent: 12.5,
      dueDays: 0,
      billableChargeTypeIds: [38, 39],
      invoiceEmail: null,
      attachBillT: true,
      version: 2,
    };
    expect(replaced.json().data).toEqual(after);
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.broker}`)).json().data).toEqual(after);
  });

  it('omitted charges and flag take their defaults: no charges, the bill-T attached', async () => {
    const res = await csr('POST', SAVE, {
      companyId: company.broker,
      billingCycle: 'MONTHLY',
      taxPercent: 0,
      dueDays: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ billableChargeTypeIds: [], attachBillT: true, invoiceEmail: null });
  });

  it('accepts tax 0, 100 and two decimals; refuses -0.01, 100.01 and three decimals', async () => {
    for (const taxPercent of [0, 100, 16.25, 0.01, 99.99]) {
      const res = await csr('POST', SAVE, valid({ taxPercent }));
      expect(res.statusCode, `${taxPercent} ${res.body}`).toBe(200);
      expect(res.json().data.taxPercent).toBe(taxPercent);
    }
    expectError(await csr('POST', SAVE, valid({ taxPercent: -0.01 })), 400, MESSAGES.taxPercentRange);
    expectError(await csr('POST', SAVE, valid({ taxPercent: 100.01 })), 400, MESSAGES.taxPercentRange);
    expectError(await csr('POST', SAVE, valid({ taxPercent: 16.125 })), 400, MESSAGES.taxPercentDecimals);
    expectError(await csr('POST', SAVE, valid({ taxPercent: 'sixteen' })), 400, MESSAGES.taxPercentRange);
    expectError(await csr('POST', SAVE, valid({ taxPercent: null })), 400, MESSAGES.fillRequired);
  });

  it('accepts due days 0 and 180; refuses 181, -1 and fractions', async () => {
    for (const dueDays of [0, 180])
      expect((await csr('POST', SAVE, valid({ dueDays }))).json().data.dueDays).toBe(dueDays);
    for (const dueDays of [181, -1, 1.5])
      expectError(await csr('POST', SAVE, valid({ dueDays })), 400, MESSAGES.dueDaysRange);
  });

  it('refuses a charge that is not billable, a bad email, an unknown cycle, an unknown or missing company', async () => {
    for (const billableChargeTypeIds of [[40], [24, 23], ['x'], 'all']) {
      expectError(await csr('POST', SAVE, valid({ billableChargeTypeIds })), 400, MESSAGES.invalidBillableCharge);
    }
    expectError(await csr('POST', SAVE, valid({ invoiceEmail: 'not-an-email' })), 400, MESSAGES.invalidEmail);
    expectError(await csr('POST', SAVE, valid({ invoiceEmail: 'a@b' })), 400, MESSAGES.invalidEmail);
    expectError(await csr('POST', SAVE, valid({ billingCycle: 'DAILY' })), 400, MESSAGES.invalidOption);
    expectError(await csr('POST', SAVE, valid({ companyId: 999999 })), 400, MESSAGES.invalidCompany);
    expectError(await csr('POST', SAVE, valid({ companyId: undefined })), 400, MESSAGES.fillRequired);
  });

  it('a refused configuration changes nothing', async () => {
    const before = (await csr('GET', `${CONFIGURATION}?companyId=${company.A}`)).json().data;
    expectError(
      await csr('POST', SAVE, valid({ companyId: company.A, taxPercent: 101 })),
      400,
      MESSAGES.taxPercentRange,
    );
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.A}`)).json().data).toEqual(before);
  });
});

describe('who may use billing', () => {
  it('refuses shippers, brokers, partners and drivers (403) on every call', async () => {
    for (const who of ['shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
      expectError(await t.as(token[who]!, 'GET', ENUMS), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'GET', `${CONFIGURATION}?companyId=${company.A}`), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'POST', SAVE, valid({ companyId: company.A })), 403, MESSAGES.forbidden);
    }
    expect((await csr('GET', `${CONFIGURATION}?companyId=${company.A}`)).json().data.taxPercent).toBe(16);
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: ENUMS })).statusCode).toBe(401);
  });
});
