import type { LightMyRequestResponse } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { MAX_INVOICE_BOOKINGS } from '#domain/money';
import { bookings, invoiceLines, invoices } from '../../../server/db/schema';
import { addDaysIso, taxMinorOf, todayIso } from '../../../server/billing/amounts';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { multipart, type Part } from '../multipart';
import type { InvoiceableBooking, InvoiceRecord, InvoiceWithLines } from '#domain/records/invoices';

/** SPEC §7 roots invoice and invoice-document: invoices for delivered bookings, issued once, cancelled or paid; their files. */
const t = testAppPerFile();

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

/** The carrier's price for a trip the shipper pays `shipperAmount` for: the invoice must never bill it. */
const carrierPrice = (shipperAmount: number) => Math.round(shipperAmount * 0.8);

/**
 * A booking of `companyId` whose shipper owes `amount` Rs (the shipment's shipper rate, per vehicle) and
 * whose carrier bid less, accepted through the API; delivered (status 4) unless told otherwise.
 */
async function newBooking(companyId: number, amount = 100_000, delivered = true) {
  const created = await csr('POST', '/api/shipment/v3', validShipment({ companyId, shipperRate: amount }));
  expect(created.statusCode, created.body).toBe(201);
  const placed = await t.as(token.partner!, 'POST', '/api/bid', {
    shipmentId: created.json().data.id,
    amount: carrierPrice(amount),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const accepted = await csr('POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const booking = accepted.json().data.bookings[0] as { id: number; code: string };
  if (delivered)
    await t.database.db.update(bookings).set({ status: 4, deliveredAt: new Date() }).where(eq(bookings.id, booking.id));
  return booking;
}

async function issued(payload: Record<string, unknown>): Promise<InvoiceWithLines> {
  const res = await csr('POST', '/api/invoice', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const invoiceCount = async () => (await t.database.db.select({ n: count() }).from(invoices))[0].n;
const invoicedFlags = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ id: bookings.id, invoiced: bookings.invoiced })
        .from(bookings)
        .where(inArray(bookings.id, ids))
    ).map((b) => [b.id, b.invoiced]),
  );
const activeLines = async (bookingId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.bookingId, bookingId), eq(invoiceLines.active, true)))
  )[0].n;
