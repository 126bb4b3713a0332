import { describe, expect, it } from 'vitest';
import { POOL_TYPE } from '#domain/shipments';
import { testAppPerFile } from '../testApp';
import type { LoadboardRecord } from '#domain/records/bids';

/** GET /bid/loadboard: what a partner may bid on, and nothing of the shipper's business. */
const t = testAppPerFile();

describe('GET /api/bid/loadboard', () => {
  it('lists only public shipments being arranged with an open window, soonest first, zero-based pages, no rate or company', async () => {
    const { token } = await t.login('partner');
    const res = await t.as(token, 'GET', '/api/bid/loadboard?page=0&pageSize=100');
    expect(res.statusCode).toBe(200);
    const { content, totalElements, number, size } = res.json().data as {
      content: (LoadboardRecord & Record<string, unknown>)[];
      totalElements: number;
      number: number;
      size: number;
    };
    expect(number).toBe(0);
    expect(size).toBe(100);
    expect(content.length).toBe(totalElements);
    expect(content.length).toBeGreaterThan(0);
    const csr = await t.login('csr');
    for (const row of content) {
      expect(row).not.toHaveProperty('shipperRate');
      expect(row).not.toHaveProperty('companyName');
      const shipment = (await t.as(csr.token, 'GET', `/api/shipment/${row.id}`)).json().data;
      expect(shipment.poolType).toBe(POOL_TYPE.PUBLIC);
      expect(shipment.bidWindowOpen).toBe(true);
      expect(['CREATED', 'DISPATCH_STARTED']).toContain(shipment.status);
      const bookings = (await t.as(csr.token, 'GET', `/api/shipment/${row.id}/bookings`)).json().data as {
        status: number;
      }[];
      expect(row.remainingVehicles).toBe(shipment.vehicleCount - bookings.filter((b) => b.status !== 13).length);
    }
    const times = content.map((r) => new Date(r.loadingTime).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('filters by vehicle type and pages', async () => {
    const { token } = await t.login('partner');
    const all = (await t.as(token, 'GET', '/api/bid/loadboard?pageSize=100')).json().data.content as LoadboardRecord[];
    const type = all[0].vehicleTypeId;
    const filtered = (await t.as(token, 'GET', `/api/bid/loadboard?vehicleTypeId=${type}&pageSize=100`)).json().data
      .content as LoadboardRecord[];
    expect(filtered.length).toBe(all.filter((r) => r.vehicleTypeId === type).length);
    const second = (await t.as(token, 'GET', '/api/bid/loadboard?page=1&pageSize=1')).json().data;
    expect(second.content[0].id).toBe(all[1].id);
  });

  it('is for partners and staff only', async () => {
    for (const who of ['shipperA', 'broker', 'driver'] as const) {
      const { token } = await t.login(who);
      expect((await t.as(token, 'GET', '/api/bid/loadboard')).statusCode).toBe(403);
    }
  });
});
