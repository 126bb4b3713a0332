import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { CONFIG_NAME } from '#domain/clientConfig';
import { expectError, testAppPerFile } from '../testApp';

/** Issue 38 #9: every entry the project defines has its typed schema, and the API refuses what breaks it. */
const t = testAppPerFile();
let csr: string;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
});

const put = (name: string, values: string[]) => t.as(csr, 'PUT', '/api/config', { name, values, enabled: 'enabled' });
const stored = async (name: string) => (await t.as(csr, 'GET', `/api/config/${name}`)).json().data.values as string[];

describe('PUT /api/config: each entry by its own schema', () => {
  it('PAYMENT_BATCH_CONFIRM_THRESHOLD: "-50", "abc", "12.5" and two values are 400, the seeded value kept; a whole amount is taken', async () => {
    const name = CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD;
    const before = await stored(name);
    for (const values of [['-50'], ['abc'], ['12.5'], ['1', '2'], []])
      expectError(await put(name, values), 400, MESSAGES.settleThresholdInvalid);
    expect(await stored(name)).toEqual(before);
    expect((await put(name, ['250000'])).statusCode).toBe(200);
    expect(await stored(name)).toEqual(['250000']);
    expect((await put(name, before)).statusCode).toBe(200);
  });

  it('lists of known codes: an unknown shipment, payment, vehicle or document type is 400 naming the list', async () => {
    expectError(await put(CONFIG_NAME.SHIPMENT_TYPES, ['Spot', 'Barge']), 400, MESSAGES.shipmentTypesUnknown);
    expectError(await put(CONFIG_NAME.PAYMENT_TYPES, ['Cash']), 400, MESSAGES.paymentTypesUnknown);
    expectError(await put(CONFIG_NAME.VEHICLE_TYPES, ['Rocket']), 400, MESSAGES.vehicleTypesUnknown);
    expectError(await put(CONFIG_NAME.DOCUMENT_TYPES, ['Logo']), 400, MESSAGES.documentTypesUnknown);
    expect((await put(CONFIG_NAME.PAYMENT_TYPES, ['paid', '2', 'Advance'])).statusCode).toBe(200);
  });

  it('a label, a key pair and the theme keep their shapes; a name the project does not define stays free-form', async () => {
    expectError(await put(CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY, [' ']), 400, MESSAGES.terminologyInvalid);
    expectError(await put(CONFIG_NAME.GOOGLE_MAP_API, ['k', 'm', 'x']), 400, MESSAGES.mapApiValues);
    expectError(
      await put(CONFIG_NAME.THEME, ['/logo.png', '#1565c0', '#ffc107', 'Freight', 'more']),
      400,
      MESSAGES.themeValuesCount,
    );
    expect((await put('CLIENT_NOTE', ['anything at all'])).statusCode).toBe(200);
  });

  it('every seeded entry passes: saving it back as it is is taken', async () => {
    const entries = (await t.as(csr, 'GET', '/api/config')).json().data as { name: string; values: string[] }[];
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect((await put(entry.name, entry.values)).statusCode, entry.name).toBe(200);
  });
});