const list = async (
  who: DemoKey,
  query = '',
): Promise<{ content: InvoiceRecord[]; totalElements: number; totalPages: number; number: number; size: number }> => {
  const res = await t.as(token[who]!, 'GET', `/api/invoice${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('POST /api/invoice', () => {
  it("bills what the shipper owes for each vehicle, never the carrier's accepted bid; a booking without a shipper rate is refused by name", async () => {
    const booking = await newBooking(company.A, 101_000);
    const invoice = await issued({ companyId: company.A, bookingIds: [booking.id] });
    expect(invoice.subtotal).toBe(101_000);
    expect(invoice.subtotal).not.toBe(carrierPrice(101_000));
    const created = await csr('POST', '/api/shipment/v3', validShipment({ companyId: company.A }));
    const placed = await t.as(token.partner!, 'POST', '/api/bid', {
      shipmentId: created.json().data.id,
      amount: 90_000,
    });
    const unpriced = (await csr('POST', `/api/bid/${placed.json().data.id}/accept`, {})).json().data.bookings[0] as {
      id: number;
      code: string;
    };
    await t.database.db
      .update(bookings)
      .set({ status: 4, deliveredAt: new Date() })
      .where(eq(bookings.id, unpriced.id));
    expectError(
      await csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [unpriced.id] }),
      409,
      `${MESSAGES.bookingWithoutShipperRate}: ${unpriced.code}`,
    );
  });

  it('invoices delivered bookings: exact subtotal, 16 % tax and total in Rs, due 30 days after the issue date, lines per booking', async () => {
    const one = await newBooking(company.A, 123_456);
    const two = await newBooking(company.A, 98_765);
    const invoice = await issued({
      companyId: company.A,
      bookingIds: [one.id, two.id],
      notes: 'October freight',
      issueDate: '2026-01-31',
    });
    expect(invoice).toMatchObject({
      code: `INV-${String(invoice.id).padStart(6, '0')}`,
      companyId: company.A,
      companyName: 'Indus Foods (Pvt) Ltd',
      status: 'ISSUED',
      issueDate: '2026-01-31',
      dueDate: '2026-03-02',
      subtotal: 222_221,
      tax: 35_555.36,
      total: 257_776.36,
      taxPercent: 16,
      notes: 'October freight',
      cancelReason: null,
      cancelledAt: null,
      createdByName: 'Ayesha Khan',
      bookingCount: 2,
    });
    expect(invoice.lines).toEqual([
      {
        id: expect.any(Number),
        bookingId: one.id,
        kind: 'FREIGHT',
        bookingCode: one.code,
        shipmentCode: expect.stringMatching(/^SH-\d{6}$/),
        description: expect.stringContaining(one.code),
        amount: 123_456,
        deliveredAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        bookingId: two.id,
        kind: 'FREIGHT',
        bookingCode: two.code,
        shipmentCode: expect.stringMatching(/^SH-\d{6}$/),
        description: expect.stringContaining(two.code),
        amount: 98_765,
        deliveredAt: expect.any(String),
      },
    ]);
    expect(invoice.lines[0].description).toBe(
      `Freight Karachi to Lahore, ${invoice.lines[0].shipmentCode} / ${one.code}`,
    );
    expect(await invoicedFlags([one.id, two.id])).toEqual({ [one.id]: true, [two.id]: true });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ subtotalMinor: 22_222_100, taxMinor: 3_555_536, totalMinor: 25_777_636 });
    const again = await csr('GET', `/api/invoice/${invoice.id}`);
    expect(again.json().data).toEqual(invoice);
  });

  it('issues today by default; tax rounds half up to the paisa; due days and tax come from the configuration', async () => {
    const saved = await csr('POST', '/api/billing/v1/invoice/create-update-configuration', {
      companyId: company.B,
      billingCycle: 'PER_BOOKING',
      taxPercent: 0.07,
      dueDays: 15,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const booking = await newBooking(company.B, 100_050);
    const invoice = await issued({ companyId: company.B, bookingIds: [booking.id] });
    // 10 005 000 paisa × 0.07 % = 7 003.5 paisa → 7 004.
    expect(invoice).toMatchObject({
      issueDate: todayIso(),
      dueDate: addDaysIso(todayIso(), 15),
      subtotal: 100_050,
      tax: 70.04,
      total: 100_120.04,
      taxPercent: 0.07,
      notes: null,
    });
    expect(taxMinorOf(10_005_000, 0.07)).toBe(7004);
    expect(taxMinorOf(10_004_900, 0.07)).toBe(7003);
  });

  it('a company with no configuration is invoiced without tax, due in 30 days', async () => {
    const booking = await newBooking(company.broker, 45_000);
    const invoice = await issued({ companyId: company.broker, bookingIds: [booking.id], issueDate: '2024-02-10' });
    expect(invoice).toMatchObject({ subtotal: 45_000, tax: 0, total: 45_000, taxPercent: 0, dueDate: '2024-03-11' });
  });

  it('refuses a booking not yet delivered (409, naming it) and writes nothing', async () => {
    const ready = await newBooking(company.A);
    const underWay = await newBooking(company.A, 100_000, false);
    const before = await invoiceCount();
    expectError(
      await csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [ready.id, underWay.id] }),
      409,
      `${MESSAGES.bookingNotInvoiceable}: ${underWay.code}`,
    );
    expect(await invoiceCount()).toBe(before);
    expect(await invoicedFlags([ready.id, underWay.id])).toEqual({ [ready.id]: false, [underWay.id]: false });
    expect(await activeLines(ready.id)).toBe(0);
  });

  it('refuses a booking already invoiced (409, naming it) and writes nothing', async () => {
    const done = await newBooking(company.A);
    const fresh = await newBooking(company.A);
    await issued({ companyId: company.A, bookingIds: [done.id] });
    const before = await invoiceCount();
    expectError(
      await csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [fresh.id, done.id] }),
      409,
      `${MESSAGES.bookingNotInvoiceable}: ${done.code}`,
    );
    expect(await invoiceCount()).toBe(before);
    expect(await invoicedFlags([fresh.id])).toEqual({ [fresh.id]: false });
    expect(await activeLines(done.id)).toBe(1);
  });

  it("refuses another company's booking (409, naming it) and writes nothing", async () => {
    const ours = await newBooking(company.A);
    const theirs = await newBooking(company.B);
    const before = await invoiceCount();
    expectError(
      await csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [ours.id, theirs.id] }),
      409,
      `${MESSAGES.bookingOfAnotherCompany}: ${theirs.code}`,
    );
    expect(await invoiceCount()).toBe(before);
    expect(await invoicedFlags([ours.id, theirs.id])).toEqual({ [ours.id]: false, [theirs.id]: false });
  });

  it('validates the request: bookings 1..100 and distinct, existing bookings and company, a real issue date, notes ≤ 1000', async () => {
    const booking = await newBooking(company.A);
    const post = (payload: Record<string, unknown>) =>
      csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [booking.id], ...payload });
    expectError(await post({ bookingIds: [] }), 400, MESSAGES.invoiceBookingsRequired);
    expectError(await post({ bookingIds: undefined }), 400, MESSAGES.invoiceBookingsRequired);
    expectError(await post({ bookingIds: 'all' }), 400, MESSAGES.invoiceBookingsRequired);
    expectError(await post({ bookingIds: [booking.id, booking.id] }), 400, MESSAGES.invoiceDuplicateBookings);
    expectError(
      await post({ bookingIds: Array.from({ length: MAX_INVOICE_BOOKINGS + 1 }, (_, i) => i + 1) }),
      400,
      MESSAGES.invoiceTooManyBookings,
    );
    expectError(await post({ bookingIds: [booking.id, 999_999] }), 400, MESSAGES.invoiceUnknownBookings);
    expectError(await post({ companyId: 999_999 }), 400, MESSAGES.invalidCompany);
    expectError(await post({ companyId: undefined }), 400, MESSAGES.fillRequired);
    expectError(await post({ issueDate: '2026-02-30' }), 400, MESSAGES.invalidDate);
    expectError(await post({ issueDate: '31/01/2026' }), 400, MESSAGES.invalidDate);
    expectError(await post({ notes: 'x'.repeat(1001) }), 400, MESSAGES.invoiceNotesMax);
    expect(await invoicedFlags([booking.id])).toEqual({ [booking.id]: false });
  });

  it('never invoices a booking twice, even for two requests at the same moment: exactly one 201', async () => {
    const booking = await newBooking(company.A);
    const before = await invoiceCount();
    const answers = await Promise.all(
      [1, 2].map(() => csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [booking.id] })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(
      answers.find((r) => r.statusCode === 409)!,
      409,
      `${MESSAGES.bookingNotInvoiceable}: ${booking.code}`,
    );
    expect(await invoiceCount()).toBe(before + 1);
    expect(await activeLines(booking.id)).toBe(1);
  });

  it('two parallel invoices sharing one booking: one wins whole, the other writes nothing', async () => {
    const [a, shared, b] = [await newBooking(company.A), await newBooking(company.A), await newBooking(company.A)];
    const answers = await Promise.all([
      csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [a.id, shared.id] }),
      csr('POST', '/api/invoice', { companyId: company.A, bookingIds: [shared.id, b.id] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const flags = await invoicedFlags([a.id, shared.id, b.id]);
    expect(flags[shared.id]).toBe(true);
    expect([flags[a.id], flags[b.id]].sort()).toEqual([false, true]);
    expect(await activeLines(shared.id)).toBe(1);
  });
});

describe('cancel and paid', () => {
  it('cancelling frees the bookings: the lines go inactive, the flags come back, and they can be invoiced again', async () => {
    const one = await newBooking(company.A);
    const two = await newBooking(company.A);
    const invoice = await issued({ companyId: company.A, bookingIds: [one.id, two.id] });
    expectError(await csr('POST', `/api/invoice/${invoice.id}/cancel`, {}), 400, MESSAGES.invoiceCancelReasonRequired);
    expectError(
      await csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: '   ' }),
      400,
      MESSAGES.invoiceCancelReasonRequired,
    );
    expectError(
      await csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: 'x'.repeat(501) }),
      400,
      MESSAGES.cancelReasonMax,
    );

    const res = await csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: 'Wrong billing period' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: invoice.id,
      status: 'CANCELLED',
      cancelReason: 'Wrong billing period',
      cancelledAt: expect.any(String),
      bookingCount: 2,
      total: invoice.total,
    });
    expect(await invoicedFlags([one.id, two.id])).toEqual({ [one.id]: false, [two.id]: false });
    expect(await activeLines(one.id)).toBe(0);
    const invoiceable = (await csr('GET', `/api/invoice/invoiceable?companyId=${company.A}`)).json().data as {
      id: number;
    }[];
    expect(invoiceable.map((b) => b.id)).toEqual(expect.arrayContaining([one.id, two.id]));

    const again = await issued({ companyId: company.A, bookingIds: [one.id, two.id] });
    expect(again.id).not.toBe(invoice.id);
    expect(await activeLines(one.id)).toBe(1);
    expectError(
      await csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: 'Again' }),
      409,
      MESSAGES.invoiceNotCancellable,
    );
    expectError(await csr('POST', `/api/invoice/${invoice.id}/paid`, {}), 409, MESSAGES.invoiceNotPayable);
    expect(await invoicedFlags([one.id])).toEqual({ [one.id]: true });
  });

  it('ISSUED → PAID once; a paid invoice cannot be paid again or cancelled', async () => {
    const booking = await newBooking(company.A);
    const invoice = await issued({ companyId: company.A, bookingIds: [booking.id] });
    const paid = await csr('POST', `/api/invoice/${invoice.id}/paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id: invoice.id, status: 'PAID', cancelledAt: null });
    expectError(await csr('POST', `/api/invoice/${invoice.id}/paid`, {}), 409, MESSAGES.invoiceNotPayable);
    expectError(
      await csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: 'Too late' }),
      409,
      MESSAGES.invoiceNotCancellable,
    );
    expect(await invoicedFlags([booking.id])).toEqual({ [booking.id]: true });
  });

  it('an unknown invoice is a 404 for every call', async () => {
    expectError(await csr('GET', '/api/invoice/999999'), 404, MESSAGES.notFound);
    // A path id that is no id at all is bad input (400), as everywhere in this API.
    expectError(await csr('GET', '/api/invoice/abc'), 400, MESSAGES.notFound);
    expectError(await csr('POST', '/api/invoice/999999/paid', {}), 404, MESSAGES.notFound);
    expectError(await csr('POST', '/api/invoice/999999/cancel', { reason: 'x' }), 404, MESSAGES.notFound);
  });
});

