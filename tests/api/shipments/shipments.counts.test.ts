import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { shipments } from '../../../server/db/schema';
import { CURRENT_STATUSES, PAST_STATUSES } from '#domain/shipments';
import { testAppPerFile } from '../testApp';

const t = testAppPerFile();

/** The truth, counted row by row. */
async function counted(companyId: number | null, statuses?: readonly string[]) {
  const conditions: SQL[] = [];
  if (companyId !== null) conditions.push(eq(shipments.companyId, companyId));
  if (statuses) conditions.push(inArray(shipments.status, [...statuses]));
  const [{ total }] = await t.database.db
    .select({ total: count() })
    .from(shipments)
    .where(and(...conditions));
  return total;
}

async function expectTotalsMatch(token: string, companyId: number | null) {
  for (const [filter, statuses] of [
    ['current', CURRENT_STATUSES],
    ['past', PAST_STATUSES],
    ['all', undefined],
  ] as const) {
    const res = await t.as(token, 'GET', `/api/shipment?filter=${filter}`);
    expect(res.json().data.totalElements, `${filter} total`).toBe(await counted(companyId, statuses));
  }
}

describe('list totals from the kept per-company, per-status counts', () => {
  it('equal a row-by-row count for staff and for a shipper, before and after creates, moves and cancels', async () => {
    const csr = await t.login('csr');
    const shipper = await t.login('shipperA');
    await expectTotalsMatch(csr.token, null);
    await expectTotalsMatch(shipper.token, shipper.user.companyId);

    const created = await t.as(shipper.token, 'POST', '/api/shipment/v3', {
      shipmentCategoryTypeId: 1,
      bidCategoryTypeId: 1,
      vehicleTypeId: 2,
      vehicleCount: 1,
      weight: 10,
      loadingTime: new Date(Date.now() + 7_200_000).toISOString(),
      paymentReceivingTypeId: 1,
      pickupLocations: [{ cityId: 1, address: 'Gate 3' }],
      dropOffLocations: [{ cityId: 2, address: 'Depot 9' }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await t.as(csr.token, 'POST', `/api/shipment/${id}/status`);
    await t.as(csr.token, 'POST', `/api/shipment/${id}/cancel`, { cancellationType: 1, reason: 'Test' });

    await expectTotalsMatch(csr.token, null);
    await expectTotalsMatch(shipper.token, shipper.user.companyId);
  });
});
