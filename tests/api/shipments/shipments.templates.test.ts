import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import type { ShipmentTemplateRecord as Template } from '#domain/records/shipments';

/** SPEC §7 shipment-template: a company's saved wizard forms; shippers and brokers keep their own company's only. */
const t = testAppPerFile();

const COMPANY_A = 'Indus Foods (Pvt) Ltd';
const SEEDED_NAMES = ['Karachi → Lahore, 2 flatbeds', 'Lahore → Islamabad, 1 Mazda'];

/** The wizard form a template keeps: a valid shipment without its loading time. */
function templateValues(overrides: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = validShipment(overrides);
  delete values.loadingTime;
  return values;
}

const token: Partial<Record<DemoKey, string>> = {};
const userId: Partial<Record<DemoKey, number>> = {};
let csr: string;
let templatesOfB: Template[];

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    userId[who] = login.user.id;
  }
  csr = token.csr!;
  templatesOfB = (await t.as(token.shipperB!, 'GET', '/api/shipment-template')).json().data;
});

async function list(who: DemoKey, query = ''): Promise<Template[]> {
  const res = await t.as(token[who]!, 'GET', `/api/shipment-template${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function create(who: DemoKey, body: Record<string, unknown>): Promise<Template> {
  const res = await t.as(token[who]!, 'POST', '/api/shipment-template', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const readAsCsr = async (id: number) =>
  (await t.as(csr, 'GET', `/api/shipment-template/${id}`)).json().data as Template;

describe('GET /api/shipment-template', () => {
  it("a shipper sees their company's two seeded templates by name, whatever companyId they ask for", async () => {
    for (const query of ['', '?companyId=2']) {
      const rows = await list('shipperA', query);
      expect(rows.map((r) => r.name)).toEqual(SEEDED_NAMES);
      expect(
        rows.every((r) => r.companyId === 1 && r.companyName === COMPANY_A && r.createdBy === userId.shipperA),
      ).toBe(true);
    }
    expect(templatesOfB.map((r) => [r.companyId, r.name])).toEqual(SEEDED_NAMES.map((name) => [2, name]));
    expect(await list('broker')).toEqual([]);
  });

  it('the CSR sees every company, or one company with companyId', async () => {
    const all = await list('csr');
    expect(all.filter((r) => r.companyId === 1)).toHaveLength(2);
    expect(all.filter((r) => r.companyId === 2)).toHaveLength(2);
    const ofB = await list('csr', '?companyId=2');
    expect(ofB.map((r) => r.id).sort()).toEqual(templatesOfB.map((r) => r.id).sort());
  });

  it('one template: its values as saved', async () => {
    const [first] = await list('shipperA');
    const res = await t.as(token.shipperA!, 'GET', `/api/shipment-template/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
    expect(first.values).toMatchObject({ vehicleCount: 2, weight: 36, maxWeightPerVehicle: 20, shipperRate: 180000 });
  });
});