describe('GET /api/invoice and /api/invoice/invoiceable', () => {
  it('pages of 20 by default, newest issue date first, with the seeded invoices of every status', async () => {
    const page = await list('csr');
    expect(page).toMatchObject({ number: 0, size: 20, totalElements: await invoiceCount() });
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 20));
    const keys = page.content.map((i) => `${i.issueDate}|${String(i.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(page.content[0]).not.toHaveProperty('lines');
    for (const status of ['ISSUED', 'PAID', 'CANCELLED']) {
      const filtered = await list('csr', `?status=${status}&pageSize=100&companyId=${company.A}`);
      expect(filtered.totalElements, status).toBeGreaterThan(0);
      expect(filtered.content.every((i) => i.status === status && i.companyId === company.A)).toBe(true);
    }
  });

  it('filters on the issue date range and the code', async () => {
    const booking = await newBooking(company.A);
    const invoice = await issued({ companyId: company.A, bookingIds: [booking.id], issueDate: '2019-06-15' });
    expect((await list('csr', '?fromDate=2019-06-15&toDate=2019-06-15')).content.map((i) => i.id)).toEqual([
      invoice.id,
    ]);
    expect((await list('csr', '?fromDate=2019-06-16&toDate=2019-12-31')).totalElements).toBe(0);
    expect((await list('csr', '?toDate=2019-06-14')).totalElements).toBe(0);
    expect((await list('csr', `?q=${invoice.code}`)).content.map((i) => i.id)).toEqual([invoice.id]);
    expect((await list('csr', `?q=${invoice.code.toLowerCase()}`)).totalElements).toBe(1);
    expect((await list('csr', '?q=%25')).totalElements).toBe(0);
    expectError(
      await csr('GET', '/api/invoice?fromDate=2019-06-16&toDate=2019-06-15'),
      400,
      MESSAGES.toDateBeforeFromDate,
    );
    expectError(await csr('GET', '/api/invoice?status=OPEN'), 400, MESSAGES.invalidOption);
    expectError(await csr('GET', '/api/invoice?fromDate=yesterday'), 400, MESSAGES.invalidDate);
  });

  it('invoiceable: the delivered, un-invoiced bookings of the company, with the partner', async () => {
    const booking = await newBooking(company.B, 77_000);
    const underWay = await newBooking(company.B, 77_000, false);
    const res = await csr('GET', `/api/invoice/invoiceable?companyId=${company.B}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as InvoiceableBooking[];
    expect(rows.find((r) => r.id === booking.id)).toEqual({
      id: booking.id,
      code: booking.code,
      shipmentCode: expect.stringMatching(/^SH-/),
      amount: 77_000,
      charges: 0,
      // Company B is invoiced per booking: every delivered booking is due.
      dueThisRun: true,
      deliveredAt: expect.any(String),
      partnerName: 'Tariq Transport',
    });
    expect(rows.some((r) => r.id === underWay.id)).toBe(false);
    const seededA = (await csr('GET', `/api/invoice/invoiceable?companyId=${company.A}`)).json().data as {
      id: number;
    }[];
    expect(seededA.length).toBeGreaterThanOrEqual(2);
    expectError(await csr('GET', '/api/invoice/invoiceable'), 400, MESSAGES.fillRequired);
    expectError(await csr('GET', '/api/invoice/invoiceable?companyId=999999'), 400, MESSAGES.invalidCompany);
  });
});

