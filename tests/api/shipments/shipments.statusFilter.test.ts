import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { CURRENT_STATUSES, PAST_STATUSES, SHIPMENT_STATUS, SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** The shipment list's status and open-bids filters: served by the API, each total the dashboard's figure. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};

const get = async (who: DemoKey, url: string) => {
  const res = await t.as(token[who]!, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'partner'] as const) token[who] = (await t.login(who)).token;
});

describe('GET /api/shipment?status=', () => {
  it("each status's list holds only that status, its total the report's count, paged by the API", async () => {
    const report = await get('csr', '/api/report/v1/csr/counts');
    for (const status of SHIPMENT_STATUS_ORDER) {
      const tab = PAST_STATUSES.includes(status) ? 'past' : 'current';
      const page = await get('csr', `/api/shipment?filter=${tab}&status=${status}&pageSize=3`);
      expect(page.totalElements, status).toBe(report.shipmentsByStatus[status]);
      expect(page.content.length).toBe(Math.min(3, page.totalElements));
      for (const row of page.content) expect(row.status).toBe(status);
      expect((await get('csr', `/api/shipment?filter=all&status=${status}`)).totalElements).toBe(page.totalElements);
    }
    // A status outside the tab finds nothing.
    expect(CURRENT_STATUSES).not.toContain(SHIPMENT_STATUS.DELIVERED);
    expect((await get('csr', '/api/shipment?filter=current&status=DELIVERED')).totalElements).toBe(0);
  });

  it("a shipper's status list is its company's, equal to its own report", async () => {
    const report = await get('shipperA', '/api/report/v1/shipper/counts');
    for (const status of SHIPMENT_STATUS_ORDER)
      expect((await get('shipperA', `/api/shipment?filter=all&status=${status}`)).totalElements, status).toBe(
        report.shipmentsByStatus[status],
      );
  });

  it('refuses a status that is not one of SPEC §4 with 400', async () => {
    for (const bad of ['LOST', 'created', '1'])
      expectError(await t.as(token.csr!, 'GET', `/api/shipment?status=${bad}`), 400, MESSAGES.invalidOption);
  });
});

describe('GET /api/shipment?openBids=true', () => {
  it("lists the shipments with a bid still open, as many as the reports' figure, and follows a new bid", async () => {
    const before = await get('csr', '/api/report/v1/csr/counts');
    const list = await get('csr', '/api/shipment?filter=all&openBids=true&pageSize=100');
    expect(list.totalElements).toBe(before.shipmentsWithOpenBids);
    expect(before.shipmentsWithOpenBids).toBeGreaterThan(0);
    expect(before.shipmentsWithOpenBids).toBeLessThanOrEqual(before.openBids);
    const created = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment({ companyId: 1 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(list.content.map((row: { id: number }) => row.id)).not.toContain(id);
    const bid = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId: id, amount: 100_000 });
    expect(bid.statusCode, bid.body).toBe(201);
    const after = await get('csr', '/api/shipment?filter=all&openBids=true&pageSize=100');
    expect(after.totalElements).toBe(list.totalElements + 1);
    expect(after.content.map((row: { id: number }) => row.id)).toContain(id);
    expect((await get('csr', '/api/report/v1/csr/counts')).shipmentsWithOpenBids).toBe(after.totalElements);
    const shipper = await get('shipperA', '/api/report/v1/shipper/counts');
    expect((await get('shipperA', '/api/shipment?filter=all&openBids=true')).totalElements).toBe(
      shipper.shipmentsWithOpenBids,
    );
  });
});
