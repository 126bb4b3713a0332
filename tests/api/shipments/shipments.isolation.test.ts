import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';

/** Ownership (DESIGN.md): another company's shipment answers 404 to shippers and brokers, as if it did not exist. */
const t = testAppPerFile();

const valid = {
  shipmentCategoryTypeId: 1,
  bidCategoryTypeId: 1,
  vehicleTypeId: 2,
  weight: 10,
  paymentReceivingTypeId: 1,
  pickupLocations: [{ cityId: 1, address: 'Port Qasim' }],
  dropOffLocations: [{ cityId: 2, address: 'Sundar' }],
};

/** Every route that names one shipment, with a body that would pass validation. */
const ownerRoutes = (id: number | string): [string, string, unknown][] => [
  ['GET', `/api/shipment/${id}`, undefined],
  ['PATCH', `/api/shipment/${id}`, { specialInstructions: 'x' }],
  ['POST', `/api/shipment/${id}/cancel`, { cancellationType: 1, reason: 'x' }],
  ['POST', `/api/shipment/${id}/favourite`, { favourite: true }],
];
const staffRoutes = (id: number | string): [string, string, unknown][] => [
  ['POST', `/api/shipment/${id}/status`, undefined],
  ['POST', `/api/shipment/${id}/tag`, { taggingOrigin: 'normal' }],
  ['POST', `/api/shipment/${id}/untag`, undefined],
  ['PATCH', `/api/shipment/${id}/change-pool`, { poolType: 1 }],
  ['PATCH', `/api/shipment/${id}/margin`, { contractAmount: 5000 }],
  ['PUT', `/api/shipment/${id}/bid-window`, { open: false }],
  ['POST', `/api/shipment/${id}/bid-window/open`, undefined],
  ['POST', `/api/shipment/${id}/bid-window/close`, undefined],
];

let csr: string;
let all: Shipment[];
const token: Partial<Record<DemoKey, string>> = {};

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  for (const who of ['shipperA', 'shipperB', 'broker'] as const) token[who] = (await t.login(who)).token;
  all = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
});

/** A CREATED shipment of the company (1 A, 2 B, 3 broker) that every write would succeed on. */
async function freshOf(companyId: number) {
  const loadingTime = new Date(Date.now() + 2 * 3_600_000).toISOString();
  return (await t.as(csr, 'POST', '/api/shipment/v3', { ...valid, loadingTime, companyId })).json().data as Shipment;
}
const unchanged = async (id: number) => (await t.as(csr, 'GET', `/api/shipment/${id}`)).json().data;

describe("another company's shipment", () => {
  it.each([
    ['shipperA', 2],
    ['shipperA', 3],
    ['shipperB', 1],
    ['broker', 1],
  ] as const)(
    '%s on company %i: 404 on GET and every owner write, 403 on staff routes as on its own; nothing changes',
    async (who, companyId) => {
      const theirs = await freshOf(companyId);
      const before = await unchanged(theirs.id);
      for (const [method, url, body] of ownerRoutes(theirs.id)) {
        expectError(await t.as(token[who]!, method, url, body), 404, MESSAGES.notFound);
      }
      for (const [method, url, body] of staffRoutes(theirs.id)) {
        expectError(await t.as(token[who]!, method, url, body), 403, MESSAGES.forbidden);
      }
      expect(await unchanged(theirs.id)).toEqual(before);
    },
  );

  it('the same holds for every seeded shipment of another company, in every status', async () => {
    const theirs = all.filter((s) => s.companyId !== 1);
    expect(new Set(theirs.map((s) => s.status)).size).toBe(SHIPMENT_STATUS_ORDER.length);
    for (const s of theirs)
      expectError(await t.as(token.shipperA!, 'GET', `/api/shipment/${s.id}`), 404, MESSAGES.notFound);
  });

  it('its own company’s shipment is reachable by each of them; the CSR reaches all', async () => {
    const own: Record<string, number> = { shipperA: 1, shipperB: 2, broker: 3 };
    for (const [who, companyId] of Object.entries(own)) {
      const s = all.find((row) => row.companyId === companyId)!;
      expect((await t.as(token[who as DemoKey]!, 'GET', `/api/shipment/${s.id}`)).statusCode).toBe(200);
    }
    for (const s of all.slice(0, 6)) expect((await t.as(csr, 'GET', `/api/shipment/${s.id}`)).statusCode).toBe(200);
  });
});

describe('ids that do not exist or are not ids', () => {
  it('an unknown id is 404 on every route, for the CSR and for a shipper', async () => {
    const missing = Math.max(...all.map((s) => s.id)) + 10_000;
    for (const [method, url, body] of [...ownerRoutes(missing), ...staffRoutes(missing)]) {
      expectError(await t.as(csr, method, url, body), 404, MESSAGES.notFound);
    }
    for (const [method, url, body] of ownerRoutes(missing)) {
      expectError(await t.as(token.shipperA!, method, url, body), 404, MESSAGES.notFound);
    }
  });

  it("'abc', 0, -1 and 1.5 are 400 or 404, never 500", async () => {
    for (const id of ['abc', '0', '-1', '1.5', '%20', 'null']) {
      for (const [method, url, body] of [...ownerRoutes(id), ...staffRoutes(id)]) {
        const res = await t.as(csr, method, url, body);
        expect([400, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('an id beyond the database integer range is 400 or 404, never 500', async () => {
    const wrong: string[] = [];
    for (const id of ['2147483648', '99999999999999999999']) {
      for (const [method, url, body] of [...ownerRoutes(id), ...staffRoutes(id)]) {
        const res = await t.as(csr, method, url, body);
        if (![400, 404].includes(res.statusCode)) wrong.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
