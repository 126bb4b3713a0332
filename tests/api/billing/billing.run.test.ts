import { addDays, startOfMonth, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { HistoryEntryRecord } from '#domain/records/history';
import type { InvoiceableBooking, InvoiceRunRecord, InvoiceWithLines } from '#domain/records/invoices';
import { expectError, testAppPerFile } from '../testApp';
import { billingFixtures } from '../billingFixtures';

/** POST /api/invoice/run: the company's billing cycle decides which delivered bookings a run invoices. */
const t = testAppPerFile();
const fx = billingFixtures(t);

const DETENTION = 33;

async function run(companyId: number): Promise<InvoiceRunRecord> {
  const res = await fx.csr('POST', '/api/invoice/run', { companyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const invoiceOf = async (id: number): Promise<InvoiceWithLines> =>
  (await fx.csr('GET', `/api/invoice/${id}`)).json().data;
const invoiceable = async (companyId: number): Promise<InvoiceableBooking[]> =>
  (await fx.csr('GET', `/api/invoice/invoiceable?companyId=${companyId}`)).json().data;
const bookingsOn = async (invoiceId: number) =>
  [...new Set((await invoiceOf(invoiceId)).lines.map((line) => line.bookingId))].sort((a, b) => a - b);

describe('POST /api/invoice/run', () => {
  it('PER_BOOKING: one invoice per delivered, un-invoiced booking; a second run finds nothing due', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billingCycle: 'PER_BOOKING', taxPercent: 16 });
    const lastMonth = await fx.deliveredBooking(companyId, 40_000, addDays(startOfMonth(new Date()), -3));
    const today = await fx.deliveredBooking(companyId, 60_000);
    expect((await invoiceable(companyId)).map((row) => row.dueThisRun)).toEqual([true, true]);

    const done = await run(companyId);
    expect(done).toMatchObject({ companyId, billingCycle: 'PER_BOOKING', periodStart: null, skipped: [] });
    expect(done.invoices).toHaveLength(2);
    expect(done.invoices.map((invoice) => [invoice.bookingCount, invoice.subtotal, invoice.tax])).toEqual([
      [1, 40_000, 6400],
      [1, 60_000, 9600],
    ]);
    expect(await bookingsOn(done.invoices[0].id)).toEqual([lastMonth.id]);
    expect(await bookingsOn(done.invoices[1].id)).toEqual([today.id]);

    const again = await run(companyId);
    expect(again.invoices).toEqual([]);
    expect(await invoiceable(companyId)).toEqual([]);
  });

  it("MONTHLY: one invoice for the bookings delivered before this month, with their billable charges; this month's wait", async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billingCycle: 'MONTHLY', billableChargeTypeIds: [DETENTION] });
    const monthStart = startOfMonth(new Date());
    const early = await fx.deliveredBooking(companyId, 40_000, addDays(monthStart, -20));
    const late = await fx.deliveredBooking(companyId, 50_000, new Date(monthStart.getTime() - 60_000));
    const current = await fx.deliveredBooking(companyId, 60_000, monthStart);
    expect((await fx.uploadCharge(late.id, DETENTION, 1500)).statusCode).toBe(201);
    expect(Object.fromEntries((await invoiceable(companyId)).map((row) => [row.id, row.dueThisRun]))).toEqual({
      [early.id]: true,
      [late.id]: true,
      [current.id]: false,
    });

    const done = await run(companyId);
    expect(done.billingCycle).toBe('MONTHLY');
    expect(new Date(done.periodStart!)).toEqual(monthStart);
    expect(done.invoices).toHaveLength(1);
    expect(done.invoices[0]).toMatchObject({ bookingCount: 2, subtotal: 91_500, status: 'ISSUED' });
    expect(await bookingsOn(done.invoices[0].id)).toEqual([early.id, late.id]);
    expect((await invoiceable(companyId)).map((row) => row.id)).toEqual([current.id]);

    // The run is each booking's "invoiced" entry, naming the invoice.
    const history = (await fx.csr('GET', `/api/booking/${early.id}/history`)).json().data
      .content as HistoryEntryRecord[];
    expect(history.find((entry) => entry.event === 'invoiced')?.detail).toMatchObject({
      invoiceId: done.invoices[0].id,
    });
  });

  it('WEEKLY: the bookings delivered before this Monday', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billingCycle: 'WEEKLY' });
    const monday = startOfWeek(new Date(), { weekStartsOn: 1 });
    const lastWeek = await fx.deliveredBooking(companyId, 40_000, addDays(monday, -1));
    await fx.deliveredBooking(companyId, 40_000, monday);
    const done = await run(companyId);
    expect(new Date(done.periodStart!)).toEqual(monday);
    expect(done.invoices).toHaveLength(1);
    expect(await bookingsOn(done.invoices[0].id)).toEqual([lastWeek.id]);
  });

  it('nothing due is a 200 with no invoice; a due booking without a shipper rate is left out and named', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billingCycle: 'MONTHLY' });
    await fx.deliveredBooking(companyId, 40_000);
    expect((await run(companyId)).invoices).toEqual([]);

    await fx.configure(companyId, { billingCycle: 'PER_BOOKING' });
    const unpriced = await fx.deliveredBooking(companyId, null);
    const done = await run(companyId);
    expect(done.invoices).toHaveLength(1);
    expect(done.skipped).toEqual([{ id: unpriced.id, code: unpriced.code }]);
  });

  it('a company that is not configured runs monthly, the default', async () => {
    const companyId = await fx.newCompany();
    await fx.deliveredBooking(companyId, 40_000, addDays(startOfMonth(new Date()), -1));
    const done = await run(companyId);
    expect(done.billingCycle).toBe('MONTHLY');
    expect(done.invoices).toHaveLength(1);
  });

  it('needs an existing company, and staff', async () => {
    expectError(await fx.csr('POST', '/api/invoice/run', {}), 400, MESSAGES.fillRequired);
    expectError(await fx.csr('POST', '/api/invoice/run', { companyId: 999_999 }), 400, MESSAGES.invalidCompany);
    const shipper = (await t.login('shipperA')).token;
    expect((await t.as(shipper, 'POST', '/api/invoice/run', { companyId: 1 })).statusCode).toBe(403);
  });
});