describe('POST /api/shipment-template', () => {
  it('a shipper saves for their own company (a companyId in the body is ignored); it is listed and readable', async () => {
    const values = templateValues({ specialInstructions: 'Fragile' });
    // A template keeps no time, owner or shipper's reference: those are the shipment's own.
    const sent = {
      ...values,
      loadingTime: new Date(Date.now() + 3_600_000).toISOString(),
      companyId: 2,
      referenceNumber: 'PO-1',
      unknownField: 'x',
    };
    const created = await create('shipperA', { name: 'Port run', companyId: 2, values: sent });
    expect(created).toMatchObject({
      companyId: 1,
      companyName: COMPANY_A,
      name: 'Port run',
      createdBy: userId.shipperA,
    });
    expect(created.values).toMatchObject({
      ...values,
      pickupLocations: [expect.objectContaining({ cityId: 1, address: 'Port Qasim, Berth 4' })],
    });
    for (const field of ['loadingTime', 'companyId', 'referenceNumber', 'unknownField'])
      expect(created.values).not.toHaveProperty(field);
    expect((await list('shipperA')).map((r) => r.name)).toContain('Port run');
    expect((await list('shipperB')).map((r) => r.name)).not.toContain('Port run');
    expect(await readAsCsr(created.id)).toEqual(created);
  });

  it('a name already used in the company (any case) is 409 templateNameTaken; another company may use it', async () => {
    expectError(
      await t.as(token.shipperA!, 'POST', '/api/shipment-template', {
        name: SEEDED_NAMES[0],
        values: templateValues(),
      }),
      409,
      MESSAGES.templateNameTaken,
    );
    expectError(
      await t.as(token.shipperA!, 'POST', '/api/shipment-template', {
        name: SEEDED_NAMES[1].toUpperCase(),
        values: templateValues(),
      }),
      409,
      MESSAGES.templateNameTaken,
    );
    expect(await list('shipperA')).toHaveLength((await list('csr', '?companyId=1')).length);
    const own = await create('broker', { name: SEEDED_NAMES[0], values: templateValues() });
    expect(own).toMatchObject({ companyId: 3, name: SEEDED_NAMES[0] });
  });

  it('the CSR must name an existing company', async () => {
    expectError(
      await t.as(csr, 'POST', '/api/shipment-template', { name: 'No company', values: templateValues() }),
      400,
      MESSAGES.invalidCompany,
    );
    expectError(
      await t.as(csr, 'POST', '/api/shipment-template', {
        name: 'No company',
        companyId: 999,
        values: templateValues(),
      }),
      400,
      MESSAGES.invalidCompany,
    );
    const created = await create('csr', { name: 'Set up by CSR', companyId: 2, values: templateValues() });
    expect(created).toMatchObject({ companyId: 2, companyName: 'Karachi Cement Company', createdBy: userId.csr });
    expect((await list('shipperB')).map((r) => r.name)).toContain('Set up by CSR');
    expectError(
      await t.as(csr, 'POST', '/api/shipment-template', {
        name: 'set up BY csr',
        companyId: 2,
        values: templateValues(),
      }),
      409,
      MESSAGES.templateNameTaken,
    );
  });

  it('values follow the shipment rules; the name is required', async () => {
    const before = (await list('shipperA')).length;
    const refused: [Record<string, unknown>, string][] = [
      [
        { name: 'Heavy', values: templateValues({ weight: 10001, maxWeightPerVehicle: undefined }) },
        MESSAGES.weightRange,
      ],
      [
        { name: 'Same city', values: templateValues({ dropOffLocations: [{ cityId: 1, address: 'Across town' }] }) },
        MESSAGES.sameCities,
      ],
      [{ name: 'Too heavy', values: templateValues({ vehicleCount: 1 }) }, MESSAGES.weightAboveVehicleMax],
      [
        { name: 'Long notes', values: templateValues({ specialInstructions: 'i'.repeat(1001) }) },
        MESSAGES.instructionsMax,
      ],
      [{ name: '   ', values: templateValues() }, MESSAGES.templateNameRequired],
      [{ values: templateValues() }, MESSAGES.templateNameRequired],
      [{ name: 'n'.repeat(101), values: templateValues() }, MESSAGES.textTooLong],
    ];
    for (const [body, message] of refused) {
      expectError(await t.as(token.shipperA!, 'POST', '/api/shipment-template', body), 400, message);
    }
    const missing = await t.as(token.shipperA!, 'POST', '/api/shipment-template', { name: 'No values' });
    expect(missing.statusCode).toBe(400);
    expect([missing.json().message].flat()).toContain(MESSAGES.fillRequired);
    expect(await list('shipperA')).toHaveLength(before);
  });
});

