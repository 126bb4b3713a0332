import { and, count, eq, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { BID_REPORT_DAYS } from '#domain/notifications';
import { SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { bids, invoices, payments, shipments, verificationCases } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** SPEC §7 reports: every figure equals what the matching list (or a direct count) says. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};
const companyOf: Partial<Record<DemoKey, number>> = {};

const get = async (who: DemoKey, url: string) => {
  const res = await t.as(token[who]!, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
};
const total = async (who: DemoKey, url: string) => (await get(who, url)).totalElements as number;
const db = () => t.database.db;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const { token: tok, user } = await t.login(who);
    token[who] = tok;
    companyOf[who] = user.companyId ?? undefined;
  }
});

async function shipmentCountsFromSql(companyId?: number) {
  const rows = await db()
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .where(companyId ? eq(shipments.companyId, companyId) : undefined)
    .groupBy(shipments.status);
  return Object.fromEntries(SHIPMENT_STATUS_ORDER.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
}
const openBidsFromSql = async (companyId?: number) =>
  (
    await db()
      .select({ n: count() })
      .from(bids)
      .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
      .where(and(eq(bids.status, BID_STATUS.CREATED), companyId ? eq(shipments.companyId, companyId) : undefined))
  )[0].n;
const minorToRs = (v: string | null) => Number(v ?? 0) / 100;

describe('GET /api/report/v1/csr/counts', () => {
  it('equals the lists with the matching filters and direct counts', async () => {
    const report = await get('csr', '/api/report/v1/csr/counts');
    expect(report.shipmentsByStatus).toEqual(await shipmentCountsFromSql());
    const shipmentsTotal = Object.values(report.shipmentsByStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(shipmentsTotal).toBe(await total('csr', '/api/shipment?filter=all'));
    for (const code of Object.values(BOOKING_STATUS))
      expect(report.bookingsByStatus[code], `booking ${code}`).toBe(await total('csr', `/api/booking?status=${code}`));
    expect(Object.keys(report.bookingsByStatus).sort()).toEqual(Object.values(BOOKING_STATUS).map(String).sort());
    expect(report.openBids).toBe(await openBidsFromSql());
    expect(report.pendingDriverVerifications).toBe(await total('csr', '/api/drivers?status=PENDING'));
    expect(report.pendingVehicleVerifications).toBe(await total('csr', '/api/vehicles?status=PENDING'));
    expect(report.pendingPartnerVerifications).toBe(
      (await db().select({ n: count() }).from(verificationCases).where(eq(verificationCases.status, 'PENDING')))[0].n,
    );
    const [pay] = await db()
      .select({ n: count(), s: sum(payments.amountMinor) })
      .from(payments)
      .where(eq(payments.status, 'PENDING'));
    expect(report.pendingPayments).toEqual({
      count: await total('csr', '/api/bank/v1/payment/all?status=PENDING'),
      amount: minorToRs(pay.s),
    });
    expect(report.pendingPayments.count).toBe(pay.n);
    const [inv] = await db()
      .select({ s: sum(invoices.totalMinor) })
      .from(invoices)
      .where(eq(invoices.status, 'ISSUED'));
    expect(report.unpaidInvoices).toEqual({
      count: await total('csr', '/api/invoice?status=ISSUED'),
      amount: minorToRs(inv.s),
    });
    // The seed makes something worth counting.
    expect(shipmentsTotal).toBeGreaterThan(0);
    expect(report.pendingPayments.count + report.bookingsByStatus[BOOKING_STATUS.CREATED]).toBeGreaterThan(0);
  });

  it('follows the data: a new shipment and a bid on it are counted at once', async () => {
    const before = await get('csr', '/api/report/v1/csr/counts');
    const created = await t.as(
      token.csr!,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: companyOf.shipperA }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const bid = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId: created.json().data.id, amount: 100_000 });
    expect(bid.statusCode, bid.body).toBe(201);
    const after = await get('csr', '/api/report/v1/csr/counts');
    expect(after.shipmentsByStatus.CREATED).toBe(before.shipmentsByStatus.CREATED + 1);
    expect(after.openBids).toBe(before.openBids + 1);
  });

  it('is staff only', async () => {
    for (const who of ['shipperA', 'broker', 'partner', 'driver'] as const) {
      expectError(await t.as(token[who]!, 'GET', '/api/report/v1/csr/counts'), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'GET', '/api/report/v1/csr/bids'), 403, MESSAGES.forbidden);
    }
  });
});