describe('who sees which invoices', () => {
  let ofA: InvoiceWithLines;
  let ofB: InvoiceWithLines;
  beforeAll(async () => {
    ofA = await issued({ companyId: company.A, bookingIds: [(await newBooking(company.A)).id] });
    ofB = await issued({ companyId: company.B, bookingIds: [(await newBooking(company.B)).id] });
  });

  it("shipper A lists only A's invoices, whatever companyId it asks for, and reads its own", async () => {
    for (const query of ['?pageSize=100', `?pageSize=100&companyId=${company.B}`]) {
      const page = await list('shipperA', query);
      expect(page.totalElements).toBeGreaterThan(0);
      expect(page.content.every((i) => i.companyId === company.A)).toBe(true);
    }
    const own = await t.as(token.shipperA!, 'GET', `/api/invoice/${ofA.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.lines).toHaveLength(1);
  });

  it("B's invoice is a 404 to shipper A and the broker; A's is a 404 to shipper B", async () => {
    expectError(await t.as(token.shipperA!, 'GET', `/api/invoice/${ofB.id}`), 404, MESSAGES.notFound);
    expectError(await t.as(token.broker!, 'GET', `/api/invoice/${ofB.id}`), 404, MESSAGES.notFound);
    expectError(await t.as(token.shipperB!, 'GET', `/api/invoice/${ofA.id}`), 404, MESSAGES.notFound);
    expect((await list('broker', '?pageSize=100')).content.every((i) => i.companyId === company.broker)).toBe(true);
  });

  it('shippers and brokers may not issue, cancel, pay or list invoiceable bookings (403), and nothing changes', async () => {
    const booking = await newBooking(company.A);
    for (const who of ['shipperA', 'broker'] as const) {
      expectError(
        await t.as(token[who]!, 'POST', '/api/invoice', { companyId: company.A, bookingIds: [booking.id] }),
        403,
        MESSAGES.forbidden,
      );
      expectError(
        await t.as(token[who]!, 'POST', `/api/invoice/${ofA.id}/cancel`, { reason: 'no' }),
        403,
        MESSAGES.forbidden,
      );
      expectError(await t.as(token[who]!, 'POST', `/api/invoice/${ofA.id}/paid`, {}), 403, MESSAGES.forbidden);
      expectError(
        await t.as(token[who]!, 'GET', `/api/invoice/invoiceable?companyId=${company.A}`),
        403,
        MESSAGES.forbidden,
      );
    }
    expect((await csr('GET', `/api/invoice/${ofA.id}`)).json().data.status).toBe('ISSUED');
    expect(await invoicedFlags([booking.id])).toEqual({ [booking.id]: false });
  });

  it('partners and drivers are refused invoices altogether (403)', async () => {
    for (const who of ['partner', 'driver'] as const) {
      expectError(await t.as(token[who]!, 'GET', '/api/invoice'), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'GET', `/api/invoice/${ofA.id}`), 403, MESSAGES.forbidden);
      expectError(await t.as(token[who]!, 'GET', `/api/invoice-document?invoiceId=${ofA.id}`), 403, MESSAGES.forbidden);
      expectError(
        await t.as(token[who]!, 'POST', '/api/invoice', { companyId: company.A, bookingIds: [1] }),
        403,
        MESSAGES.forbidden,
      );
    }
  });
});

describe('invoice documents', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  let ofA: InvoiceWithLines;
  let ofB: InvoiceWithLines;
  beforeAll(async () => {
    ofA = await issued({ companyId: company.A, bookingIds: [(await newBooking(company.A)).id] });
    ofB = await issued({ companyId: company.B, bookingIds: [(await newBooking(company.B)).id] });
  });

  function upload(
    who: DemoKey,
    fields: Record<string, string | number>,
    content: Buffer | null = PDF,
  ): Promise<LightMyRequestResponse> {
    const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
    if (content) parts.push({ name: 'file', fileName: 'invoice.pdf', contentType: 'application/pdf', content });
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/invoice-document/upload',
      payload,
      headers: { authorization: `Bearer ${token[who]}`, 'content-type': contentType },
    });
  }

  it('staff attach an invoice scan: described with its invoice, listed, downloaded byte for byte', async () => {
    const res = await upload('csr', { invoiceId: ofA.id, documentTypeId: 40 });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      invoiceId: ofA.id,
      documentTypeId: 40,
      documentTypeName: 'Invoice',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedByName: 'Ayesha Khan',
    });
    const listed = await csr('GET', `/api/invoice-document?invoiceId=${ofA.id}`);
    expect(listed.json().data.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    const file = await csr('GET', `/api/invoice-document/${doc.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await csr('GET', `/api/invoice-document/${doc.id}/download?inline=true`)).headers['content-disposition'],
    ).toMatch(/^inline;/);
  });

  it('only Invoice, Bank Deposit Slip and Others, only real PDF or image content', async () => {
    for (const documentTypeId of [19, 15])
      expect((await upload('csr', { invoiceId: ofA.id, documentTypeId })).statusCode).toBe(201);
    expectError(await upload('csr', { invoiceId: ofA.id, documentTypeId: 2 }), 400, MESSAGES.invoiceDocumentType);
    expectError(
      await upload('csr', { invoiceId: ofA.id, documentTypeId: 40 }, Buffer.from('<html>not a pdf</html>')),
      415,
      MESSAGES.fileTypeNotAllowed,
    );
    expectError(await upload('csr', { invoiceId: ofA.id, documentTypeId: 40 }, null), 400, MESSAGES.fileRequired);
    expectError(await upload('csr', { invoiceId: 999_999, documentTypeId: 40 }), 404, MESSAGES.notFound);
  });

  it("shipper A lists and downloads its own company's documents; B's are 404; it may not upload or delete (403)", async () => {
    const mine = (await upload('csr', { invoiceId: ofA.id, documentTypeId: 40 })).json().data;
    const theirs = (await upload('csr', { invoiceId: ofB.id, documentTypeId: 40 })).json().data;
    const listed = await t.as(token.shipperA!, 'GET', `/api/invoice-document?invoiceId=${ofA.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((d: { id: number }) => d.id)).toContain(mine.id);
    expect((await t.as(token.shipperA!, 'GET', `/api/invoice-document/${mine.id}/download`)).statusCode).toBe(200);
    expectError(
      await t.as(token.shipperA!, 'GET', `/api/invoice-document?invoiceId=${ofB.id}`),
      404,
      MESSAGES.notFound,
    );
    expectError(
      await t.as(token.shipperA!, 'GET', `/api/invoice-document/${theirs.id}/download`),
      404,
      MESSAGES.notFound,
    );
    expectError(await upload('shipperA', { invoiceId: ofA.id, documentTypeId: 40 }), 403, MESSAGES.forbidden);
    expectError(await t.as(token.shipperA!, 'DELETE', `/api/invoice-document/${mine.id}`), 403, MESSAGES.forbidden);
    expect((await csr('GET', `/api/invoice-document/${mine.id}/download`)).statusCode).toBe(200);
  });

  it('staff delete a document: gone from the list and the download', async () => {
    const doc = (await upload('csr', { invoiceId: ofB.id, documentTypeId: 15 })).json().data;
    const res = await csr('DELETE', `/api/invoice-document/${doc.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await csr('GET', `/api/invoice-document/${doc.id}/download`), 404, MESSAGES.notFound);
    expect(
      (await csr('GET', `/api/invoice-document?invoiceId=${ofB.id}`)).json().data.map((d: { id: number }) => d.id),
    ).not.toContain(doc.id);
  });

  it('the seed attached a real PDF to one invoice', async () => {
    const [seeded] = (await list('csr', '?pageSize=100&q=INV-000001')).content;
    const docs = (await csr('GET', `/api/invoice-document?invoiceId=${seeded.id}`)).json().data as {
      id: number;
      documentTypeId: number;
    }[];
    expect(docs).toHaveLength(1);
    expect(docs[0].documentTypeId).toBe(40);
    const file = await csr('GET', `/api/invoice-document/${docs[0].id}/download`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
