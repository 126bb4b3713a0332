import { describe, expect, it } from 'vitest';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { BOOKING_STATUS } from '#domain/bookings';
import { bookings, shipments } from '../../../server/db/schema';
import { testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** The booking list's totals come from booking_counts (kept by a trigger) when only scope, status and partner narrow it. */
const t = testAppPerFile();

/** The truth, counted row by row. */
async function counted(scope: { companyId?: number; partnerId?: number; status?: number }) {
  const conditions: SQL[] = [];
  if (scope.companyId !== undefined) conditions.push(eq(shipments.companyId, scope.companyId));
  if (scope.partnerId !== undefined) conditions.push(eq(bookings.partnerId, scope.partnerId));
  if (scope.status !== undefined) conditions.push(eq(bookings.status, scope.status));
  const [{ total }] = await t.database.db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(and(...conditions));
  return total;
}

const totalOf = async (token: string, url: string) => {
  const res = await t.as(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.totalElements as number;
};

async function expectTotalsMatch(
  who: Partial<Record<DemoKey, { token: string; user: { id: number; companyId: number | null } }>>,
) {
  const { csr, shipperA, broker, partner } = who;
  for (const status of [undefined, BOOKING_STATUS.CREATED, BOOKING_STATUS.TRANSIT, BOOKING_STATUS.CANCELLED]) {
    const query = status === undefined ? '' : `?status=${status}`;
    expect(await totalOf(csr!.token, `/api/booking${query}`), `staff, status ${status}`).toBe(
      await counted({ status }),
    );
    expect(await totalOf(shipperA!.token, `/api/booking${query}`), `shipper, status ${status}`).toBe(
      await counted({ companyId: shipperA!.user.companyId!, status }),
    );
    expect(await totalOf(shipperA!.token, `/api/booking/shipper${query}`), `shipper's own, status ${status}`).toBe(
      await counted({ companyId: shipperA!.user.companyId!, status }),
    );
    expect(await totalOf(broker!.token, `/api/booking${query}`), `broker, status ${status}`).toBe(
      await counted({ companyId: broker!.user.companyId!, status }),
    );
    expect(await totalOf(partner!.token, `/api/booking${query}`), `partner, status ${status}`).toBe(
      await counted({ partnerId: partner!.user.id, status }),
    );
  }
  expect(await totalOf(csr!.token, `/api/booking?partnerId=${partner!.user.id}`)).toBe(
    await counted({ partnerId: partner!.user.id }),
  );
  expect(await totalOf(csr!.token, `/api/booking?partnerId=${partner!.user.id + 1000}`)).toBe(0);
}

describe('booking list totals from the kept per-company, per-partner, per-status counts', () => {
  it('equal a row-by-row count for every scope, before and after a booking is made, moved and cancelled', async () => {
    const who = {
      csr: await t.login('csr'),
      shipperA: await t.login('shipperA'),
      broker: await t.login('broker'),
      partner: await t.login('partner'),
    };
    expect(await counted({}), 'the demo seed has bookings').toBeGreaterThan(0);
    await expectTotalsMatch(who);

    const created = await t.as(
      who.csr.token,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: who.shipperA.user.companyId }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const bid = await t.as(who.partner.token, 'POST', '/api/bid', {
      shipmentId: created.json().data.id,
      amount: 100_000,
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await t.as(who.csr.token, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().data.bookings[0].id;
    const createdBefore = await counted({ status: BOOKING_STATUS.CREATED });
    await expectTotalsMatch(who);

    const cancelled = await t.as(
      who.csr.token,
      'POST',
      `/api/booking/${bookingId}/status/${BOOKING_STATUS.CANCELLED}`,
      { reasonId: 22, details: 'Vehicle broke down' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await counted({ status: BOOKING_STATUS.CREATED })).toBe(createdBefore - 1);
    await expectTotalsMatch(who);
  });

  it('still counts row by row where the kept counts cannot answer (dates, invoiced, a reference)', async () => {
    const csr = await t.login('csr');
    const [{ invoiced }] = await t.database.db
      .select({ invoiced: count() })
      .from(bookings)
      .where(eq(bookings.invoiced, true));
    expect(await totalOf(csr.token, '/api/booking?invoiced=true')).toBe(invoiced);
    expect(await totalOf(csr.token, '/api/booking?referenceNo=BK-000001')).toBe(1);
    expect(await totalOf(csr.token, '/api/booking?fromDate=2999-01-01')).toBe(0);
  });
});