describe('GET /api/report/v1/shipper/counts', () => {
  it("counts only the caller's company, equal to its own lists; A and B differ", async () => {
    const reports: Record<
      string,
      {
        shipmentsByStatus: Record<string, number>;
        bookingsByStatus: Record<string, number>;
        openBids: number;
        invoicesDue: { count: number; amount: number };
      }
    > = {};
    for (const who of ['shipperA', 'shipperB'] as const) {
      const report = await get(who, '/api/report/v1/shipper/counts');
      reports[who] = report;
      expect(report.shipmentsByStatus).toEqual(await shipmentCountsFromSql(companyOf[who]));
      expect(Object.values(report.shipmentsByStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
        await total(who, '/api/shipment?filter=all'),
      );
      for (const code of Object.values(BOOKING_STATUS))
        expect(report.bookingsByStatus[code]).toBe(await total(who, `/api/booking?status=${code}`));
      expect(report.openBids).toBe(await openBidsFromSql(companyOf[who]));
      const [inv] = await db()
        .select({ s: sum(invoices.totalMinor) })
        .from(invoices)
        .where(and(eq(invoices.status, 'ISSUED'), eq(invoices.companyId, companyOf[who]!)));
      expect(report.invoicesDue).toEqual({
        count: await total(who, '/api/invoice?status=ISSUED'),
        amount: minorToRs(inv.s),
      });
    }
    expect(reports.shipperA).not.toEqual(reports.shipperB);
    expect(await get('csr', `/api/report/v1/shipper/counts?companyId=${companyOf.shipperB}`)).toEqual(reports.shipperB);
    // A shipper naming another company still gets its own.
    expect(await get('shipperA', `/api/report/v1/shipper/counts?companyId=${companyOf.shipperB}`)).toEqual(
      reports.shipperA,
    );
    const broker = await get('broker', '/api/report/v1/shipper/counts');
    expect(broker.shipmentsByStatus).toEqual(await shipmentCountsFromSql(companyOf.broker));
  });

  it('partners and drivers are refused', async () => {
    for (const who of ['partner', 'driver'] as const)
      expectError(await t.as(token[who]!, 'GET', '/api/report/v1/shipper/counts'), 403, MESSAGES.forbidden);
    expectError(await t.as(token.csr!, 'GET', '/api/report/v1/shipper/counts?companyId=abc'), 400, expect.anything());
  });
});

describe('GET /api/report/v1/csr/bids', () => {
  it('answers 14 days, oldest first, each day equal to a direct count, and status totals', async () => {
    const report = await get('csr', '/api/report/v1/csr/bids');
    expect(report.days).toHaveLength(BID_REPORT_DAYS);
    expect(report.days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const day = sql<string>`to_char(${bids.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    for (const entry of report.days) {
      const rows = await db()
        .select({ status: bids.status, n: count() })
        .from(bids)
        .where(eq(day, entry.date))
        .groupBy(bids.status);
      const of = (...statuses: string[]) =>
        rows.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + r.n, 0);
      expect(entry).toEqual({
        date: entry.date,
        placed: rows.reduce((a, r) => a + r.n, 0),
        accepted: of('ACCEPTED', 'ACKNOWLEDGED', 'DRIVER_ASSIGNED', 'FULFILLED'),
        rejected: of('REJECTED'),
      });
    }
    const totals = await db().select({ status: bids.status, n: count() }).from(bids).groupBy(bids.status);
    for (const status of Object.values(BID_STATUS))
      expect(report.totals[status]).toBe(totals.find((r) => r.status === status)?.n ?? 0);
    expect(report.totals.CREATED).toBe((await get('csr', '/api/report/v1/csr/counts')).openBids);
    expect(report.days.at(-1).placed).toBeGreaterThan(0);
  });
});