describe('PUT /api/shipment-template/:id', () => {
  it('the owner renames and changes the values; updatedAt moves on', async () => {
    const created = await create('shipperA', { name: 'To rename', values: templateValues() });
    const res = await t.as(token.shipperA!, 'PUT', `/api/shipment-template/${created.id}`, {
      name: 'Renamed',
      values: templateValues({ vehicleCount: 3 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: Template = res.json().data;
    expect(updated).toMatchObject({ id: created.id, companyId: 1, name: 'Renamed', createdAt: created.createdAt });
    expect(updated.values.vehicleCount).toBe(3);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(await readAsCsr(created.id)).toEqual(updated);
  });

  it("another template's name is 409, bad values 400; the template stays as it was", async () => {
    const created = await create('shipperA', { name: 'Stays', values: templateValues() });
    expectError(
      await t.as(token.shipperA!, 'PUT', `/api/shipment-template/${created.id}`, {
        name: SEEDED_NAMES[1],
        values: templateValues(),
      }),
      409,
      MESSAGES.templateNameTaken,
    );
    expectError(
      await t.as(token.shipperA!, 'PUT', `/api/shipment-template/${created.id}`, {
        name: 'Stays',
        values: templateValues({ weight: 10001, maxWeightPerVehicle: undefined }),
      }),
      400,
      MESSAGES.weightRange,
    );
    expect(await readAsCsr(created.id)).toEqual(created);
    // Its own name (another case) is no clash with itself.
    const res = await t.as(token.shipperA!, 'PUT', `/api/shipment-template/${created.id}`, {
      name: 'STAYS',
      values: templateValues(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('DELETE /api/shipment-template/:id', () => {
  it('the owner deletes; it is gone from the list and answers 404', async () => {
    const created = await create('shipperA', { name: 'Short lived', values: templateValues() });
    const res = await t.as(token.shipperA!, 'DELETE', `/api/shipment-template/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, name: 'Short lived' });
    expect((await list('shipperA')).map((r) => r.id)).not.toContain(created.id);
    expectError(await t.as(token.shipperA!, 'GET', `/api/shipment-template/${created.id}`), 404, MESSAGES.notFound);
    expectError(await t.as(token.shipperA!, 'DELETE', `/api/shipment-template/${created.id}`), 404, MESSAGES.notFound);
  });

  it("the CSR deletes any company's template", async () => {
    const created = await create('shipperB', { name: 'Removed by CSR', values: templateValues() });
    expect((await t.as(csr, 'DELETE', `/api/shipment-template/${created.id}`)).statusCode).toBe(200);
    expect((await list('shipperB')).map((r) => r.id)).not.toContain(created.id);
  });
});

describe("another company's templates", () => {
  const routes = (id: number | string): [string, string, unknown][] => [
    ['GET', `/api/shipment-template/${id}`, undefined],
    ['PUT', `/api/shipment-template/${id}`, { name: 'Taken over', values: templateValues() }],
    ['DELETE', `/api/shipment-template/${id}`, undefined],
  ];

  it.each([
    ['shipperA', 'shipperB'],
    ['shipperB', 'shipperA'],
    ['broker', 'shipperA'],
  ] as const)('%s gets 404 on every template of %s, which stays as it was', async (who, owner) => {
    for (const template of await list(owner)) {
      for (const [method, url, body] of routes(template.id))
        expectError(await t.as(token[who]!, method, url, body), 404, MESSAGES.notFound);
      expect(await readAsCsr(template.id)).toEqual(template);
    }
  });

  it('partner and driver tokens are 403 on every template route', async () => {
    const [template] = await list('shipperA');
    for (const who of ['partner', 'driver'] as const) {
      expectError(await t.as(token[who]!, 'GET', '/api/shipment-template'), 403, MESSAGES.forbidden);
      expectError(
        await t.as(token[who]!, 'POST', '/api/shipment-template', {
          name: 'Mine',
          companyId: 1,
          values: templateValues(),
        }),
        403,
        MESSAGES.forbidden,
      );
      for (const [method, url, body] of routes(template.id))
        expectError(await t.as(token[who]!, method, url, body), 403, MESSAGES.forbidden);
    }
    expect(await readAsCsr(template.id)).toEqual(template);
  });

  it('an unknown id is 404; a malformed one 400 or 404 with the not-found text', async () => {
    for (const [method, url, body] of routes(999_999))
      expectError(await t.as(csr, method, url, body), 404, MESSAGES.notFound);
    for (const id of ['abc', '0', '-1', '2147483648']) {
      for (const [method, url, body] of routes(id)) {
        const res = await t.as(csr, method, url, body);
        expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
        expect(res.json().message).toBe(MESSAGES.notFound);
      }
    }
  });
});
